// Automatic reminders in the workspace application (issue 24 item 3): an owner sets the workspace's
// default on the settings page (a bad number is refused at its field; a member reads it), sends take
// it, and a request's page says when the signer whose turn it is gets the next automatic reminder, or
// that none is due.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sendDueReminders } from '../src/requests/auto-remind.ts';
import { AppClient, signIn } from './app-support.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, send, sendBody } from './requests-fixtures.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;
let member: AppClient;

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t, 'enterprise');
  templateId = await publishedTemplate(t.url, tenant.apiKey);
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

const sendOne = async (overrides: Record<string, unknown> = {}) => {
  const reply = await send(t.url, tenant.apiKey, sendBody(templateId, overrides));
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body;
};
const nextReminderAt = (text: string) =>
  /Next automatic reminder to <bdi>Cleo Client<\/bdi>: <bdi><time datetime="([^"]+)"/.exec(text)?.[1];

describe('automatic reminders in the application', () => {
  test('an owner sets the default (a bad number is refused at its field); a member reads it', async () => {
    const page = await owner.get('/app/settings');
    assert.equal(page.status, 200);
    assert.match(page.text, /Off: signers are reminded only when someone asks/);
    assert.match(page.text, /id="reminders-off"[^>]*checked/);

    const refused = await owner.post('/app/settings/reminders', {
      reminders: 'on',
      everyDays: '0',
      max: '11',
    });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Enter a whole number of days from 1 to 30/);
    assert.match(refused.text, /Enter a whole number from 1 to 10/);
    assert.match(refused.text, /id="remind-every-days"[^>]*aria-invalid="true"/);
    assert.match(refused.text, /id="remind-max"[^>]*value="11"/);
    assert.match(refused.text, /id="reminders-on"[^>]*checked/);

    const saved = await owner.post('/app/settings/reminders', { reminders: 'on', everyDays: '2', max: '3' });
    assert.equal(saved.status, 303);
    assert.equal(saved.location, '/app/settings?notice=saved');
    const shown = await owner.get('/app/settings');
    assert.match(shown.text, /Remind automatically every 2 days, at most 3 times per signer/);
    assert.match(shown.text, /id="remind-every-days"[^>]*value="2"/);

    const read = await member.get('/app/settings');
    assert.match(read.text, /Remind automatically every 2 days, at most 3 times per signer/);
    assert.doesNotMatch(read.text, /action="\/app\/settings\/reminders"/);
    assert.equal((await member.post('/app/settings/reminders', { reminders: 'off' })).status, 403);

    // A send without its own reminders takes the default.
    assert.deepEqual((await sendOne()).reminders, { everyDays: 2, max: 3 });
  });

  test('the request page shows the next automatic reminder, moved by each one sent', async () => {
    const r = await sendOne({ reminders: { everyDays: 2, max: 2 } });
    const first = await owner.get(`/app/requests/${r.id}`);
    assert.equal(first.status, 200);
    assert.equal(nextReminderAt(first.text), new Date(Date.parse(r.createdAt) + 2 * DAY_MS).toISOString());
    assert.match(first.text, /Automatic reminders every 2 days, at most 2 times per signer/);

    const remindDue = async () => {
      await t.admin('POST', '/clock', { advanceSeconds: 2 * 86_400 });
      await t.services.clock.refresh();
      await sendDueReminders(t.services.db, t.services.clock);
    };
    await remindDue();
    const { rows } = await t.services.db.query<{ last_reminded_at: Date }>(
      'SELECT last_reminded_at FROM submitters WHERE request_id = $1 AND position = 0',
      [r.id],
    );
    const second = await owner.get(`/app/requests/${r.id}`);
    assert.equal(
      nextReminderAt(second.text),
      new Date(rows[0].last_reminded_at.getTime() + 2 * DAY_MS).toISOString(),
    );
    assert.match(second.text, /Reminder to <bdi>client-[^<]+<\/bdi> sent by <bdi>Countersign<\/bdi>/);

    await remindDue();
    const last = await owner.get(`/app/requests/${r.id}`);
    assert.equal(nextReminderAt(last.text), undefined);
    assert.match(last.text, /No automatic reminder is due/, 'max reached');
  });

  test('a request sent without e-mail, or without reminders, says so', async () => {
    const quiet = await sendOne({ sendEmail: false, reminders: { everyDays: 1, max: 1 } });
    assert.match((await owner.get(`/app/requests/${quiet.id}`)).text, /No automatic reminder is due/);
    const none = await sendOne({ reminders: null });
    assert.match(
      (await owner.get(`/app/requests/${none.id}`)).text,
      /This request has no automatic reminders/,
    );

    const off = await owner.post('/app/settings/reminders', { reminders: 'off', everyDays: '2', max: '3' });
    assert.equal(off.status, 303);
    assert.match((await owner.get('/app/settings')).text, /Off: signers are reminded only when someone asks/);
    assert.equal((await sendOne()).reminders, null);
  });
});
