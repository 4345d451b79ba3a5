// The credential in a member's e-mailed sign-in or invitation link: the link row's id and an HMAC of
// it under the instance secret, derived again whenever it is needed (the outbox keeps only the id).
// Below the members feature, so the mail layer can render the link at delivery.
import { createHmac } from 'node:crypto';

function mac(secret: Buffer, linkId: string): string {
  return createHmac('sha256', secret).update(`member-link:${linkId}`).digest('base64url');
}

/** The credential in the e-mailed link. */
export function memberLinkToken(secret: Buffer, linkId: string): string {
  return `${linkId}.${mac(secret, linkId)}`;
}

export function memberLinkUrl(publicUrl: string, secret: Buffer, linkId: string): string {
  return `${publicUrl}/app/link/${memberLinkToken(secret, linkId)}`;
}
