// Which of many idempotency keys a workspace has used already, in one query (bulk send, issue 24):
// a row of a spreadsheet sent before is a replay, shown as "already sent" and neither sent nor
// counted against the allowance again. Keys are stored hashed (read.ts, idempotencyKeyHash).
import type { Queryable } from '../platform/db/index.ts';
import { idempotencyKeyHash } from './read.ts';

/** The request each used key made, by key; an erased request's key stays used (erased: true). */
export async function findSentKeys(
  db: Queryable,
  workspaceId: string,
  keys: string[],
): Promise<Map<string, { id: string; erased: boolean }>> {
  if (keys.length === 0) return new Map();
  const keyOfHash = new Map(keys.map((key) => [idempotencyKeyHash(key), key]));
  const { rows } = await db.query<{ id: string; idempotency_key: string; erased: boolean }>(
    `SELECT id, idempotency_key, erased_at IS NOT NULL AS erased FROM signature_requests
      WHERE workspace_id = $1 AND idempotency_key = ANY($2::text[])`,
    [workspaceId, [...keyOfHash.keys()]],
  );
  return new Map(rows.map((r) => [keyOfHash.get(r.idempotency_key)!, { id: r.id, erased: r.erased }]));
}
