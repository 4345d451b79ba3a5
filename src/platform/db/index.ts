// Opens the configured database: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createPgliteDb } from './pglite.ts';
import { createPostgresDb } from './postgres.ts';
import type { Db } from './types.ts';

export { migrate } from './migrate.ts';
export type { Db, PoolStats, Queryable, QueryResult } from './types.ts';

export async function openDb(options: {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
}): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  if (options.memory || !options.dataDir) return createPgliteDb(undefined);
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return createPgliteDb(dir);
}

/** PostgreSQL SQLSTATE of an error thrown by either driver, if any. */
export function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isSerializationFailure = (error: unknown) => ['40001', '40P01'].includes(pgCode(error) ?? '');
