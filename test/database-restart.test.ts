// Found by the soak (issue 26): PostgreSQL restarted (fast shutdown) while a connection was checked out
// of the pool and idle between two statements — a transaction doing work of its own, a connection held
// for several statements — sent that connection a FATAL message no listener took, and the process died
// of an unhandled 'error' event. Each way of holding a connection now fails with 503, the process
// lives, and once the server is back the same database object serves again. PostgreSQL pass only.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { openDb } from '../src/platform/db/index.ts';
import { AppError } from '../src/platform/errors.ts';
import { DB_KIND, waitFor } from './helpers.ts';
import { type OwnPostgres, startOwnPostgres } from './own-postgres.ts';

const skip = DB_KIND !== 'postgres' && 'a PostgreSQL restart: runs in the PostgreSQL pass';
const cleanup: Array<() => Promise<unknown>> = [];
after(async () => {
  for (const close of cleanup.reverse()) await close().catch(() => {});
});

/** Holds a connection between two statements while PostgreSQL is stopped, then tries the second. */
async function heldAcrossStop(
  database: OwnPostgres,
  hold: (fn: (q: { query(sql: string): Promise<unknown> }) => Promise<void>) => Promise<unknown>,
) {
  let stopped!: () => void;
  const serverGone = new Promise<void>((resolve) => (stopped = resolve));
  const held = hold(async (q) => {
    await q.query('SELECT 1');
    await serverGone;
    await q.query('SELECT 2');
  });
  await new Promise((r) => setTimeout(r, 200));
  await database.stop();
  // Give the FATAL message time to arrive on the idle connection before it is used again.
  await new Promise((r) => setTimeout(r, 500));
  stopped();
  return held.then(
    () => undefined,
    (error: unknown) => error,
  );
}

test('a connection held between statements during a PostgreSQL restart fails with 503 and the process lives on', {
  skip,
}, async () => {
  const database = await startOwnPostgres();
  cleanup.push(() => database.destroy());
  const db = await openDb({ databaseUrl: database.url });
  cleanup.push(() => db.close());
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);
  process.on('uncaughtException', onCrash);
  cleanup.push(async () => process.off('uncaughtException', onCrash));

  for (const [what, hold] of [
    ['a transaction', (fn: any) => db.transaction(fn)],
    ['a held connection', (fn: any) => db.withConnection(fn)],
    ['a migration connection', (fn: any) => db.withConnection(fn, { unbounded: true })],
  ] as const) {
    const error = await heldAcrossStop(database, hold);
    assert.ok(error, `${what}: the statement after the restart cannot succeed`);
    assert.ok(error instanceof AppError && error.statusCode === 503, `${what}: 503, got ${String(error)}`);
    assert.deepEqual(crashes, [], `${what}: no unhandled error event`);
    await database.start();
    const rows = await waitFor(
      async () => (await db.query<{ n: number }>('SELECT 1 AS n')).rows,
      `${what}: the database to serve again`,
      30_000,
    );
    assert.deepEqual(rows, [{ n: 1 }]);
  }
});
