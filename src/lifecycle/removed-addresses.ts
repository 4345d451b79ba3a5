// The addresses of removed members a workspace keeps out (issue 31 item 1): once the lifecycle sweep
// has blanked a removed member's row, only the SHA-256 of their address (trimmed, NFC, lower case)
// says they were removed, so that single sign-on's auto-join by domain does not bring them back.
// Erasing the person (erase-person) forgets it; deleting the workspace deletes it.
import { createHash } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';

export function removedAddressHash(email: string): string {
  return createHash('sha256').update(email.trim().normalize('NFC').toLowerCase()).digest('hex');
}

/** Keeps the removed member's address hash; call before their row is blanked. */
export async function rememberRemovedAddress(tx: Queryable, clock: Clock, memberId: string): Promise<void> {
  const { rows } = await tx.query<{ workspace_id: string; email: string }>(
    `SELECT workspace_id, email FROM members WHERE id = $1 AND status = 'removed' AND email <> ''`,
    [memberId],
  );
  const member = rows[0];
  if (!member) return;
  await tx.query(
    `INSERT INTO removed_member_addresses (workspace_id, email_sha256, removed_at) VALUES ($1, $2, $3)
     ON CONFLICT (workspace_id, email_sha256) DO NOTHING`,
    [member.workspace_id, removedAddressHash(member.email), clock.now()],
  );
}

/** erase-person: the workspace forgets that it removed this address. */
export async function forgetRemovedAddress(
  db: Queryable,
  workspaceId: string,
  email: string,
): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM removed_member_addresses WHERE workspace_id = $1 AND email_sha256 = $2',
    [workspaceId, removedAddressHash(email)],
  );
  return rowCount;
}
