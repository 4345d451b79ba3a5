// Tracing (issue 26, item 4): with an OTLP endpoint the built service (what `npm start` runs) exports
// its spans there; a loopback OTLP/HTTP receiver stands in for the collector. An API call gives an HTTP
// server span, and on PostgreSQL the pg query spans of the same trace beneath it (PGlite, the embedded
// database, has no OpenTelemetry instrumentation: on it the HTTP span is the whole trace), and with
// Redis the rate limit's commands; the call's
// access log line carries the same trace id. URLs in spans are redacted as in the access log (no link
// token, no authorization code, no query value), with no client address or user agent, and the call to
// the time-stamping authority keeps no key from its URL. The default protocol (protobuf) works too, and the
// spans of the last requests are flushed on SIGTERM.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { tracingConfig } from '../src/platform/config-tracing.ts';
import {
  ADMIN_TOKEN,
  DB_KIND,
  freePort,
  freshPostgresDatabase,
  ROOT,
  request,
  type ServerProcess,
  serverEntry,
  spawnServer,
  waitFor,
} from './helpers.ts';
import { publishedTemplate, send, sendBody, tokenOf } from './requests-fixtures.ts';
import { startTestTsa, type TestTsa } from './tsa-server.ts';

interface Export {
  contentType: string;
  body: Buffer;
}

/** An OTLP/HTTP receiver on loopback: it keeps every export it is sent and answers success. */
async function startReceiver(): Promise<{ url: string; exports: Export[]; close(): Promise<void> }> {
  const exports: Export[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.method === 'POST')
        exports.push({ contentType: String(req.headers['content-type']), body: Buffer.concat(chunks) });
      const json = String(req.headers['content-type']).includes('json');
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      res.end(json ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    exports,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  scope: string;
  service: string;
}

type KeyValue = { key: string; value: Record<string, unknown> };
const attributes = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

/** Every span of the JSON exports received so far (OTLP/JSON: ExportTraceServiceRequest). */
function spansOf(exports: Export[]): Span[] {
  const spans: Span[] = [];
  for (const { contentType, body } of exports) {
    if (!contentType.includes('json')) continue;
    for (const rs of JSON.parse(body.toString('utf8')).resourceSpans ?? []) {
      const service = String(attributes(rs.resource?.attributes)['service.name']);
      for (const ss of rs.scopeSpans ?? []) {
        for (const span of ss.spans ?? []) {
          spans.push({
            ...span,
            parentSpanId: span.parentSpanId || undefined,
            attributes: attributes(span.attributes),
            scope: ss.scope?.name,
            service,
          });
        }
      }
    }
  }
  return spans;
}

const SERVER = 2;
const REDIS = 'redis://127.0.0.1:6379';
const CLIENT = 3;

/** The access log line of a call, as the service printed it (pino JSON on stdout). */
function accessLine(output: string, method: string, url: string): Record<string, unknown> | undefined {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.msg === 'request' && entry.method === method && entry.url === url);
}

/** A workspace with a member and an API key, through the operator API of the spawned server. */
async function apiKeyOn(base: string): Promise<string> {
  const admin = (p: string, body: unknown) =>
    request(base, 'POST', `/admin/v1${p}`, { token: ADMIN_TOKEN, body });
  const ws = await admin('/workspaces', { name: 'Traced', plan: 'professional' });
  assert.equal(ws.status, 201);
  const member = await admin(`/workspaces/${ws.body.id}/members`, { email: 'ops@traced.test', name: 'Ops' });
  const key = await admin(`/workspaces/${ws.body.id}/api-keys`, { memberId: member.body.id });
  assert.equal(key.status, 201);
  return key.body.key;
}

