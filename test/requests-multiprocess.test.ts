// CONTRACT §2 and §5 with two `npm start` processes on one PostgreSQL (each with its own e-mail
// worker): concurrent sends with one idempotency key create one request, charge once and invite
// once; at the allowance's edge concurrent sends never exceed it. PostgreSQL only.
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
  usageOf,
  waitFor,
} from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import { publishedTemplate, SUBMISSIONS, send, sendBody } from './requests-fixtures.ts';

const skip = DB_KIND !== 'postgres' && 'needs PostgreSQL shared by two processes';
const cleanup: Array<() => Promise<unknown>> = [];
let servers: ServerProcess[] = [];
let smtp: SmtpPeer;
let db: pg.Client;

before(async () => {
  if (skip) return;
  const database = await freshPostgresDatabase();
  cleanup.push(() => database.drop());
  smtp = await startSmtpPeer();
  cleanup.push(() => smtp.close());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-multi-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '50',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_KEY: '100000',
  };
  servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  cleanup.push(() => Promise.all(servers.map((s) => s.stop())));
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanup.push(() => db.end());
});
after(async () => {
  for (const close of cleanup.reverse()) await close();
});

async function tenantOn(plan: string) {
  const admin = (method: string, p: string, body?: unknown) =>
    request(servers[0].url, method, `/admin/v1${p}`, { token: ADMIN_TOKEN, body });
  const tenant = await createTenant({ admin }, plan);
  const templateId = await publishedTemplate(servers[0].url, tenant.apiKey);
  return { tenant, templateId };
}

const usage = (apiKey: string) => usageOf(servers[1].url, apiKey);

async function outboxSettled(requestIds: string[]) {
  await waitFor(
    async () => {
      const { rows } = await db.query(
        "SELECT count(*)::int AS n FROM outbox_messages WHERE request_id = ANY($1) AND status = 'pending'",
        [requestIds],
      );
      return rows[0].n === 0;
    },
    'the outbox to settle',
    20_000,
  );
}

describe('two processes on one PostgreSQL', { skip }, () => {
  test('25 concurrent sends with one key create one request, charge once and send one invitation', async () => {
    const { tenant, templateId } = await tenantOn('max');
    const body = sendBody(templateId, { idempotencyKey: 'one-key-two-processes' });
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) => send(servers[i % 2].url, tenant.apiKey, body)),
    );
    const created = replies.filter((r) => r.status === 201);
    const replayed = replies.filter(
      (r) => r.status === 200 && r.headers.get('idempotent-replayed') === 'true',
    );
    assert.equal(created.length, 1, replies.map((r) => r.status).join(','));
    assert.equal(replayed.length, 24);
    assert.equal(new Set(replies.map((r) => r.body.id)).size, 1);
    assert.equal((await usage(tenant.apiKey)).used, 1);
    const listed = await request(servers[1].url, 'GET', SUBMISSIONS, { token: tenant.apiKey });
    assert.equal(listed.body.total, 1);

    const email = body.submitters[0].email;
    await smtp.waitForMessage((m) => m.to.includes(email), 'the invitation', 20_000);
    await outboxSettled([created[0].body.id]);
    assert.equal(smtp.to(email).length, 1);
    const { rows } = await db.query('SELECT kind, status FROM outbox_messages WHERE request_id = $1', [
      created[0].body.id,
    ]);
    assert.deepEqual(rows, [{ kind: 'invitation', status: 'sent' }]);
  });

  test('40 concurrent sends on the max plan (25 a month) create exactly 25; 15 are limit_reached', async () => {
    const { tenant, templateId } = await tenantOn('max');
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(servers[i % 2].url, tenant.apiKey, sendBody(templateId))),
    );
    const created = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status === 403 && r.body.code === 'limit_reached');
    assert.equal(created.length, 25, replies.map((r) => r.status).join(','));
    assert.equal(refused.length, 15);
    for (const r of refused) assert.deepEqual([r.body.limit, r.body.used], [25, 25]);
    assert.deepEqual(await usage(tenant.apiKey), {
      ...(await usage(tenant.apiKey)),
      limit: 25,
      used: 25,
      remaining: 0,
    });
    const listed = await request(servers[0].url, 'GET', `${SUBMISSIONS}?limit=100`, { token: tenant.apiKey });
    assert.equal(listed.body.total, 25);

    // Both workers deliver the 25 invitations between them, each exactly once.
    await outboxSettled(created.map((r) => r.body.id));
    for (const r of created) assert.equal(smtp.to(r.body.submitters[0].email).length, 1);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM outbox_messages WHERE workspace_id = $1',
      [tenant.workspaceId],
    );
    assert.equal(rows[0].n, 25, 'refused sends queued nothing');
  });
});
