// POST /sign/{token}/verify (issue 24 item 2): the signer enters their code. A right one records when
// they passed (verified_at, for the certificate), clears the wrong-code count and spends an e-mailed
// code; the route then marks this browser (proof.ts). A wrong one counts: 400 verification_failed with
// the attempts left, and every fifth locks the link, longer each time (429 verification_locked,
// Retry-After), the twentieth until the sender reminds the signer (403 verification_link_locked; the
// sender is told by e-mail) (requests/verification-lock.ts); a lock spends an e-mailed code. While
// locked, no code is even compared. Each outcome is audited. The count is committed before the error
// is answered: a refusal must not roll it back.
import type { AuditAction } from '../../audit/actions.ts';
import { recordAudit } from '../../audit/audit.ts';
import { CODE_VALID_MINUTES } from '../../mail/verification-mail.ts';
import { coded } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { Services } from '../../platform/services.ts';
import { accessCodeMatches } from '../../requests/access-code.ts';
import { attemptsBeforeLock, lockAfter } from '../../requests/verification-lock.ts';
import { signerActor } from '../turns.ts';
import { enqueueLinkLockedNotice } from './locked-notice.ts';
import { emailCodeMatches } from './proof.ts';
import { type LockedVerification, linkLockedError, lockedError, lockVerification } from './state.ts';

export const CODE_MAX = 64;

type Outcome =
  | { kind: 'verified'; submitterId: string; verifiedAt: Date; method: LockedVerification['method'] }
  | { kind: 'failed'; attemptsLeft: number }
  | { kind: 'locked'; until: Date; now: Date }
  | { kind: 'link_locked' };

async function codeIsRight(
  tokenSecret: Buffer,
  submitterId: string,
  state: LockedVerification,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!state.secret || code === '') return false;
  if (state.method === 'access_code') return accessCodeMatches(state.secret, code);
  const fresh =
    state.codeSentAt !== null && now.getTime() < state.codeSentAt.getTime() + CODE_VALID_MINUTES * 60_000;
  return fresh && /^\d{6}$/.test(code) && emailCodeMatches(tokenSecret, submitterId, state.secret, code);
}

export async function verifySignerCode(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>,
  token: string,
  given: string,
  client: ClientInfo,
): Promise<{ submitterId: string; verifiedAt: Date; method: LockedVerification['method'] }> {
  const { db, clock, tokenSecret } = services;
  const code = given.trim().slice(0, CODE_MAX);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const now = clock.now();
    const { ctx, state } = await lockVerification(tx, tokenSecret, token, now);
    const { request, signer } = ctx;
    if (state.lockedUntil && state.lockedUntil > now)
      return { kind: 'locked', until: state.lockedUntil, now };
    const audit = (action: AuditAction, details: Record<string, unknown>) =>
      recordAudit(tx, clock, {
        workspaceId: request.workspaceId,
        requestId: request.id,
        action,
        actor: signerActor(signer),
        ip: client.ip,
        userAgent: client.userAgent,
        details: { method: state.method, ...details },
        at: now,
      });

    if (await codeIsRight(tokenSecret, signer.id, state, code, now)) {
      await tx.query(
        `UPDATE submitters SET verified_at = $2, verification_failures = 0, verification_locked_until = NULL,
                verification_secret = CASE WHEN verification_method = 'email_code' THEN NULL ELSE verification_secret END
          WHERE id = $1`,
        [signer.id, now],
      );
      await audit('signature_request.verified', {});
      return { kind: 'verified', submitterId: signer.id, verifiedAt: now, method: state.method };
    }
    const failures = state.failures + 1;
    const lock = lockAfter(failures);
    if (lock !== null) {
      const until = lock === 'until_reminded' ? null : new Date(now.getTime() + lock);
      await tx.query(
        `UPDATE submitters SET verification_failures = $2, verification_locked_until = $3,
                verification_secret = CASE WHEN verification_method = 'email_code' THEN NULL ELSE verification_secret END
          WHERE id = $1`,
        [signer.id, failures, until],
      );
      await audit(
        'signature_request.verification_locked',
        until ? { lockedUntil: until.toISOString() } : { untilReminded: true },
      );
      if (!until) {
        await enqueueLinkLockedNotice(tx, clock, { requestId: request.id, signer, failures });
        return { kind: 'link_locked' };
      }
      return { kind: 'locked', until, now };
    }
    await tx.query('UPDATE submitters SET verification_failures = $2 WHERE id = $1', [signer.id, failures]);
    await audit('signature_request.verification_failed', { attemptsLeft: attemptsBeforeLock(failures) });
    return { kind: 'failed', attemptsLeft: attemptsBeforeLock(failures) };
  });
  switch (outcome.kind) {
    case 'verified':
      return outcome;
    case 'failed':
      throw coded(
        'verification_failed',
        `The code is wrong or has expired; ${outcome.attemptsLeft} attempts left before the link locks`,
        { attemptsLeft: outcome.attemptsLeft },
      );
    case 'locked':
      throw lockedError(outcome.until, outcome.now);
    case 'link_locked':
      throw linkLockedError();
  }
}
