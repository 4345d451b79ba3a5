// GET /metrics (Prometheus text format, prom-client): behind the operator token, or without it on
// METRICS_PORT. Scraped after a send, a completion and a delivery, parsed strictly, and the counters
// have moved; the outbox gauges are computed at scrape time; labels carry route patterns, never a
// signing token; each app has its own registry.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startMetricsServer } from '../src/platform/metrics.ts';
import {
  ADMIN_TOKEN,
  createTenant,
  DB_KIND,
  request,
  startTestApp,
  type TestApp,
  waitFor,
} from './helpers.ts';
import {
  type MailApp,
  outboxSettled,
  publishedTemplate,
  send,
  sendBody,
  sign,
  startMailApp,
} from './requests-fixtures.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const SUFFIXES: Record<string, string[]> = {
  counter: ['_total', ''],
  gauge: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
  untyped: [''],
};

/**
 * A strict parser of the text exposition format (version 0.0.4): every sample belongs to the family
 * declared by the HELP and TYPE lines before it, label values are properly quoted and escaped,
 * values are numbers (or NaN, +Inf, -Inf), and a histogram's buckets are cumulative and end in +Inf.
 */
function parseExposition(text: string): Map<string, Family> {
  assert.ok(text.endsWith('\n'), 'the exposition ends with a newline');
  const families = new Map<string, Family>();
  let current: Family | undefined;
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
    const where = `line ${index + 1}: ${line}`;
    if (line === '') continue;
    const help = new RegExp(`^# HELP (${name}) (.*)$`).exec(line);
    if (help) {
      assert.ok(!families.has(help[1]), `${where}: family declared twice`);
      current = { name: help[1], type: 'untyped', help: help[2], samples: [] };
      families.set(help[1], current);
      continue;
    }
    const type = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      assert.equal(type[1], current?.name, `${where}: TYPE follows the HELP of its family`);
      current!.type = type[2];
      continue;
    }
    assert.ok(!line.startsWith('#'), `${where}: unknown comment`);
    const sample = new RegExp(`^(${name})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`).exec(line);
    assert.ok(sample, `${where}: not a sample line`);
    assert.ok(current, `${where}: sample before any family`);
    const suffix = sample[1].slice(current.name.length);
    assert.ok(
      sample[1].startsWith(current.name) && SUFFIXES[current.type].includes(suffix),
      `${where}: ${sample[1]} does not belong to ${current.type} ${current.name}`,
    );
    const labels: Record<string, string> = {};
    let rest = sample[2] ?? '';
    while (rest.length > 0) {
      const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"(,|$)/.exec(rest);
      assert.ok(label, `${where}: malformed labels at ${rest}`);
      assert.ok(!(label[1] in labels), `${where}: label ${label[1]} twice`);
      labels[label[1]] = label[2].replace(/\\(["\\n])/g, (_m, c) => (c === 'n' ? '\n' : c));
      rest = rest.slice(label[0].length);
    }
    // Prometheus reads values with Go's ParseFloat, which takes NaN and Inf in any case; prom-client
    // writes the event loop lag of an interval without samples as "Nan".
    assert.match(sample[3], /^(nan|[+-]inf|-?\d+(\.\d+)?(e[+-]?\d+)?)$/i, `${where}: value`);
    const lower = sample[3].toLowerCase();
    const value =
      lower === '+inf' ? Infinity : lower === '-inf' ? -Infinity : lower === 'nan' ? NaN : Number(sample[3]);
    current.samples.push({ name: sample[1], labels, value });
  }
  for (const family of families.values()) {
    if (family.type !== 'histogram') continue;
    const series = new Map<string, Sample[]>();
    for (const s of family.samples.filter((x) => x.name.endsWith('_bucket'))) {
      const { le, ...rest } = s.labels;
      assert.ok(le, `${family.name}: bucket without le`);
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), s]);
    }
    for (const [key, buckets] of series) {
      assert.equal(buckets.at(-1)!.labels.le, '+Inf', `${family.name}${key}: last bucket is +Inf`);
      for (let i = 1; i < buckets.length; i++) {
        assert.ok(buckets[i].value >= buckets[i - 1].value, `${family.name}${key}: buckets are cumulative`);
      }
      const count = family.samples.find(
        (s) => s.name === `${family.name}_count` && JSON.stringify(s.labels) === key,
      );
      assert.equal(
        count?.value,
        buckets.at(-1)!.value,
        `${family.name}${key}: _count equals the +Inf bucket`,
      );
    }
  }
  return families;
}

