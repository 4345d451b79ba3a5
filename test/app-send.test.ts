// Sending from the application (issue 9): the same domain function and allowance as the API, one
// request for a double submit or a resubmitted form, invalid values shown at their fields with what
// was typed kept, limit_reached and plan_missing_feature as sentences, and a preview that sends and
// charges nothing.

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { notifyWorkspace } from '../src/audit/audit.ts';
import { appSend } from '../src/i18n/messages/en/app-send.ts';
import { appWorkspace } from '../src/i18n/messages/en/app-workspace.ts';
import { idempotencyKeyHash } from '../src/requests/read.ts';
import { AppClient, filledSendForm, SERVICES, signIn, startOwnerApp } from './app-support.ts';
import { createTenant, request, type Tenant, type TestApp, usageOf } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { run } from './signing-support.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;
/** The same owner in a browser that asks for German (signed in before other workspaces share the address). */
let german: AppClient;

before(async () => {
  // Room in the month's allowance for every send of this file (a professional plan has 10).
  ({ t, tenant, templateId, owner } = await startOwnerApp('max'));
  german = new AppClient(t.url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
  await signIn(t, german, 'owner@acme.test');
});
after(async () => {
  await t?.close();
});

/**
 * The form as a member fills it, with the idempotency key of the page just shown. Each form goes to
 * its own client address, so that no send reads as a repeat of the one before (see "a repeat").
 */
let forms = 0;
function filledForm(client: AppClient, tpl: string, overrides: Record<string, string> = {}) {
  forms += 1;
  const signer = { name: 'Zoë Ångström', email: `zoe+${forms}@client.test` };
  return filledSendForm(client, tpl, signer, {
    'values.rush': '1',
    message: 'Please sign by Friday.',
    sendEmail: '1',
    ...overrides,
  });
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

describe('a repeat: the same template to the same signers within 10 minutes (issue 22)', () => {
  test('Back, then send again: the form comes back naming the earlier request; "Send anyway" sends', async () => {
    const form = await filledForm(owner, templateId, { 'submitters.0.email': 'repeat@client.test' });
    const first = await owner.post(`/app/send/${templateId}`, form);
    assert.equal(first.status, 303, first.text);
    const firstId = requestIdOf(first.location);
    const before = await usageOf(t.url, tenant.apiKey);
    const requests = (await t.services.db.query('SELECT id FROM signature_requests')).rows.length;

    // Back: a fresh form (a new idempotency key), the same people, the addresses in other case.
    const again = await filledForm(owner, templateId, {
      'submitters.0.email': 'Repeat@Client.test',
      'submitters.1.email': 'PRIYA@acme.test',
      'values.fee': '99',
    });
    assert.notEqual(again.idempotencyKey, form.idempotencyKey);
    const warned = await owner.post(`/app/send/${templateId}`, again);
    assert.equal(warned.status, 409, warned.text);
    assert.match(warned.text, /Sent to the same signers a moment ago/);
    assert.match(
      warned.text.replace(/<\/?bdi>/g, ''),
      /“Services agreement” was sent to the same signers less than 10 minutes ago/,
    );
    assert.match(warned.text, new RegExp(`<a href="/app/requests/${firstId}">the request sent `));
    assert.match(warned.text, /<input id="sendAnyway" name="sendAnyway" type="checkbox" value="1"/);
    assert.match(warned.text, /id="value-3"[^>]*value="99"/, 'what was typed is kept');
    assert.match(warned.text, new RegExp(`name="idempotencyKey" value="${again.idempotencyKey}"`));
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used, 'nothing sent or charged');
    assert.equal((await t.services.db.query('SELECT id FROM signature_requests')).rows.length, requests);

    // Sending the warned form again unticked warns again; ticked, it sends a second request.
    assert.equal((await owner.post(`/app/send/${templateId}`, again)).status, 409);
    const sent = await owner.post(`/app/send/${templateId}`, { ...again, sendAnyway: '1' });
    assert.equal(sent.status, 303, sent.text);
    const secondId = requestIdOf(sent.location);
    assert.ok(secondId && secondId !== firstId);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);
    // Replaying the confirmed form leads to that request, as any resubmitted form does.
    assert.equal(
      requestIdOf((await owner.post(`/app/send/${templateId}`, { ...again, sendAnyway: '1' })).location),
      secondId,
    );

    // Another set of signers (one more, one fewer or one other address) is no repeat.
    const other = await owner.post(
      `/app/send/${templateId}`,
      await filledForm(owner, templateId, {
        'submitters.0.email': 'repeat@client.test',
        'submitters.1.email': 'someone-else@acme.test',
      }),
    );
    assert.equal(other.status, 303, other.text);
  });

  test('the warning reads in German', async () => {
    const form = await filledForm(german, templateId, { 'submitters.0.email': 'wieder@client.test' });
    assert.equal((await german.post(`/app/send/${templateId}`, form)).status, 303);
    const warned = await german.post(
      `/app/send/${templateId}`,
      await filledForm(german, templateId, { 'submitters.0.email': 'wieder@client.test' }),
    );
    assert.equal(warned.status, 409);
    assert.match(warned.text, /Vor Kurzem an dieselben Unterzeichnenden gesendet/);
    assert.match(warned.text, /Trotzdem senden/);
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

/** yyyy-mm-dd, `days` after the test clock's today (UTC). */
const dayFromNow = (days: number) =>
  new Date(t.services.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('expiry date and signer languages (issue 22)', () => {
  test('the chosen day is the expiry (its end, UTC) and each signer gets the chosen language', async () => {
    const day = dayFromNow(10);
    const form = await filledForm(owner, templateId, {
      expiresOn: day,
      'submitters.0.locale': 'de',
      'submitters.1.locale': 'fr',
    });
    const sent = await owner.post(`/app/send/${templateId}`, form);
    assert.equal(sent.status, 303, sent.text);
    const id = requestIdOf(sent.location);
    const { rows } = await t.services.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM signature_requests WHERE id = $1',
      [id],
    );
    assert.equal(rows[0].expires_at.toISOString(), `${day}T23:59:59.999Z`);
    const signers = await t.services.db.query<{ locale: string }>(
      'SELECT locale FROM submitters WHERE request_id = $1 ORDER BY position',
      [id],
    );
    assert.deepEqual(
      signers.rows.map((r) => r.locale),
      ['de', 'fr'],
    );
  });

  test("without a date the request lives the default time; the languages start as the member's", async () => {
    const page = await german.get(`/app/send/${templateId}`);
    assert.match(page.text, /<select id="submitter-0-locale" name="submitters\.0\.locale"/);
    assert.match(page.text, /<option value="de" lang="de" selected>Deutsch<\/option>/);
    assert.match(page.text, /<input id="expiresOn" name="expiresOn" type="date" value=""/);
    const form = await filledForm(owner, templateId);
    assert.equal(form['submitters.0.locale' as keyof typeof form], undefined);
    const english = await owner.get(`/app/send/${templateId}`);
    assert.match(english.text, /<option value="en" lang="en" selected>English<\/option>/);
    const sent = await owner.post(`/app/send/${templateId}`, {
      ...form,
      'submitters.0.locale': 'en',
      'submitters.1.locale': 'es',
    });
    const id = requestIdOf(sent.location);
    const { rows } = await t.services.db.query<{ expires_at: Date; created_at: Date }>(
      'SELECT expires_at, created_at FROM signature_requests WHERE id = $1',
      [id],
    );
    const days = (rows[0].expires_at.getTime() - rows[0].created_at.getTime()) / 86_400_000;
    assert.equal(days, t.services.config.requestTtlDays);
  });

  test('a past, unreal or too distant day and an unknown language are refused at their fields, nothing sent', async () => {
    const before = await usageOf(t.url, tenant.apiKey);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ expiresOn: dayFromNow(-1) }, /The expiry date is in the past\. Choose today or a later day\./],
      [{ expiresOn: '2027-02-30' }, /Enter the expiry date as a date, like 2027-01-31\./],
      [{ expiresOn: 'soon' }, /Enter the expiry date as a date/],
      [{ expiresOn: dayFromNow(400) }, /Choose an expiry date at most 365 days from now\./],
      [{ 'submitters.1.locale': 'ru' }, /Provider, language: Choose one of the languages offered\./],
    ];
    for (const [overrides, message] of cases) {
      const refused = await owner.post(
        `/app/send/${templateId}`,
        await filledForm(owner, templateId, overrides),
      );
      assert.equal(refused.status, 400, JSON.stringify(overrides));
      assert.match(refused.text, message);
      if (overrides.expiresOn) {
        assert.match(refused.text, /id="expiresOn"[^>]*aria-invalid="true"/);
        assert.match(refused.text, new RegExp(`id="expiresOn"[^>]*value="${overrides.expiresOn}"`));
      }
    }
    // Today is still allowed: the request expires at the end of it.
    const today = await owner.post(
      `/app/send/${templateId}`,
      await filledForm(owner, templateId, { expiresOn: dayFromNow(0) }),
    );
    assert.equal(today.status, 303, today.text);
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);
  });
});

