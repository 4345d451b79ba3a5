// Reading signature requests: one by id (spec §4.2), a filtered page of them (spec §4.4), and the
// resource shape of spec §2.1 plus `expiresAt` and each submitter's `signingUrl` (CONTRACT §5).
// Expiry is applied on every read: a non-terminal request whose expiresAt has passed reads
// `expired` even before the sweep has recorded it.
import { createHash } from 'node:crypto';
import { createBatcher, perDatabase } from '../platform/db/batcher.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { cachedReads } from '../platform/db/read-cache.ts';
import { notFound } from '../platform/errors.ts';
import { type CcRecipient, ccView } from './cc.ts';
import { statusCounts, totalOf } from './counts.ts';
import { signingUrl } from './signing-tokens.ts';
import { effectiveStatus, type RequestStatus, type SubmitterStatus } from './status.ts';

/** Where a request came from (issue 45 item 4). */
export type RequestSource = 'api' | 'application' | 'public_link';

export type { RequestStatus, SubmitterStatus } from './status.ts';
export { effectiveStatus, effectiveStatusSql, isTerminal, REQUEST_STATUSES } from './status.ts';

export interface RequestRow {
  id: string;
  workspace_id: string;
  template_id: string;
  template_name: string;
  status: RequestStatus;
  message: string | null;
  send_email: boolean;
  idempotency_key: string | null;
  has_signed_document: boolean;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  /** The people copied on it (cc.ts), as stored. */
  cc: CcRecipient[];
  /** Automatic reminders (auto-remind.ts): every this many days, at most remind_max; null: none. */
  remind_every_days: number | null;
  remind_max: number | null;
  /** Where it came from (issue 45 item 4): 'api', 'application' or 'public_link'. */
  source: RequestSource;
}

export interface SubmitterRow {
  id: string;
  request_id: string;
  position: number;
  role: string;
  name: string;
  email: string;
  status: SubmitterStatus;
  invited_at: Date | null;
  completed_at: Date | null;
  last_reminded_at: Date | null;
  locale: string;
  /** Moved on by each correction (correct-signer.ts): the version of their signing link. */
  link_version: number;
}

export const REQUEST_COLUMNS =
  'id, workspace_id, template_id, template_name, status, message, send_email, idempotency_key, has_signed_document, created_at, expires_at, completed_at, cc, remind_every_days, remind_max, source';
export const SUBMITTER_COLUMNS =
  'id, request_id, position, role, name, email, status, invited_at, completed_at, last_reminded_at, locale, link_version';

/** The submitter whose turn it is: the first one who has not completed, unless someone declined. */
export function turnSubmitter<T extends Pick<SubmitterRow, 'position' | 'status'>>(
  submitters: T[],
): T | null {
  const ordered = [...submitters].sort((a, b) => a.position - b.position);
  for (const submitter of ordered) {
    if (submitter.status === 'completed') continue;
    return submitter.status === 'declined' ? null : submitter;
  }
  return null;
}

export interface SubmitterView {
  role: string;
  name: string;
  email: string;
  status: SubmitterStatus;
  completedAt: Date | null;
  locale: string;
  /** The signer's link: a credential, so only in answers to callers that may act on the request. */
  signingUrl?: string;
}

export interface RequestView {
  id: string;
  templateId: string;
  templateName: string;
  status: RequestStatus;
  submitters: SubmitterView[];
  hasSignedDocument: boolean;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date;
  cc: CcRecipient[];
  reminders: { everyDays: number; max: number } | null;
  source: RequestSource;
}

/** What a view needs besides the rows: the time of the read and how to make signing links. */
export interface ViewContext {
  now: Date;
  publicUrl: string;
  tokenSecret: Buffer;
  /**
   * Whether the reader may hold signing links (issue 44 item 3): a link signs, declines and uploads,
   * so a key that may only read (`submissions:read` without `submissions:write`) gets none.
   */
  links: boolean;
}

export function toRequestView(row: RequestRow, submitters: SubmitterRow[], ctx: ViewContext): RequestView {
  return {
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    status: effectiveStatus(row, ctx.now),
    submitters: [...submitters]
      .sort((a, b) => a.position - b.position)
      .map((s) => ({
        role: s.role,
        name: s.name,
        email: s.email,
        status: s.status,
        completedAt: s.completed_at,
        locale: s.locale,
        ...(ctx.links
          ? { signingUrl: signingUrl(ctx.publicUrl, ctx.tokenSecret, s.id, s.link_version) }
          : {}),
      })),
    hasSignedDocument: row.has_signed_document,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    expiresAt: row.expires_at,
    cc: ccView(row.cc),
    reminders:
      row.remind_every_days && row.remind_max
        ? { everyDays: row.remind_every_days, max: row.remind_max }
        : null,
    source: row.source,
  };
}

