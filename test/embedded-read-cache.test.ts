// Issue 36: on the embedded database the poll and the key's authentication are kept while nothing is
// written (src/platform/db/write-generation.ts, read-cache.ts). These tests hold the cache to being
// exact: every write, whatever made it, is seen by the next read; a read that overlapped a write is
// never kept; and a repeated poll with nothing written between costs no statement. On PostgreSQL
// (written by other processes too) there is no cache, and the same answers come from the database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cachedReads } from '../src/platform/db/read-cache.ts';
import type { Db, Queryable, QueryResult } from '../src/platform/db/types.ts';
import { countWrites } from '../src/platform/db/write-generation.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS, send, sendBody, sign } from './requests-fixtures.ts';

/** A database whose statements finish when the test says so, to order a read against a write. */
function heldDb() {
  const held: Array<{ sql: string; finish: () => void }> = [];
  const queryable: Queryable = {
    query<T>(sql: string): Promise<QueryResult<T>> {
      return new Promise((resolve) =>
        held.push({ sql, finish: () => resolve({ rows: [] as T[], rowCount: 0 }) }),
      );
    },
    async exec() {},
  };
  const db = {
    kind: 'pglite',
    ...queryable,
    transaction: (fn) => fn(queryable),
    withConnection: (fn) => fn(queryable),
    ready: async () => true,
    poolStats: () => ({ total: 1, max: 1 }),
    listen: async () => async () => {},
    close: async () => {},
  } satisfies Db;
  const next = async () => {
    while (held.length === 0) await new Promise((r) => setImmediate(r));
    return held.shift()!;
  };
  return { db: countWrites(db), next };
}

describe('the write generation and the reads kept against it', () => {
  test('a statement moves the generation when it starts and ends; a read-only one does not', async () => {
    const { db, next } = heldDb();
    const at = db.writeGeneration!();
    const read = db.query('SELECT 1', [], { readOnly: true });
    (await next()).finish();
    await read;
    assert.equal(db.writeGeneration!(), at);
    const write = db.query('UPDATE t SET x = 1');
    const started = db.writeGeneration!();
    assert.notEqual(started, at, 'moved when the write started');
    (await next()).finish();
    await write;
    assert.notEqual(db.writeGeneration!(), started, 'moved again when it ended');
    const tx = db.transaction((q) => q.query('SELECT 2', [], { readOnly: true }));
    const inTx = db.writeGeneration!();
    (await next()).finish();
    await tx;
    assert.notEqual(db.writeGeneration!(), inTx, 'a transaction moves it when it ends');
  });

  test('a read kept is answered again without loading; any write empties the cache', async () => {
    const { db, next } = heldDb();
    let loads = 0;
    const read = cachedReads(
      db,
      async (key: string) => {
        loads += 1;
        return { key, load: loads };
      },
      (key) => key,
    );
    const first = await read('a');
    assert.equal(await read('a'), first, 'the same answer, kept');
    assert.equal(loads, 1);
    const write = db.query('DELETE FROM t');
    (await next()).finish();
    await write;
    assert.notEqual(await read('a'), first, 'loaded again after the write');
    assert.equal(loads, 2);
  });

  test('a read that overlapped a write is answered but not kept', async () => {
    const { db, next } = heldDb();
    let loads = 0;
    const read = cachedReads(
      db,
      async (key: string) => {
        loads += 1;
        const answer = db.query('SELECT', [], { readOnly: true });
        (await next()).finish();
        await answer;
        return `${key}${loads}`;
      },
      (key) => key,
    );
    const write = db.query('UPDATE t SET x = 2');
    const reading = read('a');
    (await next()).finish(); // the write ends while the read is under way
    await write;
    assert.equal(await reading, 'a1');
    assert.equal(await read('a'), 'a2', 'loaded again: the first answer may predate the write');
    assert.equal(await read('a'), 'a2');
  });

  test('without a write generation (PostgreSQL) the load itself is returned', () => {
    const load = async (key: string) => key;
    const { db } = heldDb();
    const { writeGeneration: _, ...postgresLike } = db;
    assert.equal(
      cachedReads(postgresLike, load, (k) => k),
      load,
    );
  });
});

