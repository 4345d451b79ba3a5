// The workspace settings page (issue 25 item 1): its sections in order; this month's usage, the same
// numbers as GET /api/v1/esign/usage; the audit log newest first, paged, filtered by request and by
// action (the actions the log holds), each actor named as a member, an API key, a signer or the
// service; and members reading the page without its forms, their posts refused with 403.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditAction } from '../src/audit/actions.ts';
import { recordAudit } from '../src/audit/audit.ts';
import { AppClient, signIn } from './app-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, usageOf } from './helpers.ts';
import { publishedTemplate, SUBMISSIONS, send, sendBody, sign } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let namedKey: string;
let owner: AppClient;
let member: AppClient;
const sent: Array<{ id: string; submitters: Array<{ signingUrl: string; email: string }> }> = [];

interface Row {
  at: string;
  action: string;
  actor: string;
  requestId: string | null;
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u2068|\u2069/g, '')
    .trim();

/** The audit log's rows as the page shows them. */
function rowsOf(page: string): Row[] {
  const table = /<table class="list audit"[\s\S]*?<\/table>/.exec(page)?.[0] ?? '';
  return [
    ...table.matchAll(
      /<tr>\s*<td[^>]*><time datetime="([^"]+)"[\s\S]*?<\/td>\s*<th scope="row">([\s\S]*?)<\/th>\s*<td[^>]*>([\s\S]*?)<\/td>\s*<td[^>]*>([\s\S]*?)<\/td>\s*<\/tr>/g,
    ),
  ].map((m) => ({
    at: m[1],
    action: text(m[2]),
    actor: text(m[3]),
    requestId: /href="\/app\/requests\/([^"]+)"/.exec(m[4])?.[1] ?? null,
  }));
}

const advance = (seconds = 60) => t.admin('POST', '/clock', { advanceSeconds: seconds });

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t, 'professional');
  templateId = await publishedTemplate(t.url, tenant.apiKey);
  const key = await t.admin('POST', `/workspaces/${tenant.workspaceId}/api-keys`, {
    memberId: tenant.memberId,
    name: 'CRM sync',
  });
  namedKey = key.body.key;
  await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
    email: 'member@acme.test',
    name: 'Mira Member',
  });
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
  member = new AppClient(t.url);
  await signIn(t, member, 'member@acme.test');
  // Three requests: two by the named key, one by the tenant's unnamed key; the first is signed by
  // its first signer. The clock moves between them, so "newest first" has an order to prove.
  for (const apiKey of [namedKey, namedKey, tenant.apiKey]) {
    await advance();
    const reply = await send(t.url, apiKey, sendBody(templateId));
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    sent.push(reply.body);
  }
  await advance();
  await sign(t.url, sent[0].submitters[0].signingUrl);
  await advance();
  await recordAudit(t.services.db, t.services.clock, {
    workspaceId: tenant.workspaceId,
    // An action an older or newer version wrote, which this one has no words for.
    action: 'custom.future_action' as AuditAction,
    actor: { type: 'system' },
  });
});
after(() => t.close());

