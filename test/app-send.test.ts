// Sending from the application (issue 9): the same domain function and allowance as the API, one
// request for a double submit or a resubmitted form, invalid values shown at their fields with what
// was typed kept, limit_reached and plan_missing_feature as sentences, and a preview that sends and
// charges nothing.

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { idempotencyKeyHash } from '../src/requests/read.ts';
import { AppClient, SERVICES, signIn } from './app-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, usageOf } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { run } from './signing-support.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'professional');
  templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
});
after(async () => {
  await t?.close();
});

/** The form as a member fills it, with the idempotency key of the page just shown. */
async function filledForm(client: AppClient, tpl: string, overrides: Record<string, string> = {}) {
  const page = await client.get(`/app/send/${tpl}`);
  assert.equal(page.status, 200, page.text);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)?.[1];
  assert.ok(key);
  return {
    idempotencyKey: key,
    'submitters.0.name': 'Zoë Ångström',
    'submitters.0.email': 'zoe@client.test',
    'submitters.1.name': 'Priya Provider',
    'submitters.1.email': 'priya@acme.test',
    'values.clientName': 'Northwind Traders',
    'values.clientEmail': 'billing@northwind.test',
    'values.startDate': '2026-12-01',
    'values.fee': '1200.50',
    'values.billing': 'quarterly',
    'values.rush': '1',
    message: 'Please sign by Friday.',
    sendEmail: '1',
    ...overrides,
  };
}

const requestIdOf = (location: string | null) => /\/app\/requests\/(sr_[0-9a-z]+)/.exec(location ?? '')?.[1];

