// Proving absence (issue 21's acceptance): a service on PostgreSQL with its documents in a loopback S3
// bucket, logging at info level. A person signs a request from a distinctive address; the request is
// then erased — explicitly, through erase-person, by retention (the test clock), and with its whole
// workspace. After each, a plain pg_dump of the database (every PDF in it read as text), every object
// in the bucket (read as text too), the local mailbox and the service's whole log are searched for
// the person's name, e-mail address, IP address and a sentence only their document held: nothing.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  declineAsPerson,
  distinctivePerson,
  found,
  needlesOf,
  type Person,
  PROBE_TEMPLATE,
  pdfText,
  run,
  searchObjects,
  sendToPerson,
  signAsPerson,
} from './erasure-support.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  freshPostgresDatabase,
  request,
  type ServerProcess,
  spawnServer,
  type Tenant,
  waitFor,
} from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { type S3Peer, startS3Peer } from './s3-peer.ts';

const skip = DB_KIND !== 'postgres' && 'pg_dump needs PostgreSQL: run in the PostgreSQL pass';
const SUBMISSIONS = '/api/v1/esign/submissions';
const DAY = 86_400;

let server: ServerProcess;
let peer: S3Peer;
let bucket: string;
let database: { url: string; drop(): Promise<void> };
const admin = (method: string, p: string, body?: unknown) =>
  request(server.url, method, `/admin/v1${p}`, { token: ADMIN_TOKEN, body });

before(async () => {
  if (skip) return;
  peer = await startS3Peer();
  const store = await peer.bucket();
  bucket = store.name;
  database = await freshPostgresDatabase();
  server = await spawnServer({
    DATABASE_URL: database.url,
    DOCUMENT_STORE_URL: store.storeUrl,
    ADMIN_TOKEN,
    LOG_LEVEL: 'info',
    TRUST_PROXY: '1',
    TEST_CLOCK: '1',
    MAIL_POLL_MS: '50',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_KEY: '100000',
  });
});
after(async () => {
  await server?.stop();
  await database?.drop();
  await peer?.close();
});

async function workspace(): Promise<Tenant & { templateId: string; templateName: string }> {
  const tenant = await createTenant({ admin }, 'enterprise');
  const templateName = `Probe agreement ${randomBytes(4).toString('hex')}`;
  const templateId = await publishedTemplate(server.url, tenant.apiKey, {
    ...PROBE_TEMPLATE,
    name: templateName,
  });
  return { ...tenant, templateId, templateName };
}

/** A completed request the person signed, downloaded, and whose e-mails have all been delivered. */
async function completedFor(ws: Tenant & { templateId: string }, person: Person) {
  const probed = await sendToPerson(server.url, ws.apiKey, ws.templateId, person);
  await signAsPerson(server.url, probed, person);
  const executed = await request(server.url, 'GET', `${SUBMISSIONS}/${probed.id}/document`, {
    token: ws.apiKey,
  });
  assert.equal(executed.status, 200);
  await waitFor(async () => {
    const box = await admin('GET', `/mailbox?to=${encodeURIComponent(person.email)}`);
    return box.body.messages.some((m: { subject: string }) => m.subject.startsWith('Completed'));
  }, 'the completion e-mail in the mailbox');
  return { ...probed, executed: executed.body as Buffer };
}

/** Where the needles are: a plain pg_dump (and every PDF in it), the bucket, the mailbox, the log. */
async function traces(needles: string[]): Promise<string[]> {
  const dump = await run('pg_dump', ['--no-owner', '--no-privileges', database.url]);
  assert.equal(dump.code, 0, dump.stderr);
  const text = dump.stdout.toString('utf8');
  const hits = found(text, needles, 'pg_dump');
  for (const match of text.matchAll(/\\\\x(255044462d[0-9a-f]+)/g)) {
    hits.push(...found(await pdfText(Buffer.from(match[1], 'hex')), needles, 'a PDF in pg_dump'));
  }
  const keys = await peer.keys(bucket);
  const objects = await Promise.all(
    keys.map((key) => readFile(path.join(peer.directory, bucket, `${key}._S3rver_object`))),
  );
  hits.push(...(await searchObjects(objects, needles)).map((h) => `${h} of the bucket`));
  hits.push(
    ...found(JSON.stringify((await admin('GET', '/mailbox?limit=1000')).body), needles, 'the mailbox'),
  );
  hits.push(...found(server.output(), needles, 'the log'));
  return hits;
}

/** The probe finds the person before the erasure: the search can fail. */
async function present(person: Person) {
  const before = await traces(needlesOf(person));
  for (const where of ['pg_dump', 'the bucket', 'the mailbox']) {
    assert.ok(
      before.some((h) => h.includes(where)),
      `before erasure the person is in ${where}: ${before}`,
    );
  }
  // The log searched is the service's own, at info level: it has its access lines.
  assert.match(server.output(), /"msg":"request"/);
}

describe('after an erasure nothing of the person is left anywhere we store data', () => {
  test('DELETE /api/v1/esign/submissions/{id}', { skip }, async () => {
    const ws = await workspace();
    const person = distinctivePerson();
    const done = await completedFor(ws, person);
    await present(person);
    assert.equal(
      (await request(server.url, 'DELETE', `${SUBMISSIONS}/${done.id}`, { token: ws.apiKey })).status,
      204,
    );
    assert.deepEqual(await traces(needlesOf(person)), []);
    // The PDF downloaded before the erasure still verifies, naming the request and its erasure.
    const verified = await fetch(`${server.url}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', accept: 'application/json' },
      body: new Uint8Array(done.executed),
    });
    const answer = await verified.json();
    assert.equal(answer.result, 'valid');
    assert.equal(answer.request.id, done.id);
    assert.match(answer.request.erasedAt, /^\d{4}-\d\d-\d\dT/);
  });

  test('countersign erase-person (the admin API it calls)', { skip }, async () => {
    const ws = await workspace();
    const person = distinctivePerson();
    await completedFor(ws, person);
    const declined = await sendToPerson(server.url, ws.apiKey, ws.templateId, person);
    await declineAsPerson(server.url, declined, person);
    await present(person);
    const erased = await admin('POST', `/workspaces/${ws.workspaceId}/erase-person`, { email: person.email });
    assert.equal(erased.body.erased.length, 2);
    assert.deepEqual(await traces(needlesOf(person)), []);
  });

  test('retention, when the workspace’s days have passed (test clock)', { skip }, async () => {
    const ws = await workspace();
    const person = distinctivePerson();
    const done = await completedFor(ws, person);
    await present(person);
    assert.equal((await admin('PATCH', `/workspaces/${ws.workspaceId}`, { retentionDays: 1 })).status, 200);
    await admin('POST', '/clock', { advanceSeconds: 2 * DAY });
    await waitFor(
      async () =>
        (await request(server.url, 'GET', `${SUBMISSIONS}/${done.id}`, { token: ws.apiKey })).status === 404,
      'the worker’s retention sweep',
      20_000,
    );
    assert.deepEqual(await traces(needlesOf(person)), []);
  });

  test('deleting the workspace', { skip }, async () => {
    const ws = await workspace();
    const person = distinctivePerson();
    await completedFor(ws, person);
    await present(person);
    assert.equal((await admin('DELETE', `/workspaces/${ws.workspaceId}`)).status, 204);
    assert.deepEqual(await traces([...needlesOf(person), ws.templateName.toLowerCase()]), []);
  });
});
