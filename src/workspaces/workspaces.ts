// Workspaces and their members, as the operator API manages them (CONTRACT §3).
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId } from '../platform/ids.ts';
import type { Plan } from './plans.ts';

export interface Workspace {
  id: string;
  name: string;
  plan: Plan;
  createdAt: Date;
}

export interface Member {
  id: string;
  email: string;
  name: string;
  status: 'active' | 'removed';
  createdAt: Date;
}

const toWorkspace = (r: { id: string; name: string; plan: Plan; created_at: Date }): Workspace => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  createdAt: r.created_at,
});

export async function createWorkspace(db: Queryable, clock: Clock, input: { name: string; plan: Plan }) {
  const now = clock.now();
  const workspace: Workspace = { id: newId('ws', now), name: input.name, plan: input.plan, createdAt: now };
  await db.query('INSERT INTO workspaces (id, name, plan, created_at) VALUES ($1, $2, $3, $4)', [
    workspace.id,
    workspace.name,
    workspace.plan,
    now,
  ]);
  return workspace;
}

export async function getWorkspace(db: Queryable, id: string): Promise<Workspace | null> {
  const { rows } = await db.query<{ id: string; name: string; plan: Plan; created_at: Date }>(
    'SELECT id, name, plan, created_at FROM workspaces WHERE id = $1',
    [id],
  );
  return rows[0] ? toWorkspace(rows[0]) : null;
}

export async function updateWorkspace(db: Queryable, id: string, patch: { name?: string; plan?: Plan }) {
  const { rows } = await db.query<{ id: string; name: string; plan: Plan; created_at: Date }>(
    `UPDATE workspaces SET name = COALESCE($2, name), plan = COALESCE($3, plan)
      WHERE id = $1 RETURNING id, name, plan, created_at`,
    [id, patch.name ?? null, patch.plan ?? null],
  );
  return rows[0] ? toWorkspace(rows[0]) : null;
}

type MemberRow = { id: string; email: string; name: string; status: 'active' | 'removed'; created_at: Date };
const toMember = (r: MemberRow): Member => ({
  id: r.id,
  email: r.email,
  name: r.name,
  status: r.status,
  createdAt: r.created_at,
});

export async function addMember(
  db: Queryable,
  clock: Clock,
  workspaceId: string,
  input: { email: string; name: string },
) {
  const now = clock.now();
  const member: Member = {
    id: newId('mem', now),
    email: input.email,
    name: input.name,
    status: 'active',
    createdAt: now,
  };
  await db.query(
    `INSERT INTO members (id, workspace_id, email, name, status, created_at) VALUES ($1, $2, $3, $4, 'active', $5)`,
    [member.id, workspaceId, member.email, member.name, now],
  );
  return member;
}

export async function getMember(
  db: Queryable,
  workspaceId: string,
  memberId: string,
): Promise<Member | null> {
  const { rows } = await db.query<MemberRow>(
    'SELECT id, email, name, status, created_at FROM members WHERE id = $1 AND workspace_id = $2',
    [memberId, workspaceId],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

/** The member leaves the workspace; false when there is no such member. */
export async function removeMember(db: Queryable, clock: Clock, workspaceId: string, memberId: string) {
  const { rowCount } = await db.query(
    `UPDATE members SET status = 'removed', removed_at = COALESCE(removed_at, $3)
      WHERE id = $1 AND workspace_id = $2`,
    [memberId, workspaceId, clock.now()],
  );
  return rowCount > 0;
}
