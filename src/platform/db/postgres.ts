// PostgreSQL through node-postgres: single statements on a few pipelined connections (pipeline.ts),
// transactions and dedicated connections on a pool, one checked-out client each.
//
// Outages are answered quickly rather than waited out: connecting gives up after the connect
// timeout, the server cancels a statement after the statement timeout and closes a transaction left
// idle, and a client-side read timeout (a little longer than the statement timeout) catches a server
// that stopped answering altogether (SIGSTOP, a dead network). Once a connectivity failure is seen
// the pool is marked down: further calls fail at once with 503 while one probe at a time checks
// whether the server is back, so a frozen database does not hold every caller for the full timeout.
// A client that timed out or lost its connection is destroyed, never returned to the pool.
import pg from 'pg';
import { createPipeline } from './pipeline.ts';
import type { Db, Queryable, QueryOptions, QueryResult } from './types.ts';
import { isDatabaseUnavailable, translateDatabaseError } from './unavailable.ts';

// Return bigint/numeric columns as JS numbers where they fit; timestamps stay Date objects.
pg.types.setTypeParser(20, (v: string) => Number(v));
const parseTimestampTz = pg.types.getTypeParser(1184);
pg.types.setTypeParser(1184, (v: string) => fastTimestamp(v) ?? parseTimestampTz(v));

/** Sessions speak UTC, so timestamps arrive in the one form fastTimestamp reads. */
export const UTC_SESSION = '-c TimeZone=UTC';

/**
 * The text PostgreSQL sends for a timestamptz in a UTC session ("2026-11-22 07:12:46.123456+00"),
 * read without a regular expression: lists read hundreds of them per page. Anything else (another
 * zone, BC, infinity) falls back to pg's own parser.
 */
export function fastTimestamp(v: string): Date | null {
  if (v.length < 22 || v.charCodeAt(10) !== 32 || !v.endsWith('+00')) return null;
  const n = (from: number, to: number) => Number(v.slice(from, to));
  const fraction = v.length > 22 && v[19] === '.' ? v.slice(20, v.length - 3) : '';
  const ms = fraction ? Math.floor(Number(`${fraction}000000`.slice(0, 6)) / 1000) : 0;
  const time = Date.UTC(n(0, 4), n(5, 7) - 1, n(8, 10), n(11, 13), n(14, 16), n(17, 19), ms);
  return Number.isNaN(time) || n(0, 4) < 100 ? null : new Date(time);
}

export interface PostgresOptions {
  poolSize: number;
  /** Pipelined connections shared by single statements (beside the pool). */
  pipelineConnections: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POSTGRES_OPTIONS: PostgresOptions = {
  poolSize: 10,
  pipelineConnections: 2,
  connectTimeoutMs: 2000,
  statementTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 15_000,
};

/** How often a pool marked down checks whether the server answers again. */
const PROBE_INTERVAL_MS = 500;

function wrap(client: pg.ClientBase | pg.Pool, onFailure: (error: unknown) => void): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      try {
        const result = await client.query(sql, params as unknown[]);
        return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
      } catch (error) {
        onFailure(error);
        return translateDatabaseError(error);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.query(sql);
      } catch (error) {
        onFailure(error);
        translateDatabaseError(error);
      }
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 500;

/**
 * LISTEN on a connection of its own (outside the pool: it stays checked out for the life of the
 * process). A lost connection is opened again every RELISTEN_MS until it is back, then `onNotify(null)`
 * says that notifications may have been missed meanwhile.
 */
async function listenOn(
  url: string,
  o: PostgresOptions,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  const connect = async (): Promise<void> => {
    const own = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: o.connectTimeoutMs,
      options: UTC_SESSION,
    });
    own.on('notification', (message) => onNotify(message.payload ?? ''));
    const lost = () => {
      if (client !== own || stopped) return;
      client = undefined;
      own.end().catch(() => {});
      schedule();
    };
    own.on('error', lost);
    own.on('end', lost);
    client = own;
    await own.connect();
    await own.query(`LISTEN ${quoted}`);
  };
  const schedule = () => {
    retry = setTimeout(async () => {
      retry = undefined;
      if (stopped) return;
      try {
        await connect();
        onNotify(null);
      } catch {
        const failed = client;
        client = undefined;
        failed?.end().catch(() => {});
        if (!stopped && !retry) schedule();
      }
    }, RELISTEN_MS);
    retry.unref();
  };
  try {
    await connect();
  } catch (error) {
    const failed = client;
    client = undefined;
    await failed?.end().catch(() => {});
    return translateDatabaseError(error);
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => {});
  };
}

