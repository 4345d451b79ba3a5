// Issue 8's input classes, each proved across the routes rather than for one example:
// - text PostgreSQL cannot store (NUL, unpaired surrogates) is a 400 naming the field, wherever it is
//   (path ids: 404), and nothing is written;
// - every integer the API takes is bounded and every timestamp parsed strictly (400, never 500);
// - URLs the router cannot read go through the envelope, the request id and the rate limiter;
// - the headers of JSON answers, of answers carrying signing links, and of /docs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isDatabaseUnavailable } from '../src/platform/db/index.ts';
import { isStrictDateTime } from '../src/platform/http/validation.ts';
import { ADMIN_TOKEN, request, startTestApp } from './helpers.ts';
import { type SentRequest, type SigningApp, sendForSignature, startSigningApp } from './signing-support.ts';

let app: SigningApp;
let sent: SentRequest;
let base: string;
let key: string;

before(async () => {
  app = await startSigningApp();
  base = app.t.url;
  key = app.tenant.apiKey;
  sent = await sendForSignature(app);
});
after(() => app.close());

const BAD_TEXT = { nul: 'a\u0000b', surrogate: 'a\ud800b', lowSurrogate: '\udc00' };

/** A URL cannot carry a lone surrogate (it has no UTF-8 encoding; malformed percent-encodings are
 * tested below), so in URLs the surrogate cases become NUL. */
const inUrl = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\u0000'));

