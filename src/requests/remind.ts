// Reminding the signer whose turn it is (spec §4.3, CONTRACT §5). The 15-minute cooldown counts per
// signer per request from their last reminder and is claimed by a guarded UPDATE, so of any number
// of concurrent reminds exactly one queues an e-mail; the others answer 429 reminder_cooldown.
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { enqueueReminder } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { reminderCooldown } from '../platform/errors.ts';
import {
  effectiveStatus,
  isTerminal,
  lockRequest,
  SUBMITTER_COLUMNS,
  type SubmitterRow,
  turnSubmitter,
} from './read.ts';

export const REMINDER_COOLDOWN_MS = 15 * 60_000;

export type RemindOutcome =
  | { reminded: true; recipient: { email: string } }
  | { reminded: false; reason: 'no_pending_signer' };

const NO_PENDING_SIGNER: RemindOutcome = { reminded: false, reason: 'no_pending_signer' };

export interface RemindInput {
  workspaceId: string;
  requestId: string;
  actor: AuditActor;
  ip?: string;
  userAgent?: string;
}

/** Whole seconds until the signer may be reminded again, rounded up (CONTRACT §5). */
export function cooldownSecondsLeft(lastRemindedAt: Date, now: Date): number {
  const left = lastRemindedAt.getTime() + REMINDER_COOLDOWN_MS - now.getTime();
  return Math.min(REMINDER_COOLDOWN_MS / 1000, Math.max(1, Math.ceil(left / 1000)));
}

export async function remindSigner(db: Db, clock: Clock, input: RemindInput): Promise<RemindOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.workspaceId, input.requestId);
    const now = clock.now();
    if (isTerminal(effectiveStatus(request, now))) return NO_PENDING_SIGNER;

    const submitters = await tx.query<SubmitterRow>(
      `SELECT ${SUBMITTER_COLUMNS} FROM submitters WHERE request_id = $1 ORDER BY position`,
      [request.id],
    );
    const turn = turnSubmitter(submitters.rows);
    if (!turn) return NO_PENDING_SIGNER;

    const claimed = await tx.query<{ id: string }>(
      `UPDATE submitters SET last_reminded_at = $2
        WHERE id = $1 AND (last_reminded_at IS NULL OR last_reminded_at <= $3) RETURNING id`,
      [turn.id, now, new Date(now.getTime() - REMINDER_COOLDOWN_MS)],
    );
    if (claimed.rowCount === 0) {
      const last = await tx.query<{ last_reminded_at: Date }>(
        'SELECT last_reminded_at FROM submitters WHERE id = $1',
        [turn.id],
      );
      throw reminderCooldown(cooldownSecondsLeft(last.rows[0].last_reminded_at, now));
    }

    await enqueueReminder(tx, clock, { requestId: request.id, submitter: turn });
    await recordAudit(tx, clock, {
      workspaceId: input.workspaceId,
      requestId: request.id,
      action: 'signature_request.reminded',
      actor: input.actor,
      ip: input.ip,
      userAgent: input.userAgent,
      details: { role: turn.role, email: turn.email },
    });
    return { reminded: true, recipient: { email: turn.email } };
  });
}
