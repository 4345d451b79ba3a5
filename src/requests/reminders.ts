// The schedule of automatic reminders (issue 24 item 3): send's `reminders` ({everyDays, max}, or
// null for none), the workspace's default that a send without it takes, and the resource's field.
// The sweep that sends them is auto-remind.ts; the reminder itself is remind.ts's, the same as a
// caller's.
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../platform/db/index.ts';
import { Body } from '../platform/http/schemas.ts';
import type { ReminderSchedule } from './remind.ts';

export type { ReminderSchedule } from './remind.ts';

export const REMIND_EVERY_DAYS = { min: 1, max: 30 } as const;
export const REMIND_MAX = { min: 1, max: 10 } as const;

const scheduleProperties = {
  everyDays: Type.Integer({
    minimum: REMIND_EVERY_DAYS.min,
    maximum: REMIND_EVERY_DAYS.max,
    description: 'Days from the invitation, or from the last reminder, to the next reminder (1 to 30)',
  }),
  max: Type.Integer({
    minimum: REMIND_MAX.min,
    maximum: REMIND_MAX.max,
    description: 'Automatic reminders at most, per signer (1 to 10)',
  }),
};

export const RemindersBody = Type.Union([Body(scheduleProperties), Type.Null()], {
  description:
    'Extension: automatic reminders. The signer whose turn it is is reminded everyDays after their invitation or their last reminder (automatic or not), at most max times each, with the same e-mail, cooldown and audit entry as POST …/remind; nothing once the request has ended, and nothing when sendEmail is false. Absent: the workspace’s default (set in the application’s settings), if any; null: none.',
});

export const RemindersSchema = Type.Union([Type.Object(scheduleProperties), Type.Null()], {
  description: 'Extension: the automatic reminders this request was sent with; null when none',
});

/**
 * A send's schedule as the send statement takes it: `default` when the body has no `reminders`
 * (the statement reads the workspace's), else the given one or none.
 */
export function sendSchedule(reminders: ReminderSchedule | null | undefined): {
  remind_default: boolean;
  remind_every_days: number | null;
  remind_max: number | null;
} {
  return {
    remind_default: reminders === undefined,
    remind_every_days: reminders?.everyDays ?? null,
    remind_max: reminders?.max ?? null,
  };
}

/** The workspace's default schedule; null when it has none. */
export async function workspaceReminderDefault(
  db: Queryable,
  workspaceId: string,
): Promise<ReminderSchedule | null> {
  const { rows } = await db.query<{ every_days: number | null; max: number | null }>(
    'SELECT default_remind_every_days AS every_days, default_remind_max AS max FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  const row = rows[0];
  return row?.every_days && row.max ? { everyDays: row.every_days, max: row.max } : null;
}

/** Sets (or, with null, removes) the workspace's default schedule. */
export async function setWorkspaceReminderDefault(
  db: Queryable,
  workspaceId: string,
  schedule: ReminderSchedule | null,
): Promise<void> {
  await db.query(
    'UPDATE workspaces SET default_remind_every_days = $2, default_remind_max = $3 WHERE id = $1',
    [workspaceId, schedule?.everyDays ?? null, schedule?.max ?? null],
  );
}
