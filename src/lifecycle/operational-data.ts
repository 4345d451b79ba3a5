// Nothing kept longer than its purpose (issue 21 item 6). Three kinds of personal data that outlive
// their use are forgotten by the worker's lifecycle sweep:
// - a delivered (or given-up) e-mail keeps, after OPERATIONAL_DATA_DAYS, only what the audit needs:
//   its id, kind, request, times and the SHA-256 of the recipient's address (lower case);
// - a session that ended keeps its IP address and user agent for OPERATIONAL_DATA_DAYS more;
// - a removed member's name and address are erased once nothing in flight refers to them (their
//   requests then show "a former member" with the member id), with their passkeys, sessions and
//   sign-in links, and the personal details of the audit entries about them; the SHA-256 of their
//   address stays (removed-addresses.ts) so that auto-join by domain does not bring them back.
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { allowErasure, redactAuditEntries } from './erase-request.ts';
import { blankingAssignments } from './personal-data.ts';
import { rememberRemovedAddress } from './removed-addresses.ts';

const DAY_MS = 86_400_000;
const BATCH = 500;

const cutoff = (clock: Clock, days: number) => new Date(clock.now().getTime() - days * DAY_MS);

/** Outbox columns that drop an e-mail's recipient and contents, keeping the recipient's hash (alias o). */
const FORGET_MAIL = `recipient_sha256 = encode(sha256(convert_to(lower(o.to_email), 'UTF8')), 'hex'),
       to_email = NULL, to_name = NULL, params = '{}'::jsonb, attachments = '[]'::jsonb, last_error = NULL`;

/** Drops the recipient and contents of e-mails settled more than `days` ago; returns how many. */
export async function forgetDeliveredMail(db: Db, clock: Clock, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `UPDATE outbox_messages o SET ${FORGET_MAIL}, redacted_at = $2
         FROM (SELECT id FROM outbox_messages
                WHERE status <> 'pending' AND redacted_at IS NULL AND COALESCE(sent_at, created_at) < $1
                LIMIT $3 FOR UPDATE SKIP LOCKED) due
        WHERE o.id = due.id`,
      [cutoff(clock, days), clock.now(), BATCH],
    );
    total += rowCount;
    if (rowCount < BATCH) return total;
  }
}

/** Blanks the IP address and user agent of sessions that ended more than `days` ago. */
export async function forgetEndedSessions(
  db: Db,
  clock: Clock,
  days: number,
  idleDays: number,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE member_sessions SET ${blankingAssignments('member_sessions')}
      WHERE (ip IS NOT NULL OR user_agent IS NOT NULL)
        AND LEAST(COALESCE(ended_at, 'infinity'), expires_at, last_seen_at + make_interval(days => $2)) < $1`,
    [cutoff(clock, days), idleDays],
  );
  return rowCount;
}

/**
 * SQL: the workspace's e-mails that name member `m` — sent to their address, or naming them as the
 * sender of a request or the owner who invited someone.
 */
const MAIL_NAMING_MEMBER = `o.workspace_id = m.workspace_id AND m.email <> '' AND (
       lower(o.to_email) = lower(m.email)
       OR strpos(lower(o.params::text), lower(m.email)) > 0
       OR strpos(o.params::text, to_json(m.name)::text) > 0)`;

/**
 * Erases each removed member nothing in flight refers to any more (no open request they sent, no
 * e-mail naming them still to be delivered); returns how many.
 */
export async function eraseRemovedMembers(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const { rows } = await db.query<{ id: string; workspace_id: string }>(
    `SELECT m.id, m.workspace_id FROM members m
      WHERE m.status = 'removed' AND m.erased_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM signature_requests r
                         WHERE r.workspace_id = m.workspace_id AND r.member_id = m.id AND r.erased_at IS NULL
                           AND r.status IN ('pending', 'opened') AND r.expires_at > $1)
        AND NOT EXISTS (SELECT 1 FROM outbox_messages o WHERE o.status = 'pending' AND ${MAIL_NAMING_MEMBER})
      LIMIT $2`,
    [now, BATCH],
  );
  for (const member of rows) await eraseMember(db, clock, member);
  return rows.length;
}

async function eraseMember(db: Db, clock: Clock, member: { id: string; workspace_id: string }) {
  await db.transaction(async (tx) => {
    const now = clock.now();
    // The e-mails that name them first, while their name and address are there to be found.
    await tx.query(
      `UPDATE outbox_messages o SET ${FORGET_MAIL}, redacted_at = $2
         FROM members m
        WHERE m.id = $1 AND m.erased_at IS NULL AND o.status <> 'pending' AND ${MAIL_NAMING_MEMBER}`,
      [member.id, now],
    );
    // Their address stays out of auto-join by domain, as a hash (issue 31 item 1).
    await rememberRemovedAddress(tx, clock, member.id);
    const { rowCount } = await tx.query(
      `UPDATE members SET ${blankingAssignments('members')}, erased_at = $2
        WHERE id = $1 AND status = 'removed' AND erased_at IS NULL`,
      [member.id, now],
    );
    if (rowCount === 0) return;
    await allowErasure(tx);
    await tx.query('DELETE FROM passkeys WHERE member_id = $1', [member.id]);
    await tx.query('DELETE FROM member_sessions WHERE member_id = $1', [member.id]);
    await tx.query('DELETE FROM member_links WHERE member_id = $1', [member.id]);
    await tx.query('DELETE FROM notification_reads WHERE member_id = $1', [member.id]);
    await tx.query(`UPDATE api_keys SET ${blankingAssignments('api_keys')} WHERE member_id = $1`, [
      member.id,
    ]);
    // What they did, and what was done about them (invited, removed), without their address.
    await redactAuditEntries(
      tx,
      `workspace_id = $1 AND (actor->>'memberId' = $2 OR details->>'memberId' = $2)`,
      [member.workspace_id, member.id],
    );
  });
}
