// The signing page after QA's findings (issue 31 item 11), in Chromium at 390 and 1280 px with axe:
// a date fits its box on the phone and is written as the rest of the page writes dates; an editable
// date is typed in the signer's language's digits, with the pattern said, and sent as the calendar
// date; the guide leads to the form's one Sign (no second "Finish"); the consent box is a 44 px
// target; a flow template's form has the same guide. Browser-only: it runs in the PostgreSQL pass.
// With SHOTS=<dir> each state is also saved as a PNG.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { formatCalendarDate } from '../src/i18n/format.ts';
import { checkAccessibility, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, request } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import { AGREEMENT, type SigningApp, startSigningApp } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const WIDE = { width: 1280, height: 800 };
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
  // Narrow boxes, as QA met them: on a phone a long date would not fit at the box's height.
  {
    name: 'moveIn',
    label: 'Move-in',
    type: 'date',
    role: ROLE,
    page: 1,
    x: 72,
    y: 160,
    width: 96,
    height: 20,
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
    width: 96,
    height: 20,
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

let app: SigningApp;
let browser: Browser;
let flowTemplateId: string;

async function leasePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Residential lease', { x: 72, y: 720, size: 20, font });
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
  flowTemplateId = await publishedTemplate(app.t.url, app.tenant.apiKey, AGREEMENT);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

async function send(
  templateId: string,
  submitters: object[],
  values = {},
): Promise<{ id: string; url: string }> {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: { templateId, submitters, values, sendEmail: false },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return { id: sent.body.id, url: sent.body.submitters[0].signingUrl };
}

const sendLease = (locale = 'en') =>
  send(app.templateId, [{ role: ROLE, name: 'Tina Tenant', email: 'tina@example.test', locale }]);

async function open(viewport: { width: number; height: number }, url: string, ready: string) {
  const phone = viewport.width < 500;
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = watchForErrors(page);
  await page.goto(url);
  await page.locator(ready).waitFor();
  return { context, page, errors };
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: path.join(process.env.SHOTS, `qa-${name}.png`) });
}

/** The calendar date of today where the browser is (the machine's), as YYYY-MM-DD. */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A box's text, and whether all of it shows: one line, inside the box's own outline. */
function markOf(page: Page, key: string) {
  return page.locator(`#box-${key} .box-mark`).evaluate((mark: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(mark);
    const text = range.getBoundingClientRect();
    const box = mark.getBoundingClientRect();
    const lines = range.getClientRects().length;
    return {
      text: mark.textContent,
      fits:
        mark.scrollWidth <= mark.clientWidth + 1 &&
        text.left >= box.left - 0.5 &&
        text.right <= box.right + 0.5 &&
        text.top >= box.top - 1 &&
        text.bottom <= box.bottom + 1,
      lines,
      detail: `text ${JSON.stringify(text)} in box ${JSON.stringify(box)}, ${mark.style.fontSize}`,
    };
  });
}

/** The rendered buttons whose name ends the signing: there must only ever be one, Sign. */
function finalButtons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button')]
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && !button.closest('[hidden]');
      })
      .map((button) => button.textContent?.trim() ?? '')
      .filter((name) => /^(finish|sign|done signing|submit)$/i.test(name)),
  );
}

async function consentTarget(page: Page) {
  const box = await page.locator('#consent').boundingBox();
  assert.ok(
    box && box.width >= 44 && box.height >= 44,
    `the consent box is a 44 px target: ${JSON.stringify(box)}`,
  );
}

