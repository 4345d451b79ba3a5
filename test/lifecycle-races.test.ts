// Erasure under concurrency (issue 21 item 10): an erase racing the last signature, a decline, a
// download (API and signing link), a remind, and the retention sweep of two workers, each repeated 20
// times. On PostgreSQL the racers call two server processes on one database; on the embedded
// database, one process. Every request ends intact or fully erased — never half — and no call
// answers a 5xx.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Queryable } from '../src/platform/db/index.ts';
import { type Db, openDb } from '../src/platform/db/index.ts';
import { startWorker, type Worker } from '../src/worker.ts';
import {
  COMPANY,
  distinctivePerson,
  type Person,
  PROBE_TEMPLATE,
  type Probed,
  sendToPerson,
} from './erasure-support.ts';
import {
  createTenant,
  DB_KIND,
  operatorApi,
  type Reply,
  request,
  type ServerProcess,
  spawnServer,
  startTestApp,
  type Tenant,
  type TestApp,
  waitFor,
} from './helpers.ts';
import { serviceEnv } from './process-support.ts';
import { publishedTemplate } from './requests-fixtures.ts';

const ROUNDS = 20;
const SUBMISSIONS = '/api/v1/esign/submissions';
const DAY = 86_400;

/** Two entry points to the service: two processes on PostgreSQL, one in-process app on PGlite. */
let nodes: [string, string];
let db: Queryable;
let tenant: Tenant;
let templateId: string;
const cleanup: Array<() => Promise<unknown>> = [];

before(async () => {
  if (DB_KIND === 'postgres') {
    const env = {
      ...(await serviceEnv(cleanup, 'cs-races-')),
      TEST_CLOCK: '1',
      MAIL_POLL_MS: '25',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_KEY: '1000000',
    };
    const servers: ServerProcess[] = [await spawnServer(env), await spawnServer(env)];
    cleanup.push(...servers.map((s) => () => s.stop()));
    nodes = [servers[0].url, servers[1].url];
    const probe: Db = await openDb({ databaseUrl: env.DATABASE_URL });
    cleanup.unshift(() => probe.close());
    db = probe;
  } else {
    const t: TestApp = await startTestApp({ TEST_CLOCK: '1' });
    const worker: Worker = startWorker(t.services, { pollMs: 25 });
    cleanup.push(
      () => t.close(),
      () => worker.stop(),
    );
    nodes = [t.url, t.url];
    db = t.services.db;
  }
  tenant = await createTenant({ admin: operatorApi(nodes[0]) }, 'enterprise');
  templateId = await publishedTemplate(nodes[0], tenant.apiKey, PROBE_TEMPLATE);
});
after(async () => {
  for (const close of cleanup.reverse()) await close();
});

const api = (node: number, method: string, path: string, body?: unknown) =>
  request(nodes[node], method, path, { token: tenant.apiKey, body });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jitter = () => sleep(Math.floor(Math.random() * 12));
/** Starts the calls together, each after the first delayed by `delayMs` (default: a few ms at random). */
const racing = (calls: Array<() => Promise<Reply>>, delayMs?: number) =>
  Promise.all(
    calls.map(async (call, i) => {
      if (i > 0) await (delayMs === undefined ? jitter() : sleep(delayMs));
      return call();
    }),
  );

