// Signing in with the instance's OpenID Provider (issue 25, item 2): the authorization code flow with
// PKCE, state and nonce. What the callback must match lives in an oidc_sign_ins row (any process may
// finish what another began) bound to the browser by a random cookie; the row is used once. The
// library checks the ID token's signature, issuer, audience, expiry and nonce; here only a verified
// `email` claim (email_verified true) is accepted, and it signs in only as an active member with that
// address (case-insensitively), or joins a workspace whose owner allowed that address's domain.
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { removedAddressHash } from '../lifecycle/removed-addresses.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { isEmailAddress } from '../platform/email.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import { newId, randomToken } from '../platform/ids.ts';
import { NAME_CONTROL_CHARACTERS } from '../platform/names.ts';
import { addMember } from '../workspaces/workspaces.ts';
import { recordMemberAction } from './audit.ts';
import type { OidcProvider } from './oidc-client.ts';
import type { SessionLifetime } from './sessions.ts';
import { signedIn } from './sign-in.ts';

const ANY_CONTROL = new RegExp(NAME_CONTROL_CHARACTERS.source, 'g');

/** Time to get through the provider's pages, and then to choose a workspace. */
const SIGN_IN_TTL_MS = 10 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type OidcRefusal =
  /** No row for this browser, used already, or expired: start again. */
  | 'expired'
  /**
   * The answer carries another attempt's state (someone else's link): nothing of this browser's own
   * attempt was spent, so it can still be finished.
   */
  | 'foreign'
  /** The provider answered with an error (the person cancelled, or it refused). */
  | 'denied'
  /** The library refused the answer: state, nonce, code, signature, issuer, audience or expiry. */
  | 'invalid'
  | 'unverified'
  /** No active member has this address and no workspace lets its domain join. */
  | 'unknown';

export interface WorkspaceChoice {
  workspaceId: string;
  workspaceName: string;
  memberId: string;
}

export type OidcOutcome =
  | {
      ok: true;
      token: string;
      sessionId: string;
      workspaceId: string;
      memberId: string;
      /** This sign-in is the first into a workspace the person joined by its domain: tell them. */
      joined?: boolean;
    }
  | { ok: 'choose'; choices: WorkspaceChoice[] }
  | { ok: false; reason: OidcRefusal; detail?: string };

/** The provider's authorization URL, and the cookie value that binds this browser to the attempt. */
export async function startOidcSignIn(
  db: Queryable,
  clock: Clock,
  provider: OidcProvider,
  redirectUri: string,
): Promise<{ url: URL; binding: string }> {
  const config = await provider.configuration(clock);
  const now = clock.now();
  const binding = randomToken(32);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.query('DELETE FROM oidc_sign_ins WHERE expires_at < $1', [new Date(now.getTime() - 3600_000)]);
  await db.query(
    `INSERT INTO oidc_sign_ins (id, binding_hash, state, nonce, code_verifier, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      newId('oid', now),
      sha256(binding),
      state,
      nonce,
      codeVerifier,
      now,
      new Date(now.getTime() + SIGN_IN_TTL_MS),
    ],
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, binding };
}

/**
 * The provider sent the browser back. Takes this browser's attempt (once), lets the library check
 * the answer and the ID token, then signs in; several workspaces: the person chooses.
 */
export async function finishOidcSignIn(
  db: Db,
  clock: Clock,
  provider: OidcProvider,
  lifetime: SessionLifetime,
  input: { binding: string | undefined; callbackUrl: URL; client: ClientInfo },
): Promise<OidcOutcome> {
  if (!input.binding) return { ok: false, reason: 'expired' };
  const now = clock.now();
  // Only an answer to this browser's own attempt (its state) spends it: opening someone else's
  // callback must not cancel the sign-in the visitor has under way.
  const state = input.callbackUrl.searchParams.get('state') ?? '';
  const { rows } = await db.query<{ id: string; state: string; nonce: string; code_verifier: string }>(
    `UPDATE oidc_sign_ins SET used_at = $2
      WHERE binding_hash = $1 AND state = $3 AND used_at IS NULL AND expires_at > $2
      RETURNING id, state, nonce, code_verifier`,
    [sha256(input.binding), now, state],
  );
  const attempt = rows[0];
  if (!attempt) {
    const open = await db.query(
      'SELECT 1 FROM oidc_sign_ins WHERE binding_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [sha256(input.binding), now],
    );
    return { ok: false, reason: open.rows.length > 0 ? 'foreign' : 'expired' };
  }
  if (input.callbackUrl.searchParams.has('error')) {
    return { ok: false, reason: 'denied', detail: input.callbackUrl.searchParams.get('error') ?? undefined };
  }
  const config = await provider.configuration(clock);
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return { ok: false, reason: 'invalid', detail: 'no ID token' };
    claims = { ...idClaims };
    // Providers that keep the ID token small (conformIdTokenClaims) give e-mail claims at userinfo.
    if (claims.email === undefined || claims.email_verified === undefined) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError) {
      return { ok: false, reason: 'denied', detail: error.error };
    }
    // ResponseBodyError: the provider refused the code (used already, expired, not this client's).
    const detail =
      error instanceof oidc.ResponseBodyError ? `${error.error}: ${error.message}` : (error as Error).message;
    return { ok: false, reason: 'invalid', detail };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || claims.email_verified !== true) return { ok: false, reason: 'unverified' };
  // The one e-mail rule: an address no member can have (a look-alike) matches no membership.
  if (!isEmailAddress(email)) return { ok: false, reason: 'unknown' };
  // A provider's display name becomes a member's name (auto-join): kept to one line, not refused.
  const claimed = typeof claims.name === 'string' ? claims.name.replace(ANY_CONTROL, ' ').trim() : '';
  const name = claimed || email.split('@')[0];
  return db.transaction(async (tx): Promise<OidcOutcome> => {
    const choices = await membershipsOf(tx, clock, email, name, input.client);
    if (choices.length === 0) return { ok: false, reason: 'unknown' };
    if (choices.length === 1) return signedInByOidc(tx, clock, lifetime, choices[0], input.client);
    // The verified address waits on the row (still bound to this browser) until a choice is made.
    await tx.query('UPDATE oidc_sign_ins SET email = $2, expires_at = $3 WHERE id = $1', [
      attempt.id,
      email,
      new Date(now.getTime() + SIGN_IN_TTL_MS),
    ]);
    return { ok: 'choose', choices };
  });
}

/** The workspaces this browser's verified address may enter now (the chooser's list). */
export async function pendingChoices(
  db: Queryable,
  clock: Clock,
  binding: string | undefined,
): Promise<{ id: string; choices: WorkspaceChoice[] } | null> {
  if (!binding) return null;
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM oidc_sign_ins
      WHERE binding_hash = $1 AND used_at IS NOT NULL AND chosen_at IS NULL AND email IS NOT NULL
        AND expires_at > $2`,
    [sha256(binding), clock.now()],
  );
  if (!rows[0]) return null;
  return { id: rows[0].id, choices: await activeMemberships(db, rows[0].email) };
}

