// Reading the change feed (issue 35 item 1): a workspace's events in the order they were committed,
// after an opaque cursor, and one request's history. A cursor is the workspace's event number (the
// order migration 0043 gives at commit) in base64url, so it means the same in every process and after
// every restart. Events are kept EVENTS_RETENTION_DAYS; a cursor from before the oldest kept event is
// 410 cursor_expired, since events the caller has not seen are gone.
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { type AppError, badRequest, coded } from '../platform/errors.ts';
import type { EventType } from './record.ts';

export interface FeedEvent {
  id: string;
  type: EventType;
  requestId: string;
  at: Date;
  role?: string;
  email?: string;
  /** On `signature_request.sent`: where the request came from (issue 45 item 4). */
  source?: string;
}

export interface FeedPage {
  events: FeedEvent[];
  next: string;
}

const PREFIX = 'ev1.';

export const encodeCursor = (seq: number) => Buffer.from(`${PREFIX}${seq}`).toString('base64url');

/** The event number a cursor stands for; 400 for anything that is not one of ours. */
export function decodeCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]{1,40}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^ev1\.(0|[1-9]\d{0,15})$/.exec(text);
  if (!match) throw badRequest('after: not a cursor of this feed (use an event id or a next value)');
  return Number(match[1]);
}

type EventRow = {
  cursor_seq: string;
  type: EventType;
  request_id: string;
  at: Date;
  role: string | null;
  email: string | null;
  source: string | null;
};

// The number as text (PGlite and pg read bigint differently); ORDER BY names the column, not this text.
const COLUMNS = 'seq::text AS cursor_seq, type, request_id, at, role, email, source';

// The page's numbers in events_feed's order, with the planner held to it (migration 0048): with no
// statistics it would otherwise read all of the workspace's events and sort them (issue 47). Then one
// lookup in the same index per event. ORDER BY names the column: `seq` alone is the text above.
export const FEED_PAGE_SEQS = `SELECT seq::text FROM events WHERE workspace_id = ($1::text[])[1] AND seq > (($1::text[])[2])::bigint
  ORDER BY events.seq LIMIT (($1::text[])[3])::bigint`;
export const FEED_SQL = `SELECT e.* FROM countersign_ids_by_index('${FEED_PAGE_SEQS}', $1::text[])
    WITH ORDINALITY AS page (seq, n)
  CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM events WHERE workspace_id = $2 AND seq = page.seq::bigint OFFSET 0) e
  ORDER BY page.n`;

function toEvent(row: EventRow): FeedEvent {
  return {
    id: encodeCursor(Number(row.cursor_seq)),
    type: row.type,
    requestId: row.request_id,
    at: row.at,
    ...(row.role !== null ? { role: row.role } : {}),
    ...(row.email !== null ? { email: row.email } : {}),
    ...(row.source !== null ? { source: row.source } : {}),
  };
}

/**
 * Up to `limit` events of the workspace after `after` (a cursor; none: from the oldest kept event),
 * oldest first, and the cursor to continue from. 410 cursor_expired when events after the cursor
 * have been forgotten; 400 for a cursor past the workspace's last event.
 */
export async function readFeed(
  db: Queryable,
  workspaceId: string,
  query: { after?: string; limit: number },
): Promise<FeedPage> {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const { rows } = await db.query<EventRow>(
    FEED_SQL,
    [[workspaceId, String(after ?? 0), String(query.limit)], workspaceId],
    { readOnly: true },
  );
  // The bounds, read after the page: an event committed in between only makes them larger.
  const bounds = await db.query<{ oldest: string | null; last: string | null }>(
    `SELECT (SELECT min(seq) FROM events WHERE workspace_id = $1)::text AS oldest,
            (SELECT last_seq FROM event_sequences WHERE workspace_id = $1)::text AS last`,
    [workspaceId],
  );
  const oldest = bounds.rows[0].oldest === null ? null : Number(bounds.rows[0].oldest);
  const last = Number(bounds.rows[0].last ?? 0);
  if (after !== undefined) {
    if (after > last) throw badRequest('after: not a cursor of this feed (use an event id or a next value)');
    // Kept events are numbered from `oldest` on (none kept: everything up to `last` was forgotten).
    const firstKept = oldest ?? last + 1;
    if (after < firstKept - 1) throw cursorExpired();
  }
  const events = rows.map(toEvent);
  const next =
    events.length > 0
      ? events[events.length - 1].id
      : encodeCursor(after ?? (oldest === null ? last : oldest - 1));
  return { events, next };
}

export const cursorExpired = (): AppError =>
  coded(
    'cursor_expired',
    'Events after this cursor are older than the retention period and were deleted; start again without after',
  );

/** One request's events in events_request's order (the plan test reads it). */
export const REQUEST_EVENTS_SQL = `SELECT ${COLUMNS} FROM events WHERE request_id = $1 AND seq IS NOT NULL ORDER BY events.seq`;

/** One request's events, oldest first, and the feed cursor of the last (to follow it on the feed). */
export async function requestEvents(
  db: Queryable,
  requestId: string,
): Promise<{ events: FeedEvent[]; next: string | null }> {
  const { rows } = await db.query<EventRow>(REQUEST_EVENTS_SQL, [requestId]);
  const events = rows.map(toEvent);
  return { events, next: events.at(-1)?.id ?? null };
}

/** Erasure of a request: its events stay (types, times), without the signer's address. */
export async function forgetEventEmails(tx: Queryable, requestId: string): Promise<void> {
  await tx.query('UPDATE events SET email = NULL WHERE request_id = $1 AND email IS NOT NULL', [requestId]);
}

/** The lifecycle sweep's part: deletes events older than `days`; returns how many. */
export async function forgetOldEvents(db: Db, clock: Clock, days: number): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `DELETE FROM events WHERE row_id IN (SELECT row_id FROM events WHERE at < $1 LIMIT 1000)`,
      [cutoff],
    );
    total += rowCount;
    if (rowCount < 1000) return total;
  }
}
