// Sessions of the workspace application: a random token in an HttpOnly cookie, of which only the
// SHA-256 is stored. A session ends on sign-out, after SESSION_IDLE_DAYS unused, SESSION_ABSOLUTE_DAYS
// after sign-in, or at once when its member is removed: the one query that resolves a session on
// every request also checks the member's status. last_seen_at is written at most once a minute.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/index.ts';
import { newId, randomToken } from '../platform/ids.ts';
import type { MemberRole } from '../workspaces/workspaces.ts';

const DAY_MS = 86_400_000;
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const TOKEN = /^[\w-]{43}$/;

export type SignInMethod = 'link' | 'invitation' | 'passkey' | 'oidc';

export interface SessionLifetime {
  idleDays: number;
  absoluteDays: number;
}

/** Who is signed in, as every application page sees it. */
export interface MemberSession {
  sessionId: string;
  memberId: string;
  workspaceId: string;
  workspaceName: string;
  plan: string;
  name: string;
  email: string;
  role: MemberRole;
  /** The language they chose for the application (one of LANGUAGES); null: their browser's decides. */
  locale: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `__Host-` (Secure, whole site, no Domain) when the service is served over https. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-cs_session' : 'cs_session';
}

/** The CSRF token of a session: derived, so nothing more is stored; forms carry it in `_csrf`. */
export function csrfTokenFor(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function csrfTokenMatches(secret: Buffer, sessionId: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Starts a session for a member who has just proved who they are; returns the cookie's token. */
export async function startSession(
  tx: Queryable,
  clock: Clock,
  lifetime: SessionLifetime,
  input: {
    workspaceId: string;
    memberId: string;
    method: SignInMethod;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<{ sessionId: string; token: string }> {
  const now = clock.now();
  const sessionId = newId('ses', now);
  const token = randomToken(32);
  await tx.query(
    `INSERT INTO member_sessions (id, workspace_id, member_id, token_hash, method, ip, user_agent, created_at,
                                  last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
    [
      sessionId,
      input.workspaceId,
      input.memberId,
      hashToken(token),
      input.method,
      input.ip,
      input.userAgent,
      now,
      new Date(now.getTime() + lifetime.absoluteDays * DAY_MS),
    ],
  );
  await tx.query('UPDATE members SET last_signed_in_at = $2 WHERE id = $1', [input.memberId, now]);
  return { sessionId, token };
}

/** The live session of this cookie token, or null; records that it was seen (once a minute at most). */
export async function resolveSession(
  db: Queryable,
  clock: Clock,
  lifetime: SessionLifetime,
  token: string | undefined,
): Promise<MemberSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const now = clock.now();
  const { rows } = await db.query<{
    id: string;
    member_id: string;
    workspace_id: string;
    workspace_name: string;
    plan: string;
    name: string;
    email: string;
    role: MemberRole;
    locale: string | null;
    last_seen_at: Date;
  }>(
    `SELECT s.id, s.member_id, s.workspace_id, w.name AS workspace_name, w.plan, m.name, m.email, m.role,
            m.locale, s.last_seen_at
       FROM member_sessions s
       JOIN members m ON m.id = s.member_id AND m.status = 'active'
       JOIN workspaces w ON w.id = s.workspace_id
      WHERE s.token_hash = $1 AND s.ended_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`,
    [hashToken(token), now, new Date(now.getTime() - lifetime.idleDays * DAY_MS)],
  );
  const row = rows[0];
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  if (row.last_seen_at <= stale) {
    await db.query('UPDATE member_sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at <= $3', [
      row.id,
      now,
      stale,
    ]);
  }
  return {
    sessionId: row.id,
    memberId: row.member_id,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    plan: row.plan,
    name: row.name,
    email: row.email,
    role: row.role,
    locale: row.locale,
  };
}

/** Ends one of the member's sessions; false when it is not theirs or has ended already. */
export async function endSession(db: Queryable, clock: Clock, memberId: string, sessionId: string) {
  const { rowCount } = await db.query(
    'UPDATE member_sessions SET ended_at = $3 WHERE id = $1 AND member_id = $2 AND ended_at IS NULL',
    [sessionId, memberId, clock.now()],
  );
  return rowCount > 0;
}

/** Ends the session this cookie token belongs to, whoever's it is (a fresh sign-in replaces it). */
export async function endSessionByToken(db: Queryable, clock: Clock, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return;
  await db.query('UPDATE member_sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
    hashToken(token),
    clock.now(),
  ]);
}

export interface SessionView {
  id: string;
  method: SignInMethod;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The member's live sessions, most recently used first. */
export async function listSessions(
  db: Queryable,
  clock: Clock,
  lifetime: SessionLifetime,
  memberId: string,
): Promise<SessionView[]> {
  const now = clock.now();
  const { rows } = await db.query<{
    id: string;
    method: SignInMethod;
    ip: string | null;
    user_agent: string | null;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT id, method, ip, user_agent, created_at, last_seen_at FROM member_sessions
      WHERE member_id = $1 AND ended_at IS NULL AND expires_at > $2 AND last_seen_at > $3
      ORDER BY last_seen_at DESC, id DESC`,
    [memberId, now, new Date(now.getTime() - lifetime.idleDays * DAY_MS)],
  );
  return rows.map((r) => ({
    id: r.id,
    method: r.method,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
  }));
}

/** "Firefox on Windows": a browser and a system read simply from a user agent, for people to recognise. */
export function describeDevice(userAgent: string | null): { browser: string | null; system: string | null } {
  const ua = userAgent ?? '';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/HeadlessChrome\//, 'Chrome (headless)'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
      [/curl\//, 'curl'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  const system =
    [
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Android/, 'Android'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  return { browser: browser as string | null, system: system as string | null };
}
