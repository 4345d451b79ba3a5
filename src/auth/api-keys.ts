// API keys: generation (prefix + 256 random bits), storage as a SHA-256 hash only, and the
// authentication rules of spec §5. A key's secret is shown once, at creation. A key acts as its member,
// with the member's role (issue 25: a plain member's key manages only what that member created).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuditActor } from '../audit/audit.ts';
import type { Clock } from '../platform/clock.ts';
import { createBatcher, perDatabase } from '../platform/db/batcher.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { cachedReads } from '../platform/db/read-cache.ts';
import { keyCreatorLeft, planMissingFeature, unauthorized } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { planIncludesESignatures } from '../workspaces/plans.ts';
import type { MemberRole } from '../workspaces/workspaces.ts';
import { type Scope, scopesOf, storedScopes } from './scopes.ts';

export const KEY_PREFIX = 'cs_live_';

export interface ApiKeyIdentity {
  apiKeyId: string;
  memberId: string;
  /** The role of the key's member: a key acts as its member (issue 25). */
  role: MemberRole;
  workspaceId: string;
  plan: string;
  /** What the key may do (issue 35 item 2); every scope for a key made without any. */
  scopes: readonly Scope[];
  /** The workspace's default language (issue 46): a signer sent without one reads it. */
  defaultLocale: string;
}

export interface ApiKeyView {
  id: string;
  name: string | null;
  memberId: string;
  lastFour: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  scopes: Scope[];
}

/** How a call made with this key appears in the audit log. */
export function apiKeyActor(auth: Pick<ApiKeyIdentity, 'apiKeyId' | 'memberId'>): AuditActor {
  return { type: 'api_key', apiKeyId: auth.apiKeyId, memberId: auth.memberId };
}

