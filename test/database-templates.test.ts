// The suite's runner (scripts/run-tests.mjs, issue 36 item 5): each test database starts from a
// migrated template made once per run — a PostgreSQL template database cloned by CREATE DATABASE …
// TEMPLATE, a PGlite snapshot loaded instead of a new database and every migration, a migrated PGlite
// directory copied into a spawned service's new DATA_DIR — and each pass ends with its slowest files. Without the runner's template a database is migrated from empty.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { migrate, openDb } from '../src/platform/db/index.ts';
import { DB_KIND, freshPostgresDatabase, PG_ADMIN_URL, ROOT, seedEmbeddedDatabase } from './helpers.ts';

const TEMPLATES = path.join(ROOT, 'test/database-templates.ts');
/** This process's environment without the outer run's templates, timings and test-runner context. */
const ownEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        ![
          'TEST_PG_TEMPLATE',
          'TEST_PGLITE_SNAPSHOT',
          'TEST_PGLITE_DATA_DIR',
          'TEST_TIMINGS',
          'NODE_TEST_CONTEXT',
        ].includes(name),
    ),
  );

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

describe('the migrated template of a test run', () => {
  let dir: string;
  let made: Record<string, string>;
  const migrations = async () =>
    (await readdir(path.join(ROOT, 'migrations'))).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).length;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cs-templates-'));
    // The embedded database's on-disk template serves the services spawned in either pass.
    const kinds = [DB_KIND, 'pglite-data-dir'];
    const run = spawnSync(process.execPath, ['--import', 'tsx', TEMPLATES, 'prepare', dir, ...kinds], {
      cwd: ROOT,
      encoding: 'utf8',
      env: ownEnv(),
    });
    assert.equal(run.status, 0, run.stderr);
    made = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
  });
  after(async () => {
    if (made?.TEST_PG_TEMPLATE) {
      spawnSync(process.execPath, ['--import', 'tsx', TEMPLATES, 'drop', made.TEST_PG_TEMPLATE], {
        cwd: ROOT,
      });
      assert.equal(await databaseExists(made.TEST_PG_TEMPLATE), false);
    }
    await rm(dir, { recursive: true, force: true });
  });

  test('a database made from it has every migration and applies none', async () => {
    let db: Awaited<ReturnType<typeof openDb>>;
    let drop: (() => Promise<void>) | undefined;
    if (DB_KIND === 'postgres') {
      assert.match(made.TEST_PG_TEMPLATE, /^cs_template_\d+$/);
      const fresh = await freshPostgresDatabase({ template: made.TEST_PG_TEMPLATE });
      drop = fresh.drop;
      db = await openDb({ databaseUrl: fresh.url });
    } else {
      const snapshot = new Blob([await readFile(made.TEST_PGLITE_SNAPSHOT)]);
      db = await openDb({ memory: true, snapshot });
    }
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      assert.equal(rows[0].n, await migrations());
      assert.deepEqual(await migrate(db), []);
    } finally {
      await db.close();
      await drop?.();
    }
  });

  test('a spawned service’s new, empty DATA_DIR gets the migrated embedded database, which applies none', async () => {
    const dataDir = await mkdtemp(path.join(dir, 'service-'));
    assert.equal(await seedEmbeddedDatabase({ DATA_DIR: dataDir }, made.TEST_PGLITE_DATA_DIR), true);
    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      assert.equal(rows[0].n, await migrations());
      assert.deepEqual(await migrate(db), []);
    } finally {
      await db.close();
    }
  });

  test('a DATA_DIR that holds something, is yet to be made, or goes with a DATABASE_URL is left as it is', async () => {
    const template = made.TEST_PGLITE_DATA_DIR;
    const used = await mkdtemp(path.join(dir, 'used-'));
    await writeFile(path.join(used, 'settings.json'), '{}');
    assert.equal(await seedEmbeddedDatabase({ DATA_DIR: used }, template), false);
    assert.deepEqual(await readdir(used), ['settings.json']);
    const unmade = path.join(dir, 'not-yet');
    assert.equal(await seedEmbeddedDatabase({ DATA_DIR: unmade }, template), false);
    await assert.rejects(readdir(unmade), { code: 'ENOENT' });
    const onPostgres = await mkdtemp(path.join(dir, 'pg-'));
    const env = { DATA_DIR: onPostgres, DATABASE_URL: 'postgres://127.0.0.1/x' };
    assert.equal(await seedEmbeddedDatabase(env, template), false);
    assert.deepEqual(await readdir(onPostgres), []);
  });

  test('without it a database starts empty and is migrated from the first migration', async () => {
    const fresh = DB_KIND === 'postgres' ? await freshPostgresDatabase() : undefined;
    const db = await openDb(fresh ? { databaseUrl: fresh.url } : { memory: true });
    try {
      const { rows } = await db.query<{ t: string | null }>(
        "SELECT to_regclass('schema_migrations')::text AS t",
      );
      assert.equal(rows[0].t, null);
      assert.equal((await migrate(db)).length, await migrations());
    } finally {
      await db.close();
      await fresh?.drop();
    }
  });
});

test('the runner ends each pass with its slowest files and drops its template database', () => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/run-tests.mjs'), 'test/layers.test.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...ownEnv(), TEST_DB: DB_KIND },
  });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /slowest files \(wall, CPU of the file's process; all 1 files' CPU [\d.]+ s\):/);
  assert.match(run.stdout, /^ +[\d.]+ s +[\d.]+ s {2}test\/layers\.test\.ts$/m);
  assert.match(run.stdout, new RegExp(`^pass on ${DB_KIND}: [\\d.]+ s$`, 'm'));
  assert.doesNotMatch(run.stdout, /no migrated templates/);
  return DB_KIND === 'postgres'
    ? databaseExists(`cs_template_${run.pid}`).then((exists) => assert.equal(exists, false))
    : undefined;
});