const cleanups: Array<() => Promise<unknown>> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The built service on this pass's database, exporting to `receiver`. */
async function startTraced(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-tracing-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (DB_KIND === 'postgres') {
    const fresh = await freshPostgresDatabase();
    databaseUrl = fresh.url;
    cleanups.push(fresh.drop);
  }
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

describe('tracing configuration', () => {
  const fail = (variable: string, problem: string): never => {
    throw new Error(`${variable} ${problem}`);
  };

  test('off unless an OTLP endpoint is given, or when OTEL_SDK_DISABLED is true', () => {
    assert.equal(tracingConfig({}, fail), undefined);
    assert.equal(
      tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }, fail),
      undefined,
    );
  });

  test('the general endpoint gains /v1/traces, the traces endpoint is used as given; service name countersign', () => {
    assert.deepEqual(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' }, fail), {
      endpoint: 'http://c:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'countersign',
    });
    assert.deepEqual(
      tracingConfig(
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://ignored:4318',
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://c.example/otlp/traces',
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: 'countersign-eu-1',
        },
        fail,
      ),
      { endpoint: 'https://c.example/otlp/traces', protocol: 'http/json', serviceName: 'countersign-eu-1' },
    );
  });

  test('a malformed endpoint or an unsupported protocol is refused naming the variable', () => {
    assert.throws(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, fail), /ENDPOINT/);
    assert.throws(
      () => tracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'ftp://c/v1/traces' }, fail),
      /OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must use http: or https:/,
    );
    assert.throws(
      () =>
        tracingConfig(
          { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' },
          fail,
        ),
      /OTEL_EXPORTER_OTLP_PROTOCOL must be http\/protobuf or http\/json, got "grpc"/,
    );
  });

  test('the built service refuses to start on a bad tracing variable, with one line naming it', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [serverEntry()], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: path.join(tmpdir(), 'countersign-tracing-never-created'),
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr.trim(), /^Invalid configuration: OTEL_EXPORTER_OTLP_PROTOCOL must be/);
  });
});

