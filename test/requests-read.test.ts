// Spec §4.2 (poll) and §4.4 (list), CONTRACT §5: newest first with ties by id, stable paging,
// filters, 400 on bad parameters, a request readable only by its own workspace, never metered.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS, send, sendBody } from './requests-fixtures.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function workspaceWithRequests(count: number, plan = 'team_standard') {
  const tenant = await createTenant(t, plan);
  const templateId = await publishedTemplate(t.url, tenant.apiKey);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await send(t.url, tenant.apiKey, sendBody(templateId, { sendEmail: false }));
    assert.equal(reply.status, 201);
    ids.push(reply.body.id);
  }
  return { tenant, templateId, ids };
}

const list = (tenant: Tenant, query = '') =>
  request(t.url, 'GET', `${SUBMISSIONS}${query}`, { token: tenant.apiKey });

describe('poll', () => {
  test('polling answers the request as sent', async () => {
    const tenant = await createTenant(t);
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    const sent = await send(t.url, tenant.apiKey, sendBody(templateId, { sendEmail: false }));
    const polled = await request(t.url, 'GET', `${SUBMISSIONS}/${sent.body.id}`, { token: tenant.apiKey });
    assert.equal(polled.status, 200);
    assert.deepEqual(polled.body, sent.body);
  });

  test('an unknown id is a 404 without code', async () => {
    const tenant = await createTenant(t);
    const reply = await request(t.url, 'GET', `${SUBMISSIONS}/sr_nothere`, { token: tenant.apiKey });
    assert.equal(reply.status, 404);
    assert.deepEqual(reply.body, {
      statusCode: 404,
      error: 'Not Found',
      message: 'Signature request not found',
    });
  });

  test("another workspace's request is a 404 on every call", async () => {
    const { ids } = await workspaceWithRequests(1);
    const stranger = await createTenant(t);
    for (const [method, path] of [
      ['GET', `${SUBMISSIONS}/${ids[0]}`],
      ['POST', `${SUBMISSIONS}/${ids[0]}/remind`],
      ['POST', `${SUBMISSIONS}/${ids[0]}/void`],
    ]) {
      const reply = await request(t.url, method, path, { token: stranger.apiKey });
      assert.equal(reply.status, 404, `${method} ${path}`);
    }
    assert.equal((await list(stranger)).body.total, 0);
  });

  test('polling, listing and reading usage are never metered', async () => {
    const { tenant, ids } = await workspaceWithRequests(1, 'starter');
    const used = async () =>
      (await request(t.url, 'GET', '/api/v1/esign/usage', { token: tenant.apiKey })).body.signatureRequests;
    assert.deepEqual((await used()).used, 1);
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await request(t.url, 'GET', `${SUBMISSIONS}/${ids[0]}`, { token: tenant.apiKey })).status,
        200,
      );
      assert.equal((await list(tenant)).status, 200);
    }
    assert.deepEqual(await used(), {
      limit: 1,
      used: 1,
      remaining: 0,
      periodStart: (await used()).periodStart,
    });
  });
});

describe('list', () => {
  test('lists newest first, ties broken by id, with total, limit and offset', async () => {
    const { tenant, ids } = await workspaceWithRequests(6);
    const reply = await list(tenant);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.total, 6);
    assert.equal(reply.body.limit, 25);
    assert.equal(reply.body.offset, 0);
    const got = reply.body.submissions as Array<{ id: string; createdAt: string }>;
    assert.deepEqual(
      got.map((s) => s.id),
      [...ids].reverse(),
    );
    for (let i = 1; i < got.length; i++) {
      const [a, b] = [got[i - 1], got[i]];
      assert.ok(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id));
    }
    assert.ok(Object.hasOwn(got[0], 'submitters'));
  });

  test('paging with limit and offset walks the list without gaps or repeats', async () => {
    const { tenant, ids } = await workspaceWithRequests(7);
    const seen: string[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await list(tenant, `?limit=3&offset=${offset}`);
      assert.equal(page.body.total, 7);
      assert.equal(page.body.limit, 3);
      assert.equal(page.body.offset, offset);
      seen.push(...page.body.submissions.map((s: { id: string }) => s.id));
    }
    assert.deepEqual(seen, [...ids].reverse());
    const beyond = await list(tenant, '?offset=50');
    assert.deepEqual([beyond.body.submissions, beyond.body.total], [[], 7]);
  });

  test('filters by status and by templateId', async () => {
    const { tenant, templateId, ids } = await workspaceWithRequests(3);
    const otherTemplate = await publishedTemplate(t.url, tenant.apiKey);
    const other = await send(t.url, tenant.apiKey, sendBody(otherTemplate, { sendEmail: false }));
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${ids[1]}/void`, {
      token: tenant.apiKey,
      body: {},
    });
    assert.equal(voided.status, 200);

    const byStatus = await list(tenant, '?status=voided');
    assert.deepEqual(
      byStatus.body.submissions.map((s: { id: string }) => s.id),
      [ids[1]],
    );
    assert.equal(byStatus.body.total, 1);
    const pending = await list(tenant, '?status=pending');
    assert.deepEqual(
      pending.body.submissions.map((s: { id: string }) => s.id),
      [other.body.id, ids[2], ids[0]],
    );
    const byTemplate = await list(tenant, `?templateId=${templateId}&status=pending`);
    assert.deepEqual(
      byTemplate.body.submissions.map((s: { id: string }) => s.id),
      [ids[2], ids[0]],
    );
    assert.equal((await list(tenant, '?status=completed')).body.total, 0);
    assert.equal((await list(tenant, '?templateId=tpl_unknown')).body.total, 0);
  });

  test('a bad status, limit or offset is a 400; unknown parameters are ignored', async () => {
    const { tenant } = await workspaceWithRequests(1);
    for (const query of [
      '?status=done',
      '?limit=0',
      '?limit=101',
      '?limit=ten',
      '?limit=2.5',
      '?offset=-1',
      '?offset=x',
    ]) {
      const reply = await list(tenant, query);
      assert.equal(reply.status, 400, query);
      assert.equal(reply.body.error, 'Bad Request');
      assert.equal(reply.body.code, undefined);
    }
    assert.match((await list(tenant, '?status=done')).body.message, /status must be one of: pending, opened/);
    assert.equal((await list(tenant, '?limit=100&sort=asc')).status, 200);
  });
});
