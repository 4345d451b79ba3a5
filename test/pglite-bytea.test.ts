// The embedded database's own bytea codec (platform/db/pglite.ts, issue 26 item 9): documents go to
// and from PGlite as hex text made by node's codec instead of PGlite's string-per-byte serializer
// (which held ~600 MB of heap for an instant per 9 MB PDF). Whatever the bytes, they come back the
// same: empty, every byte value, a view into a larger buffer (its offset respected), a large file.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { openDb } from '../src/platform/db/index.ts';
import type { Db } from '../src/platform/db/types.ts';

let db: Db;
before(async () => {
  db = await openDb({ memory: true });
  await db.exec('CREATE TABLE blobs (id int PRIMARY KEY, bytes bytea)');
});
after(async () => {
  await db?.close();
});

test('bytes stored in the embedded database come back exactly', async () => {
  const every = Uint8Array.from({ length: 256 }, (_, i) => i);
  const larger = randomBytes(64);
  const cases: Array<[string, Uint8Array]> = [
    ['empty', new Uint8Array(0)],
    ['every byte value', every],
    ['a view into a larger buffer', new Uint8Array(larger.buffer, larger.byteOffset + 10, 20)],
    ['a Buffer', Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1')],
    ['9 MB', randomBytes(9 * 1024 * 1024)],
  ];
  for (const [i, [what, bytes]] of cases.entries()) {
    await db.query('INSERT INTO blobs (id, bytes) VALUES ($1, $2)', [i, bytes]);
    const { rows } = await db.query<{ bytes: Uint8Array; size: number }>(
      'SELECT bytes, length(bytes) AS size FROM blobs WHERE id = $1',
      [i],
    );
    assert.ok(rows[0].bytes instanceof Uint8Array, what);
    assert.equal(rows[0].size, bytes.byteLength, `${what}: the database holds the bytes, not their text`);
    assert.equal(Buffer.compare(Buffer.from(rows[0].bytes), Buffer.from(bytes)), 0, what);
  }
  // A comparison in SQL sees the same value.
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blobs WHERE bytes = $1', [
    every,
  ]);
  assert.equal(rows[0].n, 1);
});
