// The rest of the application's pages under axe-core (see browser-app-pages.test.ts): the
// notifications, API keys (with a new key shown once and the revoke step), members, passkeys,
// sessions, the page-not-found page, templates and the send form (also in German), at 390 px and
// 1280 px, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { SERVICES } from './app-support.ts';
import { request } from './helpers.ts';

let run: PagesRun;

before(async () => {
  if (!skip) run = await startPagesRun();
});
after(async () => {
  await run?.close();
});

test('notifications, keys, members, passkeys, sessions, templates and sending, signed in as the owner', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await check(run, page, 'notifications', '/app/notifications');
  await check(run, page, 'API keys', '/app/keys');
  await check(run, page, 'API keys with a new key shown once', null, async () => {
    await page.getByLabel(/^Name/).fill('CRM');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('shown only this once').waitFor();
  });
  await check(run, page, 'revoke confirmation', null, async () => {
    await page
      .getByRole('link', { name: /Revoke the key/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /Revoke the key/ }).waitFor();
  });
  await check(run, page, 'members', '/app/members');
  await check(run, page, 'remove member confirmation', `/app/members/${run.memberId}/remove`);
  await check(run, page, 'passkeys', '/app/passkeys');
  await check(run, page, 'sessions', '/app/sessions');
  await check(run, page, 'page not found', '/app/requests/sr_00000000000000000000000000');
  await check(run, page, 'templates', '/app/templates');
  const draft = await request(run.t.url, 'POST', '/api/v1/templates', {
    token: run.tenant.apiKey,
    body: { ...SERVICES, name: 'Draft agreement' },
  });
  await check(run, page, 'publish confirmation', `/app/templates/${draft.body.id}/publish`);
  await check(run, page, 'archive confirmation', `/app/templates/${run.templateId}/archive`);
  await check(run, page, 'template chooser', '/app/send');
  await check(run, page, 'send form', `/app/send/${run.templateId}`);
  await check(run, page, 'send form with problems', null, async () => {
    await page.getByRole('button', { name: 'Send for signature' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  });
  // In German: longer words, the same checks.
  await context.addCookies([{ name: 'cs_lang', value: 'de', url: run.t.url }]);
  await check(run, page, 'requests list, in German', '/app/requests');
  await check(run, page, 'request page, in German', `/app/requests/${run.open.id}`);
  await check(run, page, 'send form, in German', `/app/send/${run.templateId}`);
  await context.close();
});

test('no page raised a script error or a CSP violation', { skip }, () => {
  assert.deepEqual(run.errors, []);
});