/** The value of the sample with exactly these labels (among others), or 0 when absent. */
function sampleValue(families: Map<string, Family>, sampleName: string, labels: Record<string, string> = {}) {
  const familyName = sampleName.replace(/_(total|bucket|sum|count)$/, '');
  const family = families.get(familyName) ?? families.get(sampleName);
  const found = family?.samples.filter(
    (s) => s.name === sampleName && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return (found ?? []).reduce((sum, s) => sum + s.value, 0);
}

async function scrape(base: string) {
  const reply = await request(base, 'GET', '/metrics', { token: ADMIN_TOKEN });
  assert.equal(reply.status, 200, String(reply.body));
  assert.match(reply.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return { text: reply.body as string, families: parseExposition(reply.body as string) };
}

describe('GET /metrics after a send, a completion and deliveries', () => {
  let app: MailApp;
  before(async () => {
    app = await startMailApp({}, 'team_premium');
  });
  after(() => app.close());

  test('the counters moved and the exposition parses strictly', async () => {
    const before = (await scrape(app.t.url)).families;
    const sent = await send(app.t.url, app.tenant.apiKey, sendBody(app.templateId));
    assert.equal(sent.status, 201);
    // Each signer signs once their invitation has gone out: an invitation still queued when its
    // signer has already signed is withdrawn, not delivered, and would not be counted.
    for (const submitter of sent.body.submitters) {
      await app.smtp.waitForMessage(
        (m) => m.to.includes(submitter.email),
        `the invitation to ${submitter.email}`,
      );
      await sign(app.t.url, submitter.signingUrl);
    }
    await outboxSettled(app.t, sent.body.id);
    const { text, families } = await scrape(app.t.url);

    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(families, name, labels) - sampleValue(before, name, labels);
    assert.equal(
      moved('countersign_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/esign/submissions',
        status_code: '201',
      }),
      1,
      'the send',
    );
    assert.equal(
      moved('countersign_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/sign/:token/complete',
        status_code: '200',
      }),
      2,
      'both signatures, under the route pattern',
    );
    assert.equal(moved('countersign_completions_total'), 1);
    assert.equal(moved('countersign_executed_document_seconds_count', { stage: 'seal' }), 1);
    assert.ok(sampleValue(families, 'countersign_executed_document_seconds_sum', { stage: 'render' }) > 0);
    // The first invitation, the second signer's, the completed notice to each signer, and the
    // executed document to the member who sent it (issue 24).
    assert.equal(moved('countersign_mail_deliveries_total', { kind: 'invitation', transport: 'smtp' }), 2);
    assert.equal(
      moved('countersign_mail_deliveries_total', { kind: 'sender_completed', transport: 'smtp' }),
      1,
    );
    assert.equal(moved('countersign_mail_deliveries_total', { transport: 'smtp' }), 5);
    assert.ok(moved('countersign_expiry_sweeps_total') >= 1, 'the worker swept for expired requests');
    assert.equal(sampleValue(families, 'countersign_outbox_pending_messages'), 0);
    assert.equal(sampleValue(families, 'countersign_outbox_oldest_due_age_seconds'), 0);

    for (const token of sent.body.submitters.map(
      (s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1],
    )) {
      assert.ok(!text.includes(token), 'no signing token appears in any label');
    }
    const pool = (state: string) => sampleValue(families, 'countersign_db_pool_connections', { state });
    if (DB_KIND === 'postgres') {
      assert.ok(pool('total') >= 1 && pool('total') <= pool('max'));
      assert.ok(
        families.get('countersign_db_pool_connections')!.samples.some((s) => s.labels.state === 'waiting'),
      );
      assert.ok(
        families.get('countersign_db_pool_connections')!.samples.some((s) => s.labels.state === 'idle'),
      );
    } else {
      assert.deepEqual([pool('total'), pool('max')], [1, 1], 'PGlite: one in-process connection');
    }
    assert.ok(families.has('process_cpu_user_seconds_total'), 'the process metrics are there too');
  });

  test('a failed delivery attempt is counted with its outcome', async () => {
    app.smtp.verdict = () => ({ code: 451, message: 'try again later' });
    try {
      const before = (await scrape(app.t.url)).families;
      const sent = await send(app.t.url, app.tenant.apiKey, sendBody(app.templateId));
      await waitFor(async () => {
        const { families } = await scrape(app.t.url);
        return (
          sampleValue(families, 'countersign_mail_delivery_failures_total', {
            kind: 'invitation',
            outcome: 'retry',
          }) >
          sampleValue(before, 'countersign_mail_delivery_failures_total', {
            kind: 'invitation',
            outcome: 'retry',
          })
        );
      }, `a failed attempt for ${sent.body.id} to be counted`);
    } finally {
      app.smtp.verdict = () => 'accept';
    }
  });

  test('without the operator token /metrics is a 401, with an API key too', async () => {
    assert.equal((await request(app.t.url, 'GET', '/metrics')).status, 401);
    const reply = await request(app.t.url, 'GET', '/metrics', { token: app.tenant.apiKey });
    assert.equal(reply.status, 401);
    assert.deepEqual(Object.keys(reply.body).sort(), ['error', 'message', 'statusCode']);
  });
});