for (const [name, viewport] of [
  ['390', PHONE],
  ['1280', WIDE],
] as const) {
  test(`at ${name} px dates fit their boxes as the page writes dates, a date is typed in the language's digits, and the guide leads to the one Sign`, {
    skip,
  }, async () => {
    const { id, url } = await sendLease();
    const { context, page, errors } = await open(viewport, url, '[data-in-place][data-ready="1"]');
    const tap = (selector: string) =>
      viewport === PHONE ? page.locator(selector).tap() : page.locator(selector).click();
    await shot(page, `${name}-start`);
    await checkAccessibility(page, `QA lease at ${name} px`);
    const today = formatCalendarDate(todayIso(), 'en');
    assert.match(today, /^\d{1,2} [A-Z][a-z]+ \d{4}$/, 'day, month, year: as the deadline above is written');
    const locked = await markOf(page, 'signedOn');
    assert.equal(locked.text, today);
    assert.ok(locked.fits && locked.lines === 1, `the signing date fits its box: ${locked.detail}`);
    assert.deepEqual(await finalButtons(page), ['Sign'], 'one final action, from the start');
    // Before anything is selected the bar already names where Next leads (the newcomer's walkthrough).
    assert.equal(await page.locator('.guide-status').textContent(), 'Field 1 of 3 · Full name');

    await tap('.guide-bar .primary');
    assert.equal(await page.locator('#sheet-title').textContent(), 'Full name');
    await page.keyboard.type('Tina Tenant');
    await tap('.field-sheet .primary');
    // The editable date: a text input in the signer's digits, its pattern said and read out.
    assert.equal(await page.locator('#sheet-title').textContent(), 'Move-in');
    const input = page.locator('.field-sheet input[data-key="moveIn"]');
    assert.equal(await input.getAttribute('type'), 'text');
    assert.equal(await input.getAttribute('inputmode'), 'numeric');
    const [year, month, day] = todayIso().split('-');
    assert.equal(await input.inputValue(), `${day}/${month}/${year}`);
    const hint = page.locator('.field-sheet .hint');
    assert.equal(await hint.textContent(), 'Write it as DD/MM/YYYY');
    assert.ok(
      ((await input.getAttribute('aria-describedby')) ?? '').includes((await hint.getAttribute('id')) ?? '-'),
    );
    // A wrong date says what is wrong (issue 44 item 13): a day its month lacks, a month past 12, a shape.
    for (const [typed, said] of [
      ['31/02/2026', 'Move-in: February 2026 has 28 days.'],
      ['12/13/2026', 'Move-in: there is no month 13.'],
      ['next Friday', 'Move-in must be a date, written like 27/11/2026.'],
    ]) {
      await input.fill(typed);
      await tap('.field-sheet .primary');
      await page.locator('.field-sheet p.error:not([hidden])', { hasText: said }).waitFor();
      assert.equal(
        await page.locator('#sheet-title').textContent(),
        'Move-in',
        'the signer stays on the date',
      );
    }
    await input.fill('31/12/2026');
    const typed = await markOf(page, 'moveIn');
    assert.equal(typed.text, '31 December 2026');
    assert.ok(typed.fits && typed.lines === 1, `the typed date fits its box: ${typed.detail}`);
    await shot(page, `${name}-date`);
    await checkAccessibility(page, `date sheet at ${name} px`);
    assert.deepEqual(await finalButtons(page), ['Sign'], 'no "Finish" in the sheet');
    await tap('.field-sheet .primary');
    assert.equal(await page.locator('#sheet-title').textContent(), 'Signature');
    await page.locator('#typed-signature').fill('Tina Tenant');
    assert.deepEqual(
      await finalButtons(page),
      ['Sign'],
      'the last field offers Next, not a second final action',
    );
    assert.equal(await page.locator('.field-sheet .primary').textContent(), 'Next');
    await tap('.field-sheet .primary');
    // The guide has led to the consent box above Sign; the bar offers nothing further.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'consent');
    assert.match((await page.locator('.guide-status').textContent()) ?? '', /review and sign/);
    assert.equal(await page.locator('.guide-bar .primary').isVisible(), false);
    assert.deepEqual(await finalButtons(page), ['Sign'], 'one final action');
    await consentTarget(page);
    await shot(page, `${name}-finish`);
    await checkAccessibility(page, `finish at ${name} px`);
    await tap('#consent');
    await tap('#sign-button');
    await page
      .getByRole('heading', { name: /signed/i })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
    const { rows } = await app.t.services.db.query<{ signer_values: Record<string, unknown> }>(
      'SELECT signer_values FROM submitters WHERE request_id = $1',
      [id],
    );
    assert.equal(rows[0].signer_values.moveIn, '2026-12-31', 'the calendar date is what is sent');
  });

  test(`at ${name} px a flow template's form has the same guide, through the form's own controls to Sign`, {
    skip,
  }, async () => {
    const { id, url } = await send(
      flowTemplateId,
      [
        { role: 'Client', name: 'Zoë Ångström', email: 'zoe@client.test' },
        { role: 'Consultant', name: 'Łukasz Żółć', email: 'lukasz@consultant.test' },
      ],
      { clientName: 'Northwind Traders', rate: 950 },
    );
    const { context, page, errors } = await open(viewport, url, '#sign-form:not([hidden])');
    const tap = (selector: string) =>
      viewport === PHONE ? page.locator(selector).tap() : page.locator(selector).click();
    const status = () => page.locator('.guide-status').textContent();
    await shot(page, `${name}-flow-start`);
    await checkAccessibility(page, `flow page at ${name} px`);
    assert.equal(await status(), 'Field 1 of 2 · Your reference', 'the bar names where Next leads');
    await tap('.guide-bar .primary');
    assert.equal(await status(), 'Field 1 of 2 · Your reference');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-key')),
      'clientReference',
    );
    // Next checks the field first, with the page's own rule and message.
    await tap('.guide-bar .primary');
    assert.equal(await status(), 'Field 1 of 2 · Your reference');
    assert.equal(await page.locator('#field-0-error').textContent(), 'Your reference is required.');
    await page.keyboard.type('PO-4471');
    await tap('.guide-bar .primary');
    assert.match((await status()) ?? '', /^Field 2 of 2 · /);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'typed-signature');
    await shot(page, `${name}-flow-signature`);
    await checkAccessibility(page, `flow guide at ${name} px`);
    await page.keyboard.type('Zoë Ångström');
    await tap('.guide-bar .primary');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'consent');
    assert.match((await status()) ?? '', /review and sign/);
    assert.deepEqual(await finalButtons(page), ['Sign'], 'one final action');
    await consentTarget(page);
    await shot(page, `${name}-flow-finish`);
    await tap('#consent');
    await tap('#sign-button');
    await page
      .getByRole('heading', { name: /signed/i })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
    const { rows } = await app.t.services.db.query<{ status: string }>(
      'SELECT status FROM submitters WHERE request_id = $1 ORDER BY position',
      [id],
    );
    assert.equal(rows[0].status, 'completed');
  });
}

test('in German the editable date is typed as German writes it, and its box reads as German dates do', {
  skip,
}, async () => {
  const { url } = await sendLease('de');
  const { context, page, errors } = await open(PHONE, url, '[data-in-place][data-ready="1"]');
  const [year, month, day] = todayIso().split('-');
  assert.equal((await markOf(page, 'signedOn')).text, formatCalendarDate(todayIso(), 'de'));
  await page.locator('#box-moveIn').tap();
  const input = page.locator('.field-sheet input[data-key="moveIn"]');
  assert.equal(await input.inputValue(), `${day}.${month}.${year}`);
  assert.equal(await page.locator('.field-sheet .hint').textContent(), 'Schreiben Sie es als TT.MM.JJJJ');
  await input.fill('1.12.2026');
  const mark = await markOf(page, 'moveIn');
  assert.equal(mark.text, '1. Dezember 2026');
  assert.ok(mark.fits, mark.detail);
  await shot(page, 'de-date');
  await checkAccessibility(page, 'German date at 390 px');
  assert.deepEqual(errors, []);
  await context.close();
});