// One walk of the submitters' index per request (OFFSET 0 keeps each lookup apart, issue 47): with
// no statistics the planner guesses a fifth of a percent of the table per id, and may scan it all.
export const SUBMITTERS_SQL = `SELECT s.* FROM unnest($1::text[]) AS wanted (id)
  CROSS JOIN LATERAL (SELECT ${SUBMITTER_COLUMNS} FROM submitters WHERE request_id = wanted.id OFFSET 0) s
  ORDER BY s.request_id, s.position`;

export async function submittersOf(
  db: Queryable,
  requestIds: string[],
): Promise<Map<string, SubmitterRow[]>> {
  const byRequest = new Map<string, SubmitterRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const { rows } = await db.query<SubmitterRow>(SUBMITTERS_SQL, [requestIds]);
  for (const row of rows) byRequest.get(row.request_id)?.push(row);
  return byRequest;
}

/** A request of this workspace; another workspace's request is null, like an unknown one. */
/** The request row, locked FOR UPDATE inside `tx` (orders remind, void and signing steps); 404 if not ours. */
export async function lockRequest(tx: Queryable, workspaceId: string, id: string): Promise<RequestRow> {
  const { rows } = await tx.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM signature_requests
      WHERE id = $1 AND workspace_id = $2 AND erased_at IS NULL FOR UPDATE`,
    [id, workspaceId],
  );
  if (!rows[0]) throw notFound('Signature request');
  return rows[0];
}

const SUBMITTER_KEYS = SUBMITTER_COLUMNS.split(', ') as Array<keyof SubmitterRow>;

/**
 * Requests with their submitters in one round trip, the request's columns on every row. The reads
 * asked for at the same moment share one statement (platform/db/batcher.ts), which starts after each
 * of them was asked for, so every caller reads the request as it is then.
 */
/**
 * An erased request is read like any other and answered as not found here: a condition on erased_at
 * in the statement changes the planner's estimate of how many requests match, and with it the plan
 * of the hottest read (a scan of the table instead of a lookup per id, 3.7× its database CPU).
 *
 * Each id is looked up on its own (issue 47): `OFFSET 0` keeps the planner from merging the lateral
 * subqueries into a join, so whatever its statistics say (none right after a burst of sends) the
 * only plan is one primary-key lookup per id and one walk of the submitters' index per request.
 */
export const FIND_SQL = `SELECT ${REQUEST_COLUMNS.split(', ')
  .map((c) => `r.${c}`)
  .join(', ')}, r.erased_at IS NOT NULL AS erased, ${SUBMITTER_KEYS.map((c) => `s.${c} AS s_${c}`).join(', ')}
   FROM jsonb_array_elements_text($1::jsonb) AS wanted (id)
  CROSS JOIN LATERAL (SELECT * FROM signature_requests WHERE id = wanted.id OFFSET 0) r
   LEFT JOIN LATERAL (SELECT * FROM submitters WHERE request_id = r.id OFFSET 0) s ON true
  ORDER BY r.id, s.position`;

type JoinedRow = RequestRow & { erased: boolean } & Record<string, unknown>;
type Found = { row: RequestRow; submitters: SubmitterRow[] };

const requestsById = perDatabase((db: Db) =>
  createBatcher<{ workspaceId: string; id: string }, Found | null>({
    async run(wanted) {
      // The ids as JSON, not an array: the statement is then planned once per connection (see
      // authenticate_api_keys).
      const ids = JSON.stringify([...new Set(wanted.map((w) => w.id))]);
      const { rows } = await db.query<JoinedRow>(FIND_SQL, [ids], { name: 'find_requests', readOnly: true });
      const found = new Map<string, Found>();
      for (const row of rows) {
        let entry = found.get(row.id);
        if (!entry) {
          entry = { row, submitters: [] };
          found.set(row.id, entry);
        }
        if (row.s_id !== null) {
          entry.submitters.push(
            Object.fromEntries(
              SUBMITTER_KEYS.map((key) => [key, row[`s_${key}`]]),
            ) as unknown as SubmitterRow,
          );
        }
      }
      // Another workspace's request, or an erased one, is not found, exactly like an unknown one.
      return wanted.map((w) => {
        const entry = found.get(w.id);
        return entry && entry.row.workspace_id === w.workspaceId && !(entry.row as JoinedRow).erased
          ? entry
          : null;
      });
    },
    maxBatch: 100,
    maxInFlight: 2,
  }),
);

/** On the embedded database, kept while nothing is written (read-cache.ts): a poll then costs no statement. */
const cachedRequestsById = perDatabase((db: Db) =>
  cachedReads(
    db,
    requestsById(db),
    (wanted: { workspaceId: string; id: string }) => `${wanted.workspaceId} ${wanted.id}`,
  ),
);

export async function findRequest(
  db: Db,
  workspaceId: string,
  id: string,
  ctx: ViewContext,
): Promise<RequestView | null> {
  const found = await cachedRequestsById(db)({ workspaceId, id });
  return found ? toRequestView(found.row, found.submitters, ctx) : null;
}

/**
 * How an idempotency key is stored: its SHA-256, so that the key of an erased request stays spent
 * without the caller's string being kept (migration 0025).
 */
export function idempotencyKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The request sent earlier with this idempotency key, as it is now. A key whose request was erased
 * stays spent: its replay is a 404, and nothing is sent or charged again.
 */
/** A replay's lookup, on the unique (workspace, key) index (the plan test reads it). */
export const IDEMPOTENCY_SQL = `SELECT id, erased_at IS NOT NULL AS erased FROM signature_requests
  WHERE workspace_id = $1 AND idempotency_key = $2`;

export async function findByIdempotencyKey(
  db: Db,
  workspaceId: string,
  key: string,
  ctx: ViewContext,
): Promise<RequestView | null> {
  const { rows } = await db.query<{ id: string; erased: boolean }>(IDEMPOTENCY_SQL, [
    workspaceId,
    idempotencyKeyHash(key),
  ]);
  if (rows[0]?.erased) throw notFound('Signature request');
  return rows[0] ? findRequest(db, workspaceId, rows[0].id, ctx) : null;
}

/**
 * The sender's values a request of this workspace was sent with (normalised, as the document was
 * filled), for sending it again; null for another workspace's request, an erased or unknown one.
 */
export async function findSenderValues(
  db: Queryable,
  workspaceId: string,
  id: string,
): Promise<Record<string, string | number | boolean> | null> {
  const { rows } = await db.query<{ sender_values: Record<string, string | number | boolean> | null }>(
    `SELECT sender_values FROM signature_requests
      WHERE id = $1 AND workspace_id = $2 AND erased_at IS NULL`,
    [id, workspaceId],
  );
  return rows[0] ? (rows[0].sender_values ?? {}) : null;
}

export interface ListQuery {
  status?: RequestStatus;
  templateId?: string;
  source?: RequestSource;
  limit: number;
  offset: number;
}

/**
 * The WHERE clause of a list, for countersign_ids_by_index (migration 0048): its values are text in
 * one array, cast back where used, the workspace first. A status filter names the stored status and
 * expires_at rather than computing the effective status, so the indexes of migration 0006 serve it: `pending` and `opened`
 * are those not yet due; `expired` is the recorded ones plus the open ones whose time is up.
 */
function listFilter(workspaceId: string, query: ListQuery, now: Date): { where: string; args: string[] } {
  const args = [workspaceId];
  const arg = (value: string, type = 'text') => {
    args.push(value);
    return `(($1::text[])[${args.length}])::${type}`;
  };
  const clauses = ['workspace_id = ($1::text[])[1] AND erased_at IS NULL'];
  if (query.templateId !== undefined) clauses.push(`template_id = ${arg(query.templateId)}`);
  if (query.source !== undefined) clauses.push(`source = ${arg(query.source)}`);
  if (query.status === 'pending' || query.status === 'opened') {
    clauses.push(`status = ${arg(query.status)} AND expires_at > ${arg(now.toISOString(), 'timestamptz')}`);
  } else if (query.status === 'expired') {
    clauses.push(
      `(status = 'expired' OR (status IN ('pending', 'opened') AND expires_at <= ${arg(now.toISOString(), 'timestamptz')}))`,
    );
  } else if (query.status !== undefined) {
    clauses.push(`status = ${arg(query.status)}`);
  }
  return { where: clauses.join(' AND '), args };
}

/**
 * A page of the workspace's requests, newest first (ties by id, so paging is stable). The page's ids
 * are read first, in index order and with the planner held to it (countersign_ids_by_index, issue 47):
 * the rows an offset skips are index entries only (signature_requests_pages for the unfiltered list,
 * an index-only scan once the table is vacuumed), and only the page's own rows are fetched, one
 * primary-key lookup each. A page past the middle is read from the oldest end, backwards along the
 * same index, so the deepest page skips nothing: its cost is that of the page the same distance from
 * the start. That needs the total first; a shallow page reads both at once.
 */
export async function listRequests(
  db: Queryable,
  workspaceId: string,
  query: ListQuery,
  ctx: ViewContext,
): Promise<{ submissions: RequestView[]; total: number }> {
  const counted =
    query.source === undefined
      ? statusCounts(db, workspaceId, ctx.now, query.templateId).then((counts) =>
          totalOf(counts, query.status),
        )
      : countBySource(db, workspaceId, query, ctx.now);
  const deep = query.offset >= DEEP_OFFSET;
  const pageOf = (total?: number) => {
    const { sql, params } = listStatement(workspaceId, query, ctx.now, total);
    return db.query<RequestRow>(sql, params, { readOnly: true });
  };
  const [page, total] = deep
    ? await counted.then(async (total) => [await pageOf(total), total] as const)
    : await Promise.all([pageOf(), counted]);
  const submitters = await submittersOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    submissions: page.rows.map((row) => toRequestView(row, submitters.get(row.id) ?? [], ctx)),
    total,
  };
}

/** From this offset on, the total is read before the page, which may then be read from the far end. */
const DEEP_OFFSET = 1_000;

/**
 * The total of a list filtered by source (issue 45 item 4), counted on the list's own filter: the
 * kept counters are by template and status only. The source index bounds it to that source's rows.
 */
async function countBySource(
  db: Queryable,
  workspaceId: string,
  query: ListQuery,
  now: Date,
): Promise<number> {
  const { sql, params } = countStatement(workspaceId, query, now);
  const { rows } = await db.query<{ n: number }>(sql, params, { readOnly: true });
  return rows[0]?.n ?? 0;
}

/**
 * The count of a filtered list, on its own filter, with the planner held to the indexes
 * (countersign_ids_by_index): a generic plan knows no source and would scan the table. The plan
 * test reads `ids` with `args`.
 */
export function countStatement(workspaceId: string, query: ListQuery, now: Date) {
  const { where, args } = listFilter(workspaceId, query, now);
  const ids = `SELECT id FROM signature_requests WHERE ${where}`;
  return {
    sql: 'SELECT count(*)::int AS n FROM countersign_ids_by_index($1, $2::text[])',
    params: [ids, args],
    ids,
    args,
  };
}

/**
 * The list's statement: `pageIds` is the one countersign_ids_by_index runs with `args` (the plan test
 * reads both). Given the list's `total`, a page past its middle is read from the oldest end: the same
 * rows, the index walked the other way, and put back in newest-first order.
 */
export function listStatement(workspaceId: string, query: ListQuery, now: Date, total?: number) {
  const { where, args } = listFilter(workspaceId, query, now);
  const fromEnd = total !== undefined && query.offset > total / 2;
  const limit = fromEnd ? Math.max(0, Math.min(query.limit, total - query.offset)) : query.limit;
  const offset = fromEnd ? Math.max(0, total - query.offset - query.limit) : query.offset;
  const order = fromEnd ? 'created_at ASC, id ASC' : 'created_at DESC, id DESC';
  const pageIds = `SELECT id FROM signature_requests WHERE ${where}
    ORDER BY ${order} LIMIT ${arg(args, limit)} OFFSET ${arg(args, offset)}`;
  const sql = `SELECT ${REQUEST_COLUMNS.split(', ')
    .map((c) => `r.${c}`)
    .join(', ')}
     FROM countersign_ids_by_index($1, $2::text[]) WITH ORDINALITY AS page (id, n)
    CROSS JOIN LATERAL (SELECT * FROM signature_requests WHERE id = page.id OFFSET 0) r
    ORDER BY page.n${fromEnd ? ' DESC' : ''}`;
  return { sql, params: [pageIds, args], pageIds, args, fromEnd };
}

/** An integer as one more value of `args`, cast back where the statement uses it. */
function arg(args: string[], value: number): string {
  args.push(String(value));
  return `(($1::text[])[${args.length}])::bigint`;
}