function noServerError(replies: Reply[], what: string) {
  for (const r of replies) assert.ok(r.status < 500, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
}

/**
 * Intact: the request with every personal part in place. Erased: a tombstone with nothing personal
 * left of `person` in the request's rows, documents, e-mails, notifications or audit entries.
 */
async function wholeState(id: string, person: Person): Promise<'intact' | 'erased'> {
  const request = await db.query<{
    erased_at: Date | null;
    status: string;
    signed_document_id: string | null;
    sent_document_id: string | null;
  }>('SELECT erased_at, status, signed_document_id, sent_document_id FROM signature_requests WHERE id = $1', [
    id,
  ]);
  const row = request.rows[0];
  const names = await db.query<{ name: string; email: string; acted_ip: string | null }>(
    'SELECT name, email, acted_ip FROM submitters WHERE request_id = $1 ORDER BY position',
    [id],
  );
  const rowsOf = async (sql: string) => (await db.query(sql, [id])).rows.length;
  const personal = {
    submitters: names.rows.filter((s) => s.name !== '' || s.email !== '').length,
    outbox: await rowsOf('SELECT 1 FROM outbox_messages WHERE request_id = $1'),
    notifications: await rowsOf('SELECT 1 FROM notifications WHERE request_id = $1'),
    auditWithIp: await rowsOf(
      'SELECT 1 FROM audit_log WHERE request_id = $1 AND (ip IS NOT NULL OR user_agent IS NOT NULL)',
    ),
    auditNaming: await rowsOf(
      `SELECT 1 FROM audit_log WHERE request_id = $1 AND (actor ? 'email' OR actor ? 'name' OR details ? 'email' OR details ? 'reason')`,
    ),
    documents: await rowsOf(
      `SELECT 1 FROM documents d JOIN signature_requests r ON d.id IN (r.signed_document_id, r.sent_document_id, r.executed_pages_document_id) WHERE r.id = $1`,
    ),
  };
  if (row.erased_at) {
    assert.deepEqual(
      personal,
      { submitters: 0, outbox: 0, notifications: 0, auditWithIp: 0, auditNaming: 0, documents: 0 },
      `${id} is erased, and wholly`,
    );
    const { rows } = await db.query(
      "SELECT 1 FROM signature_requests WHERE id = $1 AND (search_text IS NOT NULL OR sender_values <> '{}'::jsonb)",
      [id],
    );
    assert.equal(rows.length, 0, `${id}: its own columns are blank`);
    return 'erased';
  }
  assert.equal(names.rows[0].name, person.name, `${id} is intact`);
  assert.equal(names.rows[0].email, person.email);
  if (row.status === 'completed') {
    assert.ok(row.signed_document_id, `${id} is completed with its document`);
    assert.equal(
      await rowsOf(
        'SELECT 1 FROM documents d JOIN signature_requests r ON d.id = r.signed_document_id WHERE r.id = $1',
      ),
      1,
    );
  }
  return 'intact';
}

/** A request the person (first) has signed; Cody, the last signer, has not. */
async function awaitingLastSignature(person: Person): Promise<Probed> {
  const probed = await sendToPerson(nodes[0], tenant.apiKey, templateId, person);
  const signed = await request(nodes[0], 'POST', `/sign/${probed.tokens[0]}/complete`, {
    headers: { 'x-forwarded-for': person.ip },
    body: {
      consent: true,
      signature: { type: 'typed', text: person.name },
      values: { reference: person.reference },
    },
  });
  assert.equal(signed.status, 200);
  return probed;
}

const lastSignature = (node: number, probed: Probed) => () =>
  request(nodes[node], 'POST', `/sign/${probed.tokens[1]}/complete`, {
    body: { consent: true, signature: { type: 'typed', text: COMPANY.name } },
  });

describe(`erasure racing (${ROUNDS} rounds each)`, () => {
  test('the last signature: erased after it completes, or refused before (request_not_terminal)', async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const person = distinctivePerson();
      const probed = await awaitingLastSignature(person);
      // The erase starts 0 to 190 ms after the signature: before, during and after its completion.
      const [signed, erased] = await racing(
        [
          lastSignature(round % 2, probed),
          () => api((round + 1) % 2, 'DELETE', `${SUBMISSIONS}/${probed.id}`),
        ],
        round * 10,
      );
      noServerError([signed, erased], `round ${round}`);
      assert.equal(signed.status, 200, JSON.stringify(signed.body));
      assert.ok([204, 409].includes(erased.status), `erase answered ${erased.status}`);
      if (erased.status === 409) {
        assert.equal(erased.body.code, 'request_not_terminal');
        // Once it has completed, the erasure goes through.
        assert.equal((await api(0, 'DELETE', `${SUBMISSIONS}/${probed.id}`)).status, 204);
      }
      assert.equal(await wholeState(probed.id, person), 'erased');
      outcomes.set(String(erased.status), (outcomes.get(String(erased.status)) ?? 0) + 1);
    }
    console.log(
      `  erase vs last signature, outcomes by status: ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
  });

  test('a decline: the request ends declined and intact, or erased after it', async () => {
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const person = distinctivePerson();
      const probed = await sendToPerson(nodes[0], tenant.apiKey, templateId, person);
      const [declined, erased] = await racing([
        () =>
          request(nodes[round % 2], 'POST', `/sign/${probed.tokens[0]}/decline`, {
            body: { reason: person.sentence },
          }),
        () => api((round + 1) % 2, 'DELETE', `${SUBMISSIONS}/${probed.id}`),
      ]);
      noServerError([declined, erased], `round ${round}`);
      assert.equal(declined.status, 200);
      const state = await wholeState(probed.id, person);
      assert.equal(state, erased.status === 204 ? 'erased' : 'intact');
      outcomes[state] = (outcomes[state] ?? 0) + 1;
    }
    console.log(`  erase vs decline, final states: ${JSON.stringify(outcomes)}`);
  });

  test('downloads through the API and the signing link: the whole sealed PDF, or 404', async () => {
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const person = distinctivePerson();
      const probed = await awaitingLastSignature(person);
      assert.equal((await lastSignature(0, probed)()).status, 200);
      const before = await api(0, 'GET', `${SUBMISSIONS}/${probed.id}/document`);
      const sha = createHash('sha256').update(before.body).digest('hex');
      const [viaApi, viaLink, erased] = await racing([
        () => api(round % 2, 'GET', `${SUBMISSIONS}/${probed.id}/document`),
        () => request(nodes[(round + 1) % 2], 'GET', `/sign/${probed.tokens[0]}/document`),
        () => api((round + 1) % 2, 'DELETE', `${SUBMISSIONS}/${probed.id}`),
      ]);
      noServerError([viaApi, viaLink, erased], `round ${round}`);
      assert.equal(erased.status, 204);
      for (const download of [viaApi, viaLink]) {
        assert.ok([200, 404].includes(download.status), `download answered ${download.status}`);
        if (download.status === 200)
          assert.equal(createHash('sha256').update(download.body).digest('hex'), sha);
        outcomes[download.status] = (outcomes[download.status] ?? 0) + 1;
      }
      assert.equal(await wholeState(probed.id, person), 'erased');
    }
    console.log(`  erase vs downloads, download answers: ${JSON.stringify(outcomes)}`);
  });

  test('a remind: 200 with nobody to remind, or 404 once erased', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const person = distinctivePerson();
      const probed = await sendToPerson(nodes[0], tenant.apiKey, templateId, person);
      assert.equal((await api(0, 'POST', `${SUBMISSIONS}/${probed.id}/void`)).status, 200);
      const [reminded, erased] = await racing([
        () => api(round % 2, 'POST', `${SUBMISSIONS}/${probed.id}/remind`),
        () => api((round + 1) % 2, 'DELETE', `${SUBMISSIONS}/${probed.id}`),
      ]);
      noServerError([reminded, erased], `round ${round}`);
      assert.equal(erased.status, 204);
      assert.ok([200, 404].includes(reminded.status));
      if (reminded.status === 200)
        assert.deepEqual(reminded.body, { reminded: false, reason: 'no_pending_signer' });
      assert.equal(await wholeState(probed.id, person), 'erased');
    }
  });

  test('the retention sweep of every worker and explicit erasures, at once', async () => {
    const admin = (node: number, method: string, p: string, body?: unknown) =>
      operatorApi(nodes[node])(method, p, body);
    const people = Array.from({ length: ROUNDS }, () => distinctivePerson());
    const requests: Probed[] = [];
    for (const person of people) {
      const probed = await sendToPerson(nodes[0], tenant.apiKey, templateId, person);
      assert.equal((await api(0, 'POST', `${SUBMISSIONS}/${probed.id}/void`)).status, 200);
      requests.push(probed);
    }
    assert.equal(
      (await admin(0, 'PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: 1 })).status,
      200,
    );
    await admin(0, 'POST', '/clock', { advanceSeconds: 2 * DAY });
    const erased = await Promise.all(
      requests.map(async (probed, i) => {
        // Spread over the first worker passes after the clock moved, when both sweeps run.
        await sleep(Math.floor(Math.random() * 80));
        return api(i % 2, 'DELETE', `${SUBMISSIONS}/${probed.id}`);
      }),
    );
    noServerError(erased, 'explicit erasures');
    for (const reply of erased)
      assert.ok([204, 404].includes(reply.status), `erase answered ${reply.status}`);
    for (const [i, probed] of requests.entries()) {
      await waitFor(async () => (await wholeState(probed.id, people[i])) === 'erased', `${probed.id} erased`);
    }
    await admin(0, 'PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: null });
    console.log(
      `  retention vs explicit: ${erased.filter((r) => r.status === 204).length} erased explicitly, the rest by a sweep`,
    );
  });
});
