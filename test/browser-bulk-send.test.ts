// Bulk send in Debian's Chromium (issue 24 item 5): from a template's send page, "Send to many";
// a 200-row file with 3 bad rows uploaded through the file input shows exactly those rows before
// anything is sent; sending sends the 197 others and lists each with a link to its request; the
// same file again sends nothing. Every page is checked with axe at a phone's width and a desk's.
// With SCREENSHOT_DIR set, each page is also saved there at 390 and 1280 px.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { BAD_ROWS, badSheet } from './bulk-support.ts';
import { request, usageOf } from './helpers.ts';

let run: PagesRun;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
  const patched = await run.t.admin('PATCH', `/workspaces/${run.tenant.workspaceId}`, { plan: 'enterprise' });
  assert.equal(patched.status, 200);
});
after(async () => {
  await run?.close();
});

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    // The top of the page: the table of a long result goes on for metres.
    await page.screenshot({
      path: path.join(dir, `bulk-${name}-${size.width}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width: size.width, height: 1800 },
    });
  }
}

const count = async (page: Page, result: string) =>
  Number((await page.locator(`[data-count="${result}"]`).textContent())?.replace(/\D/g, ''));

const listTotal = async () =>
  (await request(run.t.url, 'GET', '/api/v1/esign/submissions?limit=1', { token: run.tenant.apiKey })).body
    .total as number;

test('a 200-row file: 3 bad rows shown before sending, 197 sent, the same file again sends nothing', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  const file = { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(badSheet(200)) };
  const before = { total: await listTotal(), used: (await usageOf(run.t.url, run.tenant.apiKey)).used };

  await page.goto(`${run.t.url}/app/send/${run.templateId}`);
  await page.getByRole('link', { name: 'Send to many' }).click();
  await page.getByRole('heading', { level: 1, name: 'Send “Services agreement” to many' }).waitFor();
  await check(run, page, 'bulk send page', null);
  await screenshots(page, 'upload');

  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check “Services agreement” before sending' }).waitFor();
  assert.equal(await count(page, 'ready'), 197);
  assert.equal(await count(page, 'invalid'), 3);
  const problems = page.locator('section[aria-labelledby="bulk-invalid"] tbody tr');
  assert.deepEqual(
    await problems.locator('th').allTextContents(),
    [BAD_ROWS.badEmail, BAD_ROWS.blankName, BAD_ROWS.badValue].map(String),
  );
  assert.match((await problems.nth(1).textContent()) ?? '', /Provider name: Enter the signer’s name\./);
  assert.equal(await listTotal(), before.total, 'nothing sent by the check');
  await check(run, page, 'bulk check page', null);
  await screenshots(page, 'check');

  await page.getByRole('button', { name: 'Send 197 requests' }).click();
  await page
    .getByRole('heading', { level: 1, name: '“Services agreement” sent to many' })
    .waitFor({ timeout: 60_000 });
  assert.equal(await count(page, 'sent'), 197);
  assert.equal(await count(page, 'invalid'), 3);
  assert.equal(
    await page.locator('tbody a[href^="/app/requests/sr_"]').count(),
    197,
    'each sent row links to its request',
  );
  assert.equal(await listTotal(), before.total + 197);
  assert.equal((await usageOf(run.t.url, run.tenant.apiKey)).used, before.used + 197);
  await check(run, page, 'bulk result page', null);
  await screenshots(page, 'result');

  // A row's link opens its request.
  await page.getByRole('link', { name: 'Open the request of row 2', exact: true }).click();
  await page.getByText('client-a-1@example.test').first().waitFor();

  await page.goto(`${run.t.url}/app/send/${run.templateId}/bulk`);
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByText('Nothing in this file is left to send.').waitFor();
  assert.equal(await count(page, 'ready'), 0);
  assert.equal(await count(page, 'alreadySent'), 197);
  assert.equal(await page.getByRole('button', { name: /^Send \d+ request/ }).count(), 0);
  assert.equal(await listTotal(), before.total + 197);
  assert.equal((await usageOf(run.t.url, run.tenant.apiKey)).used, before.used + 197);
  await check(run, page, 'bulk check page, all sent before', null);
  await screenshots(page, 'again');
  assert.deepEqual(run.errors, [], 'no script error or CSP violation');
  await context.close();
});

test('on a phone each row of the check page is read as "Row 12", not a bare number (issue 31 item 16)', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await page.goto(`${run.t.url}/app/send/${run.templateId}/bulk`);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'few.csv', mimeType: 'text/csv', buffer: Buffer.from(badSheet(12, 'label')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check “Services agreement” before sending' }).waitFor();
  const rowHeader = page.locator('section[aria-labelledby="bulk-invalid"] tbody th').first();
  // What the header shows: its ::before label (where there is one) and its number.
  const shown = () =>
    rowHeader.evaluate((th) => {
      const before = getComputedStyle(th, '::before').content;
      const label = before === 'none' || before === 'normal' ? '' : JSON.parse(before);
      return `${label}${(th as HTMLElement).innerText}`.trim();
    });
  await page.setViewportSize(PHONE);
  assert.equal(await shown(), `Row ${BAD_ROWS.badEmail}`, 'the stacked card says what its number is');
  await page.setViewportSize(DESKTOP);
  assert.equal(await shown(), String(BAD_ROWS.badEmail), 'the table has its Row column heading');
  await check(run, page, 'bulk check page with labelled rows', null);
  await screenshots(page, 'check-labelled');
  assert.deepEqual(run.errors, []);
  await context.close();
});
