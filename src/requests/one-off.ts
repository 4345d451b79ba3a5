// "Send a document" once (issue 32 item 5): a template made from the requests page for one send. It
// is an ordinary template in every way (the builder edits it, publishing checks it, sendRequest sends
// and meters it, export and deletion reach it) except that it is marked `one_off` (migration 0039):
// the application's templates lists leave it out, and once a request is made from it the application
// shows that request instead of its send form, so a reload or Back never sends it a second time.
import type { Queryable } from '../platform/db/index.ts';

/** Marks a template as made for one send. */
export async function markOneOff(tx: Queryable, workspaceId: string, templateId: string): Promise<void> {
  await tx.query('UPDATE templates SET one_off = true WHERE id = $1 AND workspace_id = $2', [
    templateId,
    workspaceId,
  ]);
}

/** Whether this template of the workspace was made for one send (false for another workspace's). */
export async function isOneOff(db: Queryable, workspaceId: string, templateId: string): Promise<boolean> {
  const { rows } = await db.query<{ one_off: boolean }>(
    'SELECT one_off FROM templates WHERE id = $1 AND workspace_id = $2',
    [templateId, workspaceId],
  );
  return rows[0]?.one_off === true;
}

/** The request a one-off template was sent with, if it has been sent (the first, should there be more). */
export async function requestOfOneOff(
  db: Queryable,
  workspaceId: string,
  templateId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT r.id FROM signature_requests r JOIN templates t ON t.id = r.template_id
      WHERE r.workspace_id = $1 AND r.template_id = $2 AND t.one_off
      ORDER BY r.created_at, r.id LIMIT 1`,
    [workspaceId, templateId],
  );
  return rows[0]?.id ?? null;
}

/** The member's one-off documents not sent yet (drafts), newest first: the start page offers them. */
export async function unsentOneOffs(
  db: Queryable,
  workspaceId: string,
  memberId: string,
): Promise<Array<{ id: string; name: string; status: string; createdAt: Date }>> {
  const { rows } = await db.query<{ id: string; name: string; status: string; created_at: Date }>(
    `SELECT t.id, t.name, t.status, t.created_at FROM templates t
      WHERE t.workspace_id = $1 AND t.one_off AND t.created_by = $2 AND t.status <> 'archived'
        AND NOT EXISTS (SELECT 1 FROM signature_requests r WHERE r.workspace_id = t.workspace_id AND r.template_id = t.id)
      ORDER BY t.created_at DESC, t.id DESC LIMIT 20`,
    [workspaceId, memberId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, status: r.status, createdAt: r.created_at }));
}
