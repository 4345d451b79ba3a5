// Issue 8's proof of the classes: a property-based fuzz (fast-check) generated from the OpenAPI
// documents drives every route — the public API, the signing routes, the operator API — with bounded
// random and hostile path ids, query strings and bodies, and asserts for every answer: never a 5xx;
// always the envelope (the HTML signing and verification pages and PDFs aside); never a stack trace or SQL text; and a
// refused call (4xx) changes nothing in the database. Seeded and reproducible: a failure prints its
// seed and the request; FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> sets the requests per route.
import assert from 'node:assert/strict';
import { STATUS_CODES } from 'node:http';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { ADMIN_TOKEN } from './helpers.ts';
import { type SentRequest, type SigningApp, sendForSignature, startSigningApp } from './signing-support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string; schema: Schema }>;
  body?: Schema;
  operator: boolean;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

let app: SigningApp;
let requests: SentRequest[];
let spare: { workspaceId: string; memberId: string; keyId: string };
let operations: Operation[];
let sent = 0;

before(async () => {
  app = await startSigningApp();
  requests = [await sendForSignature(app), await sendForSignature(app)];
  const admin = app.t.admin;
  const ws = await admin('POST', '/workspaces', { name: 'Spare', plan: 'max' });
  const member = await admin('POST', `/workspaces/${ws.body.id}/members`, {
    email: 's@spare.test',
    name: 'S',
  });
  const key = await admin('POST', `/workspaces/${ws.body.id}/api-keys`, { memberId: member.body.id });
  spare = { workspaceId: ws.body.id, memberId: member.body.id, keyId: key.body.id };
  const pub = (await fetch(`${app.t.url}/api/v1/openapi.json`).then((r) => r.json())) as Schema;
  const op = (await fetch(`${app.t.url}/admin/v1/openapi.json`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  }).then((r) => r.json())) as Schema;
  // The signer's pages and calls have a document of their own (issue 26 item 7).
  const signing = (await fetch(`${app.t.url}/sign/openapi.json`).then((r) => r.json())) as Schema;
  operations = [...operationsOf(pub, false), ...operationsOf(signing, false), ...operationsOf(op, true)];
  // Hidden routes a client can still reach.
  operations.push({
    method: 'get',
    path: '/assets/signing/{name}',
    params: [{ name: 'name', in: 'path', schema: { type: 'string' } }],
    operator: false,
  });
  operations.push({ method: 'get', path: '/metrics', params: [], operator: true });
});
after(async () => {
  process.stdout.write(`fuzz: seed ${SEED}, ${sent} requests on ${app.t.services.db.kind}\n`);
  await app.close();
});

function operationsOf(doc: Schema, operator: boolean): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
    for (const [method, o] of Object.entries(item)) {
      const body = o.requestBody?.content?.['application/json']?.schema;
      out.push({ method, path, params: o.parameters ?? [], body, operator });
    }
  }
  return out;
}

// ---------------------------------------------------------------- values

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE workspaces; --',
  '<script>alert(1)</script>',
  '\u202e\u200b𝕏😀',
  'null',
  'undefined',
  '1e308',
  '-1',
  '9223372036854775807',
  '2026-12-31T23:59:60Z',
  '0x7fffffff',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'y'.repeat(5000),
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53, -(2 ** 63), 0.5, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyJson = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting: parsers and walkers must not recurse themselves to death.
  fc.integer({ min: 50, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** Values shaped by a JSON schema most of the time, hostile the rest. */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b: Schema) => fromSchema(b, depth + 1)), anyJson);
  const shaped = shapedFromSchema(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedFromSchema(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileText);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), hostileText);
      if (schema.format === 'date-time')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.constantFrom('2026-12-31T23:59:60Z', '2027-02-30T00:00:00Z', '+275760-09-13T00:00:00Z'),
        );
      return hostileText;
    case 'integer':
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1));
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 12 });
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(props)) record[key] = fromSchema(value, depth + 1);
      const known = fc.record(record, { requiredKeys: [] });
      const extra = fc.dictionary(hostileText, anyJson, { maxKeys: 3 });
      return fc.oneof(
        { weight: 4, arbitrary: known },
        { weight: 1, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a })) },
      );
    }
    default:
      return anyJson;
  }
}

