// Signer verification on the application's send form (issue 24 item 2): each signer may be sent
// with no code, an access code the member types (stored only as a hash), or an e-mailed code; a code
// too short is refused at its field and nothing is sent.
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
function filledForm(overrides: Record<string, string>) {
  forms += 1;
  const signer = { name: 'Zoë Ångström', email: `zoe+${forms}@client.test` };
  return filledSendForm(owner, templateId, signer, { sendEmail: '1', ...overrides });
}

describe('verification on the send form', () => {
  test('each signer offers no code, an access code with its field, or an e-mailed code', async () => {
    const page = await owner.get(`/app/send/${templateId}`);
    for (const i of [0, 1]) {
      assert.match(page.text, new RegExp(`name="submitters\\.${i}\\.verification" value="" checked`));
      assert.match(page.text, new RegExp(`name="submitters\\.${i}\\.verification" value="access_code"`));
      assert.match(page.text, new RegExp(`name="submitters\\.${i}\\.verification" value="email_code"`));
      assert.match(
        page.text,
        new RegExp(`id="submitter-${i}-access-code" name="submitters\\.${i}\\.accessCode"`),
      );
    }
  });

  test('an access code and an e-mailed code are sent; the code is kept only as a hash', async () => {
    const sent = await owner.post(
      `/app/send/${templateId}`,
      await filledForm({
        'submitters.0.verification': 'access_code',
        'submitters.0.accessCode': 'Lantern-2291',
        'submitters.1.verification': 'email_code',
        'submitters.1.accessCode': 'ignored',
      }),
    );
    assert.equal(sent.status, 303, sent.text);
    const id = /\/app\/requests\/(sr_[0-9a-z]+)/.exec(sent.location ?? '')?.[1];
    const { rows } = await t.services.db.query<{
      verification_method: string;
      verification_secret: string | null;
    }>(
      'SELECT verification_method, verification_secret FROM submitters WHERE request_id = $1 ORDER BY position',
      [id],
    );
    assert.equal(rows[0].verification_method, 'access_code');
    assert.match(rows[0].verification_secret ?? '', /^scrypt-nocase\$/);
    assert.ok(!(rows[0].verification_secret ?? '').includes('Lantern'));
    assert.deepEqual(rows[1], { verification_method: 'email_code', verification_secret: null });
    const page = await owner.get(`/app/requests/${id}`);
    assert.ok(!page.text.includes('Lantern-2291'), 'the request page does not show the code');
  });

  test('an access code shorter than 4 characters is refused at its field, and nothing is sent', async () => {
    const before = await usageOf(t.url, tenant.apiKey);
    const refused = await owner.post(
      `/app/send/${templateId}`,
      await filledForm({ 'submitters.0.verification': 'access_code', 'submitters.0.accessCode': ' ab ' }),
    );
    assert.equal(refused.status, 400, refused.text);
    assert.match(refused.text, /href="#submitter-0-access-code"/);
    assert.match(refused.text, /The access code must have 4 to 64 characters/);
    assert.doesNotMatch(refused.text, /could not do that/, 'no general error besides');
    assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used);
  });
});
