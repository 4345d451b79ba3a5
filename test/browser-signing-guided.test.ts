// The guided signing flow of a coordinate template (issue 23), as a new signer meets it: at 390×844
// with touch and at 1280×800, for one signer with text, e-mail, date, checkbox, number, initials and
// signature fields. The guide reaches Sign with a drawn signature and with a typed one; every control
// on the phone is at least 44 px tall with text of at least 16 px; the drawn signature and initials
// show in their boxes before anything is sent; a number outside its range and a missing required
// field are marked on their boxes and the summary links to them; the German page speaks German and
// writes the date as German does; axe-core finds nothing serious in any state. Browser-only: it runs
// in the PostgreSQL pass. With SHOTS=<dir> each state is also saved as a PNG.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { formatCalendarDate } from '../src/i18n/format.ts';
import { checkAccessibility, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, request } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const WIDE = { width: 1280, height: 800 };
let app: SigningApp;
let browser: Browser;

const ROLE = 'Tenant';
const FIELDS = [
  {
    name: 'fullName',
    label: 'Full name',
    type: 'text',
    role: ROLE,
    page: 1,
    x: 72,
    y: 110,
    width: 220,
    height: 22,
  },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    role: ROLE,
    page: 1,
    x: 72,
    y: 160,
    width: 220,
    height: 22,
  },
  {
    name: 'signedOn',
    label: 'Date',
    type: 'date',
    role: ROLE,
    editable: false,
    page: 1,
    x: 360,
    y: 160,
    width: 150,
    height: 22,
  },
  {
    name: 'pets',
    label: 'Pets allowed',
    type: 'checkbox',
    role: ROLE,
    required: false,
    page: 1,
    x: 72,
    y: 215,
    width: 16,
    height: 16,
  },
  {
    name: 'years',
    label: 'Years',
    type: 'number',
    role: ROLE,
    min: 1,
    max: 10,
    integer: true,
    page: 1,
    x: 72,
    y: 260,
    width: 60,
    height: 22,
  },
  {
    name: 'initials',
    label: 'Initials',
    type: 'initials',
    role: ROLE,
    page: 1,
    x: 460,
    y: 560,
    width: 60,
    height: 30,
  },
  {
    name: 'signature',
    label: 'Signature',
    type: 'signature',
    role: ROLE,
    page: 1,
    x: 72,
    y: 620,
    width: 220,
    height: 50,
  },
];
/** Steps of the guide: every field but the date, which is the signing date. */
const STEPS = ['Full name', 'E-mail', 'Pets allowed', 'Years', 'Initials', 'Signature'];

async function leasePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Residential lease', { x: 72, y: 720, size: 20, font });
  for (const field of FIELDS) {
    page.drawText(field.label, { x: field.x, y: 792 - field.y - field.height - 12, size: 9, font });
  }
  return doc.save();
}

before(async () => {
  if (skip) return;
  app = await startSigningApp({
    template: {
      name: 'Lease',
      kind: 'coordinate',
      roles: [{ name: ROLE }],
      pdf: Buffer.from(await leasePdf()).toString('base64'),
      fields: FIELDS,
    },
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

async function send(locale = 'en'): Promise<{ id: string; url: string }> {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: {
      templateId: app.templateId,
      submitters: [{ role: ROLE, name: 'Tina Tenant', email: 'tina@example.test', locale }],
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return { id: sent.body.id, url: sent.body.submitters[0].signingUrl };
}

async function open(viewport: { width: number; height: number }, url: string, phone: boolean) {
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = watchForErrors(page);
  await page.goto(url);
  await page.locator('[data-in-place][data-ready="1"]').waitFor();
  return { context, page, errors };
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: path.join(process.env.SHOTS, `${name}.png`) });
}

/** Every visible control in the guide, the sheet and the form: [height, font size, name]. */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector =
      'button, input:not([type="checkbox"]):not([type="radio"]), select, textarea, a[href], label:has(input)';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || element.closest('[hidden]')) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      const named =
        element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 30) || element.id;
      // A field's box on the page grows toward 44 px only as far as its neighbours leave room (issue
      // 31 item 10: targets never overlap); tap-targets.test.ts and browser-signing-dense hold it.
      const box = element.classList.contains('in-place-box');
      if (rect.height < 43.5 && !box && !element.matches('a[href]'))
        small.push(`${named}: ${rect.height.toFixed(1)} px tall`);
      if (size < 16 && !element.classList.contains('in-place-box')) small.push(`${named}: text ${size} px`);
    }
    return small;
  });
}

