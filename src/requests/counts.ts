// How many requests a workspace holds in each status, as reads show it (issue 10): the counters the
// database keeps per workspace, template and stored status (migration 0007), corrected for the open
// requests whose expiresAt has passed before the sweep recorded them (those read `expired`). Two
// small reads whatever the number of requests; the list's `total` and the application's tabs use it.
import type { Queryable } from '../platform/db/index.ts';
import { REQUEST_STATUSES, type RequestStatus } from './status.ts';

export type StatusCounts = Record<RequestStatus, number>;

export async function statusCounts(
  db: Queryable,
  workspaceId: string,
  now: Date,
  templateId?: string,
): Promise<StatusCounts> {
  const byTemplate = templateId !== undefined ? ' AND template_id = $3' : '';
  const params = templateId !== undefined ? [workspaceId, now, templateId] : [workspaceId, now];
  const { rows } = await db.query<{ status: RequestStatus; overdue: boolean; n: number }>(
    `SELECT status, false AS overdue, sum(n)::int AS n FROM request_counts
      WHERE workspace_id = $1${byTemplate} AND $2::timestamptz IS NOT NULL GROUP BY status
     UNION ALL
     SELECT status, true, count(*)::int FROM signature_requests
      WHERE workspace_id = $1${byTemplate} AND status IN ('pending', 'opened') AND expires_at <= $2
      GROUP BY status`,
    params,
  );
  const counts = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const { status, overdue, n } of rows) {
    if (!overdue) {
      counts[status] += n;
    } else {
      counts[status] -= n;
      counts.expired += n;
    }
  }
  return counts;
}

/** The number of requests in one status (all of them without `status`). */
export function totalOf(counts: StatusCounts, status?: RequestStatus): number {
  if (status) return counts[status];
  return REQUEST_STATUSES.reduce((total, s) => total + counts[s], 0);
}
