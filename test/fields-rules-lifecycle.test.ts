// Starting values and read-only values (issue 34) are personal data stored with the request's
// sender values: the workspace export carries them, and erasing the request leaves none of them in
// any table (a dump search, as in the lifecycle tests).
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { run, searchDatabase } from './erasure-support.ts';
import { ADMIN_TOKEN, createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let dir: string;

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'max');
  dir = await mkdtemp(path.join(os.tmpdir(), 'cs-rules-'));
});
after(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('starting and read-only values are exported, and erased with their request', async () => {
  const templateId = await publishedTemplate(t.url, tenant.apiKey, {
    name: 'Account form',
    kind: 'flow',
    roles: [{ name: 'Client' }],
    body: '# Account\n\n{{account}} {{mobile}}',
    variables: [
      { key: 'account', label: 'Account', type: 'text', role: 'Client', readonly: true },
      { key: 'mobile', label: 'Mobile', type: 'phone', role: 'Client', required: false },
    ],
  });
  const tag = `${process.pid}${Date.now()}`;
  const needles = [`acct-quokka-${tag}`.toLowerCase(), '+44 20 7946 0958'];
  const api = (method: string, p: string, body?: unknown) =>
    request(t.url, method, p, { token: tenant.apiKey, body });
  const sent = await api('POST', SUBMISSIONS, {
    templateId,
    submitters: [{ role: 'Client', name: 'Quinn Quokka', email: `quinn-${tag}@example.test` }],
    values: { account: `ACCT-QUOKKA-${tag}`, mobile: '+442079460958' },
    sendEmail: false,
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  assert.equal((await api('POST', `${SUBMISSIONS}/${sent.body.id}/void`)).status, 200);

  const res = await fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/export`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  assert.equal(res.status, 200);
  const zip = path.join(dir, 'export.zip');
  await writeFile(zip, Buffer.from(await res.arrayBuffer()));
  const values = await run('unzip', ['-p', zip, 'values.jsonl']);
  assert.equal(values.code, 0);
  const exported = values.stdout.toString('utf8').toLowerCase();
  for (const needle of needles) assert.ok(exported.includes(needle), `${needle} in the export`);

  assert.ok((await searchDatabase(t.services.db, needles)).length > 0, 'the probe finds them before');
  assert.equal((await api('DELETE', `${SUBMISSIONS}/${sent.body.id}`)).status, 204);
  assert.deepEqual(await searchDatabase(t.services.db, needles), []);
});
