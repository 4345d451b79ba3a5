// Numbered plain-SQL migrations (migrations/NNNN_name.sql), each in its own transaction, applied
// under a session advisory lock so that processes starting together take turns.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
const LOCK_ID = 727_411_001; // arbitrary, constant for Countersign

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.withConnection(
    async (conn) => {
      await conn.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
      try {
        await conn.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        const done = new Set(
          (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
        );
        for (const file of files) {
          if (done.has(file)) continue;
          const sql = await readFile(path.join(dir, file), 'utf8');
          await conn.query('BEGIN');
          try {
            await conn.exec(sql);
            await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
            await conn.query('COMMIT');
          } catch (error) {
            await conn.query('ROLLBACK');
            throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
          }
          applied.push(file);
        }
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
      }
    },
    { unbounded: true },
  );
  return applied;
}
