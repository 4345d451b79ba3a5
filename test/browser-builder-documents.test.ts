// The builder's documents (issue 32 item 5) in Chromium at 1280 px (mouse) and 390 px (touch): a
// template made from one PDF gets two more files added at once (each line of progress reaching
// "Ready"), its pages shown under each document's name; a field is placed on each document; one
// document is renamed, one moved up by its button (the focus staying with it), and one removed after
// a confirmation that says how many fields go with it. Published, the template read through
// GET /api/v1/templates/{id} has both documents and each field on its document. Every step passes
// axe and is photographed. Runs on the PostgreSQL pass only (app-builder-documents.test.ts runs the
// same requests on both databases).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { drag, signedInContext, twoPagePdf } from './builder-support.ts';
import { libreOffice } from './found-fields-support.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

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
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-documents-'));
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A file of `pages` A4 pages, each saying its title; its path. */
async function titledPdf(file: string, title: string, pages: number): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([595.28, 841.89]).drawText(`${title}, page ${i}`, { x: 72, y: 760, size: 16, font });
  const where = path.join(dir, file);
  await writeFile(where, await doc.save());
  return where;
}

const names = (page: Page) =>
  page
    .locator('#documents-list input[type="text"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const headings = (page: Page) =>
  page.locator('#builder-pages .document-heading').evaluateAll((hs) => hs.map((h) => h.textContent));

/** A new draft from one PDF, its builder open and drawn; its id. */
async function newDraft(page: Page, name: string): Promise<string> {
  const lease = path.join(dir, 'lease.pdf');
  await writeFile(lease, await twoPagePdf());
  await page.goto(`${t.url}/app/templates/new`);
  await page.getByLabel(/^Template name/).fill(name);
  await page.getByLabel(/A PDF you upload/).check();
  await page.getByLabel('PDF document').setInputFiles(lease);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.locator('[data-builder][data-ready="1"]').waitFor();
  return /templates\/(tpl_[^/]+)\/edit/.exec(page.url())?.[1] ?? '';
}

/** Draws a signature field on `pageNumber` of the combined pages. */
async function drawSignature(page: Page, pageNumber: number) {
  await page.getByRole('button', { name: 'Signature', exact: true }).click();
  const overlay = page.locator(`.pdf-page[data-page="${pageNumber}"] .pdf-overlay`);
  await overlay.scrollIntoViewIfNeeded();
  await page.locator(`.pdf-page[data-page="${pageNumber}"].drawn`).waitFor();
  const box = (await overlay.boundingBox())!;
  await drag(page, { x: box.x + 60, y: box.y + 120 }, { x: box.x + 220, y: box.y + 170 });
}

test('a template of several documents is built: files added at once, renamed, reordered, one removed after a confirmation, published', {
  skip,
}, async () => {
  const context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors = watchForErrors(page);
  const id = await newDraft(page, 'Tenancy');
  // Document 1 is named after its file, as the documents added later are (issue 44 item 19).
  assert.deepEqual(await names(page), ['lease']);
  assert.deepEqual(await headings(page), [], 'one document: no heading of its own');

  // Two files at once, a PDF and a Word file (converted by LibreOffice): each has its line, both
  // reach "Ready"; the pages come under their names.
  const annex = await titledPdf('annex.pdf', 'Annex', 1);
  const policy = path.join(dir, 'policy.docx');
  await writeFile(policy, await libreOffice(['Policy', 'The house rules of the building.'], 'docx'));
  await page.getByLabel('Add documents').setInputFiles([annex, policy]);
  const uploads = page.getByRole('list', { name: 'Files added' });
  await uploads.locator('li[data-state="ready"]').nth(1).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#documents-list input').length === 3);
  assert.deepEqual(await uploads.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent)), [
    'annex.pdf Ready',
    'policy.docx Ready',
  ]);
  assert.deepEqual(await names(page), ['lease', 'annex', 'policy']);
  await page.locator('.pdf-page[data-page="4"]').waitFor();
  assert.deepEqual(await headings(page), ['lease', 'annex', 'policy']);
  assert.ok(await page.getByText('2 pages').first().isVisible());

  // A signature on the lease (page 1), on the annex (page 3) and on the policy (page 4).
  await drawSignature(page, 1);
  await drawSignature(page, 3);
  await drawSignature(page, 4);
  await page.getByText('All changes saved', { exact: true }).waitFor();
  assert.equal(await page.locator('.field-box').count(), 3);

  // Renamed in place.
  await page.getByLabel('Name of document 1').fill('Residential lease');
  await page.keyboard.press('Tab');
  await page.getByRole('status').filter({ hasText: 'Documents saved.' }).waitFor();
  await page.getByLabel('Name of document 2').fill('Annex A');
  await page.keyboard.press('Tab');
  await page.waitForFunction(
    () => document.querySelectorAll('.document-heading')[1]?.textContent === 'Annex A',
  );

  // Moved up by its button: the annex first, the focus still on the annex's row.
  await page.getByRole('button', { name: 'Move “Annex A” up' }).click();
  await page.waitForFunction(() => document.querySelector('.document-heading')?.textContent === 'Annex A');
  assert.deepEqual(await names(page), ['Annex A', 'Residential lease', 'policy']);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Move “Annex A” down',
    'the focus stays with the moved document',
  );
  // Its field moved with it: now on page 1.
  assert.equal(await page.locator('.pdf-page[data-page="1"] .field-box').count(), 1);

  // Removed after a confirmation that says how many fields go.
  await page.getByRole('button', { name: 'Remove “policy”' }).click();
  await page.getByText('Remove “policy”? Its 1 field goes with it.').waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'builder-documents-confirm-1280.png'), fullPage: true });
  await checkAccessibility(page, 'builder, removing a document');
  await page.getByRole('button', { name: 'Remove it' }).click();
  await page.getByRole('status').filter({ hasText: '“policy” removed, with 1 field.' }).waitFor();
  assert.deepEqual(await names(page), ['Annex A', 'Residential lease']);
  await page.waitForFunction(() => document.querySelectorAll('.document-heading').length === 2);
  assert.equal(await page.locator('.field-box').count(), 2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'builder-documents-1280.png'), fullPage: true });
  await checkAccessibility(page, 'builder with documents');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('heading', { name: 'Publish “Tenancy”?' }).waitFor();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('“Tenancy” is published').waitFor();

  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  assert.equal(read.body.status, 'published');
  assert.deepEqual(
    read.body.documents.map((d: { name: string; pages: number }) => [d.name, d.pages]),
    [
      ['Annex A', 1],
      ['Residential lease', 2],
    ],
  );
  assert.deepEqual(
    read.body.fields.map((f: { document: number; page: number }) => [f.document, f.page]).sort(),
    [
      [1, 1],
      [2, 1],
    ],
  );

  // The send page lists them.
  await page.goto(`${t.url}/app/send/${id}`);
  await page.getByRole('heading', { name: 'Documents' }).waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'send-documents-1280.png'), fullPage: true });
  await checkAccessibility(page, 'send page with documents');
  assert.deepEqual(errors, []);
  await context.close();
});

