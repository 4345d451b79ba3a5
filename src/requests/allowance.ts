// The monthly allowance (spec §8): one counter per workspace per UTC calendar month, charged by a
// single conditional upsert so that concurrent sends from any number of processes never exceed it.
import { type Clock, monthStart } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { limitReached } from '../platform/errors.ts';
import { monthlyAllowance } from '../workspaces/plans.ts';

export interface Usage {
  signatureRequests: {
    limit: number | 'unlimited';
    used: number;
    remaining: number | 'unlimited';
    periodStart: Date;
  };
}

/** Counts one request against the workspace's current month, or throws 403 limit_reached. */
export async function chargeAllowance(
  tx: Queryable,
  clock: Clock,
  workspaceId: string,
  plan: string,
): Promise<void> {
  const periodStart = monthStart(clock.now());
  const limit = monthlyAllowance(plan);
  // The row lock taken by ON CONFLICT DO UPDATE serialises concurrent charges; the WHERE refuses
  // the one that would go past the limit (RETURNING then yields no row).
  const { rows } = await tx.query<{ used: number }>(
    `INSERT INTO usage_counters (workspace_id, period_start, used) VALUES ($1, $2, 1)
     ON CONFLICT (workspace_id, period_start)
     DO UPDATE SET used = usage_counters.used + 1
       WHERE $3::int IS NULL OR usage_counters.used < $3::int
     RETURNING used`,
    [workspaceId, periodStart, limit],
  );
  if (rows.length === 0 || (limit !== null && rows[0].used > limit)) {
    const used = await usedInPeriod(tx, workspaceId, periodStart);
    throw limitReached(limit ?? 0, used);
  }
}

async function usedInPeriod(db: Queryable, workspaceId: string, periodStart: Date): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    'SELECT used FROM usage_counters WHERE workspace_id = $1 AND period_start = $2',
    [workspaceId, periodStart],
  );
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
