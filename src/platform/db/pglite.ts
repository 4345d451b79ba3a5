// Embedded PostgreSQL (PGlite) on the service's own thread: the fallback (EMBEDDED_DB_THREAD=0) to
// pglite-thread.ts, which runs it on a thread of its own. One process owns the data directory
// (data-dir-lock.ts); PGlite serialises transactions itself, so the same SQL keeps its meaning.
import type { PGlite } from '@electric-sql/pglite';
import type { DataDirLock } from './data-dir-lock.ts';
import { startPglite } from './pglite-start.ts';
import type { Db, Queryable, QueryResult } from './types.ts';
import { translateDatabaseError } from './unavailable.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(client: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      try {
        const result = await client.query<T>(sql, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      } catch (error) {
        return translateDatabaseError(error);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.exec(sql);
      } catch (error) {
        translateDatabaseError(error);
      }
    },
  };
}

/**
 * dataDir undefined: an in-memory database (tests), empty or loaded from `snapshot` (a dumpDataDir).
 * `lock` is released when the database closes.
 */
export async function createPgliteDb(
  dataDir: string | undefined,
  lock?: DataDirLock,
  snapshot?: Blob,
): Promise<Db> {
  const pglite = await startPglite(dataDir, snapshot);
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    withConnection<T>(fn: (conn: Queryable) => Promise<T>): Promise<T> {
      return fn(base);
    },
    async ready() {
      return !pglite.closed;
    },
    poolStats: () => ({ total: 1, max: 1 }),
    async listen(channel, onNotify) {
      // The embedded database lives in this process alone: its notifications are all there is.
      const stop = await pglite.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    dumpDataDir(alongside) {
      // Inside a transaction that writes nothing: PGlite runs one at a time, so the copy is taken
      // between two of ours, never halfway through one; the checkpoint keeps the WAL replayed on load short.
      // Uncompressed: compressing inside the copy held every other statement about 8 times longer.
      // (The statement goes through `tx`: a top-level one would wait for this transaction forever.)
      return pglite.transaction(async (tx) => {
        await alongside?.(wrap(tx));
        await tx.exec('CHECKPOINT');
        return pglite.dumpDataDir('none');
      });
    },
    async close() {
      await pglite.close();
      await lock?.release();
    },
  };
}
