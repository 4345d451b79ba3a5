// The application's side of issue 24 items 1 and 4: the send form's CC field (one person a line,
// each problem shown at the field naming its line, what was typed kept, nothing sent), the request
// page's list of the people copied, and the member's own completion e-mail setting on the
// notifications page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AppClient, filledSendForm, startOwnerApp } from './app-support.ts';
import { type Tenant, type TestApp, usageOf } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;

before(async () => {
  ({ t, tenant, templateId, owner } = await startOwnerApp('max'));
});
after(async () => {
  await t?.close();
});

let forms = 0;
/** The form as a member fills it, with the key of the page just shown and signers of its own. */
function filledForm(overrides: Record<string, string> = {}) {
  forms += 1;
  const signer = { name: 'Zoë Ångström', email: `zoe+cc${forms}@client.test` };
  return filledSendForm(owner, templateId, signer, {
    'submitters.1.email': `priya+cc${forms}@acme.test`,
    sendEmail: '1',
    ...overrides,
  });
}

/** The field's error text, as the page shows it under the textarea. */
const ccError = (html: string) => /<p class="error" id="cc-error">([^<]*)<\/p>/.exec(html)?.[1];
const decoded = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('the send form’s CC field', () => {
  test('is on the form, labelled, with its hint, after the signers', async () => {
    const page = await owner.get(`/app/send/${templateId}`);
    assert.match(page.text, /<label for="cc">Copy to \(CC\)<\/label>/);
    assert.match(
      page.text,
      /<textarea id="cc" name="cc" rows="3" dir="auto" maxlength="5000" aria-describedby="cc-hint">/,
    );
    assert.ok(page.text.indexOf('id="cc"') > page.text.indexOf('id="submitter-1-email"'));
  });

  test('refuses a bad line, a signer’s address, a repeat and an 11th person, each at the field by line', async () => {
    const before = (await usageOf(t.url, tenant.apiKey)).used;
    const form = await filledForm();
    const typed = [
      'not-an-address, Someone',
      `${form['submitters.1.email'].toUpperCase()}, Priya again`,
      'wanda@observer.test, Wanda Watcher',
      'Wanda <WANDA@observer.test>',
    ].join('\n');
    const refused = await owner.post(`/app/send/${templateId}`, { ...form, cc: typed });
    assert.equal(refused.status, 400);
    const error = decoded(ccError(refused.text) ?? '');
    assert.ok(error.includes('Line 1: “not-an-address” is not an e-mail address'), error);
    assert.ok(
      error.includes(`Line 2: ${form['submitters.1.email'].toUpperCase()} signs this request`),
      error,
    );
    assert.ok(error.includes('Line 4: WANDA@observer.test is listed twice.'), error);
    assert.ok(!error.includes('Line 3'), error);
    assert.match(
      refused.text,
      /<textarea id="cc" name="cc"[^>]* aria-invalid="true" aria-describedby="cc-hint cc-error">/,
    );
    assert.ok(refused.text.includes('not-an-address, Someone'), 'what was typed is kept');
    assert.match(refused.text, /<a href="#cc">/, 'the summary links to the field');

    const many = Array.from({ length: 11 }, (_, i) => `p${i}@observer.test`).join('\n');
    const tooMany = await owner.post(`/app/send/${templateId}`, { ...(await filledForm()), cc: many });
    assert.equal(tooMany.status, 400);
    assert.ok(ccError(tooMany.text)?.includes('Copy at most 10 people.'));
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before, 'nothing was sent');
  });

  test('sends the copies with the request; the request page lists them; "send again" keeps them', async () => {
    const sent = await owner.post(`/app/send/${templateId}`, {
      ...(await filledForm()),
      cc: '\n wanda@observer.test, Wanda Watcher \nAudit Desk <audit@observer.test>\nplain@observer.test\n',
    });
    assert.equal(sent.status, 303, sent.text);
    const id = /\/app\/requests\/(sr_[0-9a-z]+)/.exec(sent.location ?? '')?.[1];
    assert.ok(id);
    const { rows } = await t.services.db.query<{ cc: unknown }>(
      'SELECT cc FROM signature_requests WHERE id = $1',
      [id],
    );
    assert.deepEqual(rows[0].cc, [
      { email: 'wanda@observer.test', name: 'Wanda Watcher' },
      { email: 'audit@observer.test', name: 'Audit Desk' },
      { email: 'plain@observer.test', name: null },
    ]);

    const page = await owner.get(`/app/requests/${id}`);
    assert.equal(page.status, 200);
    assert.ok(page.text.includes('Copied (CC)'));
    assert.ok(
      page.text.includes(
        '<bdi>Wanda Watcher</bdi> <span class="sub"><bdi class="address">wanda@<wbr>observer<wbr>.test</bdi></span>',
      ),
    );
    assert.ok(page.text.includes('<li><bdi class="address">plain@<wbr>observer<wbr>.test</bdi></li>'));

    const again = await owner.get(`/app/send/${templateId}?from=${id}`);
    assert.equal(again.status, 200);
    assert.ok(
      again.text.includes(
        'wanda@observer.test, Wanda Watcher\naudit@observer.test, Audit Desk\nplain@observer.test</textarea>',
      ),
    );
  });

  test('a request copying nobody shows no copies section', async () => {
    const sent = await owner.post(`/app/send/${templateId}`, await filledForm());
    assert.equal(sent.status, 303, sent.text);
    const page = await owner.get(sent.location!.replace(/\?.*$/, ''));
    assert.ok(!page.text.includes('Copied (CC)'));
  });
});

describe('the completion e-mail setting', () => {
  const setting = async () =>
    (
      await t.services.db.query<{ notify_on_completion: boolean }>(
        'SELECT notify_on_completion FROM members WHERE id = $1',
        [tenant.memberId],
      )
    ).rows[0].notify_on_completion;

  test('is on by default, shown on the notifications page, and turned off and on again there', async () => {
    const page = await owner.get('/app/notifications');
    assert.equal(page.status, 200);
    assert.match(page.text, /<input id="completion-mail" name="notify" type="checkbox" value="1" checked/);
    assert.equal(await setting(), true);

    const off = await owner.post('/app/account/completion-mail', { present: '1' });
    assert.equal(off.status, 303);
    assert.equal(off.location, '/app/notifications?notice=completion-mail-off');
    assert.equal(await setting(), false);
    const shown = await owner.get(off.location!);
    assert.match(
      shown.text,
      /<input id="completion-mail" name="notify" type="checkbox" value="1" aria-describedby/,
    );
    assert.ok(shown.text.includes('You will no longer be e-mailed when a request you sent is completed.'));

    const on = await owner.post('/app/account/completion-mail', { present: '1', notify: '1' });
    assert.equal(on.location, '/app/notifications?notice=completion-mail-on');
    assert.equal(await setting(), true);
    const { rows } = await t.services.db.query<{ details: { status: string } }>(
      `SELECT details FROM audit_log WHERE action = 'member.completion_mail_changed' ORDER BY at, id`,
    );
    assert.deepEqual(
      rows.map((r) => r.details.status),
      ['off', 'on'],
    );
  });

  test('refuses a post from another site', async () => {
    const refused = await owner.post('/app/account/completion-mail', { present: '1', _csrf: 'forged' });
    assert.equal(refused.status, 403);
    assert.equal(await setting(), true);
  });
});
