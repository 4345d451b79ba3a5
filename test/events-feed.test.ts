// The change feed (issue 35 item 1), on one process: every state change of a workspace in the order
// it was committed, after opaque cursors, only the workspace's own; one request's history; long
// polling woken by a change; 410 after retention; erasure removes the signers' addresses; a shutdown
// answers every waiting call. Both databases. (Several processes and restarts: events-processes.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { waitingCalls } from '../src/events/routes.ts';
import { createEventWaiters } from '../src/events/waiters.ts';
import { lifecycleSweep } from '../src/lifecycle/sweep.ts';
import { freezeClock } from './clock-support.ts';
import { searchDatabase } from './erasure-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS, send, sendBody, sign } from './requests-fixtures.ts';

const EVENTS = '/api/v1/esign/events';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t);
  templateId = await publishedTemplate(t.url, tenant.apiKey);
});
after(() => t.close());

const feed = (apiKey: string, query = '') => request(t.url, 'GET', `${EVENTS}${query}`, { token: apiKey });
const open = (signingUrl: string) =>
  request(t.url, 'POST', `${new URL(signingUrl).pathname}/open`, { body: {} });

async function sent(apiKey = tenant.apiKey, template = templateId, tag?: string) {
  const reply = await send(t.url, apiKey, sendBody(template, tag ? { submitters: signersTagged(tag) } : {}));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body;
}
const signersTagged = (tag: string) => [
  { role: 'Client', name: 'Cleo Client', email: `client-${tag}@example.test` },
  { role: 'Company', name: 'Cody Company', email: `company-${tag}@example.test` },
];

/** Every event after `after`, following next through pages of `limit`. */
async function readAll(apiKey: string, after?: string, limit = 100) {
  const events: Array<Record<string, string>> = [];
  let cursor = after;
  for (;;) {
    const reply = await feed(apiKey, `?limit=${limit}${cursor ? `&after=${cursor}` : ''}`);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    events.push(...reply.body.events);
    if (reply.body.events.length === 0) return { events, next: reply.body.next as string };
    cursor = reply.body.next;
  }
}

