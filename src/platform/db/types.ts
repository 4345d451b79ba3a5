// The one database interface every feature uses, whether PostgreSQL (pg) or embedded PGlite serves it.
// Features write plain PostgreSQL; both engines run the same SQL and the same migrations.

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** How a statement runs. */
export interface QueryOptions {
  /**
   * A name for a statement on a hot path: PostgreSQL parses and plans it once per connection and
   * then only binds and executes it (the name must always go with the same SQL). PGlite, and
   * statements inside a transaction, ignore it.
   */
  name?: string;
  /**
   * The statement writes nothing (a plain SELECT, no function that writes, no FOR UPDATE): on the
   * embedded database it leaves the write generation as it was (write-generation.ts), so that the
   * reads cached against it (read-cache.ts) stay valid. Every statement without it counts as a write.
   */
  readOnly?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Connection counts for the metrics; PGlite has one connection and no pool (idle, waiting unset). */
export interface PoolStats {
  total: number;
  max: number;
  idle?: number;
  waiting?: number;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn inside one transaction (READ COMMITTED); commits on return, rolls back on throw. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn on one dedicated connection (for session-level advisory locks). `unbounded`: without
   * the statement and read timeouts (migrations).
   */
  withConnection<T>(fn: (conn: Queryable) => Promise<T>, options?: { unbounded?: boolean }): Promise<T>;
  /** Whether the database answers a trivial query within `timeoutMs` (readiness). */
  ready(timeoutMs: number): Promise<boolean>;
  poolStats(): PoolStats;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (delivered after the notifying
   * transaction commits), and with null when some may have been missed (the listening connection was
   * lost and is back). PostgreSQL: one dedicated connection per call, reconnected until stopped;
   * PGlite: its in-process notifications. Resolves once listening, with the way to stop.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: the whole data directory as one tar, taken between two transactions (the
   * operator's backup, which must not stop the process that holds the directory). `alongside` runs
   * in the same transaction, just before the copy: it reads what the copy holds.
   */
  dumpDataDir?(alongside?: (tx: Queryable) => Promise<void>): Promise<Blob>;
  /**
   * The embedded database only (one process owns it, so every write passes here): a number that
   * changes whenever a statement that may write starts or ends, and when a transaction ends. A read
   * made while it did not change still holds (read-cache.ts). PostgreSQL, written by other processes
   * too, has none.
   */
  writeGeneration?(): number;
  close(): Promise<void>;
}
