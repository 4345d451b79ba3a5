// A submitter's turn taken on a member's device (issue 45 items 2 and 3).
// - In person: a member hosts a signer. A host link (API or the request page) is a random token of
//   which only the SHA-256 is stored; it lives 15 minutes and opens once, for a member of the
//   request's workspace signed in on the device that opens it. Opening it binds that member's
//   session to the submitter's turn: the completion made from that session is recorded as signed in
//   person, hosted by the member, and the certificate says so.
// - The sender's own turn: a send from the application to the sending member's own address marks
//   that submitter as the member's (`submitters.member_id`); nothing is mailed to them, and "Sign now"
//   binds their own session the same way, recorded as signed in the member's own session.
// The session binding is the evidence; the signer's link stays the credential for every action.
import { createHash } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { notFound } from '../platform/errors.ts';
import { newId, randomToken } from '../platform/ids.ts';
import { signingToken } from '../requests/signing-tokens.ts';
import { loadSigningContext, type SigningContext } from './signing-context.ts';
import { assertSignerMayAct } from './turns.ts';

export const HOST_LINK_MINUTES = 15;
export type HostedMode = 'in_person' | 'own_session';

interface HostServices {
  db: Queryable;
  clock: Clock;
  tokenSecret: Buffer;
}

/** The signed-in member acting, as the session resolves them. */
export interface HostMember {
  memberId: string;
  sessionId: string;
  workspaceId: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[\w-]{43}$/;

/** The signing context of the submitter in `role` of a workspace's request, at `now`; 404 when none. */
async function submitterContext(
  services: HostServices,
  where: { workspaceId: string; requestId: string } & ({ role: string } | { submitterId: string }),
  now: Date,
): Promise<SigningContext> {
  const { rows } = await services.db.query<{ id: string; link_version: number }>(
    `SELECT s.id, s.link_version FROM submitters s JOIN signature_requests r ON r.id = s.request_id
      WHERE r.id = $1 AND r.workspace_id = $2 AND r.erased_at IS NULL AND ${'role' in where ? 's.role' : 's.id'} = $3`,
    [where.requestId, where.workspaceId, 'role' in where ? where.role : where.submitterId],
  );
  const row = rows[0];
  const ctx =
    row &&
    (await loadSigningContext(
      services.db,
      services.tokenSecret,
      signingToken(services.tokenSecret, row.id, row.link_version),
      now,
    ));
  if (!ctx) throw notFound('Submitter');
  return ctx;
}

/** The path of a submitter's signing page (their current link). */
async function signingPath(services: HostServices, submitterId: string): Promise<string> {
  const { rows } = await services.db.query<{ link_version: number }>(
    'SELECT link_version FROM submitters WHERE id = $1',
    [submitterId],
  );
  return `/sign/${signingToken(services.tokenSecret, submitterId, rows[0]?.link_version ?? 0)}`;
}

/**
 * A one-use link that opens the turn of the submitter in `role` on the device of the member who
 * opens it (15 minutes). 409 when it is not that submitter's turn (the signer's own 409 codes).
 */
export async function createHostLink(
  services: HostServices & { publicUrl: string },
  input: { workspaceId: string; requestId: string; role: string },
): Promise<{ url: string; expiresAt: Date }> {
  const now = services.clock.now();
  const ctx = await submitterContext(services, input, now);
  assertSignerMayAct(ctx);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + HOST_LINK_MINUTES * 60_000);
  await services.db.query(
    `INSERT INTO signing_hosts (id, workspace_id, request_id, submitter_id, mode, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 'in_person', $5, $6, $7)`,
    [newId('hst', now), input.workspaceId, input.requestId, ctx.signer.id, hashOf(token), now, expiresAt],
  );
  return { url: `${services.publicUrl}/sign/host/${token}`, expiresAt };
}

/** What a host link is now: usable (whose turn it opens), or why not. */
export type HostLinkState =
  | { state: 'usable'; ctx: SigningContext; hostId: string }
  | { state: 'gone' }
  | { state: 'member_required'; workspaceName: string };

/** Reads a host link without using it (the page that asks the member to hand the device over). */
export async function hostLinkState(
  services: HostServices,
  token: string,
  member: HostMember | null,
): Promise<HostLinkState> {
  if (!TOKEN.test(token)) return { state: 'gone' };
  const now = services.clock.now();
  const { rows } = await services.db.query<{
    id: string;
    workspace_id: string;
    request_id: string;
    submitter_id: string;
    used: boolean;
    expires_at: Date;
    workspace_name: string;
  }>(
    `SELECT h.id, h.workspace_id, h.request_id, h.submitter_id, h.used_at IS NOT NULL AS used, h.expires_at,
            w.name AS workspace_name
       FROM signing_hosts h JOIN workspaces w ON w.id = h.workspace_id
      WHERE h.token_hash = $1 AND h.mode = 'in_person'`,
    [hashOf(token)],
  );
  const host = rows[0];
  if (!host || host.used || host.expires_at <= now) return { state: 'gone' };
  if (member?.workspaceId !== host.workspace_id) {
    return { state: 'member_required', workspaceName: host.workspace_name };
  }
  try {
    const ctx = await submitterContext(
      services,
      { workspaceId: host.workspace_id, requestId: host.request_id, submitterId: host.submitter_id },
      now,
    );
    assertSignerMayAct(ctx);
    return { state: 'usable', ctx, hostId: host.id };
  } catch {
    return { state: 'gone' }; // the turn moved on, or the request ended, since the link was made
  }
}

