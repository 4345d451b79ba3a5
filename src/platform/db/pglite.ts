// Embedded PostgreSQL (PGlite) for the zero-configuration default. One process owns the data
// directory (data-dir-lock.ts); PGlite serialises transactions itself, so the same SQL keeps its
// meaning.
import { PGlite } from '@electric-sql/pglite';
import type { DataDirLock } from './data-dir-lock.ts';
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

/** dataDir undefined: an in-memory database (tests). `lock` is released when the database closes. */
export async function createPgliteDb(dataDir: string | undefined, lock?: DataDirLock): Promise<Db> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
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
    async close() {
      await pglite.close();
      await lock?.release();
    },
  };
}
