// Request expiry (CONTRACT §5): reads already show `expired` from expiresAt on (read.ts); this sweep,
// run by the worker, records it: a guarded status change, the audit entry, the workspace's in-app
// notification and the withdrawal of invitations not yet sent, in one transaction per batch.
// Several processes may sweep at once.
import { notifyWorkspace, recordAudit } from '../audit/audit.ts';
import { enqueueCopiedNotices } from '../mail/observers.ts';
import { cancelPendingSignerMail } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';

const BATCH = 100;

/** Records every request whose expiresAt has passed; returns how many it expired. */
export async function expireDueRequests(db: Db, clock: Clock): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; workspace_id: string; expires_at: Date }>(
        `UPDATE signature_requests r SET status = 'expired', expired_at = r.expires_at
           FROM (SELECT id FROM signature_requests
                  WHERE status IN ('pending', 'opened') AND expires_at <= $1
                  ORDER BY expires_at, id LIMIT $2
                  FOR UPDATE SKIP LOCKED) due
          WHERE r.id = due.id AND r.status IN ('pending', 'opened')
         RETURNING r.id, r.workspace_id, r.expires_at`,
        [clock.now(), BATCH],
      );
      // In workspace order: the feed's counters are taken at commit in the order the events were
      // written (migration 0043), so two sweeps take them in one order and cannot deadlock.
      rows.sort((a, b) => (a.workspace_id < b.workspace_id ? -1 : a.workspace_id > b.workspace_id ? 1 : 0));
      for (const row of rows) {
        await cancelPendingSignerMail(tx, clock, row.id);
        // The people copied are told it ended (issue 24); the workspace sees it in the application.
        await enqueueCopiedNotices(tx, clock, { requestId: row.id, kind: 'expired' });
        await recordAudit(tx, clock, {
          workspaceId: row.workspace_id,
          requestId: row.id,
          action: 'signature_request.expired',
          actor: { type: 'system' },
          details: { expiresAt: row.expires_at.toISOString() },
          at: row.expires_at,
        });
        await notifyWorkspace(tx, clock, {
          workspaceId: row.workspace_id,
          type: 'signature_request.expired',
          requestId: row.id,
        });
      }
      return rows.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}
