// Passkeys (WebAuthn) of members (issue 9): registering one or more after signing in, signing in with
// a passkey alone (discoverable credentials: no e-mail typed first), and listing, renaming and
// removing them. The relying party is PUBLIC_URL: its host name is the RP ID and its origin the only
// origin accepted. Each ceremony's challenge is a database row used once within five minutes, bound
// to the session (registration) or to a cookie of the browser that asked (sign-in), so any process
// may finish what another began. A passkey is the only factor of its sign-in, so user verification
// (PIN or biometric on the authenticator) is required at registration and at every sign-in (issue 25).

import { createHash } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import type { ClientInfo } from '../platform/http/client-info.ts';
import { newId, randomToken } from '../platform/ids.ts';
import { recordMemberAction } from './audit.ts';
import type { MemberSession, SessionLifetime } from './sessions.ts';
import { signedIn } from './sign-in.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** The WebAuthn library, loaded when a ceremony first runs: it is large, and a start never needs it. */
const webauthn = () => import('@simplewebauthn/server');
export const PASSKEY_NAME_MAX = 100;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Countersign' };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function storeChallenge(
  db: Queryable,
  clock: Clock,
  input: { purpose: 'register' | 'authenticate'; binding: string; challenge: string },
) {
  const now = clock.now();
  // Old challenges are of no use to anyone; each new one sweeps them.
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at < $1', [
    new Date(now.getTime() - 3600_000),
  ]);
  await db.query(
    `INSERT INTO webauthn_challenges (id, purpose, binding, challenge, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      newId('chl', now),
      input.purpose,
      input.binding,
      input.challenge,
      now,
      new Date(now.getTime() + CHALLENGE_TTL_MS),
    ],
  );
}

/** The challenge the browser signed, read from its client data; undefined when malformed. */
function signedChallenge(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  try {
    const data = JSON.parse(
      Buffer.from(String(response.response?.clientDataJSON), 'base64url').toString('utf8'),
    );
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Uses up this binding's challenge, once; false when unknown, used or expired. */
async function consumeChallenge(
  tx: Queryable,
  clock: Clock,
  input: { purpose: 'register' | 'authenticate'; binding: string; challenge: string | undefined },
): Promise<boolean> {
  if (!input.challenge) return false;
  const now = clock.now();
  const { rowCount } = await tx.query(
    `UPDATE webauthn_challenges SET used_at = $4
      WHERE binding = $1 AND purpose = $2 AND challenge = $3 AND used_at IS NULL AND expires_at > $4`,
    [input.binding, input.purpose, input.challenge, now],
  );
  return rowCount === 1;
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listPasskeys(db: Queryable, memberId: string): Promise<PasskeyView[]> {
  const { rows } = await db.query<{ id: string; name: string; created_at: Date; last_used_at: Date | null }>(
    'SELECT id, name, created_at, last_used_at FROM passkeys WHERE member_id = $1 ORDER BY created_at, id',
    [memberId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** Options for the browser's `navigator.credentials.create`, with the challenge stored for this session. */
export async function startPasskeyRegistration(
  db: Db,
  clock: Clock,
  rp: RelyingParty,
  member: MemberSession,
) {
  const { rows } = await db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM passkeys WHERE member_id = $1',
    [member.memberId],
  );
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    // A person may be a member of several workspaces, each with its own passkeys.
    userDisplayName: `${member.name} · ${member.workspaceName}`,
    userID: new TextEncoder().encode(member.memberId),
    attestationType: 'none',
    excludeCredentials: rows.map((r) => ({ id: r.credential_id, transports: r.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, clock, {
    purpose: 'register',
    binding: member.sessionId,
    challenge: options.challenge,
  });
  return options;
}

export type PasskeyRefusal = 'challenge' | 'invalid' | 'duplicate';

export async function finishPasskeyRegistration(
  db: Db,
  clock: Clock,
  rp: RelyingParty,
  member: MemberSession,
  input: { name: string; response: RegistrationResponseJSON; client: ClientInfo },
): Promise<{ ok: true; passkey: PasskeyView } | { ok: false; reason: PasskeyRefusal }> {
  return db.transaction(async (tx) => {
    const challenge = signedChallenge(input.response);
    if (!(await consumeChallenge(tx, clock, { purpose: 'register', binding: member.sessionId, challenge }))) {
      return { ok: false, reason: 'challenge' };
    }
    const { verifyRegistrationResponse } = await webauthn();
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: input.response,
        expectedChallenge: challenge!,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!verified.verified) return { ok: false, reason: 'invalid' };
    const info = verified.registrationInfo;
    const now = clock.now();
    const id = newId('pk', now);
    const inserted = await tx.query(
      `INSERT INTO passkeys (id, workspace_id, member_id, credential_id, public_key, counter, transports, device_type,
                             backed_up, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (credential_id) DO NOTHING`,
      [
        id,
        member.workspaceId,
        member.memberId,
        info.credential.id,
        Buffer.from(info.credential.publicKey),
        info.credential.counter,
        JSON.stringify(info.credential.transports ?? []),
        info.credentialDeviceType,
        info.credentialBackedUp,
        input.name,
        now,
      ],
    );
    if (inserted.rowCount === 0) return { ok: false, reason: 'duplicate' };
    await recordMemberAction(tx, clock, member, input.client, 'member.passkey_added', {
      passkeyId: id,
      name: input.name,
    });
    return { ok: true, passkey: { id, name: input.name, createdAt: now, lastUsedAt: null } };
  });
}

/**
 * Options for `navigator.credentials.get` with no credential named (the browser offers the passkeys
 * it holds for this site), and the secret of the cookie that binds the challenge to this browser.
 */
export async function startPasskeySignIn(db: Db, clock: Clock, rp: RelyingParty) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  const binding = randomToken(24);
  await storeChallenge(db, clock, {
    purpose: 'authenticate',
    binding: sha256(binding),
    challenge: options.challenge,
  });
  return { options, binding };
}

interface PasskeyRow {
  id: string;
  workspace_id: string;
  member_id: string;
  member_status: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string[];
}

export type PasskeySignIn =
  | { ok: true; token: string; sessionId: string; workspaceId: string; memberId: string }
  | { ok: false; reason: 'challenge' | 'unknown' | 'invalid' | 'member_removed' };

export async function finishPasskeySignIn(
  db: Db,
  clock: Clock,
  rp: RelyingParty,
  lifetime: SessionLifetime,
  input: { binding: string | undefined; response: AuthenticationResponseJSON; client: ClientInfo },
): Promise<PasskeySignIn> {
  return db.transaction(async (tx): Promise<PasskeySignIn> => {
    const challenge = signedChallenge(input.response);
    const binding = sha256(input.binding ?? '');
    if (
      !input.binding ||
      !(await consumeChallenge(tx, clock, { purpose: 'authenticate', binding, challenge }))
    ) {
      return { ok: false, reason: 'challenge' };
    }
    const { rows } = await tx.query<PasskeyRow>(
      `SELECT p.id, p.workspace_id, p.member_id, m.status AS member_status, p.credential_id, p.public_key,
              p.counter, p.transports
         FROM passkeys p JOIN members m ON m.id = p.member_id WHERE p.credential_id = $1`,
      [String(input.response.id).slice(0, 1000)],
    );
    const passkey = rows[0];
    if (!passkey) return { ok: false, reason: 'unknown' };
    const who = { workspaceId: passkey.workspace_id, memberId: passkey.member_id };
    const fail = async (reason: 'invalid' | 'member_removed'): Promise<PasskeySignIn> => {
      await recordMemberAction(tx, clock, who, input.client, 'member.sign_in_failed', {
        method: 'passkey',
        reason,
        passkeyId: passkey.id,
      });
      return { ok: false, reason };
    };
    if (passkey.member_status !== 'active') return fail('member_removed');
    const userHandle = input.response.response?.userHandle;
    if (userHandle && userHandle !== Buffer.from(passkey.member_id).toString('base64url'))
      return fail('invalid');
    const { verifyAuthenticationResponse } = await webauthn();
    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: challenge!,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: Number(passkey.counter),
          transports: passkey.transports as never,
        },
        requireUserVerification: true,
      });
      if (!verified.verified) return fail('invalid');
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      return fail('invalid');
    }
    const now = clock.now();
    await tx.query('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
      passkey.id,
      newCounter,
      now,
    ]);
    return signedIn(tx, clock, lifetime, who, input.client, { method: 'passkey', passkeyId: passkey.id });
  });
}

/** Renames or removes one of the member's own passkeys (audited); false when it is not theirs. */
export async function changePasskey(
  db: Db,
  clock: Clock,
  member: MemberSession,
  input: { passkeyId: string; rename?: string; client: ClientInfo },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed =
      input.rename === undefined
        ? await tx.query<{ name: string }>(
            'DELETE FROM passkeys WHERE id = $1 AND member_id = $2 RETURNING name',
            [input.passkeyId, member.memberId],
          )
        : await tx.query<{ name: string }>(
            'UPDATE passkeys SET name = $3 WHERE id = $1 AND member_id = $2 RETURNING name',
            [input.passkeyId, member.memberId, input.rename],
          );
    if (changed.rowCount === 0) return false;
    await recordMemberAction(
      tx,
      clock,
      member,
      input.client,
      input.rename === undefined ? 'member.passkey_removed' : 'member.passkey_renamed',
      { passkeyId: input.passkeyId, name: changed.rows[0].name },
    );
    return true;
  });
}
