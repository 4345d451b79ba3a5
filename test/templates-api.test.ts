// CONTRACT §4 over HTTP: create, read, list, publish, archive, render; workspaces are isolated and
// rendering is never metered.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const run = promisify(execFile);
let t: TestApp;
let tenant: Tenant;
let dir: string;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'starter');
  dir = await mkdtemp(path.join(tmpdir(), 'cs-tpl-api-'));
});
after(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const NDA = {
  name: 'Mutual NDA',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Company' }],
  body: '# Mutual NDA\n\nBetween **{{clientName}}** and Acme, effective {{effective}}.',
  variables: [
    { key: 'clientName', label: 'Client name', type: 'text' },
    { key: 'effective', label: 'Effective date', type: 'date', required: false },
  ],
};

const api = (method: string, p: string, body?: unknown, key = tenant.apiKey) =>
  request(t.url, method, `/api/v1${p}`, { token: key, body });

describe('templates over HTTP', () => {
  test('a template is created as a draft and read back with its shape, without PDF bytes', async () => {
    const created = await api('POST', '/templates', NDA);
    assert.equal(created.status, 201);
    assert.match(created.body.id, /^tpl_/);
    assert.equal(created.body.status, 'draft');
    assert.equal(created.body.publishedAt, null);
    assert.deepEqual(
      created.body.variables.map((v: { key: string; required: boolean }) => [v.key, v.required]),
      [
        ['clientName', true],
        ['effective', false],
      ],
    );
    const read = await api('GET', `/templates/${created.body.id}`);
    assert.deepEqual(read.body, created.body);
  });

  test('a malformed template is a 400 whose message lists what to fix', async () => {
    const reply = await api('POST', '/templates', {
      ...NDA,
      body: 'Hello {{nobody}}',
      roles: [{ name: 'A' }, { name: 'A' }],
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.code, undefined);
    assert.match(reply.body.message, /nobody/);
    assert.match(reply.body.message, /A/);
  });

  test('publish makes a template published; archive makes it archived; an archived one cannot be published', async () => {
    const { body } = await api('POST', '/templates', NDA);
    const published = await api('POST', `/templates/${body.id}/publish`);
    assert.equal(published.status, 200);
    assert.equal(published.body.status, 'published');
    assert.ok(published.body.publishedAt);
    const again = await api('POST', `/templates/${body.id}/publish`);
    assert.equal(again.body.publishedAt, published.body.publishedAt, 'publishing twice changes nothing');
    const archived = await api('POST', `/templates/${body.id}/archive`);
    assert.equal(archived.body.status, 'archived');
    const republish = await api('POST', `/templates/${body.id}/publish`);
    assert.equal(republish.status, 409);
    assert.equal(republish.body.code, 'template_archived');
  });

  test('the list filters by status and pages newest first', async () => {
    const list = await api('GET', '/templates?status=archived&limit=1');
    assert.equal(list.status, 200);
    assert.equal(list.body.limit, 1);
    assert.equal(list.body.offset, 0);
    assert.ok(list.body.templates.every((x: { status: string }) => x.status === 'archived'));
    assert.equal((await api('GET', '/templates?status=bogus')).status, 400);
    assert.equal((await api('GET', '/templates?limit=0')).status, 400);
    const all = await api('GET', '/templates?limit=100');
    const times = all.body.templates.map((x: { createdAt: string }) => x.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  test("another workspace's template is a 404", async () => {
    const { body } = await api('POST', '/templates', NDA);
    const other = await createTenant(t, 'max');
    assert.equal((await api('GET', `/templates/${body.id}`, undefined, other.apiKey)).status, 404);
    assert.equal((await api('POST', `/templates/${body.id}/publish`, undefined, other.apiKey)).status, 404);
    assert.equal(
      (await api('POST', `/templates/${body.id}/render`, { values: {} }, other.apiKey)).status,
      404,
    );
  });

  test('render returns the filled PDF, checks values like a send, and is never metered', async () => {
    const { body } = await api('POST', '/templates', NDA);
    const before = (await api('GET', '/esign/usage')).body.signatureRequests.used;
    const bad = await api('POST', `/templates/${body.id}/render`, { values: { effective: '2026-02-30' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_values');
    assert.deepEqual(
      bad.body.details.map((d: { key: string }) => d.key),
      ['clientName', 'effective'],
    );
    assert.match(bad.body.message, /"Client name"/);
    for (let i = 0; i < 3; i++) {
      const pdf = await api('POST', `/templates/${body.id}/render`, {
        values: { clientName: 'Zoë Ångström' },
      });
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      if (i === 0) {
        const file = path.join(dir, 'render.pdf');
        await writeFile(file, pdf.body);
        const { stdout } = await run('pdftotext', [file, '-']);
        assert.match(stdout, /Zoë Ångström/);
        await run('qpdf', ['--check', file]);
      }
    }
    assert.equal((await api('GET', '/esign/usage')).body.signatureRequests.used, before);
  });
});
