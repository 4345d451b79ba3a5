// The application's side of the data lifecycle (issue 21): an owner deletes an ended request for good
// after a confirmation that names what is lost (a member cannot; an open request cannot be deleted),
// sets the workspace's retention on the settings page (a member reads it), sees on the request page
// when a request will be erased, and downloads the export. Every change is a form with a redirect.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import {
  distinctivePerson,
  needlesOf,
  PROBE_TEMPLATE,
  run,
  searchDatabase,
  sendToPerson,
  signAsPerson,
} from './erasure-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

const SUBMISSIONS = '/api/v1/esign/submissions';
let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;
let member: AppClient;

before(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
  tenant = await createTenant(t, 'enterprise');
  templateId = await publishedTemplate(t.url, tenant.apiKey, PROBE_TEMPLATE);
  await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
    email: 'member@acme.test',
    name: 'Mira Member',
  });
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
  member = new AppClient(t.url);
  await signIn(t, member, 'member@acme.test');
});
after(() => t.close());

describe('Delete permanently', () => {
  test('an owner confirms on a page that names what is lost, and the request is gone everywhere', async () => {
    const person = distinctivePerson();
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, person);
    await signAsPerson(t.url, probed, person);
    const page = await owner.get(`/app/requests/${probed.id}`);
    assert.match(page.text, new RegExp(`href="/app/requests/${probed.id}/erase"`));
    const confirm = await owner.get(`/app/requests/${probed.id}/erase`);
    assert.equal(confirm.status, 200);
    for (const lost of [
      'names and e-mail addresses',
      'IP addresses',
      'signatures',
      'signed PDF',
      'cannot be undone',
    ]) {
      assert.ok(confirm.text.includes(lost), lost);
    }
    assert.match(confirm.text, /Download the signed PDF first/);
    const erased = await owner.post(`/app/requests/${probed.id}/erase`);
    assert.equal(erased.status, 303);
    assert.equal(erased.location, '/app/requests?notice=erased');
    const list = await owner.get(erased.location!);
    assert.match(list.text, /The request was deleted permanently/);
    assert.ok(!list.text.includes(person.name));
    assert.equal((await owner.get(`/app/requests/${probed.id}`)).status, 404);
    assert.equal(
      (await owner.post(`/app/requests/${probed.id}/erase`)).status,
      404,
      'reloading the POST changes nothing',
    );
    assert.equal(
      (await request(t.url, 'GET', `${SUBMISSIONS}/${probed.id}`, { token: tenant.apiKey })).status,
      404,
    );
    assert.deepEqual(await searchDatabase(t.services.db, needlesOf(person)), []);
    const trail = await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=100`);
    const entry = trail.body.entries.find(
      (e: { action: string; requestId: string }) =>
        e.action === 'signature_request.erased' && e.requestId === probed.id,
    );
    assert.deepEqual(entry.actor, { type: 'member', memberId: tenant.memberId });
  });

  test('a request in flight offers no deletion, and a forced POST says to void it first', async () => {
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, distinctivePerson());
    const page = await owner.get(`/app/requests/${probed.id}`);
    assert.doesNotMatch(page.text, /\/erase"/);
    const confirm = await owner.get(`/app/requests/${probed.id}/erase`);
    assert.equal(confirm.status, 303, 'back to the request');
    const refused = await owner.post(`/app/requests/${probed.id}/erase`);
    assert.equal(refused.status, 409);
    assert.match(refused.text, /void it first/);
  });

  test('a member (not an owner) cannot delete a request', async () => {
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, distinctivePerson());
    await request(t.url, 'POST', `${SUBMISSIONS}/${probed.id}/void`, { token: tenant.apiKey });
    const page = await member.get(`/app/requests/${probed.id}`);
    assert.doesNotMatch(page.text, /\/erase"/);
    assert.match(page.text, /Only owners can delete a request permanently/);
    assert.equal((await member.get(`/app/requests/${probed.id}/erase`)).status, 403);
    assert.equal((await member.post(`/app/requests/${probed.id}/erase`)).status, 403);
    assert.equal(
      (await request(t.url, 'GET', `${SUBMISSIONS}/${probed.id}`, { token: tenant.apiKey })).status,
      200,
    );
  });
});

describe('the settings page', () => {
  test('an owner sets the retention (a bad number is refused at its field), a member reads it', async () => {
    const page = await owner.get('/app/settings');
    assert.equal(page.status, 200);
    assert.match(page.text, /Ended requests are kept until someone deletes them/);
    const refused = await owner.post('/app/settings/retention', { mode: 'days', days: '0' });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Enter a whole number of days from 1 to 3650/);
    assert.match(refused.text, /id="retention-days"[^>]*aria-invalid="true"/);
    const saved = await owner.post('/app/settings/retention', { mode: 'days', days: '30' });
    assert.equal(saved.status, 303);
    assert.equal(saved.location, '/app/settings?notice=saved');
    assert.match((await owner.get(saved.location!)).text, /The settings are saved/);
    assert.equal((await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).body.retentionDays, 30);
    const read = await member.get('/app/settings');
    assert.match(read.text, /Ended requests are erased 30 days after they ended/);
    assert.doesNotMatch(read.text, /action="\/app\/settings\/retention"/);
    assert.equal((await member.post('/app/settings/retention', { mode: 'forever' })).status, 403);
    assert.equal((await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).body.retentionDays, 30);
  });

  test('the request page says when an ended request will be erased', async () => {
    await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { retentionDays: 30 });
    const probed = await sendToPerson(t.url, tenant.apiKey, templateId, distinctivePerson());
    const open = await owner.get(`/app/requests/${probed.id}`);
    assert.match(open.text, /Once it has ended, it will be erased after 30 days/);
    await request(t.url, 'POST', `${SUBMISSIONS}/${probed.id}/void`, { token: tenant.apiKey });
    const ended = await owner.get(`/app/requests/${probed.id}`);
    assert.match(
      ended.text,
      /Will be erased on \d{1,2} \w+ \d{4}: this workspace keeps ended requests for 30 days/,
    );
    const forever = await owner.post('/app/settings/retention', { mode: 'forever', days: '' });
    assert.equal(forever.status, 303);
    assert.equal((await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).body.retentionDays, null);
  });

  test('“Export all data” downloads the workspace’s ZIP; members cannot', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cs-app-export-'));
    try {
      const res = await fetch(`${t.url}/app/settings/export`, {
        headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/zip');
      const zip = path.join(dir, 'export.zip');
      await writeFile(zip, Buffer.from(await res.arrayBuffer()));
      const listed = await run('unzip', ['-l', zip]);
      assert.equal(listed.code, 0);
      assert.match(listed.stdout.toString(), /requests\.jsonl/);
      assert.equal((await member.get('/app/settings/export')).status, 403);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
