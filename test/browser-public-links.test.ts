// Issue 45 item 4 in a real browser (Debian's Chromium, 390 and 1280 px, axe-core): a visitor opens a
// template's public link, gives a name and an address, the page's script solves the proof of work and
// posts, the signing page asks for the e-mailed code, and the visitor signs; the request goes on to the
// person the owner named. The form with a mistake, the not-available page and the too-many page are
// looked at too. No page raises a script error. Screenshots go to .test-output/participants/.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signedInContext } from './app-pages-support.ts';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, ROOT, request, waitFor } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const WAIT_MS = 20_000;
const SHOTS = path.join(ROOT, '.test-output', 'participants');

const LEASE = {
  name: 'Bike lease',
  kind: 'flow',
  roles: [{ name: 'Rider' }, { name: 'Shop' }],
  body: '# Bike lease\n\nThe rider leases a bike from the shop for the summer.',
  variables: [],
};

let app: SigningApp;
let browser: Browser;
let linkUrl: string;

before(async () => {
  if (skip) return;
  app = await startSigningApp({
    template: LEASE,
    worker: true,
    // A small proof of work (the default is sized for phones, seconds at most), and one start per IP
    // a day, so the second start from this machine meets the too-many page.
    env: { PUBLIC_LINK_WORK: '2000', PUBLIC_LINK_DAILY_PER_IP: '1' },
  });
  browser = await launchChromium();
  const on = await request(app.t.url, 'POST', `/api/v1/templates/${app.templateId}/public-link`, {
    token: app.tenant.apiKey,
    body: { fixedSubmitters: [{ role: 'Shop', name: 'Sam Shop', email: 'sam@shop.test' }] },
  });
  assert.equal(on.status, 201, JSON.stringify(on.body));
  // The test service has no PUBLIC_URL: the link is opened on its own address.
  linkUrl = `${app.t.url}${new URL(on.body.url).pathname}`;
  await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

async function codeFor(email: string): Promise<string> {
  const code = await waitFor(async () => {
    const box = await app.t.admin('GET', `/mailbox?to=${encodeURIComponent(email)}`);
    const mail = box.body.messages.find((m: { subject: string }) => m.subject.startsWith('Your code'));
    return mail ? /^\s+(\d{6})$/m.exec(mail.text)?.[1] : undefined;
  }, 'the code e-mail');
  assert.ok(code);
  return code;
}

async function pageAt(viewport: typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return page;
}

describe('a public link in the browser', { skip }, () => {
  test('at 390 px: a mistake is said at its field; then the visitor proves the address and signs', async () => {
    const page = await pageAt(PHONE);
    const errors = watchForErrors(page);
    await page.goto(linkUrl);
    await page.getByRole('heading', { name: 'Bike lease' }).waitFor();
    await page.locator('html[data-ran~="public-link"]').waitFor({ state: 'attached' });
    await checkAccessibility(page, 'public link form, 390');
    await page.screenshot({ path: path.join(SHOTS, 'public-link-form-390.png'), fullPage: true });

    await page.getByLabel('Your full name').fill('Rae Rider');
    await page.getByLabel('Your e-mail address').fill('rae@not-an-address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please check the form:').waitFor();
    assert.equal(await page.getByLabel('Your e-mail address').getAttribute('aria-invalid'), 'true');
    await checkAccessibility(page, 'public link form with a mistake, 390');
    await page.screenshot({ path: path.join(SHOTS, 'public-link-mistake-390.png'), fullPage: true });

    await page.getByLabel('Your e-mail address').fill('rae@rider.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sign\/[\w.-]+$/);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.locator('#verification-code').fill(await codeFor('rae@rider.test'));
    await page.locator('#verify-button').click();
    await page.locator('#sign-form:not([hidden])').waitFor();
    await page.getByLabel('Type your full name as your signature').fill('Rae Rider');
    await page.locator('#consent').check();
    await page.locator('#sign-button').click();
    await page.getByRole('heading', { name: /Thank you/ }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'public-link-signed-390.png'), fullPage: true });

    const list = await request(app.t.url, 'GET', '/api/v1/esign/submissions?source=public_link', {
      token: app.tenant.apiKey,
    });
    assert.equal(list.body.total, 1);
    assert.equal(list.body.submissions[0].submitters[0].status, 'completed');
    await waitFor(async () => {
      const box = await app.t.admin('GET', '/mailbox?to=sam%40shop.test');
      return box.body.messages.length > 0 || undefined;
    }, 'the shop’s invitation');
    // The form sent back with its mistake is a 400 document, which the browser logs; nothing else may be.
    assert.deepEqual(
      errors.filter((e) => !/status of 400/.test(e)),
      [],
    );
    await page.context().close();
  });

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    test(`at ${label} px: the form, the too-many page and the not-available page pass axe`, async () => {
      const page = await pageAt(viewport);
      const errors = watchForErrors(page);
      // At 1280 px the page has no Web Crypto, as over plain http on a company network: the proof is
      // solved all the same (the too-many page below comes only after the proof is accepted).
      if (viewport === DESKTOP) {
        await page.addInitScript(() =>
          Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }),
        );
      }
      await page.goto(linkUrl);
      await page.locator('html[data-ran~="public-link"]').waitFor({ state: 'attached' });
      assert.equal(await page.evaluate(() => Boolean(globalThis.crypto.subtle)), viewport !== DESKTOP);
      await checkAccessibility(page, `public link form, ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `public-link-form-${label}.png`), fullPage: true });
      // This machine's IP has had its starts today: the form is sent and the page says so.
      await page.getByLabel('Your full name').fill('Ivy Again');
      await page.getByLabel('Your e-mail address').fill(`ivy-${label}@again.test`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Too many signings started' }).waitFor();
      await checkAccessibility(page, `too many started, ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `public-link-limited-${label}.png`), fullPage: true });
      const missing = await page.goto(`${app.t.url}/sign/public/${'x'.repeat(32)}`);
      assert.equal(missing?.status(), 404);
      await page.getByRole('heading', { name: 'This form is not available' }).waitFor();
      await checkAccessibility(page, `not available, ${label}`);
      await page.screenshot({
        path: path.join(SHOTS, `public-link-unavailable-${label}.png`),
        fullPage: true,
      });
      // The 429 and 404 documents are logged by the browser as failed loads; nothing else may be.
      assert.deepEqual(
        errors.filter((e) => !/status of (404|429)/.test(e)),
        [],
      );
      await page.context().close();
    });
  }

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    test(`at ${label} px: the owner's page of the link passes axe`, async () => {
      const owner = new AppClient(app.t.url);
      await signIn(app.t, owner, 'owner@acme.test');
      const context = await signedInContext(browser, owner, viewport);
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      const errors = watchForErrors(page);
      await page.goto(`${app.t.url}/app/templates/${app.templateId}/public-link`);
      await page.getByRole('heading', { name: 'Public link: Bike lease' }).waitFor();
      assert.equal(
        await page.getByLabel('Link').inputValue(),
        (
          await request(app.t.url, 'GET', `/api/v1/templates/${app.templateId}/public-link`, {
            token: app.tenant.apiKey,
          })
        ).body.url,
      );
      await checkAccessibility(page, `owner's public link page, ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `public-link-owner-${label}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
