// The workspace audit log as a person browses it (issue 25 item 1): newest first, paged, narrowed to
// one request and/or one action; and the actions the log actually holds, for a filter's choices.
// The operator API's listAudit (audit.ts) is the unfiltered form of the same query.
import type { Queryable } from '../platform/db/index.ts';
import { type AuditEntry, type AuditRow, toEntry } from './audit.ts';

export interface AuditFilter {
  requestId?: string;
  action?: string;
}

export async function searchAudit(
  db: Queryable,
  workspaceId: string,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = ['workspace_id = $1'];
  const params: unknown[] = [workspaceId];
  if (filter.requestId) {
    params.push(filter.requestId);
    where.push(`request_id = $${params.length}`);
  }
  if (filter.action) {
    params.push(filter.action);
    where.push(`action = $${params.length}`);
  }
  const condition = where.join(' AND ');
  const [{ rows }, count] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, at, action, request_id, actor, ip, user_agent, details FROM audit_log
        WHERE ${condition} ORDER BY at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE ${condition}`, params),
  ]);
  return { entries: rows.map(toEntry), total: count.rows[0].n };
}

/** Every action the workspace's log holds, in code order. */
export async function auditActions(db: Queryable, workspaceId: string): Promise<string[]> {
  const { rows } = await db.query<{ action: string }>(
    'SELECT DISTINCT action FROM audit_log WHERE workspace_id = $1 ORDER BY action',
    [workspaceId],
  );
  return rows.map((r) => r.action);
}