/** Row counts of every table a refused call could have written to. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = ['workspaces', 'members', 'api_keys', 'templates', 'signature_requests', 'submitters'];
  const more = ['outbox_messages', 'audit_log', 'documents', 'usage_counters', 'notifications'];
  const counts: Record<string, number> = {};
  for (const table of [...tables, ...more]) {
    const { rows } = await app.t.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

function assertEnvelope(reply: { status: number; body: any }, status: number) {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.statusCode, status);
  assert.equal(typeof reply.body.error, 'string');
  assert.equal(typeof reply.body.message, 'string');
}

describe('text the database cannot store', () => {
  // [what, method, path, body or query builder, the field the message must name, token]
  const cases: Array<[string, string, (bad: string) => string, (bad: string) => unknown, string, string?]> = [
    [
      'a template name',
      'POST',
      () => '/api/v1/templates',
      (bad) => ({ name: bad, kind: 'flow' }),
      'body/name',
    ],
    [
      'a template body, label and role name',
      'POST',
      () => '/api/v1/templates',
      (bad) => ({
        name: 'x',
        kind: 'flow',
        roles: [{ name: 'A' }],
        body: `# ${bad}`,
        variables: [{ key: 'k', label: 'L', type: 'text' }],
      }),
      'body/body',
    ],
    [
      'a variable label',
      'POST',
      () => '/api/v1/templates',
      (bad) => ({
        name: 'x',
        kind: 'flow',
        roles: [{ name: 'A' }],
        body: 'b',
        variables: [{ key: 'k', label: bad }],
      }),
      'body/variables/0/label',
    ],
    [
      'a role name',
      'POST',
      () => '/api/v1/templates',
      (bad) => ({ name: 'x', kind: 'flow', roles: [{ name: bad }], body: 'b' }),
      'body/roles/0/name',
    ],
    [
      'a signer name',
      'POST',
      () => '/api/v1/esign/submissions',
      (bad) => ({
        templateId: app.templateId,
        submitters: [{ role: 'Client', name: bad, email: 'a@b.test' }],
      }),
      'body/submitters/0/name',
    ],
    [
      'a value',
      'POST',
      () => '/api/v1/esign/submissions',
      (bad) => ({ templateId: app.templateId, submitters: [], values: { clientName: bad } }),
      'body/values/clientName',
    ],
    [
      'a values key',
      'POST',
      () => '/api/v1/esign/submissions',
      (bad) => ({ templateId: app.templateId, submitters: [], values: { [bad]: 'x' } }),
      'body/values (a key)',
    ],
    [
      'a message',
      'POST',
      () => '/api/v1/esign/submissions',
      (bad) => ({ templateId: app.templateId, submitters: [], message: bad }),
      'body/message',
    ],
    [
      'an idempotency key',
      'POST',
      () => '/api/v1/esign/submissions',
      (bad) => ({ templateId: app.templateId, submitters: [], idempotencyKey: bad }),
      'body/idempotencyKey',
    ],
    [
      'a void reason',
      'POST',
      () => `/api/v1/esign/submissions/${sent.id}/void`,
      (bad) => ({ reason: bad }),
      'body/reason',
    ],
    [
      'a decline reason',
      'POST',
      () => `/sign/${sent.tokens[0]}/decline`,
      (bad) => ({ reason: bad }),
      'body/reason',
    ],
    [
      'a typed signature',
      'POST',
      () => `/sign/${sent.tokens[0]}/complete`,
      (bad) => ({ consent: true, signature: { type: 'typed', text: bad } }),
      'body/signature/text',
    ],
    [
      'a signer value',
      'POST',
      () => `/sign/${sent.tokens[0]}/complete`,
      (bad) => ({ consent: true, signature: { type: 'typed', text: 'Z' }, values: { clientReference: bad } }),
      'body/values/clientReference',
    ],
    [
      'a render value',
      'POST',
      () => `/api/v1/templates/${app.templateId}/render`,
      (bad) => ({ values: { clientName: bad } }),
      'body/values/clientName',
    ],
    [
      'a workspace name',
      'POST',
      () => '/admin/v1/workspaces',
      (bad) => ({ name: bad, plan: 'max' }),
      'body/name',
      ADMIN_TOKEN,
    ],
    [
      'a member name',
      'POST',
      () => `/admin/v1/workspaces/${app.tenant.workspaceId}/members`,
      (bad) => ({ name: bad, email: 'm@acme.test' }),
      'body/name',
      ADMIN_TOKEN,
    ],
    [
      'an API key name',
      'POST',
      () => `/admin/v1/workspaces/${app.tenant.workspaceId}/api-keys`,
      (bad) => ({ memberId: app.tenant.memberId, name: bad }),
      'body/name',
      ADMIN_TOKEN,
    ],
  ];

  for (const [what, method, path, body, field, token] of cases) {
    test(`${what} with a NUL or an unpaired surrogate is a 400 naming ${field}, and nothing is written`, async () => {
      for (const bad of Object.values(BAD_TEXT)) {
        const before = await tableCounts();
        const reply = await request(base, method, path(bad), { token: token ?? key, body: body(bad) });
        assertEnvelope(reply, 400);
        assert.ok(reply.body.message.startsWith(field), reply.body.message);
        assert.deepEqual(await tableCounts(), before);
      }
    });
  }

  test('query values are refused the same way, naming the parameter', async () => {
    for (const bad of Object.values(BAD_TEXT)) {
      for (const path of ['/api/v1/esign/submissions?templateId=', '/api/v1/templates?status=']) {
        const reply = await request(base, 'GET', `${path}${inUrl(bad)}`, { token: key });
        assertEnvelope(reply, 400);
      }
      const listed = await request(base, 'GET', `/api/v1/esign/submissions?templateId=${inUrl(bad)}`, {
        token: key,
      });
      assert.match(listed.body.message, /^querystring\/templateId/);
      const mailbox = await request(base, 'GET', `/admin/v1/mailbox?to=${inUrl(bad)}`, {
        token: ADMIN_TOKEN,
      });
      assertEnvelope(mailbox, 400);
    }
  });

  test('a path id carrying such a character names nothing: 404 on every kind of route', async () => {
    for (const bad of ['sr_%00', 'x%00y', '%ED%A0%80']) {
      for (const [path, token] of [
        [`/api/v1/esign/submissions/${bad}`, key],
        [`/api/v1/esign/submissions/${bad}/remind`, key],
        [`/api/v1/templates/${bad}`, key],
        [`/admin/v1/workspaces/${bad}`, ADMIN_TOKEN],
        [`/sign/${bad}/open`, undefined],
      ] as const) {
        const method = path.endsWith('remind') || path.endsWith('open') ? 'POST' : 'GET';
        const reply = await request(base, method, path, { token });
        assert.ok([400, 404].includes(reply.status), `${path}: ${reply.status}`);
        assert.equal(reply.body.statusCode, reply.status);
      }
    }
  });
});

describe('numbers and dates', () => {
  test('offsets beyond any page answer 400 on every paged list', async () => {
    for (const offset of ['1e308', '9223372036854775807', '2147483648', '-1']) {
      for (const [path, token] of [
        ['/api/v1/esign/submissions', key],
        ['/api/v1/templates', key],
        [`/admin/v1/workspaces/${app.tenant.workspaceId}/audit-log`, ADMIN_TOKEN],
      ]) {
        const reply = await request(base, 'GET', `${path}?offset=${offset}`, { token });
        assertEnvelope(reply, 400);
        assert.match(reply.body.message, /querystring\/offset/);
      }
    }
  });

  test('a timestamp that names no instant (a leap second, 30 February, no zone) is a 400 on send and on key creation', async () => {
    for (const expiresAt of [
      '2026-12-31T23:59:60Z',
      '2027-02-30T10:00:00Z',
      '2027-01-01T10:00:00',
      '2027-01-01T24:00:00Z',
    ]) {
      const send = await request(base, 'POST', '/api/v1/esign/submissions', {
        token: key,
        body: { templateId: app.templateId, submitters: [], expiresAt },
      });
      assertEnvelope(send, 400);
      assert.match(send.body.message, /body\/expiresAt/);
      const keyReply = await request(
        base,
        'POST',
        `/admin/v1/workspaces/${app.tenant.workspaceId}/api-keys`,
        {
          token: ADMIN_TOKEN,
          body: { memberId: app.tenant.memberId, expiresAt },
        },
      );
      assertEnvelope(keyReply, 400);
    }
  });

  test('the strict date-time rule accepts what RFC 3339 writes', () => {
    for (const good of [
      '2026-12-31T23:59:59Z',
      '2028-02-29T00:00:00.123+01:00',
      '2026-01-01T00:00:00.123456Z',
    ]) {
      assert.ok(isStrictDateTime(good), good);
    }
    for (const bad of [
      '2027-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-12-31 23:59:59Z',
      '2026-12-31T23:59:59+25:00',
    ]) {
      assert.ok(!isStrictDateTime(bad), bad);
    }
  });
});

describe('URLs the router cannot read', () => {
  test('an over-long path parameter is a 404 in the envelope that echoes nothing, with a request id and rate-limit headers', async () => {
    for (const path of [`/api/v1/esign/submissions/${'a'.repeat(300)}`, `/sign/${'t'.repeat(300)}/open`]) {
      const reply = await request(base, path.startsWith('/sign') ? 'POST' : 'GET', path, { token: key });
      assertEnvelope(reply, 404);
      assert.ok(
        !JSON.stringify(reply.body).includes('aaaaaaaaaa') &&
          !JSON.stringify(reply.body).includes('tttttttttt'),
      );
      assert.ok(reply.headers.get('x-request-id'));
      assert.ok(reply.headers.get('x-ratelimit-limit'));
      assert.equal(reply.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('a malformed percent-encoding is a 400 in the envelope', async () => {
    const reply = await request(base, 'GET', '/api/v1/esign/submissions/%E0%A4%A', { token: key });
    assertEnvelope(reply, 400);
    assert.ok(reply.headers.get('x-ratelimit-remaining'));
  });

  test('an IP over its limit is refused these too', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_IP: '2' });
    try {
      await request(limited.url, 'GET', '/no/such/route');
      await request(limited.url, 'GET', '/no/such/route');
      for (const path of [
        `/api/v1/esign/submissions/${'a'.repeat(300)}`,
        '/api/v1/esign/submissions/%E0%A4%A',
      ]) {
        const reply = await request(limited.url, 'GET', path);
        assertEnvelope(reply, 429);
        assert.ok(reply.headers.get('retry-after'));
      }
    } finally {
      await limited.close();
    }
  });
});

describe('headers and documents', () => {
  test('JSON answers carry a CSP, no framing and nosniff; answers with signing links are never cached', async () => {
    const answers = [
      await request(base, 'GET', `/api/v1/esign/submissions/${sent.id}`, { token: key }),
      await request(base, 'GET', '/api/v1/esign/submissions', { token: key }),
      await request(base, 'POST', '/api/v1/esign/submissions', {
        token: key,
        body: {
          templateId: app.templateId,
          submitters: [
            { role: 'Client', name: 'A', email: 'a@a.test' },
            { role: 'Consultant', name: 'B', email: 'b@b.test' },
          ],
          values: { clientName: 'N', rate: 1 },
        },
      }),
      await request(base, 'GET', '/api/v1/esign/usage', { token: key }),
      await request(base, 'GET', '/api/v1/esign/submissions/nope', { token: key }),
    ];
    for (const reply of answers) {
      assert.equal(
        reply.headers.get('content-security-policy'),
        "default-src 'none'; frame-ancestors 'none'",
      );
      assert.equal(reply.headers.get('x-frame-options'), 'DENY');
      assert.equal(reply.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(reply.headers.get('cache-control'), 'no-store');
    }
  });

  test('/docs carries a CSP without inline allowances and cannot be framed', async () => {
    const reply = await request(base, 'GET', '/docs/');
    assert.equal(reply.status, 200);
    const csp = reply.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    assert.equal(reply.headers.get('x-content-type-options'), 'nosniff');
  });

  test('the public OpenAPI document has a relative server and no operator paths; the operator has its own', async () => {
    const pub = await request(base, 'GET', '/api/v1/openapi.json');
    assert.deepEqual(pub.body.servers, [{ url: '/' }]);
    const paths = Object.keys(pub.body.paths);
    assert.ok(paths.includes('/api/v1/esign/submissions'));
    assert.ok(
      paths.every((p) => !p.startsWith('/admin')),
      paths.join(', '),
    );

    assert.equal((await request(base, 'GET', '/admin/v1/openapi.json')).status, 401);
    const op = await request(base, 'GET', '/admin/v1/openapi.json', { token: ADMIN_TOKEN });
    const opPaths = Object.keys(op.body.paths);
    assert.ok(opPaths.includes('/admin/v1/workspaces'));
    assert.ok(opPaths.includes('/admin/v1/mailbox'));
    assert.ok(opPaths.every((p) => p.startsWith('/admin/v1')));
  });
});

test('connection failures are told apart from other database errors', () => {
  for (const error of [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
  ]) {
    assert.ok(isDatabaseUnavailable(error), error.message);
  }
  for (const error of [
    Object.assign(new Error('duplicate key'), { code: '23505' }),
    Object.assign(new Error('could not serialize'), { code: '40001' }),
    new Error('Cannot read properties of undefined'),
  ]) {
    assert.ok(!isDatabaseUnavailable(error), error.message);
  }
});

test('timestamps read from PostgreSQL keep their exact instant, whatever their precision', async () => {
  const { fastTimestamp } = await import('../src/platform/db/postgres.ts');
  for (const [text, iso] of [
    ['2026-11-22 07:12:46+00', '2026-11-22T07:12:46.000Z'],
    ['2026-11-22 07:12:46.1+00', '2026-11-22T07:12:46.100Z'],
    ['2026-11-22 07:12:46.123456+00', '2026-11-22T07:12:46.123Z'],
    ['2026-02-28 23:59:59.999999+00', '2026-02-28T23:59:59.999Z'],
  ]) {
    assert.equal(fastTimestamp(text)?.toISOString(), iso, text);
  }
  for (const other of ['2026-11-22 07:12:46+01', 'infinity', '0044-03-15 12:00:00+00 BC']) {
    assert.equal(fastTimestamp(other), null, other);
  }
});
