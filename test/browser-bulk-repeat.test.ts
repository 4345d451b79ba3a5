// Bulk send's optional columns and its repeat question in Debian's Chromium (issue 31 items 7 and
// 13): a file with a signer's language, an access code, copies and an expiry date is sent; the same
// file with one row corrected sends nothing by itself: that row's signers got the template a moment
// ago, so it is listed with a link to that request and sent only by the button that says so. Every
// page is checked with axe at a phone's width and a desk's. With SCREENSHOT_DIR set, each page is
// also saved there at 390 and 1280 px.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { csv, FULL_HEADER, row } from './bulk-support.ts';
import { request } from './helpers.ts';

let run: PagesRun;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
});
after(async () => {
  await run?.close();
});

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(dir, `bulk-${name}-${size.width}.png`), fullPage: true });
  }
}

const count = async (page: Page, result: string) =>
  Number((await page.locator(`[data-count="${result}"]`).textContent())?.replace(/\D/g, ''));

const listTotal = async () =>
  (await request(run.t.url, 'GET', '/api/v1/esign/submissions?limit=1', { token: run.tenant.apiKey })).body
    .total as number;

test('optional columns are sent; a corrected row whose signers got it a moment ago is sent only when asked', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  const rows = [1, 2, 3].map((n) => [
    ...row(n, 'repeat'),
    n === 1 ? 'de' : '',
    n === 1 ? 'ABCD-1234' : '',
    '',
    '',
    n === 2 ? '"cc@example.test, Carla Copy"' : '',
    '',
  ]);
  const file = (cells: string[][]) => ({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(cells, ',', FULL_HEADER)),
  });
  const before = await listTotal();

  await page.goto(`${run.t.url}/app/send/${run.templateId}/bulk`);
  await page.getByLabel('CSV file').setInputFiles(file(rows));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Send 3 requests' }).click();
  await page.getByRole('heading', { level: 1, name: '“Services agreement” sent to many' }).waitFor();
  assert.equal(await count(page, 'sent'), 3);
  assert.equal(await listTotal(), before + 3);

  rows[1][7] = '999'; // row 3: the fee corrected after sending
  await page.goto(`${run.t.url}/app/send/${run.templateId}/bulk`);
  await page.getByLabel('CSV file').setInputFiles(file(rows));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { level: 2, name: 'Rows sent to the same signers a moment ago' }).waitFor();
  assert.equal(await count(page, 'ready'), 0);
  assert.equal(await count(page, 'alreadySent'), 2);
  assert.equal(await count(page, 'recent'), 1);
  assert.equal(await page.getByRole('link', { name: /^the request sent / }).count(), 1);
  assert.equal(await page.getByRole('button', { name: /^Send \d+ requests?$/ }).count(), 0);
  await check(run, page, 'bulk check page with a repeat', null);
  await screenshots(page, 'repeat');

  await page.getByRole('button', { name: 'Send 1 request, repeats included' }).click();
  await page.getByRole('heading', { level: 1, name: '“Services agreement” sent to many' }).waitFor();
  assert.equal(await count(page, 'sent'), 1);
  assert.equal(await count(page, 'alreadySent'), 2);
  assert.equal(await listTotal(), before + 4);
  await check(run, page, 'bulk result page, the repeat sent', null);
  await screenshots(page, 'repeat-sent');
  assert.deepEqual(run.errors, [], 'no script error or CSP violation');
  await context.close();
});
