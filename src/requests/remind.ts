// Reminding the signer whose turn it is (spec §4.3, CONTRACT §5), by a caller (POST …/remind, the
// application's button) or by the request's schedule (auto-remind.ts): one path, so both send the
// same e-mail, write the same audit entry and respect the same cooldown. The 15-minute cooldown counts
// per signer per request from their last reminder and is claimed by a guarded UPDATE, so of any number
// of concurrent reminds exactly one queues an e-mail; the others answer 429 reminder_cooldown (a
// scheduled reminder that loses the claim is simply not sent). A caller's reminder also unlocks a link
// that 20 wrong codes locked until the sender sends it again (verification-lock.ts).
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { enqueueReminder } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { reminderCooldown } from '../platform/errors.ts';
import {
  effectiveStatus,
  isTerminal,
  lockRequest,
  type RequestRow,
  SUBMITTER_COLUMNS,
  type SubmitterRow,
  turnSubmitter,
} from './read.ts';
import { FAILURES_UNTIL_REMINDED } from './verification-lock.ts';

export const REMINDER_COOLDOWN_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

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

/** A request's schedule of automatic reminders (send's `reminders`). */
export interface ReminderSchedule {
  everyDays: number;
  max: number;
}

/** Whole seconds until the signer may be reminded again, rounded up (CONTRACT §5). */
export function cooldownSecondsLeft(lastRemindedAt: Date, now: Date): number {
  const left = lastRemindedAt.getTime() + REMINDER_COOLDOWN_MS - now.getTime();
  return Math.min(REMINDER_COOLDOWN_MS / 1000, Math.max(1, Math.ceil(left / 1000)));
}

/**
 * Issue 45 item 3: the sending member's own turn is taken in the application; nobody is e-mailed
 * about it, so there is nobody to remind.
 */
async function isOwnTurn(tx: Queryable, submitterId: string): Promise<boolean> {
  const { rows } = await tx.query<{ own: boolean }>(
    'SELECT member_id IS NOT NULL AS own FROM submitters WHERE id = $1',
    [submitterId],
  );
  return rows[0]?.own ?? false;
}

export async function remindSigner(db: Db, clock: Clock, input: RemindInput): Promise<RemindOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.workspaceId, input.requestId);
    const outcome = await remindTurnSigner(tx, clock, request, input);
    // Only a scheduled reminder can be not due; a caller's is sent or refused by the cooldown.
    return outcome === 'not_due' ? NO_PENDING_SIGNER : outcome;
  });
}

/**
 * Reminds the signer whose turn it is on `request`, which the caller has locked FOR UPDATE in `tx`.
 * With a `schedule`, only when it is due: `everyDays` after the signer's invitation or last reminder,
 * and fewer than `max` automatic reminders sent to them ('not_due' otherwise). Without one, the
 * cooldown decides (429 reminder_cooldown when the claim is lost). Queues the reminder and its audit
 * entry in `tx`.
 */
export async function remindTurnSigner(
  tx: Queryable,
  clock: Clock,
  request: RequestRow,
  by: Omit<RemindInput, 'workspaceId' | 'requestId'> & { schedule?: ReminderSchedule },
): Promise<RemindOutcome | 'not_due'> {
  const now = clock.now();
  if (isTerminal(effectiveStatus(request, now))) return NO_PENDING_SIGNER;
  // Nothing is sent by itself for a request whose signers the caller reaches (sendEmail false).
  if (by.schedule && !request.send_email) return 'not_due';

  const submitters = await tx.query<SubmitterRow>(
    `SELECT ${SUBMITTER_COLUMNS} FROM submitters WHERE request_id = $1 ORDER BY position`,
    [request.id],
  );
  const turn = turnSubmitter(submitters.rows);
  if (!turn || (await isOwnTurn(tx, turn.id))) return NO_PENDING_SIGNER;

  const cooledSince = new Date(now.getTime() - REMINDER_COOLDOWN_MS);
  const claimed = by.schedule
    ? await tx.query<{ id: string }>(
        `UPDATE submitters SET last_reminded_at = $2, auto_reminders_sent = auto_reminders_sent + 1
          WHERE id = $1 AND auto_reminders_sent < $3 AND invited_at IS NOT NULL
            AND GREATEST(invited_at, last_reminded_at) <= $4
            AND (last_reminded_at IS NULL OR last_reminded_at <= $5)
          RETURNING id`,
        [
          turn.id,
          now,
          by.schedule.max,
          new Date(now.getTime() - by.schedule.everyDays * DAY_MS),
          cooledSince,
        ],
      )
    : await tx.query<{ id: string }>(
        `UPDATE submitters SET last_reminded_at = $2
          WHERE id = $1 AND (last_reminded_at IS NULL OR last_reminded_at <= $3) RETURNING id`,
        [turn.id, now, cooledSince],
      );
  if (claimed.rowCount === 0) {
    if (by.schedule) return 'not_due';
    const last = await tx.query<{ last_reminded_at: Date }>(
      'SELECT last_reminded_at FROM submitters WHERE id = $1',
      [turn.id],
    );
    throw reminderCooldown(cooldownSecondsLeft(last.rows[0].last_reminded_at, now));
  }

  // Issue 31 item 4: a caller's reminder is the sender sending the link again, which lifts the lock
  // that 20 wrong codes put on it (a scheduled one does not: nobody chose to).
  const unlocked = by.schedule
    ? { rowCount: 0 }
    : await tx.query(
        `UPDATE submitters SET verification_failures = 0, verification_locked_until = NULL
          WHERE id = $1 AND verification_failures >= $2`,
        [turn.id, FAILURES_UNTIL_REMINDED],
      );
  await enqueueReminder(tx, clock, { requestId: request.id, submitter: turn });
  await recordAudit(tx, clock, {
    workspaceId: request.workspace_id,
    requestId: request.id,
    action: 'signature_request.reminded',
    actor: by.actor,
    ip: by.ip,
    userAgent: by.userAgent,
    details: {
      role: turn.role,
      email: turn.email,
      ...(by.schedule ? { automatic: true } : {}),
      ...(unlocked.rowCount ? { unlocked: true } : {}),
    },
  });
  return { reminded: true, recipient: { email: turn.email } };
}
