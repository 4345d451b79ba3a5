// The monthly allowance (spec §8): one counter per workspace per UTC calendar month (kept in stripes,
// migration 0023), charged by a single conditional upsert so that concurrent sends from any number of
// processes never exceed it.
import { type Clock, monthStart } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { type AppError, limitReached } from '../platform/errors.ts';
import { monthlyAllowance } from '../workspaces/plans.ts';

export interface Usage {
  signatureRequests: {
    limit: number | 'unlimited';
    used: number;
    remaining: number | 'unlimited';
    periodStart: Date;
  };
}

/**
 * The charge, as the body of a CTE in the send statement (send-writer.ts): one conditional upsert of
 * the month's counter per workspace and month among the sends just written (`sent`: none for a
 * replay), adding how many there are. Counters are striped (migration 0023). Under a limit the charge
 * goes to stripe 0, whose row lock (ON CONFLICT DO UPDATE) serialises concurrent charges from any
 * number of processes, and the WHERE refuses a charge that would take the sum of the stripes past the
 * limit: RETURNING then yields fewer rows than were charged, and the statement aborts itself
 * (countersign_refuse) so that nothing it wrote is kept. Without a limit nothing is checked, and the
 * charge goes to this session's stripe, so that sends written at once on other connections do not
 * wait for each other's commit. Counters are taken in key order, so two statements cannot deadlock.
 */
export function chargeSql(p: { sent: string; limit: string }): string {
  const others = (workspace: string, period: string) =>
    `(SELECT coalesce(sum(o.used), 0) FROM usage_counters o
        WHERE o.workspace_id = ${workspace} AND o.period_start = ${period} AND o.stripe <> 0)`;
  return `INSERT INTO usage_counters (workspace_id, period_start, stripe, used)
       SELECT workspace_id, period_start, CASE WHEN ${p.limit}::int IS NULL THEN countersign_stripe() ELSE 0 END,
              count(*)
         FROM ${p.sent} GROUP BY workspace_id, period_start
       HAVING ${p.limit}::int IS NULL
           OR count(*) + ${others(`${p.sent}.workspace_id`, `${p.sent}.period_start`)} <= ${p.limit}::int
        ORDER BY workspace_id, period_start
       ON CONFLICT (workspace_id, period_start, stripe)
       DO UPDATE SET used = usage_counters.used + EXCLUDED.used
         WHERE ${p.limit}::int IS NULL
            OR usage_counters.used + EXCLUDED.used + ${others('EXCLUDED.workspace_id', 'EXCLUDED.period_start')}
               <= ${p.limit}::int
       RETURNING workspace_id`;
}

/** The refusal of a charge: 403 limit_reached with the month's count as it now stands. */
export async function allowanceRefusal(
  db: Queryable,
  workspaceId: string,
  plan: string,
  periodStart: Date,
): Promise<AppError> {
  return limitReached(monthlyAllowance(plan) ?? 0, await usedInPeriod(db, workspaceId, periodStart));
}

/** The sum of the month's stripes (migration 0023), on the counters' primary key. */
export const USED_IN_PERIOD_SQL =
  'SELECT coalesce(sum(used), 0)::int AS used FROM usage_counters WHERE workspace_id = $1 AND period_start = $2';

async function usedInPeriod(db: Queryable, workspaceId: string, periodStart: Date): Promise<number> {
  const { rows } = await db.query<{ used: number }>(USED_IN_PERIOD_SQL, [workspaceId, periodStart]);
  return rows[0]?.used ?? 0;
}

export async function readUsage(
  db: Queryable,
  clock: Clock,
  workspaceId: string,
  plan: string,
): Promise<Usage> {
  const periodStart = monthStart(clock.now());
  const used = await usedInPeriod(db, workspaceId, periodStart);
  const limit = monthlyAllowance(plan);
  return {
    signatureRequests: {
      limit: limit ?? 'unlimited',
      used,
      remaining: limit === null ? 'unlimited' : Math.max(0, limit - used),
      periodStart,
    },
  };
}
