// Every page of the workspace application passes axe-core (no serious or critical violation) at
// 390 px and at 1280 px, light and dark, in each of its states (empty and filled lists, a refused
// form, confirmation steps), and none raises a script error or a CSP violation: the pages before
// signing in, requests and settings. browser-app-pages-account.test.ts checks the rest (two files,
// so each stays well inside the runner's time per file); the editors are checked in browser-template-editors.test.ts and browser-builder.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { check, ownerPage, type PagesRun, skip, startPagesRun, watch } from './app-pages-support.ts';
import { memberLinkFor, pathOf } from './app-support.ts';
import { DESKTOP } from './browser.ts';

let run: PagesRun;

before(async () => {
  if (!skip) run = await startPagesRun();
});
after(async () => {
  await run?.close();
});

test('the pages before signing in', { skip }, async () => {
  const anonymous = await run.browser.newContext({ viewport: DESKTOP });
  const page = await anonymous.newPage();
  watch(run, page);
  await check(run, page, 'sign-in page', '/app/sign-in');
  await check(run, page, 'sign-in page with a refused address', null, async () => {
    await page.getByLabel('Work e-mail address').fill('not an address');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText('Enter an e-mail address').first().waitFor();
  });
  await check(run, page, 'check your e-mail', null, async () => {
    await page.getByLabel('Work e-mail address').fill('owner@acme.test');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  });
  const link = (await memberLinkFor(run.t, 'owner@acme.test'))!;
  await check(run, page, 'sign-in link page', pathOf(link));
  await check(run, page, 'a dead link', '/app/link/mlk_00000000000000000000000000.nope');
  await anonymous.close();
});

test('requests and settings, signed in as the owner', { skip }, async () => {
  const { context, page } = await ownerPage(run);
  await check(run, page, 'requests list', '/app/requests');
  await check(run, page, 'requests list, a search with no match', '/app/requests?q=nobody');
  await check(run, page, 'request page, in progress (cooldown, links)', `/app/requests/${run.open.id}`);
  await check(run, page, 'request page, completed', `/app/requests/${run.done.id}`);
  await check(run, page, 'void confirmation', `/app/requests/${run.open.id}/void`);
  await check(run, page, 'delete permanently confirmation', `/app/requests/${run.done.id}/erase`);
  await check(run, page, 'workspace settings', '/app/settings');
  await check(run, page, 'workspace settings with a problem', null, async () => {
    await page.getByLabel('Erase them this many days after they ended').check();
    await page.getByLabel(/^Days/).fill('0');
    // Several sections have their own Save: the retention form's is the one next to its days.
    await page
      .locator('form', { has: page.getByLabel(/^Days/) })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  });
  await context.close();
});

test('no page raised a script error or a CSP violation', { skip }, () => {
  assert.deepEqual(run.errors, []);
});
