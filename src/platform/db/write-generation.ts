// The embedded database's write generation (issue 36): one process owns an embedded database (the
// DATA_DIR lock), so every statement that can change it passes through this process's `Db`. Wrapped
// here, the `Db` counts them: the number changes when a statement that may write starts and when it
// ends, and when a transaction or a connection's work ends. A statement counts as a write unless its
// caller says it writes nothing (`readOnly`); read-cache.ts keeps reads while the number stands still.
import type { Db, Queryable, QueryOptions, QueryResult } from './types.ts';

export function countWrites(db: Db): Db {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  /** Runs `work` between two bumps, whether it succeeds or throws. */
  const around = async <T>(work: () => Promise<T>): Promise<T> => {
    bump();
    try {
      return await work();
    } finally {
      bump();
    }
  };
  const counted = (q: Queryable): Queryable => ({
    query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      if (options?.readOnly) return q.query<T>(sql, params, options);
      return around(() => q.query<T>(sql, params, options));
    },
    exec: (sql) => around(() => q.exec(sql)),
  });
  const base = counted(db);
  return {
    ...db,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => around(() => db.transaction((tx) => fn(counted(tx)))),
    withConnection: (fn, options) => around(() => db.withConnection((conn) => fn(counted(conn)), options)),
    ...(db.dumpDataDir
      ? {
          dumpDataDir: (alongside) =>
            around(() => db.dumpDataDir!((tx) => alongside?.(counted(tx)) ?? Promise.resolve())),
        }
      : {}),
    writeGeneration: () => generation,
  };
}
