// The embedded database on a thread of its own (issue 36, platform/db/pglite-thread.ts): statements,
// transactions, rollbacks, PostgreSQL's error fields, bytea and notifications cross the thread and
// behave as on the service's own thread; and a process killed in the middle of a transaction leaves
// a data directory that opens again with what was committed and nothing of what was not.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { isUniqueViolation, openDb } from '../src/platform/db/index.ts';
import type { Db } from '../src/platform/db/types.ts';
import { ROOT, waitFor } from './helpers.ts';

let db: Db;
before(async () => {
  db = await openDb({ memory: true });
  await db.exec(`
    CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, at timestamptz, data jsonb, bytes bytea);
    CREATE TABLE children (id int PRIMARY KEY, item int REFERENCES items (id));
  `);
});
after(async () => {
  await db?.close();
});

test('statements and their values cross the thread with their types', async () => {
  const at = new Date('2026-11-27T10:00:00.000Z');
  const inserted = await db.query(
    'INSERT INTO items (id, name, at, data) VALUES ($1, $2, $3, $4), ($5, $6, NULL, NULL)',
    [1, 'one', at, JSON.stringify({ a: [1, 'x'] }), 2, 'two'],
  );
  assert.equal(inserted.rowCount, 2);
  const { rows } = await db.query<{ id: number; name: string; at: Date | null; data: unknown }>(
    'SELECT id, name, at, data FROM items WHERE id = ANY($1) ORDER BY id',
    [[1, 2]],
  );
  assert.deepEqual(rows, [
    { id: 1, name: 'one', at, data: { a: [1, 'x'] } },
    { id: 2, name: 'two', at: null, data: null },
  ]);
  assert.ok(rows[0].at instanceof Date);
  assert.equal((await db.query("UPDATE items SET name = name || '!' WHERE id > 0")).rowCount, 2);
});

test('a transaction commits on return and rolls back on throw', async () => {
  const kept = await db.transaction(async (tx) => {
    await tx.query("INSERT INTO items (id, name) VALUES (10, 'kept')");
    return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id = 10')).rows[0].n;
  });
  assert.equal(kept, 1);
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id, name) VALUES (11, 'dropped')");
      throw new Error('changed my mind');
    }),
    /changed my mind/,
  );
  const { rows } = await db.query<{ id: number }>('SELECT id FROM items WHERE id IN (10, 11)');
  assert.deepEqual(rows, [{ id: 10 }]);
});

test('a statement outside a transaction waits for the open one, as PGlite runs one at a time', async () => {
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  let finish!: () => void;
  const finishing = new Promise<void>((resolve) => (finish = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query("INSERT INTO items (id, name) VALUES (20, 'inside')");
    opened();
    await finishing;
  });
  await isOpen;
  const outside = db.query<{ id: number }>('SELECT id FROM items WHERE id = 20');
  finish();
  await transaction;
  assert.deepEqual((await outside).rows, [{ id: 20 }]);
});

test("PostgreSQL's errors arrive with every field the features read", async () => {
  const duplicate = await db.query("INSERT INTO items (id, name) VALUES (1, 'again')").then(
    () => undefined,
    (error: unknown) => error,
  );
  assert.ok(duplicate instanceof Error);
  assert.ok(isUniqueViolation(duplicate));
  assert.equal((duplicate as unknown as Record<string, unknown>).constraint, 'items_pkey');
  assert.equal((duplicate as unknown as Record<string, unknown>).table, 'items');
  assert.match(
    String((duplicate as unknown as Record<string, unknown>).detail),
    /Key \(id\)=\(1\) already exists/,
  );
  assert.match(duplicate.message, /duplicate key value/);

  const foreign = await db
    .transaction((tx) => tx.query('INSERT INTO children (id, item) VALUES (1, 999)'))
    .then(
      () => undefined,
      (error: unknown) => error as Record<string, unknown>,
    );
  assert.equal(foreign?.code, '23503');
  assert.equal(foreign?.constraint, 'children_item_fkey');

  const syntax = await db.exec('SELEC 1').then(
    () => undefined,
    (error: unknown) => error as Record<string, unknown>,
  );
  assert.equal(syntax?.code, '42601');
  // The failed statements changed nothing, and the database still answers.
  assert.equal((await db.query('SELECT 1 AS one')).rows.length, 1);
});

test("bytea crosses both ways exactly, and the caller's bytes stay whole", async () => {
  const pooled = Buffer.from('%PDF-1.7 a view into the shared pool'); // small: a slice of node's pool
  const large = Buffer.alloc(3 * 1024 * 1024, 7);
  for (const [id, bytes] of [
    [30, pooled],
    [31, large],
    [32, new Uint8Array(0)],
  ] as const) {
    const size = bytes.byteLength;
    await db.query('INSERT INTO items (id, name, bytes) VALUES ($1, $2, $3)', [id, 'bytes', bytes]);
    const { rows } = await db.query<{ bytes: Uint8Array; size: number }>(
      'SELECT bytes, length(bytes) AS size FROM items WHERE id = $1',
      [id],
    );
    assert.ok(rows[0].bytes instanceof Uint8Array);
    assert.equal(bytes.byteLength, size, 'the parameter was copied, not moved away from the caller');
    assert.equal(rows[0].size, size);
    assert.equal(Buffer.compare(Buffer.from(rows[0].bytes), bytes), 0);
  }
  assert.equal(pooled.toString(), '%PDF-1.7 a view into the shared pool');
  assert.equal(large[large.length - 1], 7);
});

test('notifications are forwarded after the notifying transaction commits, until stopped', async () => {
  const heard: Array<string | null> = [];
  const stop = await db.listen('changes', (payload) => heard.push(payload));
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_notify('changes', 'first')");
    assert.deepEqual(heard, []);
  });
  await waitFor(() => heard.length === 1, 'the notification');
  assert.deepEqual(heard, ['first']);
  await stop();
  await db.query("SELECT pg_notify('changes', 'unheard')");
  await db.query('SELECT 1');
  assert.deepEqual(heard, ['first']);
});

test('a dump of the data directory loads into a new database', async () => {
  let seen = 0;
  const dump = await db.dumpDataDir?.(async (tx) => {
    seen = (await tx.query('SELECT id FROM items')).rows.length;
  });
  assert.ok(dump && dump.size > 0 && seen > 0);
  const copy = await openDb({ memory: true, snapshot: dump });
  try {
    assert.equal((await copy.query('SELECT id FROM items')).rows.length, seen);
  } finally {
    await copy.close();
  }
});

test('a closed database answers 503, as an unreachable one does', async () => {
  const other = await openDb({ memory: true });
  await other.close();
  assert.equal(await other.ready(1000), false);
  await assert.rejects(other.query('SELECT 1'), (error: { statusCode?: number }) => error.statusCode === 503);
});

test('a process killed in the middle of a transaction leaves the committed rows and none of the rest', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-pglite-crash-'));
  try {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'test/pglite-crash-support.ts'), dataDir, '50', '5000'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await waitFor(() => output.includes('in transaction'), 'the transaction to be under way', 60_000).catch(
      (error) => {
        child.kill('SIGKILL');
        throw error;
      },
    );
    child.kill('SIGKILL');
    await exited;

    const reopened = await openDb({ dataDir });
    try {
      const { rows } = await reopened.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM crash_rows GROUP BY state',
      );
      assert.deepEqual(rows, [{ state: 'committed', n: 50 }]);
      // And it takes writes again.
      await reopened.query("INSERT INTO crash_rows VALUES (50, 'after', '')");
    } finally {
      await reopened.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