/** Signs in to the chosen workspace; the attempt is then spent. */
export async function chooseOidcWorkspace(
  db: Db,
  clock: Clock,
  lifetime: SessionLifetime,
  input: { binding: string | undefined; workspaceId: string; client: ClientInfo },
): Promise<OidcOutcome> {
  const binding = input.binding;
  if (!binding) return { ok: false, reason: 'expired' };
  return db.transaction(async (tx): Promise<OidcOutcome> => {
    const now = clock.now();
    const { rows } = await tx.query<{ email: string }>(
      `UPDATE oidc_sign_ins SET chosen_at = $2
        WHERE binding_hash = $1 AND used_at IS NOT NULL AND chosen_at IS NULL AND email IS NOT NULL
          AND expires_at > $2
        RETURNING email`,
      [sha256(binding), now],
    );
    if (!rows[0]) return { ok: false, reason: 'expired' };
    const choice = (await activeMemberships(tx, rows[0].email)).find(
      (c) => c.workspaceId === input.workspaceId,
    );
    if (!choice) return { ok: false, reason: 'unknown' };
    return signedInByOidc(tx, clock, lifetime, choice, input.client);
  });
}

/** The session; `joined` when the member came in by domain and never signed in before. */
async function signedInByOidc(
  tx: Queryable,
  clock: Clock,
  lifetime: SessionLifetime,
  choice: WorkspaceChoice,
  client: ClientInfo,
): Promise<OidcOutcome> {
  const { rows } = await tx.query(
    `SELECT 1 FROM members m
      WHERE m.id = $1 AND m.last_signed_in_at IS NULL
        AND EXISTS (SELECT 1 FROM audit_log a WHERE a.workspace_id = m.workspace_id
                     AND a.action = 'member.joined' AND a.actor->>'memberId' = m.id)`,
    [choice.memberId],
  );
  const session = await signedIn(tx, clock, lifetime, choice, client, { method: 'oidc' });
  return { ...session, joined: rows.length > 0 };
}

async function activeMemberships(db: Queryable, email: string): Promise<WorkspaceChoice[]> {
  const { rows } = await db.query<{ id: string; workspace_id: string; workspace_name: string }>(
    `SELECT m.id, m.workspace_id, w.name AS workspace_name
       FROM members m JOIN workspaces w ON w.id = m.workspace_id
      WHERE lower(m.email) = lower($1) AND m.status = 'active' AND w.deleting_at IS NULL
      ORDER BY w.name, m.workspace_id LIMIT 50`,
    [email],
  );
  return rows.map((r) => ({ workspaceId: r.workspace_id, workspaceName: r.workspace_name, memberId: r.id }));
}

/**
 * The person's active memberships, after joining (as a plain member, audited) every workspace whose
 * owner allowed this address's domain, proven (issue 31 item 2), and that has never had a member with this address (someone an
 * owner removed does not come back by domain, also once the sweep has blanked their row: the hash of
 * their address stays, removed-addresses.ts).
 */
async function membershipsOf(
  tx: Queryable,
  clock: Clock,
  email: string,
  name: string,
  client: ClientInfo,
): Promise<WorkspaceChoice[]> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const { rows } = await tx.query<{ id: string }>(
    `SELECT w.id FROM workspaces w
      WHERE w.sso_join_domain = $1 AND w.sso_join_domain_verified_at IS NOT NULL AND w.deleting_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM members m WHERE m.workspace_id = w.id AND lower(m.email) = lower($2))
        AND NOT EXISTS (SELECT 1 FROM removed_member_addresses r
                         WHERE r.workspace_id = w.id AND r.email_sha256 = $3)
      ORDER BY w.id FOR UPDATE`,
    [domain, email, removedAddressHash(email)],
  );
  for (const workspace of rows) {
    const member = await addMember(tx, clock, workspace.id, {
      email,
      name: name.slice(0, 200),
      role: 'member',
    });
    await recordMemberAction(
      tx,
      clock,
      { workspaceId: workspace.id, memberId: member.id },
      client,
      'member.joined',
      {
        method: 'oidc',
        domain,
      },
    );
  }
  return activeMemberships(tx, email);
}