/**
 * Uses a host link: binds the member's session to the submitter's turn and answers the path of
 * their signing page; null when the link cannot be used (any more).
 */
export async function useHostLink(
  services: HostServices,
  token: string,
  member: HostMember | null,
): Promise<string | null> {
  const found = await hostLinkState(services, token, member);
  if (found.state !== 'usable' || !member) return null;
  const now = services.clock.now();
  const used = await services.db.query(
    `UPDATE signing_hosts SET used_at = $2, member_id = $3, session_id = $4
      WHERE id = $1 AND used_at IS NULL AND expires_at > $2`,
    [found.hostId, now, member.memberId, member.sessionId],
  );
  if (used.rowCount === 0) return null; // another tab used it first
  return signingPath(services, found.ctx.signer.id);
}

/** Binds a session to a turn that opens at once (the sender's own, a witness after a hosted signer). */
async function bindSession(
  services: HostServices,
  ctx: SigningContext,
  mode: HostedMode,
  member: HostMember,
): Promise<string> {
  const now = services.clock.now();
  await services.db.query(
    `INSERT INTO signing_hosts (id, workspace_id, request_id, submitter_id, mode, token_hash, created_at,
                                expires_at, used_at, member_id, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7, $8, $9)`,
    [
      newId('hst', now),
      ctx.request.workspaceId,
      ctx.request.id,
      ctx.signer.id,
      mode,
      hashOf(randomToken(32)), // never given out: the session is the only way in
      now,
      member.memberId,
      member.sessionId,
    ],
  );
  return signingPath(services, ctx.signer.id);
}

/**
 * "Sign now": the member takes their own turn (a submitter the send marked as theirs) in their
 * session. 404 when the request has no such submitter; the signer's 409s when it is not their turn.
 */
export async function takeOwnTurn(
  services: HostServices,
  input: { requestId: string; member: HostMember },
): Promise<string> {
  const { member } = input;
  const { rows } = await services.db.query<{ id: string }>(
    `SELECT s.id FROM submitters s JOIN signature_requests r ON r.id = s.request_id
      WHERE r.id = $1 AND r.workspace_id = $2 AND s.member_id = $3 ORDER BY s.position`,
    [input.requestId, member.workspaceId, member.memberId],
  );
  const now = services.clock.now();
  const contexts = await Promise.all(
    rows.map((r) =>
      submitterContext(
        services,
        { workspaceId: member.workspaceId, requestId: input.requestId, submitterId: r.id },
        now,
      ),
    ),
  );
  const own = contexts.find((ctx) => ctx.turn?.id === ctx.signer.id) ?? contexts[0];
  if (!own) throw notFound('Your turn on this request');
  assertSignerMayAct(own);
  return bindSession(services, own, 'own_session', member);
}

/**
 * "Witness now": after a signer hosted in person has signed, the same member hosts the witness for
 * that signer on the same device, when the witness's turn is next. Null when that is not so.
 */
export async function hostWitnessNow(
  services: HostServices,
  signerToken: string,
  member: HostMember,
): Promise<string | null> {
  const ctx = await loadSigningContext(services.db, services.tokenSecret, signerToken, services.clock.now());
  if (!ctx || ctx.request.workspaceId !== member.workspaceId) return null;
  const witness = witnessDueAfter(ctx);
  const hosted = await hostingOf(services.db, ctx.signer.id, member.sessionId);
  if (!witness || hosted?.mode !== 'in_person') return null;
  return bindSession(services, { ...ctx, signer: witness }, 'in_person', member);
}

/** The witness for the link's signer whose turn it now is, once that signer has signed. */
export function witnessDueAfter(ctx: SigningContext) {
  const { signer, turn } = ctx;
  if (signer.status !== 'completed' || !turn) return null;
  return turn.kind === 'witness' && turn.witnessFor === signer.role ? turn : null;
}

/** How a session was bound to a submitter's turn (the latest binding), if it was. */
export async function hostingOf(
  q: Queryable,
  submitterId: string,
  sessionId: string,
): Promise<{ mode: HostedMode; memberId: string } | null> {
  const { rows } = await q.query<{ mode: HostedMode; member_id: string }>(
    `SELECT mode, member_id FROM signing_hosts
      WHERE submitter_id = $1 AND session_id = $2 AND used_at IS NOT NULL
      ORDER BY used_at DESC LIMIT 1`,
    [submitterId, sessionId],
  );
  return rows[0] ? { mode: rows[0].mode, memberId: rows[0].member_id } : null;
}
