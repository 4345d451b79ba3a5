// The public OpenAPI document describes what the service answers (issue 26, item 7): a representative
// set of the suite's API calls (send, get, list, remind, publish, render, document, void, usage, and
// 4xx errors) goes through Stoplight Prism run as a validating proxy (`prism proxy --errors`) in front
// of the service, with the document the service serves. Prism checks each request and each answer
// against the document; with --errors it replaces a violating exchange by its own problem answer
// (422 for a request the document does not allow, 500 `…/errors#VIOLATIONS` for an answer it does
// not describe, both `application/problem+json`, the violations also in an `sl-violations` header).
// So any drift between the document and the answers fails here. A copy of the document drifted on
// purpose shows that the proxy does catch it.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  createTenant,
  freePort,
  type Reply,
  ROOT,
  request,
  startTestApp,
  type Tenant,
  type TestApp,
  waitFor,
} from './helpers.ts';
import { NDA, publishedTemplate, SUBMISSIONS, sendBody, sign } from './requests-fixtures.ts';

interface Prism {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** `prism proxy --errors <document> <upstream>` on a loopback port, once it listens. */
async function startPrism(documentFile: string, upstream: string): Promise<Prism> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/prism'),
    ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), documentFile, upstream],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`prism exited ${child.exitCode}: ${output}`);
      return /Prism is listening/.test(output);
    },
    'Prism to listen',
    90_000,
  );
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // Prism has been seen to outlive a SIGTERM: it gets ten seconds, then SIGKILL.
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** The answer came from the service, and Prism found nothing in it or in the request to object to. */
function assertConforms(reply: Reply, what: string, status: number) {
  const violations = reply.headers.get('sl-violations');
  const problem = (reply.headers.get('content-type') ?? '').includes('application/problem+json');
  assert.ok(
    !violations && !problem,
    `${what}: Prism reports ${violations ?? JSON.stringify(reply.body)} (answered ${reply.status})`,
  );
  assert.equal(reply.status, status, `${what}: ${JSON.stringify(reply.body)}`);
}

