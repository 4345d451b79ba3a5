// Voiding a request (CONTRACT §5, filling spec §4.7's gap): a non-terminal request becomes `voided`
// by a guarded change; voiding it again changes nothing; a completed, declined or expired one is a
// 409 request_not_voidable. Signers already e-mailed get a notice in the same commit. Only the member
// who sent it, or an owner, may void it (issue 25: 403 not_permitted; a key acts as its member).
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { enqueueCopiedNotices } from '../mail/observers.ts';
import { enqueueVoidedNotices } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { coded } from '../platform/errors.ts';
import { type Actor, assertManagesRequest } from '../workspaces/roles.ts';
import { effectiveStatus, isTerminal, lockRequest } from './read.ts';

export interface VoidInput {
  workspaceId: string;
  requestId: string;
  reason?: string;
  actor: AuditActor;
  /** Who voids it, with their role: a plain member may void only what they sent. */
  manager: Actor;
  ip?: string;
  userAgent?: string;
}

/** Returns whether this call voided the request (false: it was voided already). */
export async function voidRequest(db: Db, clock: Clock, input: VoidInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    await assertManagesRequest(tx, input.manager, input.workspaceId, input.requestId);
    const request = await lockRequest(tx, input.workspaceId, input.requestId);
    if (request.status === 'voided') return false;
    const now = clock.now();
    const status = effectiveStatus(request, now);
    if (isTerminal(status)) {
      throw coded('request_not_voidable', `The request is ${status} and can no longer be voided`, { status });
    }

    const reason = input.reason?.trim() || null;
    const changed = await tx.query(
      `UPDATE signature_requests SET status = 'voided', voided_at = $2, void_reason = $3
        WHERE id = $1 AND status IN ('pending', 'opened')`,
      [request.id, now, reason],
    );
    if (changed.rowCount === 0) throw new Error(`Request ${request.id} changed under its row lock`);
    const notified =
      (await enqueueVoidedNotices(tx, clock, { requestId: request.id, reason })) +
      (await enqueueCopiedNotices(tx, clock, { requestId: request.id, kind: 'voided', extra: { reason } }));
    await recordAudit(tx, clock, {
      workspaceId: input.workspaceId,
      requestId: request.id,
      action: 'signature_request.voided',
      actor: input.actor,
      ip: input.ip,
      userAgent: input.userAgent,
      details: { ...(reason ? { reason } : {}), notified },
    });
    return true;
  });
}
