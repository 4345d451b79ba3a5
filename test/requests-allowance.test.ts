// Spec §4.1 rules 5 and 6 with spec §8: a send beyond the monthly allowance is 403 limit_reached
// (with resource, limit and used), concurrent sends never exceed it, a replay is never refused, and a
// plan without e-signatures is 403 plan_missing_feature. The month rolling over is in requests-clock.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTenant, request, usageOf } from './helpers.ts';
import {
  type MailApp,
  publishedTemplate,
  SUBMISSIONS,
  send,
  sendBody,
  startMailApp,
} from './requests-fixtures.ts';

let m: MailApp;
before(async () => {
  m = await startMailApp({}, 'team_premium');
});
after(() => m.close());

const usage = (apiKey = m.tenant.apiKey) => usageOf(m.t.url, apiKey);

describe('send: allowance and plan (rules 5, 6)', () => {
  test('when the allowance is used up, a send is 403 limit_reached with resource, limit and used', async () => {
    const starter = await createTenant(m.t, 'starter');
    const template = await publishedTemplate(m.t.url, starter.apiKey);
    assert.equal((await send(m.t.url, starter.apiKey, sendBody(template, { sendEmail: false }))).status, 201);
    const refused = await send(
      m.t.url,
      starter.apiKey,
      sendBody(template, { idempotencyKey: 'after-limit' }),
    );
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, {
      statusCode: 403,
      error: 'Forbidden',
      message: 'limit_reached:signatureRequests',
      code: 'limit_reached',
      resource: 'signatureRequests',
      limit: 1,
      used: 1,
    });
    assert.equal((await usage(starter.apiKey)).used, 1);
    // A refused send did not take its idempotency key: once allowed, the key creates the request.
    await m.t.admin('PATCH', `/workspaces/${starter.workspaceId}`, { plan: 'professional' });
    const later = await send(
      m.t.url,
      starter.apiKey,
      sendBody(template, { idempotencyKey: 'after-limit', sendEmail: false }),
    );
    assert.equal(later.status, 201);
  });

  test('a replay of a request sent before the allowance ran out is still answered 200', async () => {
    const starter = await createTenant(m.t, 'starter');
    const template = await publishedTemplate(m.t.url, starter.apiKey);
    const body = sendBody(template, { idempotencyKey: 'first', sendEmail: false });
    assert.equal((await send(m.t.url, starter.apiKey, body)).status, 201);
    const replay = await send(m.t.url, starter.apiKey, body);
    assert.equal(replay.status, 200);
  });

  test('at the allowance edge concurrent sends never exceed it', async () => {
    const max = await createTenant(m.t, 'max');
    const template = await publishedTemplate(m.t.url, max.apiKey);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => send(m.t.url, max.apiKey, sendBody(template, { sendEmail: false }))),
    );
    assert.equal(replies.filter((r) => r.status === 201).length, 25);
    assert.equal(replies.filter((r) => r.status === 403 && r.body.code === 'limit_reached').length, 5);
    assert.equal((await usage(max.apiKey)).used, 25);
    const list = await request(m.t.url, 'GET', `${SUBMISSIONS}?limit=1`, { token: max.apiKey });
    assert.equal(list.body.total, 25);
  });

  test('the enterprise plan is unlimited: sends are never refused and usage reads unlimited', async () => {
    const enterprise = await createTenant(m.t, 'enterprise');
    const template = await publishedTemplate(m.t.url, enterprise.apiKey);
    assert.equal(
      (await send(m.t.url, enterprise.apiKey, sendBody(template, { sendEmail: false }))).status,
      201,
    );
    const u = await usage(enterprise.apiKey);
    assert.deepEqual([u.limit, u.used, u.remaining], ['unlimited', 1, 'unlimited']);
  });

  test('sends made while unlimited count against a limit set later in the month, at once and concurrently', async () => {
    // Unlimited charges go to each session's own stripe of the counter (migration 0023); a limited
    // charge must see all of them.
    const tenant = await createTenant(m.t, 'enterprise');
    const template = await publishedTemplate(m.t.url, tenant.apiKey);
    const early = await Promise.all(
      Array.from({ length: 8 }, () => send(m.t.url, tenant.apiKey, sendBody(template, { sendEmail: false }))),
    );
    assert.ok(early.every((r) => r.status === 201));
    await m.t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { plan: 'professional' });
    assert.deepEqual(
      Object.values(await usage(tenant.apiKey)).slice(0, 3),
      [10, 8, 2],
      'limit, used, remaining',
    );
    const later = await Promise.all(
      Array.from({ length: 6 }, () => send(m.t.url, tenant.apiKey, sendBody(template, { sendEmail: false }))),
    );
    assert.equal(later.filter((r) => r.status === 201).length, 2);
    const refused = later.filter((r) => r.status === 403);
    assert.equal(refused.length, 4);
    assert.ok(refused.every((r) => r.body.code === 'limit_reached' && r.body.used === 10));
    assert.equal((await usage(tenant.apiKey)).used, 10);
  });

  test('a workspace whose plan lacks e-signatures gets 403 plan_missing_feature', async () => {
    const free = await createTenant(m.t, 'free');
    const reply = await send(m.t.url, free.apiKey, sendBody(m.templateId));
    assert.equal(reply.status, 403);
    assert.equal(reply.body.code, 'plan_missing_feature');
  });

  test('authentication comes first: no key is a 401 even for a replayed key', async () => {
    const reply = await request(m.t.url, 'POST', SUBMISSIONS, {
      body: sendBody(m.templateId, { idempotencyKey: 'x' }),
    });
    assert.equal(reply.status, 401);
  });
});