describe(`spans of an API call reach an OTLP receiver (${DB_KIND})`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: ServerProcess;
  let apiKey: string;
  before(async () => {
    receiver = await startReceiver();
    cleanups.push(receiver.close);
    server = await startTraced({
      // On PostgreSQL the rate limits go through Redis too (the shared one, under this test's prefix).
      ...(DB_KIND === 'postgres'
        ? { REDIS_URL: REDIS, RATE_LIMIT_PREFIX: `countersign-tracing-${process.pid}` }
        : {}),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Exported within a fifth of a second rather than the default five.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    apiKey = await apiKeyOn(server.url);
  });

  test('an HTTP server span for the route, the database queries beneath it, the trace id in the log line', async () => {
    const usage = await request(server.url, 'GET', '/api/v1/esign/usage', { token: apiKey });
    assert.equal(usage.status, 200);
    const httpSpan = (await waitFor(
      () =>
        spansOf(receiver.exports).find(
          (s) =>
            s.kind === SERVER &&
            s.scope === '@opentelemetry/instrumentation-http' &&
            (s.attributes['url.path'] ?? s.attributes['http.target']) === '/api/v1/esign/usage',
        ),
      'the server span of GET /api/v1/esign/usage',
      30_000,
    ))!;
    assert.equal(httpSpan.service, 'countersign');
    assert.equal(httpSpan.parentSpanId, undefined, 'the call starts its trace');

    const line = (await waitFor(
      () => accessLine(server.output(), 'GET', '/api/v1/esign/usage'),
      'the access log line of the call',
      15_000,
    ))!;
    assert.equal(line.traceId, httpSpan.traceId, 'the log line carries the trace id of the call');

    if (DB_KIND === 'postgres') {
      // The usage read queries the database inside the request: pg spans of the same trace whose
      // parents lead up to the HTTP span; the rate limit's Redis commands likewise.
      const beneath = (scope: string) => {
        const spans = spansOf(receiver.exports).filter((s) => s.traceId === httpSpan.traceId);
        const byId = new Map(spans.map((s) => [s.spanId, s]));
        const under = (s: Span): boolean => {
          for (let p = s.parentSpanId; p; p = byId.get(p)?.parentSpanId)
            if (p === httpSpan.spanId) return true;
          return false;
        };
        return spans.filter((s) => s.scope === scope && s.kind === CLIENT && under(s));
      };
      const queries = (await waitFor(
        () => {
          const found = beneath('@opentelemetry/instrumentation-pg');
          return found.some((s) => s.name.startsWith('pg.query')) ? found : undefined;
        },
        'pg query spans under the HTTP span',
        30_000,
      ))!;
      const commands = (await waitFor(
        () => {
          const found = beneath('@opentelemetry/instrumentation-ioredis');
          return found.length ? found : undefined;
        },
        'ioredis spans under the HTTP span',
        30_000,
      ))!;
      // The command name only: the keys (IP addresses, key ids) stay out of the trace.
      for (const c of commands) {
        const statement = String(c.attributes['db.query.text'] ?? c.attributes['db.statement'] ?? '');
        assert.doesNotMatch(statement, /127\.0\.0\.1|countersign-tracing/);
      }
      const query = queries.find((s) => s.name.startsWith('pg.query'));
      assert.equal(query?.attributes['db.system.name'] ?? query?.attributes['db.system'], 'postgresql');
      // Statements are recorded without their values (no parameters of a person's data).
      for (const s of queries) assert.equal(s.attributes['db.query.parameters'], undefined);
      for (const s of queries) assert.equal(s.attributes['db.postgresql.values'], undefined);
    } else {
      // PGlite runs inside the process and has no OpenTelemetry instrumentation: no database spans.
      const spans = spansOf(receiver.exports).filter((s) => s.traceId === httpSpan.traceId);
      assert.deepEqual(
        spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg'),
        [],
      );
    }
  });

  test('liveness and readiness probes are not traced', async () => {
    assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
    await request(server.url, 'GET', '/api/v1/esign/usage', { token: apiKey });
    // The usage call after the probe is exported; the probe before it would have been too.
    await waitFor(
      () =>
        spansOf(receiver.exports).filter(
          (s) => (s.attributes['url.path'] ?? s.attributes['http.target']) === '/api/v1/esign/usage',
        ).length >= 2,
      'the second usage call exported',
      30_000,
    );
    const probes = spansOf(receiver.exports).filter((s) =>
      ['/healthz', '/readyz'].includes(String(s.attributes['url.path'] ?? s.attributes['http.target'])),
    );
    assert.deepEqual(probes, []);
  });
});

describe(`spans carry no credentials and no personal data (${DB_KIND})`, () => {
  // Distinctive values, each a secret or a personal datum the spans must not carry.
  const linkToken = `ml-${randomBytes(12).toString('hex')}`;
  const code = `code-${randomBytes(12).toString('hex')}`;
  const state = `state-${randomBytes(12).toString('hex')}`;
  const tsaKey = `tsa-key-${randomBytes(12).toString('hex')}`;
  const client = { 'user-agent': 'TraceProbe/1.0 (zoe-laptop)', 'x-forwarded-for': '203.0.113.7' };

  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: ServerProcess;
  let tsa: TestTsa;
  let signingTokens: string[];
  before(async () => {
    receiver = await startReceiver();
    cleanups.push(receiver.close);
    tsa = await startTestTsa();
    cleanups.push(() => tsa.close());
    // An authority whose URL carries a key in its query, as some commercial ones ask.
    const tsaUrl = new URL(tsa.url);
    tsaUrl.searchParams.set('key', tsaKey);
    server = await startTraced({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      TSA_URL: tsaUrl.href,
    });
    const apiKey = await apiKeyOn(server.url);
    const templateId = await publishedTemplate(server.url, apiKey);
    const sent = await send(server.url, apiKey, sendBody(templateId, { sendEmail: false }));
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    signingTokens = sent.body.submitters.map((s: { signingUrl: string }) => tokenOf(s.signingUrl));
  });

  test('signing links, sign-in links and authorization codes stay out of span names and attributes; so do client addresses and user agents', async () => {
    const metrics = await request(server.url, 'GET', '/metrics', { token: ADMIN_TOKEN });
    assert.equal(metrics.status, 200);
    for (const token of signingTokens) {
      assert.equal((await request(server.url, 'GET', `/sign/${token}`, { headers: client })).status, 200);
      const signed = await request(server.url, 'POST', `/sign/${token}/complete`, {
        headers: client,
        body: { consent: true, signature: { type: 'typed', text: 'Signed' } },
      });
      assert.equal(signed.status, 200, JSON.stringify(signed.body));
    }
    // The instrumentation records a URL before any route has looked at it: a link need not be valid.
    await request(server.url, 'GET', `/app/link/${linkToken}?next=%2Fapp%2Frequests`, { headers: client });
    await request(server.url, 'GET', `/app/sign-in/oidc/callback?code=${code}&state=${state}`, {
      headers: client,
    });

    const pathOf = (s: Span) => String(s.attributes['url.path'] ?? s.attributes['http.target'] ?? '');
    // The callback is the last call: once its span is exported, so are those of the calls before it.
    await waitFor(
      () => spansOf(receiver.exports).some((s) => pathOf(s).startsWith('/app/sign-in/oidc/callback')),
      'the server span of the callback',
      30_000,
    );
    const spans = spansOf(receiver.exports);
    // The last signature was timestamped: the authority's call is a client span of its own.
    const tsaCall = spans.find(
      (s) => s.kind === CLIENT && s.attributes['server.port'] === Number(new URL(tsa.url).port),
    );
    assert.ok(tsaCall, 'a client span for the time-stamping authority');

    const secrets = [...signingTokens, linkToken, code, state, tsaKey, client['user-agent'], '203.0.113.7'];
    for (const span of spans) {
      const exported = JSON.stringify({ name: span.name, attributes: span.attributes });
      for (const secret of secrets) assert.ok(!exported.includes(secret), `${secret} in ${exported}`);
    }
    const served = spans.filter((s) => s.kind === SERVER);
    for (const span of served) {
      for (const [key, value] of Object.entries(span.attributes)) {
        // The server's own address (the Host header) may be named; the caller's may not.
        if (key !== 'server.address')
          assert.doesNotMatch(String(value), /127\.0\.0\.1/, `${key} of ${pathOf(span)}`);
      }
    }

    // Each call is still recognisable by its route, with its query's parameter names.
    const calls = served.map((s) => [pathOf(s), s.attributes['url.query']]);
    assert.ok(calls.some(([p]) => p === '/sign/[token]'));
    assert.ok(calls.some(([p]) => p === '/sign/[token]/complete'));
    assert.ok(calls.some(([p, q]) => p === '/app/link/[token]' && q === 'next=…'));
    assert.ok(calls.some(([p, q]) => p === '/app/sign-in/oidc/callback' && q === 'code=…&state=…'));
    assert.equal(tsaCall.attributes['url.full'], `${new URL(tsa.url).origin}/tsa?key=…`);
    // GET /metrics is scraped every few seconds, like the probes: not traced.
    assert.deepEqual(
      calls.filter(([p]) => p === '/metrics'),
      [],
    );
  });
});

describe('the default protocol and the shutdown', {
  skip: DB_KIND !== 'pglite' && 'the export does not depend on the database',
}, () => {
  test('protobuf over HTTP by default; spans still queued are exported on SIGTERM', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const server = await startTraced({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Nothing is exported on a timer during the test: only the shutdown can send the spans.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
      OTEL_SERVICE_NAME: 'countersign-node-b',
    });
    const anonymous = await fetch(`${server.url}/api/v1/esign/usage`);
    assert.equal(anonymous.status, 401);
    const line = (await waitFor(
      () => accessLine(server.output(), 'GET', '/api/v1/esign/usage'),
      'the access log line of the call',
      15_000,
    ))!;
    assert.match(String(line.traceId), /^[0-9a-f]{32}$/);
    assert.equal(receiver.exports.length, 0, 'nothing exported before the shutdown');

    assert.equal(await server.stop('SIGTERM'), 0);
    assert.ok(receiver.exports.length > 0, 'the shutdown flushed the spans');
    for (const e of receiver.exports) assert.equal(e.contentType, 'application/x-protobuf');
    const body = Buffer.concat(receiver.exports.map((e) => e.body));
    // The protobuf carries the trace id as its 16 bytes, and the service name as a string.
    assert.ok(body.includes(Buffer.from(String(line.traceId), 'hex')), 'the call’s trace id was exported');
    assert.ok(body.includes(Buffer.from('countersign-node-b')), 'OTEL_SERVICE_NAME names the service');
  });
});
