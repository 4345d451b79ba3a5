// The signer's in-place view of a coordinate template (issue 11), at 390 px with touch: the pages are
// drawn in the page with the signer's fields as boxes where they will be stamped (a cropped letter
// page and an A4 page turned by /Rotate 90); the signer taps each box, types in the sheet it opens, taps the
// signature's box to type it, consents and signs by tapping; every value of the executed PDF lies in its box
// (pdftotext -bbox). Runs on the PostgreSQL pass only: the browser exercises nothing
// database-specific (signing-coordinate.test.ts signs coordinate templates on both databases).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { checkAccessibility, launchChromium, PHONE, watchForErrors } from './browser.ts';
import {
  CROP_OFFSETS,
  inside,
  TENANT_NAME_FIELD,
  TENANT_SIGNATURE_FIELD,
  twoPagePdf,
  wordsOf,
} from './builder-support.ts';
import { DB_KIND, request } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

// Browser-only: the server behind the pages is the same on either database, so one pass runs them.
const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
let app: SigningApp;
let browser: Browser;
let dir: string;

const FIELDS = [
  { name: 'landlord', label: 'Landlord', type: 'text', page: 1, x: 72, y: 90, width: 200, height: 20 },
  TENANT_NAME_FIELD,
  {
    name: 'pets',
    label: 'Pets allowed',
    type: 'checkbox',
    role: 'Tenant',
    required: false,
    page: 1,
    x: 72,
    y: 260,
    width: 18,
    height: 18,
  },
  {
    name: 'tenantInitials',
    label: 'Initials',
    type: 'initials',
    role: 'Tenant',
    page: 1,
    x: 400,
    y: 600,
    width: 70,
    height: 36,
  },
  { ...TENANT_SIGNATURE_FIELD, label: 'Tenant signature' },
];

before(async () => {
  if (skip) return;
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-in-place-'));
  app = await startSigningApp({
    template: {
      name: 'Lease',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: Buffer.from(await twoPagePdf()).toString('base64'),
      fields: FIELDS,
    },
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('at 390 px a signer fills the in-place fields by tapping them, and the values land in their boxes', {
  skip,
}, async () => {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: {
      templateId: app.templateId,
      submitters: [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }],
      values: { landlord: 'Acme Homes' },
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = watchForErrors(page);
  await page.goto(sent.body.submitters[0].signingUrl);
  await page.locator('[data-in-place][data-ready="1"]').waitFor();
  assert.equal(await page.locator('iframe').count(), 0, 'the frame gave way to the drawn pages');
  await checkAccessibility(page, 'in-place signing page at 390 px');

  // Each box opens the sheet for its field, with the form's own control in it.
  await page.locator('#box-tenantName').tap();
  assert.equal(await page.locator('#sheet-title').textContent(), 'Your full name');
  await page.keyboard.type('Tina Tenant');
  await page.getByRole('button', { name: 'Done' }).tap();
  assert.equal(await page.locator('#box-tenantName .box-mark').textContent(), 'Tina Tenant');
  await page.locator('#box-pets').tap();
  await page.getByRole('checkbox', { name: 'Pets allowed' }).tap();
  await page.getByRole('button', { name: 'Done' }).tap();
  await page.locator('#box-tenantSig').tap();
  assert.equal(await page.locator('#sheet-title').textContent(), 'Tenant signature');
  await page.locator('#typed-signature').tap();
  await page.keyboard.type('Tina Tenant');
  assert.equal(await page.locator('#box-tenantInitials .box-mark').textContent(), 'TT');
  // The last field's Next leads to the consent and the one Sign (issue 31 item 11).
  await page.getByRole('button', { name: 'Next', exact: true }).tap();
  await page
    .getByLabel(/I agree|consent/i)
    .first()
    .tap();
  await page.getByRole('button', { name: 'Sign', exact: true }).tap();
  await page
    .getByRole('heading', { name: /signed/i })
    .first()
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  const executed = await fetch(`${app.t.url}/api/v1/esign/submissions/${sent.body.id}/document`, {
    headers: { authorization: `Bearer ${app.tenant.apiKey}` },
  });
  assert.equal(executed.status, 200);
  const words = await wordsOf(new Uint8Array(await executed.arrayBuffer()), dir, CROP_OFFSETS);
  const box = (name: string) => FIELDS.find((f) => f.name === name)!;
  const expect = (text: string, field: string) => {
    const found = words.filter((w) => w.text === text);
    assert.ok(
      found.some((w) => inside(w, box(field))),
      `${text} inside ${field}: ${JSON.stringify(found)}`,
    );
  };
  expect('Acme', 'landlord');
  expect('Tina', 'tenantName');
  // The check mark's ink is fitted to the box; pdftotext reports the glyph's whole em box, taller than
  // its ink, so across it is held to 1 pt and down to its centre.
  const tick = words.find((w) => w.text === '✔');
  const pets = box('pets');
  assert.ok(tick && tick.xMin >= pets.x - 1 && tick.xMax <= pets.x + pets.width + 1, JSON.stringify(tick));
  const middle = tick ? (tick.yMin + tick.yMax) / 2 : -1;
  assert.ok(middle >= pets.y && middle <= pets.y + pets.height, JSON.stringify(tick));
  expect('TT', 'tenantInitials');
  expect('Tenant', 'tenantSig');
});
