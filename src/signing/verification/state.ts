// The signer's check as every verification step reads it (issue 24 item 2): the signing link's
// context, refused when the link leads nowhere (404), asks for no code (400) or its request has ended
// (409 request_closed) or waits for the sender's reminder after 20 wrong codes (403
// verification_link_locked), and the submitter's verification columns read under the row's lock, so
// that concurrent attempts from any number of processes count one after the other.
import type { Queryable } from '../../platform/db/index.ts';
import { badRequest, coded, notFound } from '../../platform/errors.ts';
import { isTerminal } from '../../requests/read.ts';
import { FAILURES_UNTIL_REMINDED, lockedUntilReminded } from '../../requests/verification-lock.ts';
import { loadSigningContext, type SigningContext } from '../signing-context.ts';

export interface LockedVerification {
  method: 'access_code' | 'email_code';
  secret: string | null;
  codeSentAt: Date | null;
  sends: Date[];
  failures: number;
  lockedUntil: Date | null;
}

/** Whole seconds until `until`, rounded up, at least 1. */
export const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export function lockedError(until: Date, now: Date) {
  const seconds = secondsUntil(until, now);
  return coded(
    'verification_locked',
    `Too many wrong codes: this signing link is locked; retry in ${seconds} seconds`,
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** The link waits for the sender to remind the signer (requests/verification-lock.ts). */
export function linkLockedError() {
  return coded(
    'verification_link_locked',
    `${FAILURES_UNTIL_REMINDED} wrong codes were entered: this signing link is locked until the sender reminds the signer`,
  );
}

/** The link's context and its submitter's verification, locked for the transaction `tx`. */
export async function lockVerification(
  tx: Queryable,
  tokenSecret: Buffer,
  token: string,
  now: Date,
): Promise<{ ctx: SigningContext; state: LockedVerification }> {
  const ctx = await loadSigningContext(tx, tokenSecret, token, now);
  if (!ctx) throw notFound('Signing link');
  if (!ctx.signer.verification) throw badRequest('This signing link asks for no code');
  const { status } = ctx.request;
  if (isTerminal(status) && status !== 'completed') {
    throw coded('request_closed', `This request is ${status}`, { requestStatus: status });
  }
  const { rows } = await tx.query<{
    verification_method: 'access_code' | 'email_code';
    verification_secret: string | null;
    verification_code_sent_at: Date | null;
    verification_sends: Date[] | null;
    verification_failures: number;
    verification_locked_until: Date | null;
  }>(
    `SELECT verification_method, verification_secret, verification_code_sent_at, verification_sends,
            verification_failures, verification_locked_until
       FROM submitters WHERE id = $1 FOR UPDATE`,
    [ctx.signer.id],
  );
  const r = rows[0];
  if (!r) throw notFound('Signing link');
  if (lockedUntilReminded(r.verification_failures)) throw linkLockedError();
  return {
    ctx,
    state: {
      method: r.verification_method,
      secret: r.verification_secret,
      codeSentAt: r.verification_code_sent_at,
      sends: r.verification_sends ?? [],
      failures: r.verification_failures,
      lockedUntil: r.verification_locked_until,
    },
  };
}