test('two documents renamed in a row, the second typed while the first saves: both names kept (issue 44 item 8)', {
  skip,
}, async () => {
  const context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors = watchForErrors(page);
  const id = await newDraft(page, 'Rename');
  await page.getByLabel('Add documents').setInputFiles([await titledPdf('annex.pdf', 'Annex', 1)]);
  await page.getByRole('list', { name: 'Files added' }).locator('li[data-state="ready"]').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#documents-list input').length === 2);

  // The first rename's answer is held until the second name is half typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/documents', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  await page.getByLabel('Name of document 1').fill('Residential lease');
  // Into document 2's name at once (the first rename leaves as the focus does), and typing.
  await page.getByLabel('Name of document 2').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Annex ');
  release();
  await page.getByRole('status').filter({ hasText: 'Documents saved.' }).waitFor();
  await page.keyboard.type('B, house rules');
  await page.keyboard.press('Tab');
  await page.waitForFunction(
    () => document.querySelectorAll('.document-heading')[1]?.textContent === 'Annex B, house rules',
  );
  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  assert.deepEqual(
    read.body.documents.map((d: { name: string }) => d.name),
    ['Residential lease', 'Annex B, house rules'],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 390 px on a touch screen the documents panel fits and a document is added', { skip }, async () => {
  const context = await signedInContext(browser, t, 'owner@acme.test', PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors = watchForErrors(page);
  await newDraft(page, 'Hire');
  const offer = await titledPdf('offer.pdf', 'Offer letter', 1);
  await page.getByLabel('Add documents').setInputFiles([offer]);
  await page.getByRole('list', { name: 'Files added' }).locator('li[data-state="ready"]').waitFor();
  assert.deepEqual(await names(page), ['lease', 'offer']);
  await page.locator('.pdf-page[data-page="3"]').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('.document-heading').length === 2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `nothing wider than the window: ${overflow}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'builder-documents-390.png'), fullPage: true });
  await checkAccessibility(page, 'builder with documents at 390 px');
  assert.deepEqual(errors, []);
  await context.close();
});
