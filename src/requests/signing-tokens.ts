// Signing-link tokens: the credential in `$PUBLIC_URL/sign/{token}` (CONTRACT §6). A token is the
// submitter's id and an HMAC-SHA256 of it under the instance's token secret, so nothing secret is
// stored (the link is derived again whenever it is needed) and a token cannot be guessed or
// enumerated: ids carry 80 random bits and the MAC 256. Tokens are never logged. Correcting a signer
// (correct-signer.ts) moves their link version on: the link of version n > 0 is made from `id.n`, so
// every earlier link stops resolving (the first link, version 0, is the id alone, as it always was).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../platform/db/index.ts';

const LINK_SUBJECT = /^(sub_[0-9a-z]{26})(?:\.([1-9]\d{0,8}))?$/;

/** What a link's MAC covers: the submitter's id, and its version after a correction. */
const linkSubject = (submitterId: string, version: number) =>
  version > 0 ? `${submitterId}.${version}` : submitterId;

function mac(secret: Buffer, submitterId: string): Buffer {
  return createHmac('sha256', secret).update(submitterId).digest();
}

// Tokens are derived again on every read that shows a signing link (polls, lists); the same id always
// gives the same token, so the recent ones are remembered (bounded) instead of recomputed. The memory
// is two generations of at most RECENT_TOKENS_MAX each: when the current one is full it becomes the
// previous one and the older is dropped whole. (Evicting the oldest entry of one Map one at a time
// makes V8 walk the deleted slots at its front on every eviction: most of a busy send's token cost.)
const RECENT_TOKENS_MAX = 10_000;
let recentTokens = new Map<string, string>();
let olderTokens = new Map<string, string>();
const secretIds = new WeakMap<Buffer, number>();
let nextSecretId = 0;

function remember(key: string, token: string): void {
  if (recentTokens.size >= RECENT_TOKENS_MAX) {
    olderTokens = recentTokens;
    recentTokens = new Map();
  }
  recentTokens.set(key, token);
}

/** The token of a submitter's signing link (`version`: their link_version). */
export function signingToken(secret: Buffer, submitterId: string, version = 0): string {
  const subject = linkSubject(submitterId, version);
  let secretId = secretIds.get(secret);
  if (secretId === undefined) {
    secretId = nextSecretId++;
    secretIds.set(secret, secretId);
  }
  const key = `${secretId}:${subject}`;
  let token = recentTokens.get(key);
  if (token === undefined) {
    token = olderTokens.get(key) ?? `${subject}.${mac(secret, subject).toString('base64url')}`;
    remember(key, token);
  }
  return token;
}

/** The signing link a submitter receives (and a caller shares when sendEmail is false). */
export function signingUrl(publicUrl: string, secret: Buffer, submitterId: string, version = 0): string {
  return `${publicUrl}/sign/${signingToken(secret, submitterId, version)}`;
}

/**
 * The submitter and link version a token was made for, when its MAC verifies (constant time); else
 * null. Whether that version is still the submitter's is for the database to say (resolveSigningToken).
 */
export function verifySigningToken(
  secret: Buffer,
  token: string,
): { submitterId: string; version: number } | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const subject = token.slice(0, dot);
  const parsed = LINK_SUBJECT.exec(subject);
  if (!parsed) return null;
  // Compared as text so that only the canonical encoding of the MAC is accepted.
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, subject).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { submitterId: parsed[1], version: parsed[2] ? Number(parsed[2]) : 0 };
}

export interface SigningTokenSubject {
  submitterId: string;
  requestId: string;
  workspaceId: string;
  /** The request was erased: the link leads to a page saying so, and to nothing else. */
  erased: boolean;
}

/**
 * Whose link this is: the submitter, their request and its workspace; null for any bad token and for
 * a link a correction replaced.
 */
export async function resolveSigningToken(
  db: Queryable,
  secret: Buffer,
  token: string,
): Promise<SigningTokenSubject | null> {
  const link = verifySigningToken(secret, token);
  if (!link) return null;
  const { submitterId } = link;
  const { rows } = await db.query<{ request_id: string; workspace_id: string; erased: boolean }>(
    `SELECT s.request_id, r.workspace_id, r.erased_at IS NOT NULL AS erased
       FROM submitters s JOIN signature_requests r ON r.id = s.request_id
      WHERE s.id = $1 AND s.link_version = $2`,
    [submitterId, link.version],
  );
  const row = rows[0];
  return row
    ? { submitterId, requestId: row.request_id, workspaceId: row.workspace_id, erased: row.erased }
    : null;
}