describe('sending from the application', () => {
  test('creates the request through sendRequest: values typed, one charge, audited as the member', async () => {
    const before = await usageOf(t.url, tenant.apiKey);
    const sent = await owner.post(`/app/send/${templateId}`, await filledForm(owner, templateId));
    assert.equal(sent.status, 303, sent.text);
    const id = requestIdOf(sent.location);
    assert.ok(id);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);
    const { rows } = await t.services.db.query<{
      sender_values: Record<string, unknown>;
      message: string;
      send_email: boolean;
      api_key_id: string | null;
      member_id: string;
    }>(
      'SELECT sender_values, message, send_email, api_key_id, member_id FROM signature_requests WHERE id = $1',
      [id],
    );
    assert.deepEqual(rows[0].sender_values, {
      clientName: 'Northwind Traders',
      clientEmail: 'billing@northwind.test',
      startDate: '2026-12-01',
      fee: 1200.5,
      billing: 'quarterly',
      rush: true,
    });
    assert.equal(rows[0].message, 'Please sign by Friday.');
    assert.equal(rows[0].send_email, true);
    assert.equal(rows[0].api_key_id, null);
    assert.equal(rows[0].member_id, tenant.memberId);
    const audit = await t.services.db.query<{ actor: object }>(
      `SELECT actor FROM audit_log WHERE request_id = $1 AND action = 'signature_request.sent'`,
      [id],
    );
    assert.deepEqual(audit.rows[0].actor, { type: 'member', memberId: tenant.memberId });
    const invitation = await t.services.db.query(
      `SELECT 1 FROM outbox_messages WHERE request_id = $1 AND kind = 'invitation'`,
      [id],
    );
    assert.equal(invitation.rows.length, 1);
    const page = await owner.get(sent.location!);
    assert.match(page.text, /The request is sent/);
    // The API sees the request like any other.
    const polled = await request(t.url, 'GET', `/api/v1/esign/submissions/${id}`, { token: tenant.apiKey });
    assert.equal(polled.body.submitters[0].name, 'Zoë Ångström');
  });

  test('a double submit creates one request and charges the allowance exactly once', async () => {
    const form = await filledForm(owner, templateId);
    const before = await usageOf(t.url, tenant.apiKey);
    const answers = await Promise.all([1, 2, 3].map(() => owner.post(`/app/send/${templateId}`, form)));
    assert.deepEqual(
      answers.map((a) => a.status),
      [303, 303, 303],
    );
    const ids = new Set(answers.map((a) => requestIdOf(a.location)));
    assert.equal(ids.size, 1);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);
    // Submitting the same form again later (back button, reload) leads to that request too.
    const again = await owner.post(`/app/send/${templateId}`, form);
    assert.equal(requestIdOf(again.location), [...ids][0]);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);
    const { rows } = await t.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signature_requests WHERE idempotency_key = $1',
      [idempotencyKeyHash(form.idempotencyKey)],
    );
    assert.equal(rows[0].n, 1);
  });

  test('e-mail off: no invitation is queued; the signing links are on the request page', async () => {
    const form = await filledForm(owner, templateId, { sendEmail: '' });
    const sent = await owner.post(`/app/send/${templateId}`, form);
    const id = requestIdOf(sent.location);
    const outbox = await t.services.db.query('SELECT 1 FROM outbox_messages WHERE request_id = $1', [id]);
    assert.equal(outbox.rows.length, 0);
    const page = await owner.get(`/app/requests/${id}`);
    assert.match(page.text, /value="http:\/\/127\.0\.0\.1:\d+\/sign\/sub_/);
  });

  test('refused values come back at their fields, with what was typed kept, and nothing is charged', async () => {
    const before = await usageOf(t.url, tenant.apiKey);
    const form = await filledForm(owner, templateId, {
      'submitters.1.email': 'not an address',
      'values.clientName': '  ',
      'values.fee': 'twelve',
      'values.billing': 'weekly',
      'values.startDate': '2026-02-30',
      message: 'Kept <b>as typed</b>',
    });
    const refused = await owner.post(`/app/send/${templateId}`, form);
    assert.equal(refused.status, 400);
    const html = refused.text;
    assert.match(html, /There is a problem/);
    assert.match(html, /Provider, e-mail address: Enter an e-mail address/);
    assert.match(html, /<p class="error" id="value-0-error">Client name is required\.<\/p>/);
    assert.match(html, /<p class="error" id="value-3-error">Monthly fee must be a number\.<\/p>/);
    assert.match(html, /Billing must be one of: monthly, quarterly\./);
    assert.match(html, /Start date must be a real calendar date\./);
    assert.match(html, /id="value-3"[^>]*value="twelve"/);
    assert.match(html, /value="not an address"/);
    assert.match(html, /Kept &lt;b&gt;as typed&lt;\/b&gt;<\/textarea>/);
    assert.match(html, new RegExp(`name="idempotencyKey" value="${form.idempotencyKey}"`));
    assert.match(html, /id="submitter-1-email"[^>]*aria-invalid="true"/);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used);
  });

  test('preview renders the filled PDF in a new tab and sends and charges nothing', async () => {
    const before = await usageOf(t.url, tenant.apiKey);
    const requests = (await t.services.db.query('SELECT id FROM signature_requests')).rows.length;
    const form = await filledForm(owner, templateId);
    const res = await fetch(`${t.url}/app/send/${templateId}/preview`, {
      method: 'POST',
      headers: {
        cookie: `cs_session=${owner.cookies.get('cs_session')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ ...form, _csrf: owner.csrf }).toString(),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    const dir = await mkdtemp(path.join(tmpdir(), 'preview-'));
    await writeFile(path.join(dir, 'p.pdf'), pdf);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'p.pdf'), '-'])).output;
    await rm(dir, { recursive: true });
    assert.match(text, /Northwind Traders/);
    assert.match(text, /1200\.5/);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used);
    assert.equal((await t.services.db.query('SELECT id FROM signature_requests')).rows.length, requests);

    const refused = await owner.post(`/app/send/${templateId}/preview`, { ...form, 'values.fee': 'x' });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Monthly fee must be a number/);
  });

  test('a template that is not published is not found', async () => {
    const draft = await request(t.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: { ...SERVICES, name: 'Draft' },
    });
    assert.equal((await owner.get(`/app/send/${draft.body.id}`)).status, 404);
    const list = await owner.get('/app/send');
    assert.ok(list.text.includes(`/app/send/${templateId}`));
    assert.ok(!list.text.includes(`/app/send/${draft.body.id}`));
  });
});

describe('allowance refusals', () => {
  test('limit_reached reads as a sentence with the usage, and what was typed is kept', async () => {
    const starter = await createTenant(t, 'starter');
    const tpl = await publishedTemplate(t.url, starter.apiKey, SERVICES);
    await t.admin('PATCH', `/workspaces/${starter.workspaceId}`, { name: 'Starter Co' });
    const member = new AppClient(t.url);
    const email = 'owner@acme.test';
    await signIn(t, member, email);
    // The owner address belongs to several workspaces now; the newest link signs in to Starter Co.
    const mine = await member.get('/app/requests');
    assert.match(mine.text, /Starter Co/);
    assert.equal((await member.post(`/app/send/${tpl}`, await filledForm(member, tpl))).status, 303);
    const refused = await member.post(
      `/app/send/${tpl}`,
      await filledForm(member, tpl, { 'submitters.0.name': 'Second Try' }),
    );
    assert.equal(refused.status, 403);
    assert.match(
      refused.text,
      /Your workspace has used 1 of its 1 signature requests this month, so nothing was sent\. The allowance renews on 1 \w+ \d{4}\./,
    );
    assert.match(refused.text, /value="Second Try"/);
    assert.equal((await usageOf(t.url, starter.apiKey)).used, 1);
  });

  test('plan_missing_feature reads as a sentence', async () => {
    const free = await createTenant(t, 'professional');
    const tpl = await publishedTemplate(t.url, free.apiKey, SERVICES);
    await t.admin('PATCH', `/workspaces/${free.workspaceId}`, { name: 'Free Co', plan: 'free' });
    const member = new AppClient(t.url);
    await signIn(t, member, 'owner@acme.test');
    const list = await member.get('/app/requests');
    assert.match(list.text, /Free Co/);
    assert.match(list.text, /Your plan does not include e-signatures/);
    const refused = await member.post(`/app/send/${tpl}`, await filledForm(member, tpl));
    assert.equal(refused.status, 403);
    assert.match(refused.text, /plan does not include e-signatures, so nothing was sent/);
    const { rows } = await t.services.db.query('SELECT 1 FROM signature_requests WHERE workspace_id = $1', [
      free.workspaceId,
    ]);
    assert.equal(rows.length, 0);
  });
});
