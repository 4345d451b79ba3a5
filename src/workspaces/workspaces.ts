// Workspaces and their members, as the operator API manages them (CONTRACT §3).
import type { Clock } from '../platform/clock.ts';
import { isUniqueViolation, type Queryable } from '../platform/db/index.ts';
import { coded } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Plan } from './plans.ts';

export interface Workspace {
  id: string;
  name: string;
  plan: Plan;
  createdAt: Date;
  /** Ended requests are erased this many days after they ended; null keeps them until erased. */
  retentionDays: number | null;
}

type WorkspaceRow = { id: string; name: string; plan: Plan; created_at: Date; retention_days: number | null };
const WORKSPACE_COLUMNS = 'id, name, plan, created_at, retention_days';

export const MEMBER_ROLES = ['owner', 'member'] as const;
/** Owners invite and remove members in the application; members send and track. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

export interface Member {
  id: string;
  email: string;
  name: string;
  role: MemberRole;
  status: 'active' | 'removed';
  createdAt: Date;
}

const toWorkspace = (r: WorkspaceRow): Workspace => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  createdAt: r.created_at,
  retentionDays: r.retention_days,
});

export async function createWorkspace(db: Queryable, clock: Clock, input: { name: string; plan: Plan }) {
  const now = clock.now();
  const workspace: Workspace = {
    id: newId('ws', now),
    name: input.name,
    plan: input.plan,
    createdAt: now,
    retentionDays: null,
  };
  await db.query('INSERT INTO workspaces (id, name, plan, created_at) VALUES ($1, $2, $3, $4)', [
    workspace.id,
    workspace.name,
    workspace.plan,
    now,
  ]);
  return workspace;
}

/** A workspace; null when there is none (or it is being deleted). */
export async function getWorkspace(db: Queryable, id: string): Promise<Workspace | null> {
  const { rows } = await db.query<WorkspaceRow>(
    `SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE id = $1 AND deleting_at IS NULL`,
    [id],
  );
  return rows[0] ? toWorkspace(rows[0]) : null;
}

/** Workspaces oldest first, a page at a time (the operator's list), and how many there are. */
export async function listWorkspaces(db: Queryable, page: { limit: number; offset: number }) {
  const { rows } = await db.query<WorkspaceRow & { total: string }>(
    `SELECT ${WORKSPACE_COLUMNS}, count(*) OVER () AS total FROM workspaces WHERE deleting_at IS NULL
      ORDER BY created_at, id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page.offset > 0) {
    const counted = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM workspaces WHERE deleting_at IS NULL',
    );
    total = Number(counted.rows[0].n);
  }
  return { workspaces: rows.map(toWorkspace), total };
}

/** `retentionDays`: a number of days, or null to keep ended requests until erased; absent: unchanged. */
export async function updateWorkspace(
  db: Queryable,
  id: string,
  patch: { name?: string; plan?: Plan; retentionDays?: number | null },
) {
  const { rows } = await db.query<WorkspaceRow>(
    `UPDATE workspaces SET name = COALESCE($2, name), plan = COALESCE($3, plan),
            retention_days = CASE WHEN $4::boolean THEN $5::integer ELSE retention_days END
      WHERE id = $1 AND deleting_at IS NULL RETURNING ${WORKSPACE_COLUMNS}`,
    [
      id,
      patch.name ?? null,
      patch.plan ?? null,
      patch.retentionDays !== undefined,
      patch.retentionDays ?? null,
    ],
  );
  return rows[0] ? toWorkspace(rows[0]) : null;
}

type MemberRow = {
  id: string;
  email: string;
  name: string;
  role: MemberRole;
  status: 'active' | 'removed';
  created_at: Date;
};
const MEMBER_COLUMNS = 'id, email, name, role, status, created_at';
const toMember = (r: MemberRow): Member => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  status: r.status,
  createdAt: r.created_at,
});

/**
 * Adds an active member. Without a role, a workspace that has no active owner gets one (its first
 * member, or the next one after every owner has left); later members are `member`. An address is an
 * active member of a workspace once, whatever its case (migration 0034): a second is 409 already_member.
 */
export async function addMember(
  db: Queryable,
  clock: Clock,
  workspaceId: string,
  input: { email: string; name: string; role?: MemberRole },
): Promise<Member> {
  const now = clock.now();
  const inserted = db.query<MemberRow>(
    `INSERT INTO members (id, workspace_id, email, name, role, status, created_at)
     VALUES ($1, $2, $3, $4,
             COALESCE($5, CASE WHEN EXISTS (SELECT 1 FROM members WHERE workspace_id = $2 AND role = 'owner'
                                              AND status = 'active') THEN 'member' ELSE 'owner' END),
             'active', $6)
     RETURNING ${MEMBER_COLUMNS}`,
    [newId('mem', now), workspaceId, input.email, input.name, input.role ?? null, now],
  );
  const { rows } = await inserted.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw alreadyMember(input.email);
    throw error;
  });
  return toMember(rows[0]);
}

export const alreadyMember = (email: string) =>
  coded('already_member', `${email} is already an active member of this workspace`);

/** The workspace's members, active first, then by when they joined. */
export async function listMembers(db: Queryable, workspaceId: string) {
  const { rows } = await db.query<MemberRow & { last_signed_in_at: Date | null }>(
    `SELECT ${MEMBER_COLUMNS}, last_signed_in_at FROM members WHERE workspace_id = $1
      ORDER BY status, created_at, id`,
    [workspaceId],
  );
  return rows.map((r) => ({ ...toMember(r), lastSignedInAt: r.last_signed_in_at }));
}

export async function getMember(
  db: Queryable,
  workspaceId: string,
  memberId: string,
): Promise<Member | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = $1 AND workspace_id = $2`,
    [memberId, workspaceId],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

/**
 * The member leaves the workspace; false when there is no such member. Their sessions stop at once
 * (every session lookup checks the member's status); they are also marked ended here.
 */
export async function removeMember(db: Queryable, clock: Clock, workspaceId: string, memberId: string) {
  const now = clock.now();
  const { rowCount } = await db.query(
    `UPDATE members SET status = 'removed', removed_at = COALESCE(removed_at, $3)
      WHERE id = $1 AND workspace_id = $2`,
    [memberId, workspaceId, now],
  );
  if (rowCount > 0) {
    await db.query('UPDATE member_sessions SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL', [
      memberId,
      now,
    ]);
  }
  return rowCount > 0;
}