describe('metrics computed at scrape time and counted at the edge', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ TEST_CLOCK: '1', RATE_LIMIT_PER_IP: '1000' });
  });
  after(() => t.close());

  test('the outbox depth and the age of its oldest due message are read when scraped', async () => {
    const tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey);
    // No worker runs here: the invitations wait.
    for (let i = 0; i < 2; i++)
      assert.equal((await send(t.url, tenant.apiKey, sendBody(templateId))).status, 201);
    await t.admin('POST', '/clock', { advanceSeconds: 300 });
    const { families } = await scrape(t.url);
    assert.equal(sampleValue(families, 'countersign_outbox_pending_messages'), 2);
    assert.equal(sampleValue(families, 'countersign_outbox_due_messages'), 2);
    const age = sampleValue(families, 'countersign_outbox_oldest_due_age_seconds');
    assert.ok(age >= 300 && age < 400, `oldest due message waited ${age} s`);
  });

  test('each app has its own registry: another app in this process starts from zero', async () => {
    const other = await startTestApp();
    try {
      const { families } = await scrape(other.url);
      const sends = families
        .get('countersign_http_request_duration_seconds')
        ?.samples.filter((s) => s.name.endsWith('_count') && s.labels.route === '/api/v1/esign/submissions');
      assert.deepEqual(sends ?? [], []);
    } finally {
      await other.close();
    }
  });

  test('calls refused by a rate limit are counted by limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await request(limited.url, 'GET', '/api/v1/esign/usage')).status);
      assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
      const families = parseExposition(await limited.services.metrics.registry.metrics());
      assert.equal(sampleValue(families, 'countersign_rate_limit_refusals_total', { limit: 'ip' }), 2);
      assert.equal(
        sampleValue(families, 'countersign_http_request_duration_seconds_count', {
          route: '/api/v1/esign/usage',
          status_code: '429',
        }),
        2,
      );
    } finally {
      await limited.close();
    }
  });

  test('METRICS_PORT serves the same exposition without authentication, and nothing else', async () => {
    const server = await startMetricsServer(
      t.services.metrics,
      { port: 0, host: '127.0.0.1' },
      t.services.log,
    );
    try {
      const reply = await fetch(server.url);
      assert.equal(reply.status, 200);
      const families = parseExposition(await reply.text());
      assert.ok(families.has('countersign_outbox_pending_messages'));
      assert.equal((await fetch(server.url.replace('/metrics', '/api/v1/esign/usage'))).status, 404);
    } finally {
      await server.close();
    }
  });
});
