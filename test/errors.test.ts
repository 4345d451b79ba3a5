// CONTRACT §1: every error, the framework's own included, is {statusCode, error, message}.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN_TOKEN, request, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

function assertEnvelope(body: Record<string, unknown>, status: number, error: string) {
  assert.equal(body.statusCode, status);
  assert.equal(body.error, error);
  assert.equal(typeof body.message, 'string');
  assert.ok(!JSON.stringify(body).includes('stack'));
}

describe('error envelope', () => {
  test('an unknown route answers 404 in the envelope', async () => {
    const reply = await request(t.url, 'GET', '/no/such/route');
    assert.equal(reply.status, 404);
    assertEnvelope(reply.body, 404, 'Not Found');
  });

  test('malformed JSON answers 400 in the envelope', async () => {
    const reply = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      raw: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(reply.status, 400);
    assertEnvelope(reply.body, 400, 'Bad Request');
    assert.match(reply.body.message, /JSON/);
  });

  test('a body over the size limit answers 413 in the envelope', async () => {
    const reply = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      raw: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), plan: 'max' }),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(reply.status, 413);
    assertEnvelope(reply.body, 413, 'Payload Too Large');
  });

  test('an unsupported content type answers 415 in the envelope', async () => {
    const reply = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      raw: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(reply.status, 415);
    assertEnvelope(reply.body, 415, 'Unsupported Media Type');
  });

  test('a body failing validation answers 400 listing every problem', async () => {
    const reply = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      body: { plan: 'gold', nmae: 'typo' },
    });
    assert.equal(reply.status, 400);
    assertEnvelope(reply.body, 400, 'Bad Request');
    assert.equal(reply.body.code, undefined);
    assert.match(reply.body.message, /must have property 'name'/);
    assert.match(reply.body.message, /unknown property 'nmae'/);
  });

  test('a wrong operator token answers 401 in the envelope', async () => {
    const reply = await request(t.url, 'GET', '/admin/v1/workspaces/ws_x', { token: 'wrong-token' });
    assert.equal(reply.status, 401);
    assertEnvelope(reply.body, 401, 'Unauthorized');
  });

  test('every response carries a request id', async () => {
    const reply = await request(t.url, 'GET', '/healthz');
    assert.match(reply.headers.get('x-request-id') ?? '', /^[\w-]{8,}$/);
  });
});

describe('validation messages say what to fix', () => {
  test('a choice among literals lists the allowed values', async () => {
    const reply = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      body: { name: 'X', plan: 'gold' },
    });
    assert.equal(reply.status, 400);
    assert.equal(
      reply.body.message,
      'body/plan must be one of: free, starter, professional, max, team_standard, team_premium, enterprise',
    );
  });

  test('a POST that takes no body refuses unknown fields but accepts none or {}', async () => {
    const ws = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      body: { name: 'Y', plan: 'max' },
    });
    const member = await request(t.url, 'POST', `/admin/v1/workspaces/${ws.body.id}/members`, {
      token: ADMIN_TOKEN,
      body: { email: 'y@y.test', name: 'Y' },
    });
    const key = await request(t.url, 'POST', `/admin/v1/workspaces/${ws.body.id}/api-keys`, {
      token: ADMIN_TOKEN,
      body: { memberId: member.body.id },
    });
    const template = await request(t.url, 'POST', '/api/v1/templates', {
      token: key.body.key,
      body: { name: 'T', kind: 'flow', roles: [{ name: 'A' }], body: 'Hello', variables: [] },
    });
    const publish = (body?: unknown) =>
      request(t.url, 'POST', `/api/v1/templates/${template.body.id}/publish`, { token: key.body.key, body });
    const refused = await publish({ recipient: 'someone@example.com' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /unknown property 'recipient'/);
    assert.equal((await publish({})).status, 200);
    assert.equal((await publish()).status, 200);
  });

  test('text/plain is an unsupported media type like any other', async () => {
    const reply = await request(t.url, 'POST', '/admin/v1/workspaces', {
      token: ADMIN_TOKEN,
      raw: '{"name":"x","plan":"max"}',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(reply.status, 415);
  });
});