describe('the settings page', () => {
  test('its sections come in order, each a section with a heading', async () => {
    const page = await owner.get('/app/settings');
    assert.equal(page.status, 200);
    const headings = [...page.text.matchAll(/<section[^>]*>\s*<h2 id="[^"]+">([^<]+)<\/h2>/g)].map(
      (m) => m[1],
    );
    assert.deepEqual(headings, [
      'Workspace',
      'Usage this month',
      'Branding',
      'Keeping ended requests',
      'Export all data',
      'Automatic reminders',
      'Signers’ language',
      'Single sign-on',
      'Embedded signing',
      'Audit log',
    ]);
    assert.match(page.text, /<dt>Name<\/dt><dd><bdi>Acme<\/bdi><\/dd>/);
    assert.match(page.text, /<dt>Plan<\/dt><dd>Professional<\/dd>/);
  });

  test('the usage is the same as GET /esign/usage', async () => {
    const shown = async () => {
      const page = (await owner.get('/app/settings')).text;
      const value = (id: string) => new RegExp(`<dd id="${id}">([^<]+)</dd>`).exec(page)?.[1];
      return { used: value('usage-used'), limit: value('usage-limit'), remaining: value('usage-remaining') };
    };
    const api = await usageOf(t.url, tenant.apiKey);
    assert.equal(api.used, 3);
    assert.deepEqual(await shown(), {
      used: String(api.used),
      limit: String(api.limit),
      remaining: String(api.remaining),
    });
    // One more send moves both the same way.
    assert.equal((await send(t.url, tenant.apiKey, sendBody(templateId))).status, 201);
    const after = await usageOf(t.url, tenant.apiKey);
    assert.deepEqual(await shown(), { used: '4', limit: '10', remaining: '6' });
    assert.deepEqual([after.used, after.limit, after.remaining], [4, 10, 6]);
    // An unlimited plan says so, as the API does.
    await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { plan: 'enterprise' });
    const unlimited = await usageOf(t.url, tenant.apiKey);
    assert.equal(unlimited.limit, 'unlimited');
    assert.deepEqual(await shown(), { used: '4', limit: 'Unlimited', remaining: 'Unlimited' });
    await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { plan: 'professional' });
  });

  test('the audit log is newest first, in the operator API’s order, each actor named', async () => {
    const rows = rowsOf((await owner.get('/app/settings')).text);
    const operator = (await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=100`)).body;
    assert.ok(operator.total >= 8, `entries: ${operator.total}`);
    assert.equal(rows.length, operator.total);
    assert.deepEqual(
      rows.map((r) => [r.at, r.requestId]),
      operator.entries.map((e: { at: string; requestId: string | null }) => [e.at, e.requestId]),
    );
    for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].at >= rows[i].at, 'newest first');

    // An action without a label yet is shown as recorded; the service itself did it.
    const future = rows.find((r) => r.action === 'custom.future_action');
    assert.deepEqual(future && [future.actor, future.requestId], ['Countersign (automatic)', null]);
    const of = (action: string, requestId: string) =>
      rows.find((r) => r.action === action && r.requestId === requestId);
    assert.equal(
      of('Signed by a signer', sent[0].id)?.actor,
      `Signer Cleo Client (${sent[0].submitters[0].email})`,
    );
    assert.equal(of('Request sent', sent[0].id)?.actor, 'API key “CRM sync” of Owner (owner@acme.test)');
    assert.match(
      of('Request sent', sent[2].id)?.actor ?? '',
      /^Unnamed API key …[\w-]{4} of Owner \(owner@acme\.test\)$/,
    );
    const signedIn = rows.filter((r) => r.action === 'Signed in').map((r) => r.actor);
    assert.ok(signedIn.includes('Owner (owner@acme.test)'), signedIn.join());
    assert.ok(signedIn.includes('Mira Member (member@acme.test)'), signedIn.join());
    // The request is linked.
    assert.match(
      (await owner.get('/app/settings')).text,
      new RegExp(`<a href="/app/requests/${sent[0].id}">`),
    );
  });

  test('a member’s change is named as the member', async () => {
    await advance();
    const saved = await owner.post('/app/settings/retention', { mode: 'days', days: '90' });
    assert.equal(saved.status, 303);
    const [newest] = rowsOf((await owner.get('/app/settings')).text);
    assert.deepEqual([newest.action, newest.actor], ['Retention changed', 'Owner (owner@acme.test)']);
  });

  test('the filters: by request, by action (the actions the log holds), both', async () => {
    const operator = (await t.admin('GET', `/workspaces/${tenant.workspaceId}/audit-log?limit=100`)).body
      .entries as Array<{ action: string; requestId: string | null }>;

    const page = await owner.get(`/app/settings?request=${sent[0].id}`);
    const byRequest = rowsOf(page.text);
    assert.equal(byRequest.length, operator.filter((e) => e.requestId === sent[0].id).length);
    assert.ok(byRequest.length >= 2);
    assert.ok(byRequest.every((r) => r.requestId === sent[0].id));
    assert.match(page.text, new RegExp(`id="audit-request"[^>]*value="${sent[0].id}"`));
    assert.match(page.text, /Show all entries/);

    const byAction = rowsOf((await owner.get('/app/settings?action=signature_request.sent')).text);
    assert.equal(byAction.length, operator.filter((e) => e.action === 'signature_request.sent').length);
    assert.equal(byAction.length, 4);
    assert.ok(byAction.every((r) => r.action === 'Request sent'));

    const both = rowsOf(
      (await owner.get(`/app/settings?request=${sent[1].id}&action=signature_request.sent`)).text,
    );
    assert.deepEqual(
      both.map((r) => [r.action, r.requestId]),
      [['Request sent', sent[1].id]],
    );

    const none = await owner.get('/app/settings?request=sr_nothing_here');
    assert.deepEqual(rowsOf(none.text), []);
    assert.match(none.text, /No entries match this filter/);

    // The choices are the actions the log holds, in words, the chosen one selected.
    const select = /<select id="audit-action"[\s\S]*?<\/select>/.exec(
      (await owner.get('/app/settings?action=signature_request.sent')).text,
    )?.[0];
    assert.ok(select);
    const values = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(new Set(values), new Set(['', ...operator.map((e) => e.action)]));
    assert.match(select, /<option value="signature_request.sent" selected>Request sent<\/option>/);
    assert.doesNotMatch(select, /signature_request.completed/);
  });

  test('fifty entries a page, with links to older and newer pages', async () => {
    for (let i = 0; i < 55; i++) {
      const saved = await owner.post('/app/settings/reminders', {
        reminders: i % 2 ? 'on' : 'off',
        everyDays: '2',
        max: '3',
      });
      assert.equal(saved.status, 303);
    }
    const log = `/workspaces/${tenant.workspaceId}/audit-log?limit=100`;
    const operator = (await t.admin('GET', log)).body;
    const total: number = operator.total;
    assert.ok(total > 50 && total <= 100, `entries: ${total}`);
    assert.equal(operator.entries.length, total);

    const first = await owner.get('/app/settings');
    const firstRows = rowsOf(first.text);
    assert.equal(firstRows.length, 50);
    assert.match(first.text, new RegExp(`Entries 1–50 of ${total}`));
    assert.match(
      first.text,
      /<a href="\/app\/settings\?page=2#audit-heading" rel="next">Older entries <span class="arrow" aria-hidden="true">→<\/span><\/a>/,
    );
    assert.doesNotMatch(first.text, /rel="prev"/);

    const second = await owner.get('/app/settings?page=2');
    const secondRows = rowsOf(second.text);
    assert.equal(secondRows.length, total - 50);
    assert.match(second.text, new RegExp(`Entries 51–${total} of ${total}`));
    assert.match(
      second.text,
      /<a href="\/app\/settings#audit-heading" rel="prev"><span class="arrow" aria-hidden="true">←<\/span> Newer entries<\/a>/,
    );
    assert.doesNotMatch(second.text, /rel="next"/);
    assert.deepEqual(
      [...firstRows, ...secondRows].map((r) => [r.at, r.requestId]),
      operator.entries.map((e: { at: string; requestId: string | null }) => [e.at, e.requestId]),
    );

    // Paging keeps the filter.
    const filtered = await owner.get('/app/settings?action=workspace.reminders_changed');
    assert.equal(rowsOf(filtered.text).length, 50);
    assert.match(
      filtered.text,
      /href="\/app\/settings\?action=workspace.reminders_changed&amp;page=2#audit-heading"/,
    );
    const rest = await owner.get('/app/settings?action=workspace.reminders_changed&page=2');
    assert.equal(rowsOf(rest.text).length, 5);
    assert.ok(rowsOf(rest.text).every((r) => r.action === 'Automatic reminders changed'));
    assert.match(
      rest.text,
      /href="\/app\/settings\?action=workspace.reminders_changed#audit-heading" rel="prev"/,
    );
    assert.doesNotMatch(rest.text, /rel="next"/);

    // A page number that is not one is the first page.
    assert.equal(rowsOf((await owner.get('/app/settings?page=zero')).text).length, 50);
  });

  test('a member reads every section without its forms; their posts are refused', async () => {
    const page = await member.get('/app/settings');
    assert.equal(page.status, 200);
    assert.match(page.text, /You can read these settings; only owners can change them/);
    assert.match(page.text, /<dd id="usage-used">4<\/dd>/);
    assert.match(page.text, /Ended requests are erased 90 days after they ended/);
    assert.match(page.text, /<h2 id="audit-heading">Audit log<\/h2>/);
    assert.ok(rowsOf(page.text).length > 0);
    assert.doesNotMatch(page.text, /method="post" action="\/app\/settings/);
    assert.doesNotMatch(page.text, /href="\/app\/settings\/export"/);
    assert.match(page.text, /Only owners can export the workspace’s data/);
    const before = (await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).body;
    assert.equal((await member.post('/app/settings/retention', { mode: 'forever' })).status, 403);
    assert.equal((await member.post('/app/settings/reminders', { reminders: 'off' })).status, 403);
    assert.equal((await member.get('/app/settings/export')).status, 403);
    assert.deepEqual((await t.admin('GET', `/workspaces/${tenant.workspaceId}`)).body, before);

    const owners = await owner.get('/app/settings');
    assert.match(owners.text, /action="\/app\/settings\/retention"/);
    assert.match(owners.text, /action="\/app\/settings\/reminders"/);
    assert.match(owners.text, /href="\/app\/settings\/export"/);
  });

  test('the API-key audit actions also reach the page (a void by the named key)', async () => {
    await advance();
    const voided = await request(t.url, 'POST', `${SUBMISSIONS}/${sent[1].id}/void`, {
      token: namedKey,
      body: {},
    });
    assert.equal(voided.status, 200, JSON.stringify(voided.body));
    const [newest] = rowsOf((await owner.get('/app/settings')).text);
    assert.deepEqual(newest, {
      at: newest.at,
      action: 'Request voided',
      actor: 'API key “CRM sync” of Owner (owner@acme.test)',
      requestId: sent[1].id,
    });
  });
});
