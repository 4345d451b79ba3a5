// Browsing a workspace's requests in the application (issue 9): status tabs with their counts, a
// search over signer names, signer e-mails and the template name, and keyset paging by
// (created_at, id), newest first, so that a page costs the same at request 100,000 as at request 1.
// Status is read as the API reads it (read.ts): an open request past its expiresAt is `expired`.
// Search matches the beginnings of words ("zoe" finds "Zoe Adams", "acme" finds "ops@acme.test")
// through a full-text index over the words kept with each request when it is sent.
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

export interface BrowsePage {
  requests: RequestView[];
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

/** SQL condition of a search whose query text is `queryParam` (null: nothing matches). */
function searchSql(queryParam: string): string {
  return `(${queryParam}::text IS NOT NULL AND r.search_vector @@ to_tsquery('simple', ${queryParam}::text))`;
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
  if (query.search) {
    params.push(searchQuery(query.search));
    where.push(searchSql(`$${params.length}`));
  }
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
  const { rows } = await db.query<RequestRow>(
    `SELECT ${columns} FROM signature_requests r WHERE ${where.join(' AND ')}
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
    requests: page.map((row) => toRequestView(row, submitters.get(row.id) ?? [], ctx)),
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
  let where = 'r.workspace_id = $1 AND r.erased_at IS NULL';
  params.push(searchQuery(search));
  where += ` AND ${searchSql('$3')}`;
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
