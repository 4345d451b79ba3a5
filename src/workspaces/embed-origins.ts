// The origins a workspace allows to embed its signing pages (issue 25 item 4): exact
// `https://host[:port]` origins, stored normalised (lower-case host, no default port, no trailing
// slash). `http://` origins are accepted only when the instance itself is served over http (a
// developer's machine), so a production instance never lets a page without TLS frame a signer.
import type { Queryable } from '../platform/db/index.ts';
import { badRequest } from '../platform/errors.ts';

/** More would be a sign of wildcard use by other means; an embedding product has a few front ends. */
export const EMBED_ORIGINS_MAX = 20;
const ORIGIN_TEXT_MAX = 300;
/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address: no wildcard. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

export type OriginProblem = 'notUrl' | 'scheme' | 'httpRefused' | 'path' | 'credentials' | 'host';

/** The normalised origin, or why `text` is not one this instance accepts. */
export function normaliseOrigin(
  text: string,
  publicUrl: string,
): { origin: string } | { problem: OriginProblem } {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > ORIGIN_TEXT_MAX) return { problem: 'notUrl' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: 'notUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'scheme' };
  if (url.protocol === 'http:' && !publicUrl.startsWith('http:')) return { problem: 'httpRefused' };
  if (url.username || url.password) return { problem: 'credentials' };
  // "https://a.example/" is the origin written with its root; anything after it is a page, not an origin.
  const rest = trimmed.slice(trimmed.indexOf('//') + 2);
  const afterHost = rest.search(/[/?#]/);
  if (afterHost >= 0 && rest.slice(afterHost) !== '/') return { problem: 'path' };
  if (!HOST.test(url.hostname)) return { problem: 'host' };
  return { origin: url.origin };
}

const PROBLEM_TEXT: Record<OriginProblem, string> = {
  notUrl: 'is not an origin such as https://app.example.com',
  scheme: 'must start with https://',
  httpRefused: 'must use https:// (http:// origins are accepted only when this instance runs on http)',
  path: 'must be an origin alone: no path, query or fragment (https://app.example.com)',
  credentials: 'must not carry a user name or password',
  host: 'has an invalid host name (wildcards are not accepted: list each origin)',
};

/** The API's check: every origin normalised, duplicates dropped, or a 400 saying which and why. */
export function parseEmbedOrigins(values: readonly string[], publicUrl: string): string[] {
  if (values.length > EMBED_ORIGINS_MAX)
    throw badRequest(`body/embedOrigins may list at most ${EMBED_ORIGINS_MAX} origins`);
  const origins: string[] = [];
  values.forEach((value, index) => {
    const result = normaliseOrigin(value, publicUrl);
    if ('problem' in result) throw badRequest(`body/embedOrigins/${index} ${PROBLEM_TEXT[result.problem]}`);
    if (!origins.includes(result.origin)) origins.push(result.origin);
  });
  return origins;
}

export async function workspaceEmbedOrigins(db: Queryable, workspaceId: string): Promise<string[]> {
  const { rows } = await db.query<{ embed_origins: string[] | null }>(
    'SELECT embed_origins FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  return rows[0]?.embed_origins ?? [];
}

/** Replaces the list (already normalised by parseEmbedOrigins). False: no such live workspace. */
export async function setWorkspaceEmbedOrigins(
  db: Queryable,
  workspaceId: string,
  origins: readonly string[],
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE workspaces SET embed_origins = $2::text[] WHERE id = $1 AND deleting_at IS NULL',
    [workspaceId, origins],
  );
  return (rowCount ?? 0) > 0;
}
