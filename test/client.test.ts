// @countersign/client against a running service: send (with an idempotency key always), a replay
// after a lost response, waiting for completion while a script signs, paging through 120 requests,
// typed errors for limit_reached and reminder_cooldown, and retries that honour Retry-After.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  Countersign,
  CountersignError,
  CountersignNetworkError,
  LimitReachedError,
  RateLimitedError,
  ReminderCooldownError,
  type SignatureRequest,
} from '@countersign/client';
import { idempotencyKeyHash } from '../src/requests/read.ts';
import { createTenant, startTestApp, type Tenant, type TestApp, usageOf } from './helpers.ts';
import { publishedTemplate, sign, signers } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
const sleeps: number[] = [];
/** Short real waits, and a record of what the client asked for. */
const sleep = async (ms: number) => {
  sleeps.push(ms);
  await new Promise((r) => setTimeout(r, Math.min(ms, 20)));
};
const client = (options: { fetch?: typeof fetch; apiKey?: string } = {}) =>
  new Countersign({ baseUrl: t.url, apiKey: options.apiKey ?? tenant.apiKey, fetch: options.fetch, sleep });
const input = () => ({ templateId, submitters: signers(), values: { clientName: 'Zoë Client' } });

async function requestsInDatabase(workspaceId: string) {
  const { rows } = await t.services.db.query<{ id: string; idempotency_key: string | null }>(
    'SELECT id, idempotency_key FROM signature_requests WHERE workspace_id = $1 ORDER BY id',
    [workspaceId],
  );
  return rows;
}

async function sentWithKey(requestId: string): Promise<string | undefined> {
  const { rows } = await t.services.db.query<{ key: string | null }>(
    `SELECT details->>'idempotencyKey' AS key FROM audit_log
      WHERE request_id = $1 AND action = 'signature_request.sent'`,
    [requestId],
  );
  return rows[0]?.key ?? undefined;
}

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'enterprise');
  templateId = await publishedTemplate(t.url, tenant.apiKey);
});
after(() => t.close());

describe('send', () => {
  test('creates a request and always carries an idempotency key, generated when none is given', async () => {
    const sent = await client().send(input());
    assert.equal(sent.status, 'pending');
    assert.equal(sent.submitters.length, 2);
    // The key is kept as its SHA-256; the audit entry of the send shows the key itself.
    const row = (await requestsInDatabase(tenant.workspaceId)).find((r) => r.id === sent.id);
    const generated = await sentWithKey(sent.id);
    assert.match(generated ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(row?.idempotency_key, idempotencyKeyHash(generated!));
    const given = await client().send(input(), { idempotencyKey: 'order-4471' });
    assert.equal(
      (await requestsInDatabase(tenant.workspaceId)).find((r) => r.id === given.id)?.idempotency_key,
      idempotencyKeyHash('order-4471'),
    );
    assert.equal(await sentWithKey(given.id), 'order-4471');
  });

  test('a response lost after the service handled the send is recovered by a replay: one request, one charge', async () => {
    const other = await createTenant(t, 'professional');
    const answers: Array<{ status: number; replayed: string | null }> = [];
    let dropped = false;
    // The first answer is lost on the way back, as on a dropped connection.
    const lossy: typeof fetch = async (resource, init) => {
      const response = await fetch(resource, init);
      answers.push({ status: response.status, replayed: response.headers.get('idempotent-replayed') });
      if (!dropped) {
        dropped = true;
        throw new TypeError('fetch failed: the connection was reset');
      }
      return response;
    };
    const template = await publishedTemplate(t.url, other.apiKey);
    const sent = await client({ fetch: lossy, apiKey: other.apiKey }).send({
      ...input(),
      templateId: template,
    });
    assert.deepEqual(answers, [
      { status: 201, replayed: null },
      { status: 200, replayed: 'true' },
    ]);
    const rows = await requestsInDatabase(other.workspaceId);
    assert.deepEqual(
      rows.map((r) => r.id),
      [sent.id],
      'one request',
    );
    assert.equal((await usageOf(t.url, other.apiKey)).used, 1, 'charged once');
  });

  test('a 503 and a 429 are retried after the Retry-After and x-ratelimit-reset they carry', async () => {
    const scripted = [
      new Response(
        JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'down',
          code: 'service_unavailable',
        }),
        {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '2' },
        },
      ),
      new Response(
        JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }),
        {
          status: 429,
          headers: { 'content-type': 'application/json', 'x-ratelimit-reset': '3' },
        },
      ),
    ];
    const flaky: typeof fetch = async (resource, init) => scripted.shift() ?? fetch(resource, init);
    sleeps.length = 0;
    const sent = await client({ fetch: flaky }).send(input());
    assert.equal(sent.status, 'pending');
    assert.deepEqual(sleeps, [2000, 3000]);
  });

  test('a rate limit asking for longer than the client accepts fails at once as a RateLimitedError', async () => {
    const limited: typeof fetch = async () =>
      new Response(
        JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }),
        {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '3600' },
        },
      );
    sleeps.length = 0;
    const error = await client({ fetch: limited })
      .send(input())
      .then(
        () => assert.fail('expected a RateLimitedError'),
        (e: unknown) => e,
      );
    assert.ok(error instanceof RateLimitedError);
    assert.equal(error.retryAfterSeconds, 3600);
    assert.deepEqual(sleeps, []);
  });

  test('an unreachable service is retried, then reported as a CountersignNetworkError', async () => {
    let calls = 0;
    const down: typeof fetch = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    await assert.rejects(client({ fetch: down }).send(input()), CountersignNetworkError);
    assert.equal(calls, 5, 'five attempts in all');
  });
});