export function createPostgresDb(url: string, options: Partial<PostgresOptions> = {}): Db {
  const o = { ...DEFAULT_POSTGRES_OPTIONS, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: o.poolSize,
    connectionTimeoutMillis: o.connectTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    idle_in_transaction_session_timeout: o.idleInTransactionTimeoutMs,
    query_timeout: o.statementTimeoutMs + 1000,
    keepAlive: true,
    options: UTC_SESSION,
  });
  // An idle client's error (server restart) must not crash the process; the pool drops the client.
  pool.on('error', () => {});
  // A checked-out client has no pool listener: a server restart's FATAL arriving between two statements
  // of a transaction would be an unhandled 'error' event and kill the process (found by the soak).
  // Swallowed here, it leaves the client unqueryable: its next statement fails as unavailable (503)
  // and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));

  // The breaker: set while the server is believed unreachable; one probe at a time clears it.
  let down = false;
  let probing: NodeJS.Timeout | undefined;
  let closed = false;
  const probe = () => {
    probing = setTimeout(async () => {
      try {
        await pool.query('SELECT 1');
        down = false;
        probing = undefined;
      } catch {
        if (!closed) probe();
      }
    }, PROBE_INTERVAL_MS);
    probing.unref();
  };
  const onFailure = (error: unknown) => {
    if (!isDatabaseUnavailable(error) || closed) return;
    down = true;
    if (!probing) probe();
  };
  const ensureUp = () => {
    if (down) translateDatabaseError(new Error('Connection terminated: the database is marked down'));
  };
  const checkout = async () => {
    ensureUp();
    try {
      return await pool.connect();
    } catch (error) {
      onFailure(error);
      return translateDatabaseError(error);
    }
  };
  const base = wrap(pool, onFailure);
  const pipeline = createPipeline({
    url,
    connections: o.pipelineConnections,
    connectTimeoutMs: o.connectTimeoutMs,
    statementTimeoutMs: o.statementTimeoutMs,
  });

  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult<T>> {
      ensureUp();
      try {
        const result = await pipeline.query(sql, params, options?.name);
        return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
      } catch (error) {
        onFailure(error);
        return translateDatabaseError(error);
      }
    },
    async exec(sql: string) {
      ensureUp();
      return base.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await checkout();
      let broken = false;
      const tx = wrap(client, (error) => {
        if (isDatabaseUnavailable(error)) broken = true;
        onFailure(error);
      });
      try {
        await tx.query('BEGIN');
        const result = await fn(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection rolls back on the server; asking it to would only wait for a timeout.
        if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async withConnection<T>(fn: (conn: Queryable) => Promise<T>, opts?: { unbounded?: boolean }): Promise<T> {
      if (opts?.unbounded) {
        // Migrations may legitimately run for minutes: a connection of their own, without timeouts.
        const own = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: o.connectTimeoutMs,
          options: UTC_SESSION,
        });
        own.on('error', () => {}); // as for the pool's clients: the next statement fails instead
        try {
          await own.connect();
        } catch (error) {
          return translateDatabaseError(error);
        }
        try {
          return await fn(wrap(own, () => {}));
        } finally {
          await own.end().catch(() => {});
        }
      }
      const client = await checkout();
      let broken = false;
      const conn = wrap(client, (error) => {
        if (isDatabaseUnavailable(error)) broken = true;
        onFailure(error);
      });
      try {
        return await fn(conn);
      } finally {
        client.release(broken);
      }
    },
    async ready(timeoutMs: number): Promise<boolean> {
      if (down) return false;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const answer = pool.query('SELECT 1').then(
        () => true,
        (error) => {
          onFailure(error);
          return false;
        },
      );
      try {
        const answered = await Promise.race([answer, deadline]);
        // No answer in time: treat the server as down until a probe hears from it again.
        if (!answered) onFailure(new Error('Query read timeout (readiness)'));
        return answered;
      } finally {
        clearTimeout(timer);
      }
    },
    listen: (channel, onNotify) => listenOn(url, o, channel, onNotify),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: o.poolSize,
    }),
    async close() {
      closed = true;
      if (probing) clearTimeout(probing);
      await pipeline.close();
      await pool.end();
    },
  };
}
