// Spec §5: every /api/v1 call is authenticated by an API key.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const USAGE = '/api/v1/esign/usage';
let t: TestApp;
let tenant: Tenant;

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t, 'professional');
});
after(() => t.close());

function assertPlain401(reply: { status: number; body: unknown }) {
  assert.equal(reply.status, 401);
  assert.deepEqual(reply.body, {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Missing or invalid API key',
  });
}

describe('API key authentication', () => {
  test('a valid key is accepted', async () => {
    const reply = await request(t.url, 'GET', USAGE, { token: tenant.apiKey });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.signatureRequests.limit, 10);
  });

  test('keys carry a recognisable prefix and at least 128 random bits', () => {
    assert.match(tenant.apiKey, /^cs_live_[A-Za-z0-9_-]{43}$/);
  });

  test('no key answers 401 with the same body as every other bad key', async () => {
    assertPlain401(await request(t.url, 'GET', USAGE));
    assertPlain401(await request(t.url, 'GET', USAGE, { headers: { authorization: 'Basic abc' } }));
  });

  test('an unknown key answers 401', async () => {
    assertPlain401(await request(t.url, 'GET', USAGE, { token: `${tenant.apiKey.slice(0, -2)}xx` }));
    assertPlain401(await request(t.url, 'GET', USAGE, { token: 'not-a-key' }));
  });

  test('a revoked key answers 401 from then on', async () => {
    const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: tenant.memberId,
    });
    assert.equal((await request(t.url, 'GET', USAGE, { token: key.body.key })).status, 200);
    const revoked = await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/api-keys/${key.body.id}`);
    assert.equal(revoked.status, 204);
    assertPlain401(await request(t.url, 'GET', USAGE, { token: key.body.key }));
  });

  test('an expired key answers 401 once its expiry passes on the service clock', async () => {
    const now = (await t.admin('GET', '/clock')).body.now;
    const expiresAt = new Date(Date.parse(now) + 3600_000).toISOString();
    const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: tenant.memberId,
      expiresAt,
    });
    assert.equal(key.status, 201);
    assert.equal(key.body.expiresAt, expiresAt);
    assert.equal((await request(t.url, 'GET', USAGE, { token: key.body.key })).status, 200);
    await t.admin('POST', '/clock', { advanceSeconds: 3601 });
    assertPlain401(await request(t.url, 'GET', USAGE, { token: key.body.key }));
  });

  test('a key whose creator left the workspace answers 403 key_creator_left_organization', async () => {
    const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'b@acme.test',
      name: 'B',
    });
    const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: member.body.id,
    });
    assert.equal(
      (await t.admin('DELETE', `/workspaces/${tenant.workspaceId}/members/${member.body.id}`)).status,
      204,
    );
    const reply = await request(t.url, 'GET', USAGE, { token: key.body.key });
    assert.equal(reply.status, 403);
    assert.equal(reply.body.code, 'key_creator_left_organization');
    assert.equal(reply.body.error, 'Forbidden');
    // A departed member cannot be given a new key either.
    const again = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
      memberId: member.body.id,
    });
    assert.equal(again.status, 400);
  });

  test('a workspace whose plan lacks e-signatures answers 403 plan_missing_feature', async () => {
    const free = await createTenant(t, 'free');
    const reply = await request(t.url, 'GET', USAGE, { token: free.apiKey });
    assert.equal(reply.status, 403);
    assert.equal(reply.body.code, 'plan_missing_feature');
    // Moving to a paid plan restores access with the same key.
    await t.admin('PATCH', `/workspaces/${free.workspaceId}`, { plan: 'starter' });
    assert.equal((await request(t.url, 'GET', USAGE, { token: free.apiKey })).status, 200);
  });

  test('authentication is decided before the body is read', async () => {
    const reply = await request(t.url, 'POST', '/api/v1/esign/submissions', {
      raw: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    assertPlain401(reply);
  });

  test('the key list never shows secrets', async () => {
    const list = await t.admin('GET', `/workspaces/${tenant.workspaceId}/api-keys`);
    assert.equal(list.status, 200);
    assert.ok(list.body.apiKeys.length >= 1);
    assert.ok(!JSON.stringify(list.body).includes(tenant.apiKey));
    assert.ok(!('key' in list.body.apiKeys[0]));
  });
});
