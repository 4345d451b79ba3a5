// Browsing a workspace's requests in the application (issue 9): status tabs with their counts, a
// search over signer names, signer e-mails and the template name, and keyset paging by
// (created_at, id), newest first, so that a page costs the same at request 100,000 as at request 1.
// Status is read as the API reads it (read.ts): an open request past its expiresAt is `expired`.
// Search matches the beginnings of words ("zoe" finds "Zoe Adams", "acme" finds "ops@acme.test")
// through a full-text index over the words kept with each request when it is sent, and a request's
// id exactly ("sr_…"). Each request of a page comes with who sent it: the member, or the API key.
import type { Queryable } from '../platform/db/index.ts';
import { type StatusCounts, statusCounts, totalOf } from './counts.ts';
import {
  REQUEST_COLUMNS,
  type RequestRow,
  type RequestView,
  submittersOf,
  toRequestView,
  type ViewContext,
} from './read.ts';

export const REQUEST_TABS = ['all', 'in_progress', 'completed', 'declined', 'expired', 'voided'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/** Where a page starts: after (older) or before (newer) this request in the newest-first order. */
export interface Cursor {
  createdAt: Date;
  id: string;
  direction: 'older' | 'newer';
}

export interface BrowseQuery {
  tab: RequestTab;
  search?: string;
  cursor?: Cursor;
  limit: number;
}

/** Who sent a request: a member in the application, or an API key (its name, when it has one). */
export type SentBy =
  | { type: 'member'; name: string | null }
  | { type: 'api_key'; name: string | null; lastFour: string | null };

export type BrowsedRequest = RequestView & { sentBy: SentBy };

export interface BrowsePage {
  requests: BrowsedRequest[];
  /** Cursors to the neighbouring pages, when there are requests there. */
  older: Cursor | null;
  newer: Cursor | null;
}

/** SQL condition of a tab at `nowParam`, on signature_requests aliased `r`. */
function tabSql(tab: RequestTab, nowParam: string): string {
  switch (tab) {
    case 'all':
      return 'true';
    case 'in_progress':
      return `(r.status IN ('pending', 'opened') AND r.expires_at > ${nowParam})`;
    case 'expired':
      return `(r.status = 'expired' OR (r.status IN ('pending', 'opened') AND r.expires_at <= ${nowParam}))`;
    default:
      return `r.status = '${tab}'`;
  }
}

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_SEARCH_WORDS = 8;

/**
 * The words a request is found by, stored with it at send: the template name, and each signer's
 * name, e-mail address and the parts of that address (so "acme" finds "ops@acme.test").
 */
export function requestSearchText(templateName: string, submitters: Array<{ name: string; email: string }>) {
  const words = submitters.flatMap((s) => [s.name, s.email, s.email.replace(/[^\p{L}\p{N}]+/gu, ' ')]);
  return [templateName, ...words].join(' ').normalize('NFC').toLowerCase();
}

/** The full-text query of a search: every word, as a prefix; null when it has no word at all. */
export function searchQuery(search: string): string | null {
  const words = search.normalize('NFC').toLowerCase().match(WORD);
  // Only letters and digits reach the query, so nothing in it is operator syntax.
  return words
    ? words
        .slice(0, MAX_SEARCH_WORDS)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/** A request id as typed into the search: found by that id exactly. */
const REQUEST_ID = /^sr_[0-9a-z]{10,40}$/;

/** The search's SQL condition on `r`, its one parameter pushed onto `params` (a null query matches nothing). */
function searchCondition(search: string, params: unknown[]): string {
  const id = search.trim().toLowerCase();
  if (REQUEST_ID.test(id)) {
    params.push(id);
    return `r.id = $${params.length}`;
  }
  params.push(searchQuery(search));
  const p = `$${params.length}`;
  return `(${p}::text IS NOT NULL AND r.search_vector @@ to_tsquery('simple', ${p}::text))`;
}

type BrowsedRow = RequestRow & {
  api_key_id: string | null;
  member_name: string | null;
  key_name: string | null;
  key_last_four: string | null;
};

function sentByOf(row: BrowsedRow): SentBy {
  return row.api_key_id
    ? { type: 'api_key', name: row.key_name || null, lastFour: row.key_last_four }
    : { type: 'member', name: row.member_name || null };
}

export async function browseRequests(
  db: Queryable,
  workspaceId: string,
  query: BrowseQuery,
  ctx: ViewContext,
): Promise<BrowsePage> {
  const params: unknown[] = [workspaceId];
  const where = ['r.workspace_id = $1 AND r.erased_at IS NULL'];
  if (query.tab === 'in_progress' || query.tab === 'expired') {
    params.push(ctx.now);
    where.push(tabSql(query.tab, `$${params.length}::timestamptz`));
  } else if (query.tab !== 'all') {
    where.push(tabSql(query.tab, ''));
  }
  if (query.search) where.push(searchCondition(query.search, params));
  const newer = query.cursor?.direction === 'newer';
  if (query.cursor) {
    params.push(query.cursor.createdAt, query.cursor.id);
    const [at, id] = [`$${params.length - 1}::timestamptz`, `$${params.length}`];
    where.push(newer ? `(r.created_at, r.id) > (${at}, ${id})` : `(r.created_at, r.id) < (${at}, ${id})`);
  }
  params.push(query.limit + 1);
  const order = newer ? 'r.created_at, r.id' : 'r.created_at DESC, r.id DESC';
  const columns = REQUEST_COLUMNS.split(', ')
    .map((c) => `r.${c}`)
    .join(', ');
  const { rows } = await db.query<BrowsedRow>(
    `SELECT ${columns}, r.api_key_id, m.name AS member_name, k.name AS key_name, k.last_four AS key_last_four
       FROM signature_requests r
       LEFT JOIN members m ON m.id = r.member_id
       LEFT JOIN api_keys k ON k.id = r.api_key_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (newer) page.reverse();
  const submitters = await submittersOf(
    db,
    page.map((r) => r.id),
  );
  const first = page[0];
  const last = page[page.length - 1];
  const hasNewer = newer ? more : query.cursor !== undefined;
  const hasOlder = newer ? true : more;
  return {
    requests: page.map((row) => ({
      ...toRequestView(row, submitters.get(row.id) ?? [], ctx),
      sentBy: sentByOf(row),
    })),
    newer: hasNewer && first ? { createdAt: first.created_at, id: first.id, direction: 'newer' } : null,
    older: hasOlder && last ? { createdAt: last.created_at, id: last.id, direction: 'older' } : null,
  };
}

/** How many of the workspace's requests (matching the search, if any) each tab holds. */
export async function countRequestsByTab(
  db: Queryable,
  workspaceId: string,
  search: string | undefined,
  now: Date,
): Promise<Record<RequestTab, number>> {
  if (!search) return tabsOf(await statusCounts(db, workspaceId, now));
  const params: unknown[] = [workspaceId, now];
  const where = `r.workspace_id = $1 AND r.erased_at IS NULL AND ${searchCondition(search, params)}`;
  // One pass, grouped by stored status and whether an open request is overdue (it reads expired).
  const { rows } = await db.query<{ status: string; overdue: boolean; n: number }>(
    `SELECT r.status, (r.status IN ('pending', 'opened') AND r.expires_at <= $2::timestamptz) AS overdue,
            count(*)::int AS n
       FROM signature_requests r WHERE ${where} GROUP BY 1, 2`,
    params,
  );
  const counts = Object.fromEntries(REQUEST_TABS.map((tab) => [tab, 0])) as Record<RequestTab, number>;
  for (const { status, overdue, n } of rows) {
    counts.all += n;
    const tab: RequestTab = overdue
      ? 'expired'
      : status === 'pending' || status === 'opened'
        ? 'in_progress'
        : (status as RequestTab);
    counts[tab] += n;
  }
  return counts;
}

/** How far back a send counts as a repeat of an earlier one (the send form warns). */
export const RECENT_DUPLICATE_MS = 10 * 60_000;

/**
 * The newest request of this workspace sent since `since` with this template to exactly this set of
 * signer e-mail addresses (case aside), whoever sent it; null when there is none. The send form asks
 * before sending the same document to the same people twice.
 */
export async function recentDuplicate(
  db: Queryable,
  workspaceId: string,
  templateId: string,
  emails: string[],
  since: Date,
): Promise<{ id: string; createdAt: Date } | null> {
  return (await recentDuplicates(db, workspaceId, templateId, [emails], since))[0];
}

/** A set of signer addresses as compared: each once, trimmed, lower case, in order. */
const peopleKey = (emails: string[]) =>
  [...new Set(emails.map((e) => e.trim().toLowerCase()))].sort().join('\n');

/**
 * recentDuplicate for many sets of signers at once (bulk send's rows, issue 31 item 7), in one
 * query: for each set, in order, the newest such request, or null.
 */
export async function recentDuplicates(
  db: Queryable,
  workspaceId: string,
  templateId: string,
  emailSets: string[][],
  since: Date,
): Promise<Array<{ id: string; createdAt: Date } | null>> {
  const wanted = emailSets.map((emails) => (emails.length > 0 ? peopleKey(emails) : null));
  if (wanted.every((key) => key === null)) return wanted.map(() => null);
  const { rows } = await db.query<{ id: string; created_at: Date; emails: string[] }>(
    `SELECT r.id, r.created_at,
            ARRAY(SELECT DISTINCT lower(s.email) FROM submitters s WHERE s.request_id = r.id) AS emails
       FROM signature_requests r
      WHERE r.workspace_id = $1 AND r.template_id = $2 AND r.created_at >= $3::timestamptz
        AND r.erased_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC`,
    [workspaceId, templateId, since],
  );
  // Newest first: the first request seen for a set of people is the newest.
  const newest = new Map<string, { id: string; createdAt: Date }>();
  for (const row of rows) {
    const key = peopleKey(row.emails);
    if (!newest.has(key)) newest.set(key, { id: row.id, createdAt: row.created_at });
  }
  return wanted.map((key) => (key === null ? null : (newest.get(key) ?? null)));
}

/** The tabs' counts from the status counts (without a search: the counters, whatever the volume). */
function tabsOf(counts: StatusCounts): Record<RequestTab, number> {
  return {
    all: totalOf(counts),
    in_progress: counts.pending + counts.opened,
    completed: counts.completed,
    declined: counts.declined,
    expired: counts.expired,
    voided: counts.voided,
  };
}