describe('opening a notification (issue 22)', () => {
  test('marks it read and goes to the request; another workspace’s is not found', async () => {
    const sent = await owner.post(`/app/send/${templateId}`, await filledForm(owner, templateId));
    const requestId = requestIdOf(sent.location);
    assert.ok(requestId);
    await notifyWorkspace(t.services.db, t.services.clock, {
      workspaceId: tenant.workspaceId,
      type: 'signature_request.completed',
      requestId,
    });
    const inbox = await owner.get('/app/notifications');
    const open =
      /<form method="post" action="\/app\/notifications\/(ntf_[0-9a-z]+)\/open" class="note-open"><input type="hidden" name="_csrf" value="[^"]+"><button type="submit" class="link-button">“Services agreement” is completed<\/button><\/form>/.exec(
        inbox.text,
      );
    assert.ok(open, 'an unread notification opens through a form');
    const unreadBefore = Number(/Notifications, (\d+) unread/.exec(inbox.text)?.[1]);
    // Showing the inbox changed nothing.
    assert.match(
      (await owner.get('/app/notifications')).text,
      new RegExp(`Notifications, ${unreadBefore} unread`),
    );

    const opened = await owner.post(`/app/notifications/${open[1]}/open`);
    assert.equal(opened.status, 303);
    assert.equal(opened.location, `/app/requests/${requestId}`);
    const after = await owner.get('/app/notifications');
    assert.match(
      after.text,
      unreadBefore === 1
        ? /Notifications, none unread/
        : new RegExp(`Notifications, ${unreadBefore - 1} unread`),
    );
    // Read now: a plain link to the request, no form.
    assert.match(
      after.text,
      new RegExp(`<a href="/app/requests/${requestId}">“Services agreement” is completed</a>`),
    );
    assert.doesNotMatch(after.text, new RegExp(`/app/notifications/${open[1]}/open`));
    const { rows } = await t.services.db.query<{ read_at: Date | null }>(
      'SELECT read_at FROM notifications WHERE id = $1',
      [open[1]],
    );
    assert.ok(rows[0].read_at);

    const other = await t.admin('POST', '/workspaces', { name: 'Elsewhere', plan: 'starter' });
    await notifyWorkspace(t.services.db, t.services.clock, {
      workspaceId: other.body.id,
      type: 'signature_request.completed',
      requestId,
    });
    const theirs = await t.services.db.query<{ id: string }>(
      'SELECT id FROM notifications WHERE workspace_id = $1',
      [other.body.id],
    );
    assert.equal((await owner.post(`/app/notifications/${theirs.rows[0].id}/open`)).status, 404);
  });
});

