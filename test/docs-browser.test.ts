// Issue 8, defect 7: /docs "Try it out" works from whichever host the page was opened on (the
// public document's server URL is relative), under /docs's own strict CSP. Chromium opens /docs at
// 127.0.0.1, authorises with an API key and executes GET /api/v1/esign/usage from the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let browser: Browser;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await t?.close();
});

test('"Try it out" in /docs calls the host the page was loaded from', async () => {
  const base = t.url.replace('localhost', '127.0.0.1');
  const context = await browser.newContext();
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/esign/usage')) calls.push(r.url());
  });
  await page.goto(`${base}/docs/`);
  await page.waitForSelector('.opblock', { timeout: 30_000 });
  await page.click('button.authorize');
  await page.fill('.modal-ux input', tenant.apiKey);
  await page.click('.modal-ux button.authorize');
  await page.click('.modal-ux button.close-modal');
  const block = page.locator('#operations-signature_requests-get_api_v1_esign_usage');
  await block.locator('.opblock-summary').click();
  await block.locator('button.try-out__btn').click();
  await block.locator('button.execute').click();
  const status = block.locator('.live-responses-table .response .response-col_status').first();
  await status.waitFor({ timeout: 15_000 });
  assert.match(await status.innerText(), /^200/);
  assert.ok(calls.length > 0 && calls.every((url) => url.startsWith(`${base}/api/v1/`)), calls.join(', '));
  await context.close();
});