async function draw(page: Page, canvas: string) {
  const box = await page.locator(canvas).boundingBox();
  assert.ok(box && box.width > 100, `${canvas} is drawn at full width: ${JSON.stringify(box)}`);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.3, 0.2],
    [0.5, 0.8],
    [0.7, 0.3],
    [0.9, 0.6],
  ]) {
    await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy, { steps: 6 });
  }
  await page.mouse.up();
}

/** Today where the browser is (this machine), as YYYY-MM-DD. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const statusOf = (page: Page) => page.locator('.guide-status').textContent();
const tapNext = (page: Page, phone: boolean) =>
  phone ? page.locator('.field-sheet .primary').tap() : page.locator('.field-sheet .primary').click();

test('on a phone the guide walks every field, a drawn signature and initials show in their boxes, and Sign completes', {
  skip,
}, async () => {
  const { id, url } = await send();
  const { context, page, errors } = await open(PHONE, url, true);
  await shot(page, 'phone-1-start');
  await checkAccessibility(page, 'guided page at 390 px');
  // A box's tap target is larger than its field: the phone's tap highlight would cover the text beside it.
  const highlight = (box: Element) => getComputedStyle(box).getPropertyValue('-webkit-tap-highlight-color');
  assert.equal(await page.locator('#box-fullName').evaluate(highlight), 'rgba(0, 0, 0, 0)');
  assert.deepEqual(await smallControls(page), [], 'controls on the phone page');
  // The bar stays at the foot of the screen.
  const bar = await page.locator('.guide-bar').boundingBox();
  assert.ok(bar && bar.y + bar.height >= PHONE.height - 2, `bar at the foot: ${JSON.stringify(bar)}`);
  // Each field's box shows its label; the date is already the signing date, written as the page and
  // the PDF write dates ("27 November 2026").
  assert.equal(await page.locator('#box-fullName .box-mark').textContent(), 'Full name');
  const today = formatCalendarDate(todayIso(), 'en');
  assert.equal(await page.locator('#box-signedOn .box-mark').textContent(), today);

  await page.locator('.guide-bar .primary').tap();
  assert.equal(await statusOf(page), `Field 1 of ${STEPS.length} · Full name`);
  assert.equal(await page.locator('#sheet-title').textContent(), 'Full name');
  await shot(page, 'phone-2-sheet');
  assert.deepEqual(await smallControls(page), [], 'controls with the sheet open');
  await checkAccessibility(page, 'sheet open at 390 px');
  assert.equal(await page.locator('.field-sheet input').getAttribute('type'), 'text');
  await page.keyboard.type('Tina Tenant');
  await tapNext(page, true);
  assert.equal(await page.locator('.field-sheet input').getAttribute('inputmode'), 'email');
  await page.keyboard.type('tina@example.test');
  await tapNext(page, true);
  assert.equal(await statusOf(page), `Field 3 of ${STEPS.length} · Pets allowed`);
  await tapNext(page, true); // optional: skipped
  assert.equal(await statusOf(page), `Field 4 of ${STEPS.length} · Years`);
  assert.equal(await page.locator('.field-sheet input').getAttribute('inputmode'), 'numeric');
  await page.keyboard.type('42');
  await tapNext(page, true);
  // Out of range: the signer stays, the sheet and the box say why, quoting the range.
  assert.equal(await statusOf(page), `Field 4 of ${STEPS.length} · Years`);
  assert.match((await page.locator('.field-sheet p.error').textContent()) ?? '', /between 1 and 10/);
  assert.equal(await page.locator('#box-years.invalid').count(), 1);
  await shot(page, 'phone-3-range-error');
  await checkAccessibility(page, 'field error at 390 px');
  await page.locator('.field-sheet input').fill('3');
  await tapNext(page, true);
  assert.equal(await page.locator('#box-years.invalid').count(), 0);

  assert.equal(await statusOf(page), `Field 5 of ${STEPS.length} · Initials`);
  await page.getByLabel('Draw my initials').check();
  await draw(page, '#initials-pad');
  await tapNext(page, true);
  assert.equal(await statusOf(page), `Field 6 of ${STEPS.length} · Signature`);
  await page.getByLabel('Draw my signature').check();
  await draw(page, '#signature-pad');
  await shot(page, 'phone-4-drawn');
  // Both boxes show what was drawn before anything is sent.
  for (const key of ['signature', 'initials']) {
    const inked = await page.locator(`#box-${key} canvas`).evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return data.filter((value, index) => index % 4 === 3 && value > 0).length;
    });
    assert.ok(inked > 20, `the ${key} box shows the drawing (${inked} inked pixels)`);
  }
  // The last Next leads to the consent and the form's Sign, the one final action (issue 31 item 11).
  assert.equal(await page.locator('.field-sheet .primary').textContent(), 'Next');
  await tapNext(page, true);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'consent');
  assert.match((await statusOf(page)) ?? '', /review and sign/);
  assert.equal(await page.locator('.guide-bar .primary').isVisible(), false, 'the bar offers no second one');
  await shot(page, 'phone-5-finish');
  await checkAccessibility(page, 'finish step at 390 px');
  await page.locator('#consent').tap();
  await page.getByRole('button', { name: 'Sign', exact: true }).tap();
  await page
    .getByRole('heading', { name: /signed/i })
    .first()
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  const polled = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}`, {
    token: app.tenant.apiKey,
  });
  assert.equal(polled.body.status, 'completed');
});

test('a missing required field is marked on its box, and the summary links open it', { skip }, async () => {
  const { url } = await send();
  const { context, page, errors } = await open(PHONE, url, true);
  await page.locator('#consent').tap();
  await page.getByRole('button', { name: 'Sign', exact: true }).tap();
  const summary = page.locator('#form-problems');
  await summary.waitFor();
  for (const key of ['fullName', 'email', 'years']) {
    assert.equal(await page.locator(`#box-${key}.invalid`).count(), 1, `${key} is marked`);
  }
  assert.equal(await page.locator('#box-pets.invalid').count(), 0, 'an optional field is not');
  const link = summary.getByRole('link', { name: /Years/ });
  await shot(page, 'phone-6-summary');
  await checkAccessibility(page, 'error summary at 390 px');
  await link.tap();
  assert.equal(await page.locator('#sheet-title').textContent(), 'Years');
  assert.match((await page.locator('.field-sheet p.error').textContent()) ?? '', /required/);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-key')), 'years');
  await shot(page, 'phone-7-linked');
  await checkAccessibility(page, 'linked field at 390 px');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a wide screen the guide sits at the top and a typed signature reaches Sign', { skip }, async () => {
  const { id, url } = await send();
  const { context, page, errors } = await open(WIDE, url, false);
  await checkAccessibility(page, 'guided page at 1280 px');
  // The bar stays at the top of the screen as the document scrolls under it.
  await page.evaluate(() => window.scrollBy(0, 400));
  const bar = await page.locator('.guide-bar').boundingBox();
  assert.ok(bar && bar.y >= 0 && bar.y < 8, `the bar stays at the top: ${JSON.stringify(bar)}`);
  await page.locator('.guide-bar .primary').click();
  await page.keyboard.type('Tina Tenant');
  await tapNext(page, false);
  await page.keyboard.type('tina@example.test');
  await tapNext(page, false);
  await page.locator('.field-sheet input[type="checkbox"]').check();
  await tapNext(page, false);
  await page.keyboard.type('2');
  await tapNext(page, false);
  // Initials are proposed from the name once it is typed as the signature; until then, from the
  // signer's name as sent.
  assert.equal(await page.locator('#typed-initials').inputValue(), 'TT');
  await tapNext(page, false);
  await page.locator('#typed-signature').fill('Tina Tenant');
  assert.equal(await page.locator('#box-signature .box-mark').textContent(), 'Tina Tenant');
  assert.equal(await page.locator('#box-initials .box-mark').textContent(), 'TT');
  // The sheet takes the bar's place at the top, and the box being filled stays in view under it.
  const sheet = await page.locator('.field-sheet').boundingBox();
  const box = await page.locator('#box-signature').boundingBox();
  assert.ok(sheet && box && sheet.y < 8 && box.y > sheet.y + sheet.height, JSON.stringify({ sheet, box }));
  await shot(page, 'wide-1-typed');
  await checkAccessibility(page, 'sheet open at 1280 px');
  await tapNext(page, false);
  await page.locator('#consent').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page
    .getByRole('heading', { name: /signed/i })
    .first()
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  const polled = await request(app.t.url, 'GET', `/api/v1/esign/submissions/${id}`, {
    token: app.tenant.apiKey,
  });
  assert.equal(polled.body.status, 'completed');
});

test('in German at 390 px the guide, the labels and the date are German', { skip }, async () => {
  const { url } = await send('de');
  const { context, page, errors } = await open(PHONE, url, true);
  const today = formatCalendarDate(todayIso(), 'de');
  assert.equal(await page.locator('#box-signedOn .box-mark').textContent(), today);
  await page.locator('.guide-bar .primary').tap();
  assert.equal(await statusOf(page), `Feld 1 von ${STEPS.length} · Full name`);
  assert.equal(await page.locator('.field-sheet .primary').textContent(), 'Weiter');
  assert.deepEqual(await smallControls(page), [], 'controls of the German sheet');
  await shot(page, 'phone-de-sheet');
  await checkAccessibility(page, 'German sheet at 390 px');
  assert.deepEqual(errors, []);
  await context.close();
});
