// Browsing a workspace's requests in the application (issue 9): status tabs with their counts, a
// search over signer names, signer e-mails and the template name, and keyset paging by
// (created_at, id), newest first, so that a page costs the same at request 100,000 as at request 1.
// Status is read as the API reads it (read.ts): an open request past its expiresAt is `expired`.
import type { Queryable } from '../platform/db/index.ts';
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

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL condition of a search whose pattern is `patternParam`. */
function searchSql(patternParam: string): string {
  return `(r.template_name ILIKE ${patternParam} OR EXISTS (
    SELECT 1 FROM submitters s WHERE s.request_id = r.id AND (s.name ILIKE ${patternParam} OR s.email ILIKE ${patternParam})))`;
}

export async function browseRequests(
  db: Queryable,
  workspaceId: string,
  query: BrowseQuery,
  ctx: ViewContext,
): Promise<BrowsePage> {
  const params: unknown[] = [workspaceId];
  const where = ['r.workspace_id = $1'];
  if (query.tab === 'in_progress' || query.tab === 'expired') {
    params.push(ctx.now);
    where.push(tabSql(query.tab, `$${params.length}::timestamptz`));
  } else if (query.tab !== 'all') {
    where.push(tabSql(query.tab, ''));
  }
  if (query.search) {
    params.push(containsPattern(query.search));
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
  const params: unknown[] = [workspaceId, now];
  let where = 'r.workspace_id = $1';
  if (search) {
    params.push(containsPattern(search));
    where += ` AND ${searchSql('$3')}`;
  }
  const counts = REQUEST_TABS.map(
    (tab) => `count(*) FILTER (WHERE ${tabSql(tab, '$2::timestamptz')})::int AS ${tab}`,
  );
  const { rows } = await db.query<Record<RequestTab, number>>(
    `SELECT ${counts.join(', ')} FROM signature_requests r WHERE ${where}`,
    params,
  );
  return rows[0];
}
