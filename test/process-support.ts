// Shared by the tests that run the built service as its own process (spawnServer) or the CLI: what
// is to be closed or removed when the test file ends, and the environment a spawned service starts
// from, with a data directory and (in the PostgreSQL pass) a database of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { ADMIN_TOKEN, DB_KIND, freshPostgresDatabase, seedEmbeddedDatabase } from './helpers.ts';

type Closer = () => Promise<unknown>;
/** Where closers are kept: a Cleanup, or a test's own list. */
interface Closers {
  push(...closers: Closer[]): unknown;
}

/** A new directory under the system's temporary one, removed with the other closers. */
async function newTempDir(closers: Closers, prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  closers.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Closers run the last pushed first (a server stops before its database is dropped); one that fails,
 * say for a process already gone, does not keep the rest from running.
 */
export class Cleanup implements Closers {
  readonly #closers: Closer[] = [];

  push(...closers: Closer[]): void {
    this.#closers.push(...closers);
  }

  /** A new temporary directory, removed with the rest. */
  tempDir(prefix: string): Promise<string> {
    return newTempDir(this, prefix);
  }

  async run(): Promise<void> {
    for (const close of this.#closers.splice(0).reverse()) await close().catch(() => {});
  }
}

/** A Cleanup that runs when the test file ends. */
export function cleanupAtEnd(): Cleanup {
  const cleanup = new Cleanup();
  after(() => cleanup.run());
  return cleanup;
}

/**
 * What a spawned service starts from: the operator's token, a new DATA_DIR and, in the PostgreSQL pass,
 * a fresh database (else the embedded one in DATA_DIR, migrated when the runner made a template);
 * both removed with the other closers.
 */
export async function serviceEnv(
  closers: Closers,
  prefix: string,
): Promise<{ ADMIN_TOKEN: string; DATA_DIR: string; DATABASE_URL?: string }> {
  const env = { ADMIN_TOKEN, DATA_DIR: await newTempDir(closers, prefix) };
  if (DB_KIND !== 'postgres') {
    // Whatever starts on it (a service, the worker), it finds the run's migrated embedded database.
    await seedEmbeddedDatabase(env);
    return env;
  }
  // Migrated already when the runner made a template (the service's start then applies none).
  const database = await freshPostgresDatabase({ template: process.env.TEST_PG_TEMPLATE });
  closers.push(() => database.drop());
  return { ...env, DATABASE_URL: database.url };
}
