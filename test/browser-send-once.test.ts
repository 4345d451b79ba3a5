// "Send a document" once (issue 32 item 5) in Chromium, at 1280 px with a mouse and at 390 px on a
// touch screen with the keyboard's placement: from the requests page, a PDF is uploaded, a signature
// field placed in the builder, a signer picked and the document sent. The request appears, the
// templates list does not show the document, the usage counter went up by one, going back to the send
// form or reloading sends nothing more, and the signer signs it. Every step passes axe and is
// photographed. Runs on the PostgreSQL pass only (the browser exercises nothing database-specific;
// app-send-once.test.ts runs the same pages on both databases).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { drag, signedInContext, twoPagePdf } from './builder-support.ts';
import {
  createTenant,
  DB_KIND,
  request,
  startTestApp,
  type Tenant,
  type TestApp,
  usageOf,
} from './helpers.ts';
import { complete, typed } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h32-app';
let t: TestApp;
let tenant: Tenant;
let browser: Browser;
let dir: string;

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  browser = await launchChromium();
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-send-once-'));
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name), fullPage: true });

/** The whole flow in one window; the request's id. */
async function sendOnce(viewport: typeof DESKTOP, name: string, signer: { name: string; email: string }) {
  const width = viewport.width;
  const context = await signedInContext(browser, t, 'owner@acme.test', viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors = watchForErrors(page);
  const pdf = path.join(dir, `Mutual NDA ${width}.pdf`);
  await writeFile(pdf, await twoPagePdf());

  await page.goto(`${t.url}/app/requests`);
  await shot(page, `requests-${width}.png`);
  await checkAccessibility(page, `requests page at ${width} px`);
  await page.locator('.page-head').getByRole('link', { name: 'Send a document', exact: true }).click();
  await page.getByRole('heading', { name: 'Send a document' }).waitFor();
  await page.getByLabel(/^Document name/).fill(name);
  await page.getByLabel('The documents').setInputFiles(pdf);
  await shot(page, `send-once-1-upload-${width}.png`);
  await checkAccessibility(page, `upload step at ${width} px`);
  await page.getByRole('button', { name: 'Next: place the fields' }).click();

  await page.locator('[data-builder][data-ready="1"]').waitFor();
  const id = /templates\/(tpl_[^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  assert.ok(id, page.url());
  assert.equal(await page.locator('ol.steps [aria-current="step"]').textContent(), '2 Place the fields');
  await page.locator('.pdf-page[data-page="1"]').scrollIntoViewIfNeeded();
  await page.locator('.pdf-page.drawn').first().waitFor();
  if (viewport === DESKTOP) {
    // A signature drawn with the mouse: the tool armed, a rectangle dragged on page 1.
    await page.getByRole('button', { name: 'Signature', exact: true }).click();
    const overlay = page.locator('.pdf-page[data-page="1"] .pdf-overlay');
    await overlay.scrollIntoViewIfNeeded();
    const p1 = (await overlay.boundingBox())!;
    await drag(page, { x: p1.x + 80, y: p1.y + 150 }, { x: p1.x + 300, y: p1.y + 210 });
  } else {
    // On the phone, placed from the palette by its key.
    await page.getByRole('button', { name: 'Signature', exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  await page.locator('.field-box[data-name="signer_signature"]').waitFor();
  await page.getByText('All changes saved', { exact: true }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `send-once-2-builder-${width}.png`);
  await checkAccessibility(page, `builder of a one-off document at ${width} px`);
  await page.getByRole('button', { name: 'Next: choose signers' }).click();

  await page.getByRole('heading', { name: `Send “${name}”` }).waitFor();
  assert.equal(
    await page.locator('ol.steps [aria-current="step"]').textContent(),
    '3 Choose signers and send',
  );
  const role = page.getByRole('group', { name: '1. Signer' });
  await role.getByLabel(/^Name/).fill(signer.name);
  await role.getByLabel(/^E-mail address/).fill(signer.email);
  await shot(page, `send-once-3-send-${width}.png`);
  await checkAccessibility(page, `send step at ${width} px`);
  const before = await usageOf(t.url, tenant.apiKey);
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await page.getByText('The request is sent.').waitFor();
  const requestId = /\/app\/requests\/(sr_[0-9a-z]+)/.exec(page.url())?.[1] ?? '';
  assert.ok(requestId, page.url());
  await page.getByRole('heading', { name }).waitFor();
  // The request lists its document, named after its file as every document is (issue 44 item 19).
  assert.equal(
    (await page.locator('ol.documents-list').textContent())?.replace(/\s+/g, ' ').trim(),
    `Mutual NDA ${width} 2 pages`,
  );
  await shot(page, `send-once-4-request-${width}.png`);
  await checkAccessibility(page, `request page at ${width} px`);

  // Back to the send form, a reload, the form's address again: the request, nothing sent again.
  await page.goBack();
  await page.waitForURL(new RegExp(`/app/requests/${requestId}`));
  await page.reload();
  await page.goto(`${t.url}/app/send/${id}`);
  await page.waitForURL(new RegExp(`/app/requests/${requestId}$`));
  assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1, 'metered once');
  const { rows } = await t.services.db.query('SELECT id FROM signature_requests WHERE template_id = $1', [
    id,
  ]);
  assert.equal(rows.length, 1, 'one request');

  // The request is listed; the templates list does not show the document.
  await page.goto(`${t.url}/app/requests`);
  await page.getByRole('link', { name }).first().waitFor();
  await page.goto(`${t.url}/app/templates`);
  assert.equal(await page.getByText(name).count(), 0, 'not among the templates');
  assert.deepEqual(errors, []);
  await context.close();
  return requestId;
}

test('"Send a document" from the requests page: uploaded, a field placed, a signer picked, sent once, signed', {
  skip,
}, async () => {
  for (const [viewport, name, signer] of [
    [DESKTOP, 'NDA for Bob', { name: 'Bob Builder', email: 'bob@example.test' }],
    [PHONE, 'NDA for Zoë', { name: 'Zoë Ångström', email: 'zoe@example.test' }],
  ] as const) {
    const requestId = await sendOnce(viewport, name, signer);
    // The signer signs it.
    const read = await request(t.url, 'GET', `/api/v1/esign/submissions/${requestId}`, {
      token: tenant.apiKey,
    });
    const token = read.body.submitters[0].signingUrl.split('/sign/')[1];
    const done = await complete(t.url, token, { consent: true, signature: typed(signer.name) });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const after = await request(t.url, 'GET', `/api/v1/esign/submissions/${requestId}`, {
      token: tenant.apiKey,
    });
    assert.equal(after.body.status, 'completed');
  }
});
