// Deleting a workspace (issue 21 item 7): the workspace and everything in it go — members, sessions,
// passkeys, sign-in links, API keys, templates and their PDFs, requests, documents (rows and objects
// in a bucket), notifications, outbox rows, counters and the audit log. Its requests end as the same
// tombstones an erasure leaves (ids, times, hashes), so a kept executed PDF still verifies.
//
// First, in one transaction, the workspace is marked deleting, its keys revoked and its members
// removed: from that commit on its keys answer 401, its sessions are over and its id is 404. Then
// the rest goes in bounded batches; a crash in between leaves the mark, and the worker's lifecycle
// sweep finishes the deletion.
import type { AuditActor } from '../audit/audit.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import {
  allowErasure,
  type EraseServices,
  eraseLockedRequest,
  erasureTransaction,
  lockForErasure,
  purgeObjects,
} from './erase-request.ts';

const BATCH = 100;
const DELETE_BATCH = 5000;

/** Marks the workspace deleting and deletes it; false when there is no such workspace. */
export async function deleteWorkspace(
  services: EraseServices,
  workspaceId: string,
  actor: AuditActor = { type: 'operator' },
): Promise<boolean> {
  const marked = await services.db.transaction(async (tx) => {
    const now = services.clock.now();
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE workspaces SET deleting_at = COALESCE(deleting_at, $2) WHERE id = $1 RETURNING id`,
      [workspaceId, now],
    );
    if (rows.length === 0) return false;
    await tx.query('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE workspace_id = $1', [
      workspaceId,
      now,
    ]);
    await tx.query(
      `UPDATE members SET status = 'removed', removed_at = COALESCE(removed_at, $2) WHERE workspace_id = $1`,
      [workspaceId, now],
    );
    await tx.query('UPDATE member_sessions SET ended_at = COALESCE(ended_at, $2) WHERE workspace_id = $1', [
      workspaceId,
      now,
    ]);
    return true;
  });
  if (!marked) return false;
  await finishDeletion(services, workspaceId, actor);
  return true;
}

/** Finishes the deletions a crash interrupted; returns how many workspaces it finished. */
export async function resumeWorkspaceDeletions(services: EraseServices): Promise<number> {
  const { rows } = await services.db.query<{ id: string }>(
    'SELECT id FROM workspaces WHERE deleting_at IS NOT NULL ORDER BY deleting_at LIMIT 10',
  );
  for (const { id } of rows) await finishDeletion(services, id, { type: 'operator' });
  return rows.length;
}

async function finishDeletion(services: EraseServices, workspaceId: string, actor: AuditActor) {
  const { db } = services;
  // Every request becomes a tombstone, those still in flight included (they read voided).
  // One transaction per request, as retention does: none waits for a request while holding another's.
  for (;;) {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM signature_requests WHERE workspace_id = $1 AND erased_at IS NULL ORDER BY id LIMIT $2`,
      [workspaceId, BATCH],
    );
    for (const { id } of rows) {
      await erasureTransaction(db, async (tx) => {
        const request = await lockForErasure(tx, id, workspaceId);
        if (request) await eraseLockedRequest(tx, services, request, actor, 'workspace_deleted');
      });
    }
    await purgeObjects(services.documents);
    if (rows.length < BATCH) break;
  }
  // The tombstones keep no key: nothing can be sent in this workspace any more.
  await db.query(
    'UPDATE signature_requests SET idempotency_key = NULL WHERE workspace_id = $1 AND idempotency_key IS NOT NULL',
    [workspaceId],
  );
  await db.query(
    'DELETE FROM notification_reads WHERE member_id IN (SELECT id FROM members WHERE workspace_id = $1)',
    [workspaceId],
  );
  // Large tables go in batches, each its own transaction.
  for (const table of ['audit_log', 'outbox_messages', 'notifications'] as const) {
    await deleteInBatches(db, table, workspaceId);
  }
  await db.transaction(async (tx) => {
    await allowErasure(tx);
    await deleteRemains(tx, services, workspaceId);
  });
  await purgeObjects(services.documents);
}

async function deleteInBatches(db: Db, table: string, workspaceId: string) {
  for (;;) {
    const { rowCount } = await db.transaction(async (tx) => {
      await allowErasure(tx);
      return tx.query(
        `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE workspace_id = $1 LIMIT $2)`,
        [workspaceId, DELETE_BATCH],
      );
    });
    if (rowCount < DELETE_BATCH) return;
  }
}

/** The rest, in one transaction: members and their access, keys, templates, documents, counters. */
async function deleteRemains(tx: Queryable, services: EraseServices, workspaceId: string) {
  // Attachments (issue 34) of a send that wrote no request: every request's own went with it.
  for (const table of [
    'signer_attachments',
    'passkeys',
    'member_sessions',
    'member_links',
    'api_keys',
    'templates',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE workspace_id = $1`, [workspaceId]);
  }
  const documents = await tx.query<{ location: string | null }>(
    'DELETE FROM documents WHERE workspace_id = $1 RETURNING location',
    [workspaceId],
  );
  await services.documents.releaseObjects(
    tx,
    documents.rows.map((d) => d.location),
  );
  for (const table of [
    'usage_counters',
    'request_counts',
    'removed_member_addresses',
    'members',
    'events',
    'event_sequences',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE workspace_id = $1`, [workspaceId]);
  }
  await tx.query('DELETE FROM workspaces WHERE id = $1', [workspaceId]);
}
