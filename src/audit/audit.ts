// The workspace audit log and in-app notifications. Entries are written with the transaction that
// makes the change they record (pass the transaction's handle), so they exist exactly when it does.

import { eventFromAudit, recordEvent } from '../events/record.ts';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import type { AuditAction } from './actions.ts';

export type AuditActor =
  | { type: 'api_key'; apiKeyId: string; memberId: string }
  | { type: 'member'; memberId: string }
  | { type: 'signer'; role: string; email: string; name: string }
  | { type: 'system' }
  | { type: 'operator' };

export interface AuditEntryInput {
  workspaceId: string;
  requestId?: string | null;
  action: AuditAction;
  actor: AuditActor;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}

export interface AuditEntry {
  id: string;
  at: Date;
  action: string;
  requestId: string | null;
  actor: AuditActor;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
}

export async function recordAudit(tx: Queryable, clock: Clock, entry: AuditEntryInput): Promise<string> {
  const at = entry.at ?? clock.now();
  const id = newId('aud', at);
  await tx.query(
    `INSERT INTO audit_log (id, workspace_id, request_id, action, actor, ip, user_agent, details, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      entry.workspaceId,
      entry.requestId ?? null,
      entry.action,
      JSON.stringify(entry.actor),
      entry.ip ?? null,
      entry.userAgent ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
      at,
    ],
  );
  // The change feed's event for the same change, in the same transaction (events/record.ts).
  const event = eventFromAudit({ ...entry, at });
  if (event) await recordEvent(tx, event);
  return id;
}

export type AuditRow = {
  id: string;
  at: Date;
  action: string;
  request_id: string | null;
  actor: AuditActor;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | null;
};

export const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at,
  action: r.action,
  requestId: r.request_id,
  actor: r.actor,
  ip: r.ip,
  userAgent: r.user_agent,
  details: r.details,
});

export async function listAudit(db: Queryable, workspaceId: string, page: { limit: number; offset: number }) {
  const [{ rows }, count] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, at, action, request_id, actor, ip, user_agent, details FROM audit_log
        WHERE workspace_id = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
      [workspaceId, page.limit, page.offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE workspace_id = $1', [
      workspaceId,
    ]),
  ]);
  return { entries: rows.map(toEntry), total: count.rows[0].n };
}

/** A request's own trail, oldest first (the executed document's event timeline). */
export async function requestAuditTrail(db: Queryable, requestId: string): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT id, at, action, request_id, actor, ip, user_agent, details FROM audit_log
      WHERE request_id = $1 ORDER BY at, id`,
    [requestId],
  );
  return rows.map(toEntry);
}

/** The trails of several requests at once (each oldest first), by request id. */
export async function requestAuditTrailOf(
  db: Queryable,
  requestIds: string[],
): Promise<Map<string, AuditEntry[]>> {
  const trails = new Map<string, AuditEntry[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return trails;
  const { rows } = await db.query<AuditRow>(
    `SELECT id, at, action, request_id, actor, ip, user_agent, details FROM audit_log
      WHERE request_id = ANY($1::text[]) ORDER BY request_id, at, id`,
    [requestIds],
  );
  for (const row of rows) trails.get(row.request_id!)?.push(toEntry(row));
  return trails;
}

export async function notifyWorkspace(
  tx: Queryable,
  clock: Clock,
  input: { workspaceId: string; type: string; requestId?: string },
) {
  const now = clock.now();
  await tx.query(
    'INSERT INTO notifications (id, workspace_id, type, request_id, created_at) VALUES ($1, $2, $3, $4, $5)',
    [newId('ntf', now), input.workspaceId, input.type, input.requestId ?? null, now],
  );
}

export async function listNotifications(db: Queryable, workspaceId: string) {
  const { rows } = await db.query<{
    id: string;
    type: string;
    request_id: string | null;
    created_at: Date;
    read_at: Date | null;
  }>(
    `SELECT id, type, request_id, created_at, read_at FROM notifications
      WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC`,
    [workspaceId],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    requestId: r.request_id,
    createdAt: r.created_at,
    readAt: r.read_at,
  }));
}
