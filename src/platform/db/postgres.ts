// PostgreSQL through node-postgres: a pool, with transactions on one checked-out client.
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.ts';

// Return bigint/numeric columns as JS numbers where they fit; timestamps stay Date objects.
pg.types.setTypeParser(20, (v: string) => Number(v));

function wrap(client: pg.PoolClient | pg.Pool): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export function createPostgresDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async withConnection<T>(fn: (conn: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async close() {
      await pool.end();
    },
  };
}
