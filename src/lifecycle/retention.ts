// Retention (issue 21 item 4): a workspace may keep its ended requests for `retentionDays` (1–3650;
// unset keeps them until erased explicitly). The worker's lifecycle sweep erases every request that
// ended longer ago than that, in bounded batches, each exactly as the explicit erase does, under the
// request's row lock and after checking again that it is due: several processes may sweep at once.
import type { Queryable } from '../platform/db/index.ts';
import { isTerminal, type RequestStatus } from '../requests/read.ts';
import {
  type EraseServices,
  eraseLockedRequest,
  erasureTransaction,
  lockForErasure,
} from './erase-request.ts';

export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
const DAY_MS = 86_400_000;
/** Requests looked for at a time. */
const BATCH = 50;

/** When an ended request will be erased under a retention of `days`. */
export function erasureDue(endedAt: Date, days: number): Date {
  return new Date(endedAt.getTime() + days * DAY_MS);
}

/** SQL: when a request (aliased `r`) ended, the time of its terminal status (migration 0025's index). */
export const endedAtSql = (r: string) =>
  `COALESCE(${r}.completed_at, ${r}.declined_at, ${r}.voided_at, ${r}.expired_at)`;

/** Erases the requests whose retention has run out; returns how many. */
export async function eraseExpiredRetention(services: EraseServices): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await dueRequests(services.db, services.clock.now());
    if (due.length === 0) return total;
    // One transaction per request: a transaction never holds one request's locks (its row, the
    // counters its change moves) while it waits for another's, which could deadlock with an erasure
    // or a sweep in another process.
    let erased = 0;
    for (const id of due) {
      if (await erasureTransaction(services.db, (tx) => eraseIfDue(tx, services, id))) erased += 1;
    }
    total += erased;
    if (due.length < BATCH) return total;
    // Another process took all of these: the next batch is theirs too, or done.
    if (erased === 0) return total;
  }
}

async function dueRequests(db: Queryable, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT due.id FROM workspaces w
       CROSS JOIN LATERAL (
         SELECT r.id FROM signature_requests r
          WHERE r.workspace_id = w.id AND r.erased_at IS NULL
            AND r.status IN ('completed', 'declined', 'expired', 'voided')
            AND ${endedAtSql('r')} < $1::timestamptz - make_interval(days => w.retention_days)
          ORDER BY ${endedAtSql('r')} LIMIT $2) due
      WHERE w.retention_days IS NOT NULL AND w.deleting_at IS NULL
      LIMIT $2`,
    [now, BATCH],
  );
  return rows.map((r) => r.id);
}

/** Under the row lock: still there, ended, and past its workspace's retention now? Then erase it. */
async function eraseIfDue(tx: Queryable, services: EraseServices, id: string): Promise<boolean> {
  const request = await lockForErasure(tx, id);
  if (!request) return false;
  const { rows } = await tx.query<{ status: RequestStatus; due: boolean }>(
    `SELECT r.status, ${endedAtSql('r')} < $2::timestamptz - make_interval(days => w.retention_days) AS due
       FROM signature_requests r JOIN workspaces w ON w.id = r.workspace_id
      WHERE r.id = $1 AND w.retention_days IS NOT NULL`,
    [id, services.clock.now()],
  );
  if (!rows[0]?.due || !isTerminal(rows[0].status)) return false;
  await eraseLockedRequest(tx, services, request, { type: 'system' }, 'retention');
  return true;
}
