// Signing in to the workspace application without a password: asking for an e-mailed link, and
// using it (issue 9). Asking answers the same whether or not the address belongs to a member; the
// caller shows one page for both. Using a link starts a session, and every use or failed use of a
// link is written to its workspace's audit log.

import type { MemberMailParams } from '../mail/member-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import { recordMemberAction } from './audit.ts';
import { consumeMemberLink, createMemberLink, type LinkPurpose, type LinkRefusal } from './links.ts';
import { type SessionLifetime, type SignInMethod, startSession } from './sessions.ts';
import { assertSignInAllowed } from './sso-policy.ts';

/**
 * Queues one sign-in e-mail per active membership of this address (a person may belong to several
 * workspaces: each e-mail signs in to one). Returns how many were queued, for tests only: callers
 * must not let it change what they answer.
 */
export async function requestSignInLinks(
  db: Db,
  clock: Clock,
  secret: Buffer,
  email: string,
  /** The language of the page the link was asked from, for a member who has not chosen one. */
  pageLanguage?: string,
  /** Asked once when the address has memberships; false sends nothing (the per-address cap). */
  mayMail: () => Promise<boolean> = async () => true,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      workspace_id: string;
      name: string;
      email: string;
      locale: string | null;
      workspace_name: string;
    }>(
      `SELECT m.id, m.workspace_id, m.name, m.email, m.locale, w.name AS workspace_name
         FROM members m JOIN workspaces w ON w.id = m.workspace_id
        WHERE lower(m.email) = lower($1) AND m.status = 'active'
        ORDER BY m.created_at, m.id LIMIT 20`,
      [email],
    );
    if (rows.length === 0 || !(await mayMail())) return 0;
    for (const member of rows) {
      await sendMemberLink(tx, clock, secret, {
        purpose: 'sign_in',
        workspaceId: member.workspace_id,
        workspaceName: member.workspace_name,
        member: { ...member, locale: member.locale ?? pageLanguage ?? null },
      });
    }
    return rows.length;
  });
}

/** Creates a link of this purpose and queues the e-mail carrying it, in the caller's transaction. */
export async function sendMemberLink(
  tx: Queryable,
  clock: Clock,
  secret: Buffer,
  input: {
    purpose: LinkPurpose;
    workspaceId: string;
    workspaceName: string;
    /** `locale`: the language the e-mail is written in (the member's choice); English when null. */
    member: { id: string; name: string; email: string; locale?: string | null };
    invitedBy?: string;
  },
): Promise<void> {
  const linkId = await createMemberLink(tx, clock, secret, {
    workspaceId: input.workspaceId,
    memberId: input.member.id,
    purpose: input.purpose,
  });
  const params: MemberMailParams = {
    workspaceName: input.workspaceName,
    recipientName: input.member.name,
    linkId,
    ...(input.member.locale ? { locale: input.member.locale } : {}),
    ...(input.invitedBy ? { invitedBy: input.invitedBy } : {}),
  };
  await enqueueMail(tx, clock, {
    kind: input.purpose === 'sign_in' ? 'member_sign_in' : 'member_invitation',
    to: { email: input.member.email, name: input.member.name },
    params,
    workspaceId: input.workspaceId,
  });
}

export type SignInOutcome =
  | { ok: true; token: string; sessionId: string; workspaceId: string; memberId: string }
  | { ok: false; reason: LinkRefusal };

/** Uses an e-mailed link: one session for the first use; every later use is refused and audited. */
export async function signInWithLink(
  db: Db,
  clock: Clock,
  lifetime: SessionLifetime,
  token: string,
  client: ClientInfo,
): Promise<SignInOutcome> {
  return db.transaction(async (tx) => {
    const state = await consumeMemberLink(tx, clock, token);
    if (!state.ok) {
      if (state.subject) {
        await recordMemberAction(
          tx,
          clock,
          { workspaceId: state.subject.workspaceId, memberId: state.subject.memberId },
          client,
          'member.sign_in_failed',
          { method: 'link', reason: state.reason, linkId: state.subject.linkId },
        );
      }
      return { ok: false, reason: state.reason };
    }
    const { subject } = state;
    const method = subject.purpose === 'invitation' ? 'invitation' : 'link';
    return signedIn(tx, clock, lifetime, subject, client, { method });
  });
}

/** A member has proved who they are: a new session, and `member.signed_in` in the audit log. */
export async function signedIn(
  tx: Queryable,
  clock: Clock,
  lifetime: SessionLifetime,
  who: { workspaceId: string; memberId: string },
  client: ClientInfo,
  how: { method: SignInMethod; passkeyId?: string },
): Promise<SignInOutcome & { ok: true }> {
  // A workspace that requires single sign-on refuses links and passkeys (SsoRequiredError).
  await assertSignInAllowed(tx, who.workspaceId, how.method);
  const session = await startSession(tx, clock, lifetime, {
    workspaceId: who.workspaceId,
    memberId: who.memberId,
    method: how.method,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await recordMemberAction(tx, clock, who, client, 'member.signed_in', {
    ...how,
    sessionId: session.sessionId,
  });
  return { ok: true, ...session, workspaceId: who.workspaceId, memberId: who.memberId };
}