/** A flow or coordinate template definition, valid in shape, hostile in places. */
const templateBody = fc.record(
  {
    name: fc.oneof(fc.constant('Fuzzed'), hostileText),
    kind: fc.constantFrom('flow', 'coordinate', 'other'),
    roles: fc.oneof(
      fc.array(fc.record({ name: fc.oneof(fc.constant('A'), hostileText) }), { maxLength: 12 }),
      anyJson,
    ),
    body: fc.oneof(fc.constant('# T\n\n{{k}}'), hostileText),
    variables: fc.oneof(
      fc.array(
        fc.record(
          {
            key: fc.oneof(fc.constant('k'), hostileText),
            label: hostileText,
            type: fc.constantFrom('text', 'number', 'date', 'select', 'signature', 'nope'),
            required: fc.oneof(fc.boolean(), anyJson),
            options: fc.array(hostileText, { maxLength: 3 }),
            role: hostileText,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      anyJson,
    ),
    pdf: fc.oneof(fc.constant('JVBERi0xLjQK'), hostileText, fc.base64String({ maxLength: 200 })),
    fields: fc.oneof(
      fc.array(fc.dictionary(hostileText, anyJson, { maxKeys: 6 }), { maxLength: 3 }),
      anyJson,
    ),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------- requests

function knownIds(operation: Operation, name: string): string[] {
  if (name === 'token') return requests.flatMap((r) => r.tokens);
  if (name === 'memberId') return [spare.memberId];
  if (name === 'keyId') return [spare.keyId];
  if (name === 'name') return ['icon.svg', 'sign.css'];
  if (operation.operator) return [spare.workspaceId];
  if (operation.path.startsWith('/api/v1/templates')) return [app.templateId];
  return requests.map((r) => r.id);
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes. */
function encodePart(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, i) => (i % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function pathValue(operation: Operation, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds(operation, name)).map(encodePart) },
    { weight: 2, arbitrary: hostileText.map(encodePart) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '..%2F', 'a'.repeat(400)) },
  );
}

/**
 * A generated value as query text: objects and arrays as their JSON (String() throws on an object
 * whose toString or valueOf is not a function, e.g. {"toString": 0}, which fc.jsonValue makes).
 */
function queryText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.params.filter((p) => p.in === 'path');
  const queryParams = operation.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(operation, p.name)))
    .map((values) =>
      pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]), operation.path),
    );
  const query = fc
    .tuple(
      fc.tuple(...queryParams.map((p) => fc.option(fromSchema(p.schema), { nil: undefined }))),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 2 }),
    )
    .map(([values, extra]) => {
      const pairs: string[] = [];
      queryParams.forEach((p, i) => {
        if (values[i] !== undefined) pairs.push(`${p.name}=${encodePart(queryText(values[i]))}`);
      });
      for (const [k, v] of Object.entries(extra)) pairs.push(`${encodePart(k)}=${encodePart(v)}`);
      return pairs.length ? `?${pairs.join('&')}` : '';
    });
  const bodySchema =
    operation.path === '/api/v1/templates' && operation.method === 'post' ? undefined : operation.body;
  const structured =
    operation.path === '/api/v1/templates' && operation.method === 'post'
      ? templateBody
      : fromSchema(bodySchema);
  const body = fc.oneof(
    { weight: 6, arbitrary: structured.map((v) => ({ text: JSON.stringify(v), type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { text: '{"a":', type: 'application/json' },
        { text: '', type: 'application/json' },
        { text: 'name=x', type: 'application/x-www-form-urlencoded' },
        { text: 'plain', type: 'text/plain' },
        { text: '{"__proto__":{"x":1}}', type: 'application/json' },
        { text: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant(operation.operator ? ADMIN_TOKEN : app.tenant.apiKey) },
    { weight: 1, arbitrary: fc.constantFrom('', 'cs_live_forged', 'Basic abc', `${'x'.repeat(500)}`) },
  );
  const hasBody = ['post', 'patch', 'put'].includes(operation.method);
  return fc.record({ path, query, body, auth }).map(({ path: p, query: q, body: b, auth: a }) => {
    const headers: Record<string, string> = {};
    if (a) headers.authorization = a.startsWith('Basic') ? a : `Bearer ${a}`;
    const request: FuzzRequest = { method: operation.method.toUpperCase(), url: `${p}${q}`, headers };
    if (hasBody && b) {
      headers['content-type'] = b.type;
      request.body = b.text;
    }
    return request;
  });
}

// ---------------------------------------------------------------- checks

/** Everything a refused call must leave as it was. */
async function fingerprint(): Promise<string> {
  const { rows } = await app.t.services.db.query<Record<string, unknown>>(
    `SELECT
       (SELECT md5(coalesce(string_agg(id || name || plan, ',' ORDER BY id), '')) FROM workspaces) AS workspaces,
       (SELECT md5(coalesce(string_agg(id || status, ',' ORDER BY id), '')) FROM members) AS members,
       (SELECT md5(coalesce(string_agg(id || coalesce(revoked_at::text, ''), ',' ORDER BY id), '')) FROM api_keys) AS keys,
       (SELECT md5(coalesce(string_agg(id || status, ',' ORDER BY id), '')) FROM templates) AS templates,
       (SELECT md5(coalesce(string_agg(id || status, ',' ORDER BY id), '')) FROM signature_requests) AS requests,
       (SELECT md5(coalesce(string_agg(id || status || coalesce(last_reminded_at::text, ''), ',' ORDER BY id), ''))
          FROM submitters) AS submitters,
       (SELECT md5(coalesce(string_agg(workspace_id || used, ',' ORDER BY workspace_id, period_start, stripe), '')) FROM usage_counters) AS usage,
       (SELECT count(*) FROM outbox_messages) AS outbox,
       (SELECT count(*) FROM audit_log) AS audit,
       (SELECT count(*) FROM documents) AS documents,
       (SELECT count(*) FROM notifications) AS notifications`,
  );
  return JSON.stringify(rows[0]);
}

const LEAKS =
  /\n\s+at .+[(:]|node_modules|\.ts:\d+|\bSELECT\b|\bINSERT\b|\bUPDATE .* SET\b|syntax error at or near|violates .* constraint|duplicate key/;

async function check(operation: Operation, request: FuzzRequest): Promise<void> {
  const before = await fingerprint();
  const res = await fetch(`${app.t.url}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  sent += 1;
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  // Documents and archives (an executed PDF, the embedded database's backup) are the data itself,
  // not a message that could leak the service's insides.
  const text = /pdf|x-tar|zip/.test(type) ? '' : bytes.toString('utf8');
  const where = `${request.method} ${request.url} ${request.body?.slice(0, 300) ?? ''} → ${res.status} ${text.slice(0, 300)}`;
  assert.ok(res.status < 500, `5xx: ${where}`);
  assert.doesNotMatch(text, LEAKS, `leak: ${where}`);
  const page =
    type.startsWith('text/html') && (operation.path.startsWith('/sign/') || operation.path === '/verify');
  if (res.status >= 400 && !page) {
    assert.match(type, /application\/json/, `not JSON: ${where}`);
    const body = JSON.parse(text);
    assert.equal(body.statusCode, res.status, where);
    assert.equal(body.error, STATUS_CODES[res.status], where);
    assert.equal(typeof body.message, 'string', where);
  }
  if (res.status >= 400)
    assert.equal(await fingerprint(), before, `state changed by a refused call: ${where}`);
}

test('every route, fed random and hostile input, answers below 500 in the envelope and a refusal changes nothing', async () => {
  assert.ok(operations.length >= 30, `only ${operations.length} operations found`);
  let index = 0;
  for (const operation of operations) {
    await fc.assert(
      fc.asyncProperty(requestFor(operation), (request) => check(operation, request)),
      { seed: SEED + index++, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  }
});
