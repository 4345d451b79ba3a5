// POST /sign/{token}/verify/send (issue 24 item 2): e-mails the signer a fresh 6-digit code, for
// signers whose verification is `email_code` (any other link: 400). The new code replaces the old one
// (only the newest can be entered), is valid for 10 minutes, and at most 5 are sent to a signer in any
// hour (beyond: 429 verification_code_limit with Retry-After); a locked link gets none. The code goes
// through the outbox in the same transaction that stores its hash, sealed in the message (mail/
// verification-mail.ts), in the signer's language, naming the document and who asks.
import { recordAudit } from '../../audit/audit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import {
  CODE_VALID_MINUTES,
  sealCode,
  VERIFICATION_MAIL_KIND,
  type VerificationMailParams,
} from '../../mail/verification-mail.ts';
import { badRequest, coded } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { Services } from '../../platform/services.ts';
import { signerActor } from '../turns.ts';
import { emailCodeHash, newEmailCode } from './proof.ts';
import { lockedError, lockVerification, secondsUntil } from './state.ts';

export const SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

type Outcome =
  | { kind: 'sent'; expiresAt: Date }
  | { kind: 'locked'; until: Date; now: Date }
  | { kind: 'limited'; retryAfterSeconds: number };

export async function sendVerificationCode(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>,
  token: string,
  client: ClientInfo,
): Promise<{ sent: true; expiresAt: Date }> {
  const { db, clock, tokenSecret } = services;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const now = clock.now();
    const { ctx, state } = await lockVerification(tx, tokenSecret, token, now);
    const { request, signer } = ctx;
    if (state.method !== 'email_code') {
      throw badRequest('This signer enters an access code given by the sender: no code is e-mailed');
    }
    if (state.lockedUntil && state.lockedUntil > now)
      return { kind: 'locked', until: state.lockedUntil, now };
    const lastHour = state.sends.filter((at) => at.getTime() > now.getTime() - HOUR_MS);
    if (lastHour.length >= SENDS_PER_HOUR) {
      const oldest = Math.min(...lastHour.map((at) => at.getTime()));
      return { kind: 'limited', retryAfterSeconds: secondsUntil(new Date(oldest + HOUR_MS), now) };
    }
    const code = newEmailCode();
    await tx.query(
      `UPDATE submitters SET verification_secret = $2, verification_code_sent_at = $3, verification_sends = $4
        WHERE id = $1`,
      [signer.id, emailCodeHash(tokenSecret, signer.id, code), now, [...lastHour, now]],
    );
    const params: VerificationMailParams = {
      templateName: request.templateName,
      workspaceName: request.workspaceName,
      recipientName: signer.name,
      locale: signer.locale,
      sender: request.sender,
      sealedCode: sealCode(tokenSecret, signer.id, code),
      brandName: request.brand.displayName,
    };
    await enqueueMail(tx, clock, {
      kind: VERIFICATION_MAIL_KIND,
      to: { email: signer.email, name: signer.name },
      params,
      workspaceId: request.workspaceId,
      requestId: request.id,
      submitterId: signer.id,
    });
    await recordAudit(tx, clock, {
      workspaceId: request.workspaceId,
      requestId: request.id,
      action: 'signature_request.verification_sent',
      actor: signerActor(signer),
      ip: client.ip,
      userAgent: client.userAgent,
      details: { method: 'email_code' },
      at: now,
    });
    return { kind: 'sent', expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000) };
  });
  if (outcome.kind === 'sent') return { sent: true, expiresAt: outcome.expiresAt };
  if (outcome.kind === 'locked') throw lockedError(outcome.until, outcome.now);
  throw coded(
    'verification_code_limit',
    `At most ${SENDS_PER_HOUR} codes are e-mailed an hour; retry in ${outcome.retryAfterSeconds} seconds`,
    { retryAfterSeconds: outcome.retryAfterSeconds },
    { 'retry-after': String(outcome.retryAfterSeconds) },
  );
}