/** last_used_at is written at most this often per key, so authentication stays a read. */
export const LAST_USED_RESOLUTION_MS = 60_000;

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function generateKeySecret(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Parses `Authorization: Bearer <key>`; anything else is no key at all. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export async function createApiKey(
  db: Queryable,
  clock: Clock,
  input: {
    workspaceId: string;
    memberId: string;
    name?: string;
    expiresAt?: Date;
    scopes?: readonly Scope[];
  },
): Promise<{ view: ApiKeyView; key: string }> {
  const key = generateKeySecret();
  const now = clock.now();
  const id = newId('key', now);
  const stored = storedScopes(input.scopes);
  await db.query(
    `INSERT INTO api_keys (id, workspace_id, member_id, name, secret_hash, last_four, created_at, expires_at, scopes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[])`,
    [
      id,
      input.workspaceId,
      input.memberId,
      input.name ?? null,
      hashSecret(key),
      key.slice(-4),
      now,
      input.expiresAt ?? null,
      stored,
    ],
  );
  return {
    key,
    view: {
      id,
      name: input.name ?? null,
      memberId: input.memberId,
      lastFour: key.slice(-4),
      createdAt: now,
      expiresAt: input.expiresAt ?? null,
      revokedAt: null,
      lastUsedAt: null,
      scopes: scopesOf(stored),
    },
  };
}

interface KeyRow {
  id: string;
  secret_hash: string;
  member_id: string;
  workspace_id: string;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  member_status: string;
  member_role: MemberRole;
  plan: string;
  default_locale: string;
  scopes: string[] | null;
}

/** Each hash looked up on its own in the unique index (see keysByHash). */
export const AUTHENTICATE_SQL = `SELECT k.id, k.secret_hash, k.member_id, k.workspace_id, k.expires_at, k.revoked_at, k.last_used_at, k.scopes,
                m.status AS member_status, m.role AS member_role, w.plan, w.default_locale
           FROM jsonb_array_elements_text($1::jsonb) AS wanted (hash)
          CROSS JOIN LATERAL (SELECT * FROM api_keys WHERE secret_hash = wanted.hash OFFSET 0) k
           JOIN members m ON m.id = k.member_id JOIN workspaces w ON w.id = k.workspace_id`;

/**
 * Keys by the hash of their secret, read afresh for every call: the calls authenticating at the same
 * moment share one statement (platform/db/batcher.ts), which starts after each of them arrived, so a
 * revocation, a member leaving or a plan change committed before a call is seen by that call.
 * Each hash is looked up on its own in the unique index (OFFSET 0 keeps the lookups from being merged
 * into a join the planner might answer with a scan, issue 47).
 */
const keysByHash = perDatabase((db: Db) =>
  createBatcher<string, KeyRow | undefined>({
    async run(hashes) {
      const { rows } = await db.query<KeyRow>(
        AUTHENTICATE_SQL,
        // As JSON: PostgreSQL then plans the statement once per connection; with an array it plans
        // it again on every call, since knowing the array's length makes each plan look cheaper.
        [JSON.stringify([...new Set(hashes)])],
        { name: 'authenticate_api_keys', readOnly: true },
      );
      const byHash = new Map(rows.map((row) => [row.secret_hash, row]));
      return hashes.map((hash) => byHash.get(hash));
    },
    maxBatch: 100,
    maxInFlight: 2,
  }),
);
/** On the embedded database, kept while nothing is written (read-cache.ts): a revocation is a write. */
const cachedKeysByHash = perDatabase((db: Db) => cachedReads(db, keysByHash(db), (hash: string) => hash));

/**
 * Spec §5: missing, unknown, revoked and expired keys are one indistinguishable 401; a key whose
 * creator left is 403 key_creator_left_organization; a plan without e-signatures is 403
 * plan_missing_feature.
 */
export async function authenticateApiKey(db: Db, clock: Clock, header: string | undefined) {
  const secret = bearerToken(header);
  if (!secret?.startsWith(KEY_PREFIX) || secret.length > 200) throw unauthorized();
  const hash = hashSecret(secret);
  const row = await cachedKeysByHash(db)(hash);
  // The index lookup already matched; the constant-time comparison keeps the check itself free of
  // early exits on the secret's content.
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), Buffer.from(hash, 'hex')))
    throw unauthorized();
  if (row.revoked_at) throw unauthorized();
  if (row.expires_at && row.expires_at.getTime() <= clock.now().getTime()) throw unauthorized();
  if (row.member_status !== 'active') throw keyCreatorLeft();
  if (!planIncludesESignatures(row.plan)) throw planMissingFeature();
  await touchLastUsed(db, row, clock.now());
  return {
    apiKeyId: row.id,
    memberId: row.member_id,
    role: row.member_role,
    workspaceId: row.workspace_id,
    plan: row.plan,
    scopes: scopesOf(row.scopes),
    defaultLocale: row.default_locale,
  } satisfies ApiKeyIdentity;
}

/** Records the key's use when the last record is older than LAST_USED_RESOLUTION_MS (one guarded UPDATE). */
async function touchLastUsed(db: Queryable, row: Pick<KeyRow, 'id' | 'last_used_at'>, now: Date) {
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.last_used_at && row.last_used_at > stale) return;
  await db.query(
    'UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)',
    [row.id, now, stale],
  );
}

export async function listApiKeys(db: Queryable, workspaceId: string): Promise<ApiKeyView[]> {
  const { rows } = await db.query<{
    id: string;
    name: string | null;
    member_id: string;
    last_four: string;
    created_at: Date;
    expires_at: Date | null;
    revoked_at: Date | null;
    last_used_at: Date | null;
    scopes: string[] | null;
  }>(
    `SELECT id, name, member_id, last_four, created_at, expires_at, revoked_at, last_used_at, scopes
       FROM api_keys WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC`,
    [workspaceId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    memberId: r.member_id,
    lastFour: r.last_four,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at,
    scopes: scopesOf(r.scopes),
  }));
}

/** Revokes a key; false when the workspace has no such key. Revoking twice is harmless. */
export async function revokeApiKey(db: Queryable, clock: Clock, workspaceId: string, keyId: string) {
  const { rowCount } = await db.query(
    'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND workspace_id = $2',
    [keyId, workspaceId, clock.now()],
  );
  return rowCount > 0;
}
