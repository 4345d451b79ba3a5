// Owners manage the workspace's members from the application (issue 9): inviting someone (a member
// row, and an e-mail whose link signs them in once within 7 days) and removing a member (who is
// signed out everywhere at once, and whose API keys answer 403 key_creator_left_organization).
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
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
