// The workspace settings page in Chromium (issue 25 item 1): with its usage and audit log, as the
// owner and as a member, filtered through its form, at 390 px and 1280 px: axe finds no serious
// violation, nothing is wider than the phone's screen, no script error or CSP violation. Screenshots
// go to /tmp/settings-shots for a person to look at.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { check, ownerPage, type PagesRun, skip, startPagesRun, watch } from './app-pages-support.ts';
import { AppClient, signIn } from './app-support.ts';
import { DESKTOP, PHONE } from './browser.ts';

const SHOTS = '/tmp/settings-shots';
let run: PagesRun;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
  await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await run?.close();
});

/** Full-page screenshots at both widths; the page is no wider than the window at either. */
async function shoot(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name} at ${size.width} px is ${overflow} px too wide`);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
  }
}

test('the owner’s settings page: usage, the audit log and its filter', { skip }, async () => {
  const { context, page } = await ownerPage(run);
  await check(run, page, 'settings', '/app/settings');
  await page.getByRole('heading', { name: 'Usage this month' }).waitFor();
  assert.equal(await page.locator('#usage-used').textContent(), '2');
  assert.equal(await page.locator('#usage-limit').textContent(), '10');
  assert.equal(await page.locator('#usage-remaining').textContent(), '8');
  const rows = page.locator('table.audit tbody tr');
  assert.ok((await rows.count()) >= 5);
  await shoot(page, 'settings-owner');

  await check(run, page, 'settings, the audit log filtered by action', null, async () => {
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Request sent' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=signature_request\.sent/);
  });
  assert.equal(await rows.count(), 2);
  assert.deepEqual(
    [...new Set(await page.locator('table.audit tbody th').allTextContents())],
    ['Request sent'],
  );
  await shoot(page, 'settings-filtered');

  await check(run, page, 'settings, the audit log of one request', null, async () => {
    await page.getByRole('link', { name: 'Show all entries' }).click();
    await page.getByLabel('Request id', { exact: true }).fill(run.done.id);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/request=/);
  });
  const linked = await page
    .locator('table.audit tbody td a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.ok(linked.length >= 4, `rows: ${linked.length}`);
  assert.ok(linked.every((href) => href === `/app/requests/${run.done.id}`));
  await context.close();
});

test('a member reads the same page without its forms', { skip }, async () => {
  const client = new AppClient(run.t.url);
  await signIn(run.t, client, 'mo@acme.test');
  const context = await run.browser.newContext({ viewport: DESKTOP });
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({ name, value, url: run.t.url, httpOnly: true })),
  );
  const page = await context.newPage();
  watch(run, page);
  await check(run, page, 'settings as a member', '/app/settings');
  await page.getByText('You can read these settings; only owners can change them.').waitFor();
  assert.equal(await page.locator('form[method="post"][action^="/app/settings"]').count(), 0);
  assert.ok((await page.locator('table.audit tbody tr').count()) >= 5);
  await shoot(page, 'settings-member');
  await context.close();
});

test('no page raised a script error or a CSP violation', { skip }, () => {
  assert.deepEqual(run.errors, []);
});
