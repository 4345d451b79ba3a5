// Every page of the workspace application passes axe-core (no serious or critical violation) at
// 390 px and at 1280 px, light and dark (checkAccessibility checks both), in each of its states
// (empty and filled lists, a refused form, a secret shown once, confirmation steps, error pages),
// and none raises a script error or a CSP violation. The editors are checked in
// browser-template-editors.test.ts and browser-builder.test.ts.
// The state is made over HTTP; the browser is signed in with the session of an e-mailed link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  AppClient,
  memberLinkFor,
  pathOf,
  SERVICES,
  SERVICES_VALUES,
  seedSigners,
  signIn,
} from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE } from './browser.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, send, sign } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'professional');
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await t?.close();
});

function watch(p: Page) {
  p.setDefaultTimeout(15_000);
  p.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  p.on('pageerror', (error) => errors.push(error.message));
}

/** Opens `path` (or runs `open`) and checks the page at a phone's width and at a desk's. */
async function check(label: string, path: string | null, open?: () => Promise<unknown>) {
  if (path) await page.goto(`${t.url}${path}`);
  await open?.();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await checkAccessibility(page, `${label} at ${size.width} px`);
  }
}

test('the pages before signing in', async () => {
  const anonymous = await browser.newContext({ viewport: DESKTOP });
  page = await anonymous.newPage();
  watch(page);
  await check('sign-in page', '/app/sign-in');
  await check('sign-in page with a refused address', null, async () => {
    await page.getByLabel('Work e-mail address').fill('not an address');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText('Enter an e-mail address').first().waitFor();
  });
  await check('check your e-mail', null, async () => {
    await page.getByLabel('Work e-mail address').fill('owner@acme.test');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  });
  const link = (await memberLinkFor(t, 'owner@acme.test'))!;
  await check('sign-in link page', pathOf(link));
  await check('a dead link', '/app/link/mlk_00000000000000000000000000.nope');
  await anonymous.close();
});

test('every page of a signed-in owner', async () => {
  const templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
  const sendOne = async (tag: string) =>
    (await send(t.url, tenant.apiKey, { templateId, submitters: seedSigners(tag), values: SERVICES_VALUES }))
      .body;
  const open = await sendOne('Open');
  await sign(t.url, open.submitters[0].signingUrl);
  await request(t.url, 'POST', `/api/v1/esign/submissions/${open.id}/remind`, { token: tenant.apiKey });
  const done = await sendOne('Done');
  await sign(t.url, done.submitters[0].signingUrl);
  await sign(t.url, done.submitters[1].signingUrl);
  const member = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
    email: 'mo@acme.test',
    name: 'Mo Member',
  });

  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      url: t.url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
  page = await context.newPage();
  watch(page);

  await check('requests list', '/app/requests');
  await check('requests list, a search with no match', '/app/requests?q=nobody');
  await check('request page, in progress (cooldown, links)', `/app/requests/${open.id}`);
  await check('request page, completed', `/app/requests/${done.id}`);
  await check('void confirmation', `/app/requests/${open.id}/void`);
  await check('delete permanently confirmation', `/app/requests/${done.id}/erase`);
  await check('workspace settings', '/app/settings');
  await check('workspace settings with a problem', null, async () => {
    await page.getByLabel('Erase them this many days after they ended').check();
    await page.getByLabel(/^Days/).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  });
  await check('templates', '/app/templates');
  const draft = await request(t.url, 'POST', '/api/v1/templates', {
    token: tenant.apiKey,
    body: { ...SERVICES, name: 'Draft agreement' },
  });
  await check('publish confirmation', `/app/templates/${draft.body.id}/publish`);
  await check('archive confirmation', `/app/templates/${templateId}/archive`);
  await check('template chooser', '/app/send');
  await check('send form', `/app/send/${templateId}`);
  await check('send form with problems', null, async () => {
    await page.getByRole('button', { name: 'Send for signature' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  });
  await check('notifications', '/app/notifications');
  await check('API keys', '/app/keys');
  await check('API keys with a new key shown once', null, async () => {
    await page.getByLabel(/^Name/).fill('CRM');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('shown only this once').waitFor();
  });
  await check('revoke confirmation', null, async () => {
    await page
      .getByRole('link', { name: /Revoke the key/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /Revoke the key/ }).waitFor();
  });
  await check('members', '/app/members');
  await check('remove member confirmation', `/app/members/${member.body.id}/remove`);
  await check('passkeys', '/app/passkeys');
  await check('sessions', '/app/sessions');
  await check('page not found', '/app/requests/sr_00000000000000000000000000');
  await context.close();
});

test('no page raised a script error or a CSP violation', () => {
  assert.deepEqual(errors, []);
});