describe('in German (issue 22)', () => {
  const keys = [...Object.keys(appSend), ...Object.keys(appWorkspace)].map((k) =>
    k.replace(/\.(one|other|zero)$/, ''),
  );
  const KEYISH = /\b[a-z]+\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/g;
  const rawKeys = (text: string) => [...new Set(text.match(KEYISH) ?? [])].filter((k) => keys.includes(k));

  test('the send pages, notifications and settings are written in German, no key shown raw', async () => {
    const pages: Array<[string, RegExp[]]> = [
      ['/app/send', [/<h1>Dokument senden<\/h1>/, /Wählen Sie eine veröffentlichte Vorlage/]],
      [
        `/app/send/${templateId}`,
        [
          /<h1>„Services agreement“ senden<\/h1>/,
          /<legend>Unterzeichnende<\/legend>/,
          /E-Mail-Adresse <span class="req">\(Pflichtfeld\)<\/span>/,
          /<legend>Angaben für das Dokument<\/legend>/,
          /Ohne Datum läuft sie 30 Tage nach dem Senden ab\./,
          /Zur Signatur senden/,
        ],
      ],
      [
        '/app/notifications',
        [/<h1>Benachrichtigungen<\/h1>/, /Die Anfrage „Services agreement“ ist abgeschlossen/],
      ],
      [
        '/app/settings',
        [
          /<h1>Einstellungen des Arbeitsbereichs<\/h1>/,
          /Aufbewahrung beendeter Anfragen/,
          /Alle Daten exportieren/,
        ],
      ],
    ];
    for (const [path, expected] of pages) {
      const page = await german.get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.text, /<html lang="de"/, path);
      for (const text of expected) assert.match(page.text, text, path);
      assert.deepEqual(rawKeys(page.text), [], path);
    }

    // A refused form in German: the summary names the signer's field in German, dates in German.
    const refused = await german.post(
      `/app/send/${templateId}`,
      await filledForm(german, templateId, {
        'submitters.1.email': 'keine Adresse',
        expiresOn: dayFromNow(-3),
      }),
    );
    assert.equal(refused.status, 400);
    assert.match(refused.text, /<html lang="de"/);
    assert.match(refused.text, /Es gibt ein Problem/);
    assert.match(refused.text, /Provider, E-Mail-Adresse: Geben Sie eine E-Mail-Adresse ein/);
    assert.match(refused.text, /Das Ablaufdatum liegt in der Vergangenheit/);
    assert.deepEqual(rawKeys(refused.text), []);

    // The settings in German: the retention in days with its plural, a refusal in German.
    await german.post('/app/settings/retention', { mode: 'days', days: '1' });
    assert.match(
      (await german.get('/app/settings')).text,
      /Beendete Anfragen werden 1 Tag nach ihrem Ende gelöscht\./,
    );
    const badDays = await german.post('/app/settings/retention', { mode: 'days', days: '0' });
    assert.equal(badDays.status, 400);
    assert.match(badDays.text, /Geben Sie eine ganze Zahl von Tagen zwischen 1 und 3\.650 ein\./);
    await german.post('/app/settings/retention', { mode: 'forever' });
  });
});
