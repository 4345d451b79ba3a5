// Proving a single sign-on domain in Chromium (issue 31 item 2): the owner names the domain, is shown
// the TXT record to publish, is told when it is not there yet, and sees it verified once the loopback
// DNS server answers it; a newcomer at that domain then signs in through the provider and is told
// which workspace they joined. Each page passes axe at 390 and 1280 px. WebAuthn is not involved,
// but the app is http://localhost:<port> like browser-oidc.test.ts. Browser-only: the PostgreSQL pass.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { skip } from './app-pages-support.ts';
import { AppClient } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE } from './browser.ts';
import { startTestDns, type TestDns } from './dns-support.ts';
import { createTenant, startTestApp, type TestApp } from './helpers.ts';
import { ssoCallbackFor, startTestProvider, type TestProvider } from './oidc-support.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
let t: TestApp;
let op: TestProvider;
let dns: TestDns;
let browser: Browser;
let base: string;

before(async () => {
  if (skip) return;
  op = await startTestProvider();
  dns = await startTestDns();
  t = await startTestApp({ ...op.env, DNS_SERVERS: dns.server });
  base = t.url.replace('127.0.0.1', 'localhost');
  t.services.config.publicUrl = base;
  op.configure(base);
  await createTenant(t);
  browser = await launchChromium();
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await t?.close();
  await op?.close();
  await dns?.close();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    // Only our pages count (the provider's fetch fonts); a refused form is a 4xx page by design.
    const ours = message.location().url.startsWith(base) && !/status of 4\d\d/.test(message.text());
    if (message.type() === 'error' && ours) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** axe at a phone's width and a desk's; screenshots of the page (and of `part`) when asked for. */
async function check(page: Page, label: string, part?: ReturnType<Page['locator']>) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await checkAccessibility(page, `${label} at ${size.width} px`);
    if (!SHOTS) continue;
    const name = `${SHOTS}/${label.replace(/\W+/g, '-')}-${size.width}`;
    await page.screenshot({ path: `${name}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${name}-part.png` });
  }
}

async function throughProvider(page: Page, accountId: string) {
  await page.waitForURL((url) => url.href.startsWith(op.issuer));
  await page.getByPlaceholder('Enter any login').fill(accountId);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signInWithProvider(page: Page, accountId: string) {
  await page.goto(`${base}/app/sign-in`);
  await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
  await throughProvider(page, accountId);
}

test('the owner proves the domain by its DNS record; a newcomer joins and is told where', {
  skip,
}, async () => {
  op.accounts.set('olivia', { email: 'owner@acme.test', email_verified: true });
  const owner = await newPage();
  const { page } = owner;
  await signInWithProvider(page, 'olivia');
  await page.getByRole('heading', { name: 'Signature requests' }).waitFor();
  await page.goto(`${base}/app/settings`);
  const section = page.getByRole('region', { name: 'Single sign-on' });
  await section.getByLabel('Domain whose people may join').fill('acme.test');
  await section.getByRole('button', { name: 'Save single sign-on' }).click();
  await section.getByText('acme.test is waiting to be proven: nobody joins by it until then.').waitFor();
  await section.getByRole('button', { name: 'Check the DNS record' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  await check(page, 'sso domain record missing', section);
  const record = await section.locator('code', { hasText: 'countersign-verification=' }).textContent();
  assert.match(record ?? '', /^countersign-verification=\S+$/);
  dns.records.set('_countersign.acme.test', [record ?? '']);
  await section.getByRole('button', { name: 'Check the DNS record' }).click();
  await section.getByText('its DNS record proved the domain').waitFor();
  await check(page, 'sso domain verified', section);
  assert.deepEqual(owner.errors, []);
  await owner.context.close();

  op.accounts.set('nina', { email: 'nina@acme.test', email_verified: true, name: 'Nina New' });
  const newcomer = await newPage();
  await signInWithProvider(newcomer.page, 'nina');
  await newcomer.page.getByText('You joined Acme through single sign-on').waitFor();
  await check(newcomer.page, 'sso joined by domain');
  assert.deepEqual(newcomer.errors, []);
  await newcomer.context.close();
});

test("someone else's callback opened in this browser leaves its own sign-in open (issue 31 item 8)", {
  skip,
}, async () => {
  op.accounts.set('olivia', { email: 'owner@acme.test', email_verified: true });
  // Another browser's answer from the provider, never used there.
  const foreign = await ssoCallbackFor(op, base, new AppClient(base), 'olivia');
  const visitor = await newPage();
  const { page } = visitor;
  await page.goto(`${base}/app/sign-in`);
  await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
  await page.waitForURL((url) => url.href.startsWith(op.issuer));
  await page.goto(`${base}${foreign}`);
  await page.getByText('belongs to another sign-in').waitFor();
  await check(page, 'sso foreign callback');
  // The visitor's own attempt is still there to finish: back at the provider's page, on through it.
  await page.goBack();
  await throughProvider(page, 'olivia');
  await page.getByRole('heading', { name: 'Signature requests' }).waitFor();
  assert.deepEqual(visitor.errors, []);
  await visitor.context.close();
});
