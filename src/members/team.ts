// Owners manage the workspace's members from the application (issue 9): inviting someone (a member
// row, and an e-mail whose link signs them in once within 7 days) and removing a member (who is
// signed out everywhere at once, and whose API keys answer 403 key_creator_left_organization),
// sending a pending member a fresh invitation, and changing another member's role (issue 22).
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { AppError } from '../platform/errors.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import { addMember, type Member, type MemberRole, removeMember } from '../workspaces/workspaces.ts';
import { recordMemberAction } from './audit.ts';
import type { MemberSession } from './sessions.ts';
import { sendMemberLink } from './sign-in.ts';

export type InviteOutcome = { ok: true; member: Member } | { ok: false; reason: 'already_member' };

export async function inviteMember(
  db: Db,
  clock: Clock,
  secret: Buffer,
  owner: MemberSession,
  input: { email: string; name: string; role: MemberRole; client: ClientInfo },
): Promise<InviteOutcome> {
  // Two owners inviting the same address at once: the unique index (migration 0034) refuses the second.
  return inviteOnce(db, clock, secret, owner, input).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'already_member')
      return { ok: false, reason: 'already_member' } as const;
    throw error;
  });
}

async function inviteOnce(
  db: Db,
  clock: Clock,
  secret: Buffer,
  owner: MemberSession,
  input: { email: string; name: string; role: MemberRole; client: ClientInfo },
): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    const existing = await tx.query(
      `SELECT 1 FROM members WHERE workspace_id = $1 AND lower(email) = lower($2) AND status = 'active'`,
      [owner.workspaceId, input.email],
    );
    if (existing.rows.length > 0) return { ok: false, reason: 'already_member' };
    const member = await addMember(tx, clock, owner.workspaceId, {
      email: input.email,
      name: input.name,
      role: input.role,
    });
    await sendMemberLink(tx, clock, secret, {
      purpose: 'invitation',
      workspaceId: owner.workspaceId,
      workspaceName: owner.workspaceName,
      member,
      invitedBy: owner.name,
    });
    await recordMemberAction(tx, clock, owner, input.client, 'member.invited', {
      memberId: member.id,
      email: member.email,
      role: member.role,
    });
    return { ok: true, member };
  });
}

/** Removes another member of the owner's workspace; false when there is no such active member. */
export async function removeMemberAsOwner(
  db: Db,
  clock: Clock,
  owner: MemberSession,
  input: { memberId: string; client: ClientInfo },
): Promise<boolean> {
  if (input.memberId === owner.memberId) return false;
  return db.transaction(async (tx) => {
    const active = await tx.query<{ email: string }>(
      `SELECT email FROM members WHERE id = $1 AND workspace_id = $2 AND status = 'active' FOR UPDATE`,
      [input.memberId, owner.workspaceId],
    );
    if (active.rows.length === 0) return false;
    await removeMember(tx, clock, owner.workspaceId, input.memberId);
    await recordMemberAction(tx, clock, owner, input.client, 'member.removed', {
      memberId: input.memberId,
      email: active.rows[0].email,
    });
    return true;
  });
}

/**
 * Sends a pending member (invited, never signed in) a fresh invitation; the earlier invitation links
 * stop working. False when there is no such pending member of the owner's workspace.
 */
export async function resendInvitation(
  db: Db,
  clock: Clock,
  secret: Buffer,
  owner: MemberSession,
  input: { memberId: string; client: ClientInfo },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const pending = await tx.query<{ id: string; name: string; email: string }>(
      `SELECT id, name, email FROM members
        WHERE id = $1 AND workspace_id = $2 AND status = 'active' AND last_signed_in_at IS NULL
        FOR UPDATE`,
      [input.memberId, owner.workspaceId],
    );
    const member = pending.rows[0];
    if (!member) return false;
    const now = clock.now();
    await tx.query(
      `UPDATE member_links SET expires_at = $2
        WHERE member_id = $1 AND purpose = 'invitation' AND used_at IS NULL AND expires_at > $2`,
      [member.id, now],
    );
    await sendMemberLink(tx, clock, secret, {
      purpose: 'invitation',
      workspaceId: owner.workspaceId,
      workspaceName: owner.workspaceName,
      member,
      invitedBy: owner.name,
    });
    await recordMemberAction(tx, clock, owner, input.client, 'member.invitation_resent', {
      memberId: member.id,
      email: member.email,
    });
    return true;
  });
}

/**
 * Gives another active member of the owner's workspace a new role (an owner cannot change their own,
 * so a workspace always keeps the owner who acts). False when there is no such member.
 */
export async function changeMemberRole(
  db: Db,
  clock: Clock,
  owner: MemberSession,
  input: { memberId: string; role: MemberRole; client: ClientInfo },
): Promise<boolean> {
  if (input.memberId === owner.memberId) return false;
  return db.transaction(async (tx) => {
    const active = await tx.query<{ role: MemberRole }>(
      `SELECT role FROM members WHERE id = $1 AND workspace_id = $2 AND status = 'active' FOR UPDATE`,
      [input.memberId, owner.workspaceId],
    );
    const from = active.rows[0]?.role;
    if (!from) return false;
    if (from === input.role) return true;
    await tx.query('UPDATE members SET role = $2 WHERE id = $1', [input.memberId, input.role]);
    await recordMemberAction(tx, clock, owner, input.client, 'member.role_changed', {
      memberId: input.memberId,
      from,
      to: input.role,
    });
    return true;
  });
}
