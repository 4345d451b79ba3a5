// A dense form signed in place (issue 31 item 10): fields 20–30 pt apart, side by side and stacked,
// each with the document's own words beside it. On a phone every box is smaller than a finger, and
// its tap target grows toward 44 px only into room no neighbour claims, so a tap (at 390 px) or a
// click (at 1280 px) on the visual centre of each field opens that field's own sheet — before, the
// targets overlapped and the later field took the tap ("Phone" opened "Move-in date"). The targets
// are transparent beyond the box: the words beside a box stay readable. Browser-only: run in the
// PostgreSQL pass.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, request } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const SHOTS = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'countersign-shots');
let app: SigningApp;
let browser: Browser;

const field = (
  name: string,
  label: string,
  type: string,
  x: number,
  y: number,
  width = 110,
  height = 14,
) => ({
  name,
  label,
  type,
  role: 'Tenant',
  required: false,
  page: 1,
  x,
  y,
  width,
  height,
});

/** Stacked 22–26 pt apart, and two or three to a line 20–30 pt apart. */
const FIELDS = [
  field('fullName', 'Full name', 'text', 110, 100, 190),
  field('email', 'Email', 'email', 360, 100, 190),
  field('phone', 'Phone', 'text', 110, 122),
  field('moveIn', 'Move-in date', 'date', 250, 122),
  field('occupants', 'Occupants', 'number', 410, 122, 60),
  field('pets', 'Pets', 'checkbox', 110, 148, 14),
  field('parking', 'Parking', 'checkbox', 134, 148, 14),
  field('storage', 'Storage', 'checkbox', 158, 148, 14),
  field('employer', 'Employer', 'text', 250, 148),
  field('income', 'Monthly income', 'number', 410, 148, 60),
  field('reference', 'Reference', 'text', 110, 172, 190),
  field('referencePhone', 'Reference phone', 'text', 360, 172, 190),
  {
    name: 'signature',
    label: 'Tenant signature',
    type: 'signature',
    role: 'Tenant',
    page: 1,
    x: 110,
    y: 200,
    width: 190,
    height: 30,
  },
];

/** A letter page with each field's label printed beside it, as a paper form has it. */
async function denseForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Rental application', { x: 72, y: 792 - 70, size: 16, font });
  // A check box's word would sit under its neighbour on the line: the row is named once, above it.
  page.drawText('Pets, parking, storage', { x: 110, y: 792 - 146, size: 6, font });
  for (const f of FIELDS.filter((f) => f.type !== 'checkbox')) {
    const words = f.label.split(' ')[0];
    const size = 7;
    page.drawText(words, { x: f.x - font.widthOfTextAtSize(words, size) - 2, y: 792 - f.y - 10, size, font });
  }
  return doc.save();
}

before(async () => {
  if (skip) return;
  app = await startSigningApp({
    template: {
      name: 'Rental application',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: Buffer.from(await denseForm()).toString('base64'),
      fields: FIELDS,
    },
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

async function signingPage(viewport: { width: number; height: number }, phone: boolean) {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: {
      templateId: app.templateId,
      submitters: [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }],
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = watchForErrors(page);
  await page.goto(sent.body.submitters[0].signingUrl);
  // Drawing the pages takes long on a busy machine: a generous deadline for the first.
  await page.locator('[data-in-place][data-ready="1"]').waitFor({ timeout: 60_000 });
  return { page, errors, close: () => context.close() };
}

/** Taps (or clicks) the middle of the field's drawn box, where a signer's finger lands. */
async function pressCentre(page: Page, name: string, phone: boolean) {
  const mark = page.locator(`#box-${name} .box-mark`);
  await mark.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await mark.boundingBox();
  assert.ok(box, `${name} is drawn`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const [label, viewport, phone] of [
  ['390', PHONE, true],
  ['1280', DESKTOP, false],
] as const) {
  test(`at ${label} px a tap on the centre of each field of a dense form opens that field's own sheet`, {
    skip,
  }, async () => {
    const { page, errors, close } = await signingPage(viewport, phone);
    await mkdir(SHOTS, { recursive: true });
    await page.locator('#box-phone').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SHOTS, `dense-form-${label}.png`) });
    await checkAccessibility(page, `dense form at ${label} px`);

    // No two targets overlap, and beyond its box a target paints nothing over the page's words.
    const targets = await page.locator('.in-place-box').evaluateAll((boxes) =>
      boxes.map((box) => {
        const r = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        return { id: box.id, r: [r.left, r.top, r.right, r.bottom], paint: style.backgroundColor };
      }),
    );
    for (const a of targets) {
      assert.equal(a.paint, 'rgba(0, 0, 0, 0)', `${a.id}'s target is transparent`);
      for (const b of targets) {
        if (a === b) continue;
        const apart = a.r[2] <= b.r[0] || b.r[2] <= a.r[0] || a.r[3] <= b.r[1] || b.r[3] <= a.r[1];
        assert.ok(apart, `${a.id} and ${b.id} overlap: ${JSON.stringify([a.r, b.r])}`);
      }
    }

    const opened: string[] = [];
    for (const f of FIELDS) {
      await pressCentre(page, f.name, phone);
      const title = page.locator('#field-sheet:not([hidden]) #sheet-title');
      await title.waitFor();
      opened.push(`${f.label} → ${await title.textContent()}`);
      const done = page.locator('#field-sheet').getByRole('button', { name: 'Done' });
      await (phone ? done.tap() : done.click());
      await page.locator('#field-sheet').waitFor({ state: 'hidden' });
    }
    assert.deepEqual(
      opened,
      FIELDS.map((f) => `${f.label} → ${f.label}`),
    );
    assert.deepEqual(errors, []);
    await close();
  });
}
