// Automatic reminders (issue 24 item 3): the worker's sweep that reminds the signer whose turn it is
// once a request's schedule says so, and the date the request page shows for the next one.
//
// A reminder is due `everyDays` after the signer's invitation or their last reminder (a caller's or
// an automatic one), while fewer than `max` automatic reminders have gone to them, the request is
// open, and it was sent with e-mail. The sweep reads candidates from the partial index of open
// requests with a schedule (migration 0030), then reminds each through remindTurnSigner, the path
// POST …/remind takes (same e-mail, cooldown and audit entry), under the request's row lock taken
// with SKIP LOCKED: a request another process is reminding, signing or voiding is left to the next
// sweep. The claim is a guarded update of the signer's count and last reminder, so any number of
// processes sweeping at once send one e-mail per due reminder.
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import {
  isTerminal,
  REQUEST_COLUMNS,
  type RequestRow,
  type RequestStatus,
  type SubmitterStatus,
  turnSubmitter,
} from './read.ts';
import { type ReminderSchedule, remindTurnSigner } from './remind.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;

/** The open requests of any workspace with an automatic reminder due now, after `after` by id. */
const DUE_SQL = `SELECT r.id FROM signature_requests r
  WHERE r.remind_every_days IS NOT NULL AND r.send_email AND r.status IN ('pending', 'opened')
    AND r.erased_at IS NULL AND r.expires_at > $1::timestamptz AND r.id > $2
    AND EXISTS (SELECT 1 FROM submitters s
                 WHERE s.request_id = r.id AND s.status IN ('awaiting', 'opened') AND s.invited_at IS NOT NULL
                   AND s.auto_reminders_sent < r.remind_max
                   AND GREATEST(s.invited_at, s.last_reminded_at)
                       <= $1::timestamptz - make_interval(hours => 24 * r.remind_every_days))
  ORDER BY r.id LIMIT $3`;

/** Sends every automatic reminder that is due; returns how many it queued. */
export async function sendDueReminders(db: Db, clock: Clock): Promise<number> {
  let sent = 0;
  let after = '';
  for (;;) {
    const due = await db.query<{ id: string }>(DUE_SQL, [clock.now(), after, BATCH]);
    for (const { id } of due.rows) if (await remindIfDue(db, clock, id)) sent++;
    if (due.rows.length < BATCH) return sent;
    after = due.rows[due.rows.length - 1].id;
  }
}

/** One request's due reminder, under its row lock; false when another process holds it or it is not due. */
async function remindIfDue(db: Db, clock: Clock, requestId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<RequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM signature_requests
        WHERE id = $1 AND erased_at IS NULL FOR UPDATE SKIP LOCKED`,
      [requestId],
    );
    const schedule = rows[0] && scheduleOf(rows[0]);
    if (!schedule) return false;
    const outcome = await remindTurnSigner(tx, clock, rows[0], { actor: { type: 'system' }, schedule });
    return outcome !== 'not_due' && outcome.reminded;
  });
}

function scheduleOf(row: Pick<RequestRow, 'remind_every_days' | 'remind_max'>): ReminderSchedule | null {
  return row.remind_every_days && row.remind_max
    ? { everyDays: row.remind_every_days, max: row.remind_max }
    : null;
}

/** What the sweep needs to know of the signer whose turn it is. */
export interface TurnReminders {
  invitedAt: Date | null;
  lastRemindedAt: Date | null;
  automaticSent: number;
}

/**
 * When the signer whose turn it is gets their next automatic reminder (the sweep runs every minute,
 * so about then); null when none is due: no schedule, sent without e-mail, the request ended, nobody
 * waiting, or every automatic reminder already sent.
 */
export function nextReminderAt(
  schedule: ReminderSchedule | null,
  request: { status: RequestStatus; sendEmail: boolean },
  turn: TurnReminders | null,
): Date | null {
  if (!schedule || !request.sendEmail || isTerminal(request.status)) return null;
  if (!turn?.invitedAt || turn.automaticSent >= schedule.max) return null;
  const from = Math.max(turn.invitedAt.getTime(), turn.lastRemindedAt?.getTime() ?? 0);
  return new Date(from + schedule.everyDays * DAY_MS);
}

/** The next automatic reminder of a request whose status the caller has read (its effective one). */
export async function nextAutomaticReminder(
  db: Queryable,
  requestId: string,
  status: RequestStatus,
): Promise<Date | null> {
  const { rows } = await db.query<{
    remind_every_days: number | null;
    remind_max: number | null;
    send_email: boolean;
    position: number;
    status: SubmitterStatus;
    invited_at: Date | null;
    last_reminded_at: Date | null;
    auto_reminders_sent: number;
  }>(
    `SELECT r.remind_every_days, r.remind_max, r.send_email, s.position, s.status, s.invited_at,
            s.last_reminded_at, s.auto_reminders_sent
       FROM signature_requests r JOIN submitters s ON s.request_id = r.id
      WHERE r.id = $1 ORDER BY s.position`,
    [requestId],
  );
  if (!rows[0]) return null;
  const turn = turnSubmitter(rows);
  return nextReminderAt(
    scheduleOf(rows[0]),
    { status, sendEmail: rows[0].send_email },
    turn && {
      invitedAt: turn.invited_at,
      lastRemindedAt: turn.last_reminded_at,
      automaticSent: turn.auto_reminders_sent,
    },
  );
}