describe('typed errors', () => {
  test('limit_reached is a LimitReachedError carrying code, resource, limit and used', async () => {
    const starter = await createTenant(t, 'starter');
    const cs = client({ apiKey: starter.apiKey });
    const template = await publishedTemplate(t.url, starter.apiKey);
    await cs.send({ ...input(), templateId: template });
    const error = await cs.send({ ...input(), templateId: template }).then(
      () => assert.fail('expected limit_reached'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof LimitReachedError);
    assert.ok(error instanceof CountersignError);
    assert.equal(error.status, 403);
    assert.equal(error.code, 'limit_reached');
    assert.deepEqual([error.resource, error.limit, error.used], ['signatureRequests', 1, 1]);
    assert.equal(error.message, 'limit_reached:signatureRequests');
    assert.ok(error.requestId, 'carries the x-request-id to quote');
  });

  test('reminder_cooldown is a ReminderCooldownError with retryAfterSeconds, and is not retried', async () => {
    const cs = client();
    const sent = await cs.send(input());
    assert.deepEqual(await cs.remind(sent.id), {
      reminded: true,
      recipient: { email: sent.submitters[0].email },
    });
    sleeps.length = 0;
    const error = await cs.remind(sent.id).then(
      () => assert.fail('expected reminder_cooldown'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof ReminderCooldownError);
    assert.equal(error.code, 'reminder_cooldown');
    assert.equal(error.status, 429);
    assert.ok(error.retryAfterSeconds > 0 && error.retryAfterSeconds <= 900);
    assert.deepEqual(sleeps, [], 'a cooldown is an answer, not a rate limit to wait out');
  });

  test('an unknown request is a CountersignError 404 without a code', async () => {
    const error = await client()
      .get('sr_unknown')
      .then(
        () => assert.fail('expected 404'),
        (e: unknown) => e,
      );
    assert.ok(error instanceof CountersignError);
    assert.equal(error.status, 404);
    assert.equal(error.code, undefined);
  });
});

test('waitFor resolves with the completed request while a script signs', async () => {
  const cs = client();
  const sent = await cs.send(input());
  const polls: string[] = [];
  const watching = cs.waitFor(sent.id, { until: 'terminal', intervalMs: 20, maxIntervalMs: 100 });
  // Meanwhile, the signers sign one after the other.
  for (const submitter of sent.submitters) {
    polls.push((await cs.get(sent.id)).status);
    await sign(t.url, submitter.signingUrl ?? assert.fail('an answer to send carries the signing links'));
  }
  const done: SignatureRequest = await watching;
  assert.equal(done.status, 'completed');
  assert.equal(done.hasSignedDocument, true);
  assert.ok(done.completedAt);
  assert.deepEqual(polls, ['pending', 'opened']);
  const pdf = await cs.document(sent.id);
  assert.equal(Buffer.from(pdf.subarray(0, 5)).toString('latin1'), '%PDF-');
});

test('waitFor gives up at its timeout', async () => {
  const cs = client();
  const sent = await cs.send(input());
  await assert.rejects(cs.waitFor(sent.id, { timeoutMs: 50, intervalMs: 20 }), {
    name: 'WaitTimeoutError',
    message: new RegExp(`${sent.id} is still pending`),
  });
});

test('the async iterator pages through 120 requests, newest first, each once', async () => {
  const bulk = await createTenant(t, 'enterprise');
  const cs = client({ apiKey: bulk.apiKey });
  const template = await publishedTemplate(t.url, bulk.apiKey);
  const created: string[] = [];
  for (let i = 0; i < 120; i++) created.push((await cs.send({ ...input(), templateId: template })).id);

  const pages = [];
  for await (const page of cs.pages({ limit: 50 })) pages.push(page);
  assert.deepEqual(
    pages.map((p) => [p.offset, p.submissions.length, p.total]),
    [
      [0, 50, 120],
      [50, 50, 120],
      [100, 20, 120],
    ],
  );
  const listed = pages.flatMap((p) => p.submissions.map((s) => s.id));
  assert.deepEqual(listed, [...created].reverse(), 'every request once, newest first');

  const pending: string[] = [];
  for await (const request of cs.requests({ status: 'pending', limit: 100 })) pending.push(request.id);
  assert.equal(pending.length, 120);
});
