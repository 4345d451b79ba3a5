// The migrated starting points of a test run, made once by scripts/run-tests.mjs before its passes
// instead of once per test file: a PostgreSQL template database (each file's database is then
// `CREATE DATABASE … TEMPLATE` it, test/helpers.ts) and a PGlite snapshot (a dumpDataDir of a
// migrated in-memory database, loaded by each file instead of a new database plus every migration:
// a new PGlite costs about 3 s of CPU for its initdb, a loaded one about 1 s), and a migrated on-disk
// PGlite directory that test/helpers.ts spawnServer copies into a spawned service's empty DATA_DIR
// (its first start would otherwise make and migrate one: about 3.5 s of CPU, against 0.3 s to copy).
//   node --import tsx test/database-templates.ts prepare <dir> [postgres] [pglite] [pglite-data-dir]
//   (prints the JSON environment of the test processes)
//   node --import tsx test/database-templates.ts drop <template>
// A run that does not go through the runner (no TEST_PG_TEMPLATE / TEST_PGLITE_SNAPSHOT) migrates
// each database as before.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDb } from '../src/platform/db/index.ts';

const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TEMPLATE_PREFIX = 'cs_template_';

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A migrated database named after the runner's process; the templates of dead runners are dropped. */
async function preparePostgres(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${process.ppid}`;
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(TEMPLATE_PREFIX.length));
      if (datname === name || !alive(pid))
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return name;
}

/** A migrated embedded database on disk, as a service's DATA_DIR/pglite holds it once stopped. */
async function preparePgliteDataDir(dir: string): Promise<string> {
  const dataDir = path.join(dir, 'pglite-data-dir');
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return path.join(dataDir, 'pglite');
}

async function preparePglite(dir: string): Promise<string> {
  const db = await openDb({ memory: true });
  try {
    await migrate(db);
    const dump = await db.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database gave no dump');
    const file = path.join(dir, 'pglite-snapshot.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.close();
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'prepare') {
  const [dir, ...kinds] = args;
  const env: Record<string, string> = {};
  if (kinds.includes('postgres')) env.TEST_PG_TEMPLATE = await preparePostgres();
  if (kinds.includes('pglite')) env.TEST_PGLITE_SNAPSHOT = await preparePglite(dir);
  if (kinds.includes('pglite-data-dir')) env.TEST_PGLITE_DATA_DIR = await preparePgliteDataDir(dir);
  process.stdout.write(`${JSON.stringify(env)}\n`);
} else if (command === 'drop') {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${args[0]} WITH (FORCE)`));
} else {
  throw new Error(`unknown command ${command}`);
}
