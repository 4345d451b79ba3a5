// Workspace branding in Chromium (issue 25 item 3): with a display name, an accent colour and a logo
// set, the application's header and the signing page show the logo (its alt text the name) and take
// the accent as their computed colours, under the strict CSP (no violation, no inline style); both
// pages and the branding settings pass axe at a phone's width and a desk's, light and dark.
// Screenshots go to /tmp/brand-shots. Browser-only: the PostgreSQL pass runs it.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { check, ownerPage, type PagesRun, skip, startPagesRun, watch } from './app-pages-support.ts';
import { png } from './branding-images.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { ADMIN_TOKEN } from './helpers.ts';

const SHOTS = '/tmp/brand-shots';
const ACCENT = '#8a1c2b';
const ACCENT_RGB = 'rgb(138, 28, 43)';
let run: PagesRun;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
  await mkdir(SHOTS, { recursive: true });
  const ws = `/workspaces/${run.tenant.workspaceId}`;
  const patched = await run.t.admin('PATCH', ws, { displayName: 'Acme Legal', accentColor: ACCENT });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
  const put = await fetch(`${run.t.url}/admin/v1${ws}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'image/png' },
    body: new Uint8Array(png(160, 48, { rgb: [255, 200, 60] })),
  });
  assert.equal(put.status, 200, await put.text());
});
after(async () => {
  await run?.close();
});

async function shots(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
}

async function assertBranded(page: Page) {
  const logo = page.locator('header.site img.brand-logo');
  await logo.waitFor();
  assert.equal(await logo.getAttribute('alt'), 'Acme Legal');
  assert.ok(
    await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 160),
    'the logo loaded',
  );
  const bar = await page.locator('header.site .bar').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(bar, ACCENT_RGB, 'the bar takes the accent');
}

test('the application header shows the logo, the name and the colour', { skip }, async () => {
  const { context, page } = await ownerPage(run);
  await page.goto(`${run.t.url}/app/requests`);
  await assertBranded(page);
  await check(run, page, 'requests page, branded', null);
  await shots(page, 'app-requests');

  await page.goto(`${run.t.url}/app/settings/branding`);
  await assertBranded(page);
  const save = page.getByRole('button', { name: 'Save name and colour' });
  assert.equal(
    await save.evaluate((el) => getComputedStyle(el).backgroundColor),
    ACCENT_RGB,
    'primary buttons',
  );
  assert.equal(await page.getByLabel(/^Accent colour/).inputValue(), ACCENT);
  await check(run, page, 'branding settings', null);
  await shots(page, 'app-settings-branding');
  assert.deepEqual(run.errors, []);
  await context.close();
});

test('the signing page shows the logo, the name and the colour', { skip }, async () => {
  const context = await run.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  watch(run, page);
  // The request half signed: its second signer's turn (the run keeps the whole resource).
  const open = run.open as unknown as { submitters: Array<{ signingUrl: string }> };
  await page.goto(open.submitters[1].signingUrl);
  await assertBranded(page);
  assert.match(await page.title(), /Acme Legal$/);
  assert.equal(
    await page.locator('header.site .context').innerText(),
    'Acme Legal',
    'the name beside the logo',
  );
  const primary = page.locator('main button.primary').first();
  assert.equal(await primary.evaluate((el) => getComputedStyle(el).backgroundColor), ACCENT_RGB);
  await check(run, page, 'signing page, branded', null);
  await shots(page, 'signing');
  assert.deepEqual(run.errors, []);
  await context.close();
});