let t: TestApp;
let tenant: Tenant;
let dir: string;
let documentFile: string;
let document: any;
let prism: Prism;
/** A published template made directly, for the drift check. */
let published: string;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  published = await publishedTemplate(t.url, tenant.apiKey);
  dir = await mkdtemp(path.join(tmpdir(), 'countersign-prism-'));
  document = (await request(t.url, 'GET', '/api/v1/openapi.json')).body;
  documentFile = path.join(dir, 'openapi.json');
  await writeFile(documentFile, JSON.stringify(document));
  prism = await startPrism(documentFile, t.url);
});
after(async () => {
  await prism?.stop();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the API answers as its OpenAPI document says, through a validating Prism proxy', () => {
  const via = (method: string, p: string, options: Parameters<typeof request>[3] = {}) =>
    request(prism.url, method, p, { token: tenant.apiKey, ...options });

  let templateId: string;
  let requestId: string;
  let signingUrls: string[];

  test('templates: create, publish (no body), render (a PDF)', async () => {
    const created = await via('POST', '/api/v1/templates', { body: NDA });
    assertConforms(created, 'create a template', 201);
    templateId = created.body.id;
    assertConforms(await via('POST', `/api/v1/templates/${templateId}/publish`), 'publish', 200);
    assertConforms(await via('GET', `/api/v1/templates/${templateId}`), 'read a template', 200);
    assertConforms(await via('GET', '/api/v1/templates?limit=5'), 'list templates', 200);
    const rendered = await via('POST', `/api/v1/templates/${templateId}/render`, {
      body: { values: { clientName: 'Zoë Client' } },
    });
    assertConforms(rendered, 'render', 200);
    assert.equal(rendered.headers.get('content-type'), 'application/pdf');
    assert.equal((rendered.body as Buffer).subarray(0, 5).toString(), '%PDF-');
  });

  test('signature requests: send, get, list, remind (no body), usage', async () => {
    const sent = await via('POST', SUBMISSIONS, {
      body: sendBody(templateId, { idempotencyKey: 'prism-1' }),
    });
    assertConforms(sent, 'send', 201);
    requestId = sent.body.id;
    signingUrls = sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl);
    assertConforms(
      await via('POST', SUBMISSIONS, { body: sendBody(templateId, { idempotencyKey: 'prism-1' }) }),
      'a replayed send',
      200,
    );
    assertConforms(await via('GET', `${SUBMISSIONS}/${requestId}`), 'get', 200);
    assertConforms(await via('GET', `${SUBMISSIONS}?limit=5&status=pending`), 'list', 200);
    assertConforms(await via('POST', `${SUBMISSIONS}/${requestId}/remind`), 'remind', 200);
    const again = await via('POST', `${SUBMISSIONS}/${requestId}/remind`);
    assertConforms(again, 'a remind within the cooldown', 429);
    assert.equal(again.body.code, 'reminder_cooldown');
    assertConforms(await via('GET', '/api/v1/esign/usage'), 'usage', 200);
  });

  test('the executed document: 404 before completion, then the PDF; voiding it then is a 409', async () => {
    assertConforms(
      await via('GET', `${SUBMISSIONS}/${requestId}/document`),
      'document before completion',
      404,
    );
    for (const url of signingUrls) await sign(t.url, url);
    const pdf = await via('GET', `${SUBMISSIONS}/${requestId}/document`);
    assertConforms(pdf, 'document', 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const refused = await via('POST', `${SUBMISSIONS}/${requestId}/void`, { body: { reason: 'late' } });
    assertConforms(refused, 'void a completed request', 409);
    assert.equal(refused.body.code, 'request_not_voidable');
  });

  test('void a request in flight', async () => {
    const sent = await via('POST', SUBMISSIONS, { body: sendBody(templateId) });
    assertConforms(sent, 'send', 201);
    const voided = await via('POST', `${SUBMISSIONS}/${sent.body.id}/void`, {
      body: { reason: 'Wrong fee' },
    });
    assertConforms(voided, 'void', 200);
    assert.equal(voided.body.status, 'voided');
  });

  test('errors: 401 without a key, 404 for an unknown id, 400 for a bad value, 409 on an archived template', async () => {
    assertConforms(await via('GET', '/api/v1/esign/usage', { token: 'cs_live_wrong' }), 'a wrong key', 401);
    assertConforms(await via('GET', `${SUBMISSIONS}/sr_unknown`), 'an unknown request', 404);
    assertConforms(await via('GET', `/api/v1/templates/tpl_unknown`), 'an unknown template', 404);
    const bad = await via('POST', SUBMISSIONS, {
      body: sendBody(templateId, { values: { clientName: 'Zoë', fee: 'a lot' } }),
    });
    assertConforms(bad, 'a value of the wrong type', 400);
    assert.equal(bad.body.code, 'invalid_values');
    const draft = await via('POST', '/api/v1/templates', { body: NDA });
    assertConforms(await via('POST', `/api/v1/templates/${draft.body.id}/archive`), 'archive', 200);
    const archived = await via('POST', `/api/v1/templates/${draft.body.id}/publish`);
    assertConforms(archived, 'publish an archived template', 409);
    assert.equal(archived.body.code, 'template_archived');
  });
});

test('a document that drifted from the answers is caught: Prism answers 500 with the violation', async () => {
  // The defect issue 26 found: the rendered PDF declared as JSON.
  const drifted = structuredClone(document);
  const render = drifted.paths['/api/v1/templates/{id}/render'].post.responses['200'];
  render.content = { 'application/json': render.content['application/pdf'] };
  const driftedFile = path.join(dir, 'drifted.json');
  await writeFile(driftedFile, JSON.stringify(drifted));
  const strict = await startPrism(driftedFile, t.url);
  try {
    const reply = await request(strict.url, 'POST', `/api/v1/templates/${published}/render`, {
      token: tenant.apiKey,
      body: { values: { clientName: 'Zoë' } },
    });
    assert.equal(reply.status, 500);
    assert.match(String(reply.headers.get('content-type')), /application\/problem\+json/);
    assert.match(reply.body.type, /errors#VIOLATIONS$/);
    assert.match(String(reply.headers.get('sl-violations')), /application\/pdf/);
  } finally {
    await strict.stop();
  }
});