describe(`polls and keys on ${DB_KIND} see every write at once`, () => {
  let t: TestApp;
  let tenant: Tenant;
  let templateId: string;
  before(async () => {
    t = await startTestApp();
    tenant = await createTenant(t, 'professional');
    templateId = await publishedTemplate(t.url, tenant.apiKey);
  });
  after(() => t.close());

  const poll = (id: string, token = tenant.apiKey) =>
    request(t.url, 'GET', `${SUBMISSIONS}/${id}`, { token });

  test('the embedded database has a write generation; PostgreSQL has none', () => {
    assert.equal(typeof t.services.db.writeGeneration, DB_KIND === 'pglite' ? 'function' : 'undefined');
  });

  test('a repeated poll with nothing written between costs no statement on the embedded database', async () => {
    const sent = await send(t.url, tenant.apiKey, sendBody(templateId));
    assert.equal(sent.status, 201);
    await poll(sent.body.id);
    const db = t.services.db;
    const query = db.query;
    const statements: string[] = [];
    db.query = ((sql: string, ...rest: unknown[]) => {
      statements.push(sql);
      return (query as (...args: unknown[]) => unknown).call(db, sql, ...rest);
    }) as typeof db.query;
    try {
      const again = await poll(sent.body.id);
      assert.equal(again.status, 200);
      assert.equal(again.body.id, sent.body.id);
    } finally {
      db.query = query;
    }
    if (DB_KIND === 'pglite') assert.deepEqual(statements, []);
    else assert.ok(statements.length >= 1, 'PostgreSQL reads every time');
  });

  test('a signature, a void and a change by SQL are in the next poll', async () => {
    const sent = await send(t.url, tenant.apiKey, sendBody(templateId));
    const id = sent.body.id;
    assert.notEqual((await poll(id)).body.submitters[0].status, 'completed');
    await sign(t.url, sent.body.submitters[0].signingUrl);
    assert.equal((await poll(id)).body.submitters[0].status, 'completed');
    await t.services.db.query('UPDATE signature_requests SET template_name = $2 WHERE id = $1', [
      id,
      'Renamed',
    ]);
    assert.equal((await poll(id)).body.templateName, 'Renamed');
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${id}/void`, {
      token: tenant.apiKey,
      body: { reason: 'Sent by mistake' },
    });
    assert.equal(voided.status, 200, JSON.stringify(voided.body));
    assert.equal((await poll(id)).body.status, 'voided');
  });

  test('a revoked key is refused on its next call, however often it was used before', async () => {
    const made = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: tenant.memberId,
    });
    const sent = await send(t.url, made.body.key, sendBody(templateId));
    for (let i = 0; i < 3; i++) assert.equal((await poll(sent.body.id, made.body.key)).status, 200);
    assert.equal(
      (await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/api-keys/${made.body.id}`)).status,
      204,
    );
    assert.equal((await poll(sent.body.id, made.body.key)).status, 401);
  });

  test('polls racing a void all answer, and the first poll after it says voided', async () => {
    const sent = await send(t.url, tenant.apiKey, sendBody(templateId));
    const id = sent.body.id;
    const polls = Array.from({ length: 40 }, () => poll(id));
    const voided = request(t.url, 'POST', `${SUBMISSIONS}/${id}/void`, {
      token: tenant.apiKey,
      body: { reason: 'Race' },
    });
    const answers = await Promise.all(polls);
    assert.ok(answers.every((a) => a.status === 200 && ['pending', 'voided'].includes(a.body.status)));
    assert.equal((await voided).status, 200);
    assert.equal((await poll(id)).body.status, 'voided');
  });
});
