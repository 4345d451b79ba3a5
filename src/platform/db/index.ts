// Opens the configured database: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR (held by
// this process alone: a second process on the same directory refuses to start).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { createPostgresDb, type PostgresOptions } from './postgres.ts';
import type { Db } from './types.ts';
import { countWrites } from './write-generation.ts';

export { DataDirInUseError } from './data-dir-lock.ts';
export { migrate } from './migrate.ts';
export type { PostgresOptions } from './postgres.ts';
export type { Db, PoolStats, Queryable, QueryResult } from './types.ts';
export { isDatabaseUnavailable } from './unavailable.ts';

export async function openDb(options: {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /**
   * With `memory`: the database starts from this dump (PGlite's dumpDataDir) instead of an empty one —
   * the tests' migrated snapshot, loaded in about a third of the CPU of a new database's set-up.
   */
  snapshot?: Blob;
  postgres?: Partial<PostgresOptions>;
  /** Said to a second process that finds the embedded database taken (e.g. the port served). */
  lockNote?: string;
  /**
   * The embedded database on a thread of its own (pglite-thread.ts, the default), or on this one
   * (pglite.ts: EMBEDDED_DB_THREAD=0).
   */
  thread?: boolean;
  /** With `thread`: a built pglite-worker.mjs to run on it instead of the sources (tests). */
  workerEntry?: string;
}): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.postgres);
  // PGlite (its WebAssembly PostgreSQL) is loaded only by a process that embeds the database.
  const create =
    options.thread === false
      ? (await import('./pglite.ts')).createPgliteDb
      : (dir: string | undefined, lock?: DataDirLock, snapshot?: Blob) =>
          import('./pglite-thread.ts').then((thread) =>
            thread.createPgliteThreadDb(dir, lock, snapshot, options.workerEntry),
          );
  // One process writes it, so it counts its writes: the reads cached against them (read-cache.ts).
  const createPgliteDb = async (dir: string | undefined, lock?: DataDirLock, snapshot?: Blob) =>
    countWrites(await create(dir, lock, snapshot));
  if (options.memory || !options.dataDir) return createPgliteDb(undefined, undefined, options.snapshot);
  await mkdir(options.dataDir, { recursive: true });
  // The lock comes before PGlite touches a single file of the directory.
  const lock = await lockDataDir(options.dataDir, options.lockNote);
  const dir = path.join(options.dataDir, 'pglite');
  try {
    await mkdir(dir, { recursive: true });
    return await createPgliteDb(dir, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** PostgreSQL SQLSTATE of an error thrown by either driver, if any. */
export function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isSerializationFailure = (error: unknown) => ['40001', '40P01'].includes(pgCode(error) ?? '');
