// The e-mail with a signer's verification code (issue 24 item 2): the 6-digit code, the document's
// name, who asks, how long it is valid, and the signing link. The code is never stored in clear: the
// outbox row holds it sealed (AES-256-GCM under a key derived from the instance's token secret, bound
// to the message's submitter), and it is opened only to render the message, like the signing link,
// which is derived then too. A copy of the database alone gives neither away, and once the message is
// rendered for its recipient (sent over SMTP, or shown by the local mailbox) the sealed code is
// removed from the row (delivery.ts markSent, mailbox.ts; issue 31 item 8).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { translator } from '../i18n/catalogue.ts';
import { languageOf } from '../i18n/locales.ts';
import { button, compose, oneLine, type Person, paragraph, type RenderedMail } from './templates.ts';

export const VERIFICATION_MAIL_KIND = 'verification_code';
export type VerificationMailKind = typeof VERIFICATION_MAIL_KIND;

/** Minutes an e-mailed code is valid (signing/verification uses the same). */
export const CODE_VALID_MINUTES = 10;

export interface VerificationMailParams {
  templateName: string;
  workspaceName: string;
  recipientName: string;
  locale: string;
  sender: Person | null;
  /** The code, sealed for this message's submitter (sealCode); gone once the message was rendered. */
  sealedCode?: string;
  /** Issue 25: the workspace's display name, which the message is sent under. */
  brandName?: string | null;
}

export function isVerificationMailKind(kind: string): kind is VerificationMailKind {
  return kind === VERIFICATION_MAIL_KIND;
}

const keyOf = (secret: Buffer) =>
  createHmac('sha256', secret).update('countersign:verification-mail').digest();

/** `iv.tag.sealed`, base64url: the code, readable only with the token secret and for this submitter. */
export function sealCode(secret: Buffer, submitterId: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(submitterId));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The code sealed by sealCode, or null when it was not sealed for this submitter with this secret. */
export function openCode(secret: Buffer, submitterId: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.');
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(submitterId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export function renderVerificationMail(
  params: VerificationMailParams,
  submitterId: string | null,
  links: { tokenSecret: Buffer },
  link: string | undefined,
): RenderedMail {
  const t = translator(languageOf(params.locale));
  const document = oneLine(params.templateName);
  // Issue 31: the workspace's display name, where it has one, is the name it signs with.
  const workspace = oneLine(params.brandName?.trim() ? params.brandName : params.workspaceName);
  const member = params.sender
    ? { name: oneLine(params.sender.name), email: oneLine(params.sender.email) }
    : null;
  const sender = member ? t.t('sender.memberAt', { member: member.name, workspace }) : workspace;
  const opened =
    submitterId && params.sealedCode ? openCode(links.tokenSecret, submitterId, params.sealedCode) : null;
  const code = opened ?? '——————';
  const mail = compose(
    t.language,
    t.t('mail.verification.subject', { document }),
    [
      paragraph(t.t('mail.greeting', { name: oneLine(params.recipientName) })),
      paragraph(t.t('mail.verification.body', { document, sender })),
      {
        text: `    ${code}`,
        html: `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`,
      },
      paragraph(t.t('mail.verification.valid', { minutes: CODE_VALID_MINUTES })),
      ...(link ? [button(t.t('mail.verification.button'), link, t.t('mail.orOpen', { url: link }))] : []),
      paragraph(t.t('mail.verification.notYou')),
    ],
    [t.t('mail.footerLink', { sender })],
  );
  return {
    ...mail,
    fromName: oneLine(
      t.t('mail.fromName', { sender: params.brandName?.trim() ? oneLine(params.brandName) : sender }),
      150,
    ),
    ...(member ? { replyTo: member } : {}),
  };
}
