// Issue 43: no workspace slows another. Workspace B sends each input that used to hold the service's
// thread for seconds (a diamond form tree, a pattern whose program is large checked against a long
// value, a document of many pages to detect, a completion of many pages); each is refused or done
// within its budget, and workspace A's poll, called over and over meanwhile, answers every time within
// 200 ms (generous for a loaded CI machine: the real target, 50 ms at p99, is bench/isolation.ts's).
// Timings are printed; only the 200 ms bound and the outcomes are asserted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readableFieldName } from '../src/templates/form-field-label.ts';
import {
  base64,
  costlyPattern,
  diamondFormPdf,
  jpeg,
  pagesWithBlanks,
  pngWithPrivateChunkFirst,
  withFrameSize,
} from './heavy-inputs.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { NDA, publishedTemplate, SUBMISSIONS, send, sendBody, signers } from './requests-fixtures.ts';

const POLL_BOUND_MS = 200;

describe('one workspace cannot slow another', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let aRequest: string;

  before(async () => {
    // The pool's threads on either database (the PGlite pass otherwise runs document work in-thread).
    t = await startTestApp({ DOCUMENT_THREADS: '1' });
    a = await createTenant(t, 'enterprise');
    b = await createTenant(t, 'enterprise');
    const sent = await send(t.url, a.apiKey, sendBody(await publishedTemplate(t.url, a.apiKey, NDA)));
    assert.equal(sent.status, 201);
    aRequest = sent.body.id;
    // The poll's first answers compile its route's schemas: warmed before anything is measured.
    for (let i = 0; i < 3; i++)
      await request(t.url, 'GET', `${SUBMISSIONS}/${aRequest}`, { token: a.apiKey });
  });
  after(() => t.close());

  /** Runs B's call while A polls its request in a loop; the slowest of A's answers, and B's outcome. */
  async function whileAPolls<T>(what: string, call: () => Promise<T>) {
    let done = false;
    const latencies: number[] = [];
    const polling = (async () => {
      while (!done) {
        const began = performance.now();
        const reply = await request(t.url, 'GET', `${SUBMISSIONS}/${aRequest}`, { token: a.apiKey });
        latencies.push(performance.now() - began);
        assert.equal(reply.status, 200);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const began = performance.now();
    let outcome: T;
    try {
      outcome = await call();
    } finally {
      done = true;
      await polling;
    }
    const took = performance.now() - began;
    const worst = Math.max(...latencies);
    process.stdout.write(
      `${what}: B's call ${took.toFixed(0)} ms; A polled ${latencies.length} times, slowest ${worst.toFixed(1)} ms\n`,
    );
    assert.ok(latencies.length >= 1, 'A polled while B worked');
    assert.ok(worst < POLL_BOUND_MS, `A's poll took ${worst.toFixed(0)} ms while ${what}`);
    return outcome;
  }

  const createTemplate = (body: object) =>
    request(t.url, 'POST', '/api/v1/templates', { token: b.apiKey, body });

  test('a form tree that lists the same child twice, 24 levels deep, is read once per node', async () => {
    const pdf = await diamondFormPdf(24);
    const reply = await whileAPolls('B imports a diamond form tree', () =>
      createTemplate({
        name: 'Diamond',
        kind: 'coordinate',
        roles: [{ name: 'Client' }],
        pdf: base64(pdf),
        fieldsFrom: ['form'],
      }),
    );
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    // 2^24 paths lead to one field, which is taken once (its key is its full name, cut at 64).
    const fullName = `${Array.from({ length: 24 }, (_, i) => `n${23 - i}`).join('.')}.leaf`;
    assert.deepEqual(
      reply.body.fields.map((f: { name: string; label: string }) => [f.name, f.label]),
      [[fullName.replaceAll('.', '_').slice(0, 64), readableFieldName(fullName)]],
    );
  });

  for (const [what, image, filename, size] of [
    [
      'a PNG whose private first chunk hides 12,000 × 12,000',
      () => pngWithPrivateChunkFirst(),
      'scan.png',
      '12000 × 12000',
    ],
    [
      'a JPEG claiming 65,000 × 65,000',
      async () => withFrameSize(await jpeg(64, 40), 65_000, 65_000),
      'photo.jpg',
      '65000 × 65000',
    ],
  ] as const) {
    test(`${what} is refused from its header, as a template's document and as a sender's image`, async () => {
      const bytes = await image();
      const created = await whileAPolls(`B uploads ${what}`, () =>
        createTemplate({
          name: 'Image',
          kind: 'coordinate',
          roles: [{ name: 'Client' }],
          documents: [{ name: 'Scan', file: base64(bytes), filename }],
          fields: [],
        }),
      );
      assert.equal(created.status, 400);
      assert.equal(created.body.code, 'conversion_failed');
      assert.match(created.body.message, new RegExp(size));

      const template = await publishedTemplate(t.url, b.apiKey, {
        name: 'With a picture',
        kind: 'flow',
        roles: [{ name: 'Client' }],
        body: 'Our logo: {{logo}}',
        variables: [{ key: 'logo', label: 'Logo', type: 'image', required: true }],
      });
      const type = filename.endsWith('.png') ? 'png' : 'jpeg';
      const sent = await send(t.url, b.apiKey, {
        ...sendBody(template),
        submitters: signers().slice(0, 1),
        values: { logo: `data:image/${type};base64,${base64(bytes)}` },
      });
      assert.equal(sent.status, 400, JSON.stringify(sent.body));
      assert.equal(sent.body.code, 'invalid_values');
      assert.equal(sent.body.details[0].key, 'logo');
      assert.match(sent.body.details[0].reason, new RegExp(`must be a readable image .*${size}`));
    });
  }

  test('a pattern compiled past the size a template may use is refused at creation', async () => {
    const reply = await createTemplate({
      name: 'Costly',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: 'Reference: {{ref}}',
      variables: [{ key: 'ref', label: 'Reference', type: 'text', pattern: costlyPattern(45) }],
    });
    assert.equal(reply.status, 400);
    assert.match(
      reply.body.message,
      /variables\[0\]\.pattern .*too large: it compiles to 45002 instructions/,
    );
  });

  test('the largest pattern allowed, against the longest value, is checked in the pool', async () => {
    const created = await createTemplate({
      name: 'Largest pattern',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: 'Reference: {{ref}}',
      variables: [{ key: 'ref', label: 'Reference', type: 'text', pattern: `^${costlyPattern(1)}$` }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const value = 'ä'.repeat(10_000);
    const rendered = await whileAPolls('B renders with a large pattern on 10,000 characters', () =>
      request(t.url, 'POST', `/api/v1/templates/${created.body.id}/render`, {
        token: b.apiKey,
        body: { values: { ref: value } },
      }),
    );
    // Not 1,000 letters exactly: refused by the pattern, after the check ran in full.
    assert.equal(rendered.status, 400);
    assert.equal(rendered.body.code, 'invalid_values');
  });

  test('detection reads at most 100 pages per call: 500 pages are refused before any is read', async () => {
    const pdf = await pagesWithBlanks(500);
    const reply = await whileAPolls('B asks to detect fields on 500 pages', () =>
      request(t.url, 'POST', '/api/v1/templates/detect', { token: b.apiKey, body: { pdf: base64(pdf) } }),
    );
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /at most 100 pages per call and the documents have 500/);
  });

  test('detection reads a form the way form import does, a diamond tree once per node, in the pool (issue 44 item 14)', async () => {
    const pdf = await diamondFormPdf(24);
    const reply = await whileAPolls('B detects fields on a diamond form tree', () =>
      request(t.url, 'POST', '/api/v1/templates/detect', { token: b.apiKey, body: { pdf: base64(pdf) } }),
    );
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const fullName = `${Array.from({ length: 24 }, (_, i) => `n${23 - i}`).join('.')}.leaf`;
    assert.deepEqual(
      reply.body.fields.map((f: { name?: string }) => f.name),
      [fullName.replaceAll('.', '_').slice(0, 64)],
    );
  });

  test('detection of 100 pages runs in the pool and proposes their blanks', async () => {
    const pdf = await pagesWithBlanks(100);
    const reply = await whileAPolls('B detects fields on 100 pages', () =>
      request(t.url, 'POST', '/api/v1/templates/detect', { token: b.apiKey, body: { pdf: base64(pdf) } }),
    );
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const signatures = reply.body.fields.filter((f: { type: string }) => f.type === 'signature');
    assert.equal(signatures.length, 100);
  });
});
