// Links that sign a member in (issue 9): `sign_in` links asked for on the sign-in page (valid 15
// minutes) and `invitation` links sent when an owner invites someone (valid 7 days). Each works once.
// The token is the row's id and an HMAC of it under the instance secret, so the outbox stores only
// the id and the e-mail is rendered with the token at delivery; the database keeps only the token's
// SHA-256. Consuming is one guarded UPDATE, so two clicks (or two processes) sign in once.
import { createHash } from 'node:crypto';
import { memberLinkToken } from '../auth/member-link-tokens.ts';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import type { MemberRole } from '../workspaces/workspaces.ts';

export type LinkPurpose = 'sign_in' | 'invitation';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  sign_in: 15 * 60_000,
  invitation: 7 * 86_400_000,
};

const LINK_ID = /^mlk_[0-9a-z]{26}$/;
const TOKEN_MAX = 200;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createMemberLink(
  tx: Queryable,
  clock: Clock,
  secret: Buffer,
  input: { workspaceId: string; memberId: string; purpose: LinkPurpose },
): Promise<string> {
  const now = clock.now();
  const id = newId('mlk', now);
  await tx.query(
    `INSERT INTO member_links (id, workspace_id, member_id, purpose, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      input.workspaceId,
      input.memberId,
      input.purpose,
      hashToken(memberLinkToken(secret, id)),
      now,
      new Date(now.getTime() + LINK_LIFETIME_MS[input.purpose]),
    ],
  );
  return id;
}

export interface LinkSubject {
  linkId: string;
  purpose: LinkPurpose;
  workspaceId: string;
  workspaceName: string;
  memberId: string;
  memberName: string;
  role: MemberRole;
}

/** Why a link cannot be used; `unknown` is a token that matches no link at all. */
export type LinkRefusal = 'unknown' | 'used' | 'expired' | 'member_removed';

export type LinkState =
  | { ok: true; subject: LinkSubject }
  | { ok: false; reason: LinkRefusal; subject?: LinkSubject };

interface LinkRow {
  id: string;
  purpose: LinkPurpose;
  workspace_id: string;
  workspace_name: string;
  member_id: string;
  member_name: string;
  role: MemberRole;
  member_status: string;
  expires_at: Date;
  used_at: Date | null;
}

const toSubject = (r: LinkRow): LinkSubject => ({
  linkId: r.id,
  purpose: r.purpose,
  workspaceId: r.workspace_id,
  workspaceName: r.workspace_name,
  memberId: r.member_id,
  memberName: r.member_name,
  role: r.role,
});

async function findLink(db: Queryable, token: string): Promise<LinkRow | undefined> {
  if (token.length > TOKEN_MAX || !LINK_ID.test(token.split('.')[0])) return undefined;
  const { rows } = await db.query<LinkRow>(
    `SELECT l.id, l.purpose, l.workspace_id, w.name AS workspace_name, l.member_id, m.name AS member_name, m.role,
            m.status AS member_status, l.expires_at, l.used_at
       FROM member_links l JOIN members m ON m.id = l.member_id JOIN workspaces w ON w.id = l.workspace_id
      WHERE l.token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0];
}

function stateOf(row: LinkRow | undefined, now: Date): LinkState {
  if (!row) return { ok: false, reason: 'unknown' };
  const subject = toSubject(row);
  if (row.used_at) return { ok: false, reason: 'used', subject };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired', subject };
  if (row.member_status !== 'active') return { ok: false, reason: 'member_removed', subject };
  return { ok: true, subject };
}

/** Whether the link could be used now, changing nothing (the page a mail scanner may fetch). */
export async function inspectMemberLink(db: Queryable, clock: Clock, token: string): Promise<LinkState> {
  return stateOf(await findLink(db, token), clock.now());
}

/** Uses the link up, once: of any number of concurrent calls exactly one gets `ok`. */
export async function consumeMemberLink(tx: Queryable, clock: Clock, token: string): Promise<LinkState> {
  const row = await findLink(tx, token);
  const now = clock.now();
  const state = stateOf(row, now);
  if (!state.ok) return state;
  const claimed = await tx.query(
    `UPDATE member_links SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2
        AND EXISTS (SELECT 1 FROM members m WHERE m.id = member_links.member_id AND m.status = 'active')`,
    [state.subject.linkId, now],
  );
  return claimed.rowCount === 1 ? state : { ok: false, reason: 'used', subject: state.subject };
}
