// The change feed across processes (issue 35 item 1): cursors mean the same after a restart and on
// another process; a change made on one process wakes a call waiting on another within its wait; and
// commits that finish out of order are never skipped by a reader (migration 0043 numbers events at
// commit). Restart on both databases; two processes and concurrent commits on PostgreSQL.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  freshPostgresDatabase,
  request,
  type ServerProcess,
  spawnServer,
  type Tenant,
} from './helpers.ts';
import { publishedTemplate, send, sendBody } from './requests-fixtures.ts';

const EVENTS = '/api/v1/esign/events';
const cleanup: Array<() => Promise<unknown>> = [];
let env: Record<string, string>;
let databaseUrl: string | undefined;

before(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-events-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  if (DB_KIND === 'postgres') {
    const database = await freshPostgresDatabase();
    cleanup.push(() => database.drop());
    databaseUrl = database.url;
  }
  env = {
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_KEY: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
});
after(async () => {
  for (const close of cleanup.reverse()) await close();
});

async function started(): Promise<ServerProcess> {
  const server = await spawnServer(env);
  cleanup.push(() => server.stop());
  return server;
}

async function tenantOn(server: ServerProcess): Promise<{ tenant: Tenant; templateId: string }> {
  const admin = (method: string, p: string, body?: unknown) =>
    request(server.url, method, `/admin/v1${p}`, { token: ADMIN_TOKEN, body });
  const tenant = await createTenant({ admin }, 'enterprise');
  return { tenant, templateId: await publishedTemplate(server.url, tenant.apiKey) };
}

const feed = (server: ServerProcess, apiKey: string, query = '') =>
  request(server.url, 'GET', `${EVENTS}${query}`, { token: apiKey });

async function sendOn(server: ServerProcess, apiKey: string, templateId: string): Promise<string> {
  const reply = await send(server.url, apiKey, sendBody(templateId));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body.id;
}

test('a cursor handed out before a restart continues after it', async () => {
  const first = await started();
  const { tenant, templateId } = await tenantOn(first);
  const before = await sendOn(first, tenant.apiKey, templateId);
  const page = await feed(first, tenant.apiKey);
  assert.deepEqual(
    page.body.events.map((e: { requestId: string }) => e.requestId),
    [before],
  );
  assert.equal(await first.stop(), 0);

  const second = await started();
  const later = await sendOn(second, tenant.apiKey, templateId);
  const next = await feed(second, tenant.apiKey, `?after=${page.body.next}`);
  assert.equal(next.status, 200);
  assert.deepEqual(
    next.body.events.map((e: { requestId: string }) => e.requestId),
    [later],
  );
  assert.equal(await second.stop(), 0);
});

describe('two processes on one PostgreSQL', { skip: DB_KIND !== 'postgres' && 'needs PostgreSQL' }, () => {
  let servers: ServerProcess[];
  let tenant: Tenant;
  let templateId: string;
  before(async () => {
    servers = await Promise.all([started(), started()]);
    ({ tenant, templateId } = await tenantOn(servers[0]));
  });

  test("one process's cursor continues on the other", async () => {
    const a = await sendOn(servers[0], tenant.apiKey, templateId);
    const page = await feed(servers[0], tenant.apiKey, '?limit=500');
    const b = await sendOn(servers[1], tenant.apiKey, templateId);
    const onOther = await feed(servers[1], tenant.apiKey, `?after=${page.body.next}`);
    assert.ok(page.body.events.some((e: { requestId: string }) => e.requestId === a));
    assert.deepEqual(
      onOther.body.events.map((e: { requestId: string }) => e.requestId),
      [b],
    );
    // Each event has one id, whichever process lists it.
    const all0 = await feed(servers[0], tenant.apiKey, '?limit=500');
    const all1 = await feed(servers[1], tenant.apiKey, '?limit=500');
    assert.deepEqual(all0.body, all1.body);
  });

  test('a change made on one process wakes a call waiting on the other, before its wait passes', async () => {
    const { next } = (await feed(servers[0], tenant.apiKey, '?limit=500')).body;
    const startedAt = performance.now();
    const waiting = feed(servers[0], tenant.apiKey, `?after=${next}&wait=10`);
    const id = await sendOn(servers[1], tenant.apiKey, templateId);
    const reply = await waiting;
    const elapsed = performance.now() - startedAt;
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.events.map((e: { requestId: string }) => e.requestId),
      [id],
    );
    assert.ok(elapsed < 10_000, `woken before its 10 s wait passed (${Math.round(elapsed)} ms)`);
  });

  test('a transaction that commits later with an event written earlier is not skipped', async () => {
    const early = new pg.Client({ connectionString: databaseUrl });
    const late = new pg.Client({ connectionString: databaseUrl });
    await early.connect();
    await late.connect();
    try {
      const { next } = (await feed(servers[0], tenant.apiKey, '?limit=500')).body;
      const insert = (client: pg.Client, requestId: string) =>
        client.query(
          `INSERT INTO events (workspace_id, type, request_id, at) VALUES ($1, 'signature_request.voided', $2, now())`,
          [tenant.workspaceId, requestId],
        );
      await early.query('BEGIN');
      await insert(early, 'sr_written_first');
      await late.query('BEGIN');
      await insert(late, 'sr_written_second');
      await late.query('COMMIT');
      const seen = await feed(servers[1], tenant.apiKey, `?after=${next}`);
      assert.deepEqual(
        seen.body.events.map((e: { requestId: string }) => e.requestId),
        ['sr_written_second'],
      );
      await early.query('COMMIT');
      const then = await feed(servers[0], tenant.apiKey, `?after=${seen.body.next}`);
      assert.deepEqual(
        then.body.events.map((e: { requestId: string }) => e.requestId),
        ['sr_written_first'],
      );
    } finally {
      await early.end();
      await late.end();
    }
  });

  test('a reader following the feed while both processes send at once sees every event once', async () => {
    let cursor = (await feed(servers[0], tenant.apiKey, '?limit=500')).body.next as string;
    const seen: string[] = [];
    let sending = true;
    const reader = (async () => {
      for (;;) {
        const stop = !sending;
        const reply = await feed(servers[seen.length % 2], tenant.apiKey, `?after=${cursor}&limit=3&wait=1`);
        assert.equal(reply.status, 200);
        seen.push(...reply.body.events.map((e: { requestId: string }) => e.requestId));
        cursor = reply.body.next;
        if (stop && reply.body.events.length === 0) return;
      }
    })();
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sendOn(servers[i % 2], tenant.apiKey, templateId)),
    );
    sending = false;
    await reader;
    assert.deepEqual([...seen].sort(), [...sent].sort());
    // And in the feed's own order, each once, whichever process answered.
    assert.equal(new Set(seen).size, seen.length);
  });
});