describe('the feed', () => {
  test('lists every state change oldest first, with the signer it concerns, and pages by cursor', async () => {
    const own = await createTenant(t);
    const template = await publishedTemplate(t.url, own.apiKey);
    const a = await sent(own.apiKey, template, 'order-a');
    const [client, company] = a.submitters;
    assert.equal((await open(client.signingUrl)).status, 200);
    await sign(t.url, client.signingUrl);
    const reminded = await request(t.url, 'POST', `${SUBMISSIONS}/${a.id}/remind`, { token: own.apiKey });
    assert.equal(reminded.status, 200, JSON.stringify(reminded.body));
    assert.equal((await open(company.signingUrl)).status, 200);
    await sign(t.url, company.signingUrl);
    const b = await sent(own.apiKey, template, 'order-b');
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${b.id}/void`, {
      token: own.apiKey,
      body: {},
    });
    assert.equal(voided.status, 200);

    const { events, next } = await readAll(own.apiKey);
    assert.deepEqual(
      events.map((e) => [e.type, e.requestId, e.role ?? null, e.email ?? null]),
      [
        ['signature_request.sent', a.id, null, null],
        ['signature_request.opened', a.id, 'Client', 'client-order-a@example.test'],
        ['signature_request.signed', a.id, 'Client', 'client-order-a@example.test'],
        ['signature_request.reminded', a.id, 'Company', 'company-order-a@example.test'],
        ['signature_request.opened', a.id, 'Company', 'company-order-a@example.test'],
        ['signature_request.signed', a.id, 'Company', 'company-order-a@example.test'],
        ['signature_request.completed', a.id, null, null],
        ['signature_request.sent', b.id, null, null],
        ['signature_request.voided', b.id, null, null],
      ],
    );
    for (const e of events) assert.ok(!Number.isNaN(Date.parse(e.at)), 'at is a timestamp');
    assert.equal(next, events.at(-1)!.id, 'next is the last event');
    assert.equal(new Set(events.map((e) => e.id)).size, events.length, 'ids are unique');

    // Pages of two, each continued from the page before: the same events, each once.
    assert.deepEqual((await readAll(own.apiKey, undefined, 2)).events, events);
    // From the middle: what comes after that event.
    assert.deepEqual((await readAll(own.apiKey, events[3].id)).events, events.slice(4));
    // At the end: nothing, and the same cursor.
    const end = await feed(own.apiKey, `?after=${next}`);
    assert.deepEqual(end.body, { events: [], next });

    // One request's history, oldest first, and the feed cursor of its last event.
    const history = await request(t.url, 'GET', `${SUBMISSIONS}/${b.id}/events`, { token: own.apiKey });
    assert.equal(history.status, 200);
    assert.deepEqual(history.body, { events: events.slice(7), next: events[8].id });
  });

  test("shows no other workspace's events, and another workspace's request history is 404", async () => {
    const mine = await createTenant(t);
    const theirs = await createTenant(t);
    const mineTemplate = await publishedTemplate(t.url, mine.apiKey);
    const theirTemplate = await publishedTemplate(t.url, theirs.apiKey);
    const ours = await sent(mine.apiKey, mineTemplate);
    const other = await sent(theirs.apiKey, theirTemplate);
    assert.deepEqual(
      (await readAll(mine.apiKey)).events.map((e) => e.requestId),
      [ours.id],
    );
    assert.deepEqual(
      (await readAll(theirs.apiKey)).events.map((e) => e.requestId),
      [other.id],
    );
    const foreign = await request(t.url, 'GET', `${SUBMISSIONS}/${other.id}/events`, { token: mine.apiKey });
    assert.equal(foreign.status, 404);
    const unknown = await request(t.url, 'GET', `${SUBMISSIONS}/sr_nope/events`, { token: mine.apiKey });
    assert.equal(unknown.status, 404);
  });

  test('refuses a cursor that is not one, limits outside 1..500 and waits outside 0..30', async () => {
    for (const query of [
      '?after=bogus',
      '?after=ZXYxLjk5OTk5',
      '?limit=0',
      '?limit=501',
      '?wait=31',
      '?wait=-1',
    ]) {
      const reply = await feed(tenant.apiKey, query);
      assert.equal(reply.status, 400, `${query}: ${JSON.stringify(reply.body)}`);
    }
    assert.equal((await request(t.url, 'GET', EVENTS)).status, 401);
  });
});

describe('waiting', () => {
  test('a call that finds nothing answers after wait seconds with no events and the same next', async () => {
    const quiet = await createTenant(t);
    const first = await feed(quiet.apiKey);
    const reply = await feed(quiet.apiKey, `?after=${first.body.next}&wait=1`);
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { events: [], next: first.body.next });
  });

  test('a waiting call is woken by a change, before its wait has passed', async () => {
    const own = await createTenant(t);
    const template = await publishedTemplate(t.url, own.apiKey);
    const { next } = (await feed(own.apiKey)).body;
    const started = performance.now();
    const waiting = feed(own.apiKey, `?after=${next}&wait=10`);
    // The call holds (nothing after its cursor) until the send commits.
    const request1 = await sent(own.apiKey, template);
    const reply = await waiting;
    const elapsed = performance.now() - started;
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.events.map((e: { type: string; requestId: string }) => [e.type, e.requestId]),
      [['signature_request.sent', request1.id]],
    );
    assert.ok(elapsed < 10_000, `woken before its 10 s wait passed (${Math.round(elapsed)} ms)`);
  });

  test('at most the limit of calls wait at once in one process; the next is 429', async () => {
    const waiters = createEventWaiters(t.services.db, 1);
    const first = await waiters.subscribe(tenant.workspaceId);
    await assert.rejects(
      waiters.subscribe(tenant.workspaceId),
      (error: { statusCode: number; headers: object }) => {
        assert.equal(error.statusCode, 429);
        assert.deepEqual(error.headers, { 'retry-after': '1' });
        return true;
      },
    );
    first.done();
    const second = await waiters.subscribe(tenant.workspaceId);
    second.done();
    await waiters.close();
  });

  test("one workspace holding its share of waiting calls leaves the rest to others: its next is 429, another's waits", async () => {
    const waiters = createEventWaiters(t.services.db, 4, 2);
    const held = [await waiters.subscribe('ws_b'), await waiters.subscribe('ws_b')];
    await assert.rejects(waiters.subscribe('ws_b'), (error: { statusCode: number; headers: object }) => {
      assert.equal(error.statusCode, 429);
      assert.deepEqual(error.headers, { 'retry-after': '1' });
      return true;
    });
    const other = await waiters.subscribe(tenant.workspaceId);
    assert.equal(waiters.waiting, 3);
    for (const w of [...held, other]) w.done();
    await waiters.close();
  });

  test('a shutdown answers every waiting call at once: no events, the same next', async () => {
    const own = await startTestApp();
    try {
      const ws = await createTenant(own);
      const first = await request(own.url, 'GET', EVENTS, { token: ws.apiKey });
      const calls = [1, 2, 3].map(() =>
        request(own.url, 'GET', `${EVENTS}?after=${first.body.next}&wait=30`, { token: ws.apiKey }),
      );
      await waitFor(() => waitingCalls(own.app) === 3, 'the three calls to wait');
      const closing = own.app.close();
      for (const reply of await Promise.all(calls)) {
        assert.equal(reply.status, 200);
        assert.deepEqual(reply.body, { events: [], next: first.body.next });
      }
      await closing;
    } finally {
      await own.close();
    }
  });
});

describe('retention and erasure', () => {
  test('after EVENTS_RETENTION_DAYS the sweep deletes events; an older cursor is 410 cursor_expired', async (ctx) => {
    await freezeClock(t.admin, ctx);
    const own = await createTenant(t);
    const template = await publishedTemplate(t.url, own.apiKey);
    await sent(own.apiKey, template);
    await sent(own.apiKey, template);
    const before = (await readAll(own.apiKey)).events;
    assert.equal(before.length, 2);

    assert.equal((await t.admin('POST', '/clock', { advanceSeconds: 31 * 86_400 })).status, 200);
    await t.services.clock.refresh();
    await lifecycleSweep(t.services);
    const fresh = await sent(own.apiKey, template);

    const expired = await feed(own.apiKey, `?after=${before[0].id}`);
    assert.equal(expired.status, 410, JSON.stringify(expired.body));
    assert.equal(expired.body.code, 'cursor_expired');
    // A cursor that had seen every deleted event misses nothing: it goes on.
    const caughtUp = await feed(own.apiKey, `?after=${before[1].id}`);
    assert.equal(caughtUp.status, 200);
    assert.deepEqual(
      caughtUp.body.events.map((e: { requestId: string }) => e.requestId),
      [fresh.id],
    );
    // Without a cursor: from the oldest kept event.
    assert.deepEqual((await readAll(own.apiKey)).events, caughtUp.body.events);
  });

  test("erasing a request removes the signers' addresses from its events (a search of every table)", async () => {
    const own = await createTenant(t);
    const template = await publishedTemplate(t.url, own.apiKey);
    const tag = `erase-${process.pid}-feed`;
    const r = await sent(own.apiKey, template, tag);
    assert.equal((await open(r.submitters[0].signingUrl)).status, 200);
    const address = `client-${tag}@example.test`;
    const { rows } = await t.services.db.query<{ email: string }>(
      'SELECT email FROM events WHERE request_id = $1',
      [r.id],
    );
    assert.ok(
      rows.some((row) => row.email === address),
      'the opened event carries the address',
    );
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${r.id}/void`, {
      token: own.apiKey,
      body: {},
    });
    assert.equal(voided.status, 200);
    const erased = await request(t.url, 'DELETE', `${SUBMISSIONS}/${r.id}`, { token: own.apiKey });
    assert.equal(erased.status, 204);

    assert.deepEqual(await searchDatabase(t.services.db, [address]), []);
    const events = (await readAll(own.apiKey)).events.filter((e) => e.requestId === r.id);
    assert.deepEqual(
      events.map((e) => [e.type, e.role ?? null, e.email ?? null]),
      [
        ['signature_request.sent', null, null],
        ['signature_request.opened', 'Client', null],
        ['signature_request.voided', null, null],
        ['signature_request.erased', null, null],
      ],
    );
    const history = await request(t.url, 'GET', `${SUBMISSIONS}/${r.id}/events`, { token: own.apiKey });
    assert.equal(history.status, 404, 'an erased request is 404 here as everywhere');
  });
});
