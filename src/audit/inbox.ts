// The in-app notifications as one member sees them (issue 9): the workspace's notifications
// (completed, declined, expired requests) with read state kept per member. A member's watermark
// (`notifications_read_until`, at first the time they joined) marks everything up to it read; a
// notification read one by one after it gets a row in notification_reads. notifications.read_at
// records the first read by anyone, as the operator API shows it.
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';

export interface InboxReader {
  workspaceId: string;
  memberId: string;
}

export interface InboxItem {
  id: string;
  type: string;
  requestId: string | null;
  templateName: string | null;
  /** The request's signers, in signing order. */
  signerNames: string[];
  /** A declined request: who declined, and the reason they gave. */
  decline: { name: string; reason: string | null } | null;
  createdAt: Date;
  read: boolean;
}

/** SQL: whether notification `n` is unread for member `$2` (members row `m`). */
const UNREAD = `n.created_at > COALESCE(m.notifications_read_until, m.created_at)
  AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.member_id = m.id AND r.notification_id = n.id)`;

export async function unreadCount(db: Queryable, reader: InboxReader): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n JOIN members m ON m.id = $2
      WHERE n.workspace_id = $1 AND ${UNREAD}`,
    [reader.workspaceId, reader.memberId],
  );
  return rows[0].n;
}

/** The newest notifications, with whether this member has read each. */
export async function memberInbox(db: Queryable, reader: InboxReader, limit = 100): Promise<InboxItem[]> {
  const { rows } = await db.query<{
    id: string;
    type: string;
    request_id: string | null;
    template_name: string | null;
    signer_names: string[] | null;
    decline: { name: string; reason: string | null } | null;
    created_at: Date;
    unread: boolean;
  }>(
    `SELECT n.id, n.type, n.request_id, r.template_name, n.created_at, (${UNREAD}) AS unread,
            (SELECT array_agg(s.name ORDER BY s.position) FROM submitters s WHERE s.request_id = n.request_id)
              AS signer_names,
            (SELECT jsonb_build_object('name', s.name, 'reason', s.decline_reason) FROM submitters s
              WHERE s.request_id = n.request_id AND s.status = 'declined' LIMIT 1) AS decline
       FROM notifications n JOIN members m ON m.id = $2
       LEFT JOIN signature_requests r ON r.id = n.request_id
      WHERE n.workspace_id = $1
      ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
    [reader.workspaceId, reader.memberId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    requestId: r.request_id,
    templateName: r.template_name,
    signerNames: r.signer_names ?? [],
    decline: r.decline,
    createdAt: r.created_at,
    read: !r.unread,
  }));
}

/** Marks one notification read for this member; false when the workspace has no such notification. */
export async function markNotificationRead(
  db: Queryable,
  clock: Clock,
  reader: InboxReader,
  notificationId: string,
): Promise<boolean> {
  const now = clock.now();
  const found = await db.query(
    'UPDATE notifications SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND workspace_id = $2',
    [notificationId, reader.workspaceId, now],
  );
  if (found.rowCount === 0) return false;
  await db.query(
    `INSERT INTO notification_reads (notification_id, member_id, read_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, notification_id) DO NOTHING`,
    [notificationId, reader.memberId, now],
  );
  return true;
}

/** Marks everything up to now read for this member. */
export async function markAllNotificationsRead(db: Queryable, clock: Clock, reader: InboxReader) {
  const now = clock.now();
  await db.query(
    'UPDATE notifications SET read_at = $2 WHERE workspace_id = $1 AND read_at IS NULL AND created_at <= $2',
    [reader.workspaceId, now],
  );
  await db.query('UPDATE members SET notifications_read_until = $2 WHERE id = $1', [reader.memberId, now]);
  // Rows for notifications now under the watermark say nothing more.
  await db.query(
    `DELETE FROM notification_reads r USING notifications n
      WHERE r.member_id = $1 AND n.id = r.notification_id AND n.created_at <= $2`,
    [reader.memberId, now],
  );
}
