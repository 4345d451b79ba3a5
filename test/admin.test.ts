// CONTRACT §3 and §9: the operator API and the test clock.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTenant, request, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let plain: TestApp;
before(async () => {
  [t, plain] = await Promise.all([startTestApp({ TEST_CLOCK: '1' }), startTestApp()]);
});
after(async () => {
  await Promise.all([t.close(), plain.close()]);
});

describe('operator API', () => {
  test('workspaces are created, read and updated with prefixed ids', async () => {
    const created = await t.admin('POST', '/workspaces', { name: 'Globex', plan: 'starter' });
    assert.equal(created.status, 201);
    assert.match(created.body.id, /^ws_[0-9a-z]{26}$/);
    assert.equal(created.body.plan, 'starter');
    assert.match(created.body.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const read = await t.admin('GET', `/workspaces/${created.body.id}`);
    // Issue 25: the workspace as read also carries its embedding origins and its branding.
    assert.deepEqual(read.body, {
      ...created.body,
      embedOrigins: [],
      displayName: null,
      accentColor: null,
      logo: null,
    });
    const patched = await t.admin('PATCH', `/workspaces/${created.body.id}`, { plan: 'enterprise' });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.plan, 'enterprise');
    assert.equal(patched.body.name, 'Globex');
  });

  test('an unknown plan or workspace is refused', async () => {
    assert.equal((await t.admin('POST', '/workspaces', { name: 'X', plan: 'platinum' })).status, 400);
    assert.equal((await t.admin('GET', '/workspaces/ws_missing')).status, 404);
    assert.equal((await t.admin('PATCH', '/workspaces/ws_missing', { name: 'Y' })).status, 404);
  });

  test('members are added active and removed with 204', async () => {
    const tenant = await createTenant(t);
    const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'x@y.test',
      name: 'X',
    });
    assert.equal(member.status, 201);
    assert.equal(member.body.status, 'active');
    assert.match(member.body.id, /^mem_/);
    assert.equal(
      (await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, { email: 'nope', name: 'X' }))
        .status,
      400,
    );
    assert.equal(
      (await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/members/${member.body.id}`)).status,
      204,
    );
    assert.equal(
      (await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/members/mem_missing`)).status,
      404,
    );
  });

  test('an API key is shown once; the list carries no secret', async () => {
    const tenant = await createTenant(t);
    const list = await t.admin('GET', `/workspaces/${tenant.workspaceId}/api-keys`);
    assert.equal(list.body.apiKeys[0].id, tenant.apiKeyId);
    assert.equal(list.body.apiKeys[0].memberId, tenant.memberId);
    assert.equal(list.body.apiKeys[0].key, undefined);
    assert.equal(
      (await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/api-keys/key_missing`)).status,
      404,
    );
  });

  test('an expiry in the past is refused', async () => {
    const tenant = await createTenant(t);
    const reply = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: tenant.memberId,
      expiresAt: '2001-01-01T00:00:00.000Z',
    });
    assert.equal(reply.status, 400);
  });

  test('notifications and the audit log answer in their envelopes', async () => {
    const tenant = await createTenant(t);
    const notifications = await t.admin('GET', `/workspaces/${tenant.workspaceId}/notifications`);
    assert.deepEqual(notifications.body, { notifications: [] });
    const audit = await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=5&offset=0`);
    assert.deepEqual(audit.body, { entries: [], total: 0, limit: 5, offset: 0 });
    assert.equal((await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=500`)).status, 400);
  });
});

describe('test clock', () => {
  test('advancing the clock moves the service time forward for every reader', async () => {
    const before = Date.parse((await t.admin('GET', '/clock')).body.now);
    const advanced = await t.admin('POST', '/clock', { advanceSeconds: 40 * 86400 });
    assert.equal(advanced.status, 200);
    const after = Date.parse(advanced.body.now);
    assert.ok(after - before >= 40 * 86400_000 && after - before < 40 * 86400_000 + 60_000);
    const tenant = await createTenant(t);
    const ws = await t.admin('GET', `/workspaces/${tenant.workspaceId}`);
    assert.ok(Date.parse(ws.body.createdAt) >= after, 'timestamps come from the advanced clock');
  });

  test('a negative advance is refused', async () => {
    assert.equal((await t.admin('POST', '/clock', { advanceSeconds: -5 })).status, 400);
  });

  test('without TEST_CLOCK=1 the clock endpoints answer 404', async () => {
    assert.equal((await plain.admin('GET', '/clock')).status, 404);
    assert.equal((await plain.admin('POST', '/clock', { advanceSeconds: 1 })).status, 404);
  });
});

describe('OpenAPI', () => {
  test('the OpenAPI document describes the API and a docs page is served', async () => {
    const doc = await request(t.url, 'GET', '/api/v1/openapi.json');
    assert.equal(doc.status, 200);
    assert.equal(doc.body.openapi, '3.1.0');
    assert.ok(doc.body.paths['/api/v1/esign/usage']);
    assert.ok(doc.body.paths['/api/v1/templates']);
    const docs = await fetch(`${t.url}/docs/`);
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /<html/i);
  });
});
