// Issue 44 item 11: a radio or multiple field whose options have boxes of their own on the page is
// previewed on the signing page as the executed PDF stamps it — a mark (● or ✓) in each chosen
// option's box — not the option's words written across the field. Chromium at 390 and 1280 px, with
// axe. Browser-only: the PostgreSQL pass.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, request } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
let app: SigningApp;
let browser: Browser;

async function planPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Choose a plan', { x: 72, y: 700, size: 16, font });
  for (const [n, word] of ['Monthly', 'Yearly'].entries()) {
    page.drawRectangle({ x: 72 + n * 150, y: 792 - 130 - 16, width: 16, height: 16, borderWidth: 1 });
    page.drawText(word, { x: 94 + n * 150, y: 792 - 126, size: 12, font });
  }
  return Buffer.from(await doc.save()).toString('base64');
}

before(async () => {
  if (skip) return;
  app = await startSigningApp({
    template: {
      name: 'Plan',
      kind: 'coordinate',
      roles: [{ name: 'Member' }],
      pdf: await planPdf(),
      fields: [
        {
          name: 'plan',
          label: 'Plan',
          type: 'radio',
          role: 'Member',
          options: ['Monthly', 'Yearly'],
          optionBoxes: [
            { x: 72, y: 130, width: 16, height: 16 },
            { x: 222, y: 130, width: 16, height: 16 },
          ],
          page: 1,
          x: 72,
          y: 130,
          width: 166,
          height: 16,
        },
        {
          name: 'sig',
          label: 'Signature',
          type: 'signature',
          role: 'Member',
          page: 1,
          x: 72,
          y: 600,
          width: 200,
          height: 50,
        },
      ],
    },
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

for (const [size, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${size} px a chosen option is marked in its own box, as stamped`, { skip }, async () => {
    const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
      token: app.tenant.apiKey,
      body: {
        templateId: app.templateId,
        submitters: [{ role: 'Member', name: 'Mo Member', email: 'mo@example.test' }],
        sendEmail: false,
      },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const phone = viewport === PHONE;
    const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchForErrors(page);
    await page.goto(sent.body.submitters[0].signingUrl);
    await page.locator('[data-in-place][data-ready="1"]').waitFor();
    await page.locator('#box-plan').click();
    await page.getByLabel('Yearly', { exact: true }).check();
    const marks = await page.locator('#box-plan .option-mark').evaluateAll((spans) =>
      spans.map((span) => {
        const r = span.getBoundingClientRect();
        return { text: span.textContent, left: r.left, top: r.top, width: r.width };
      }),
    );
    assert.equal(marks.length, 1, 'one mark, in the chosen option’s box');
    assert.equal(marks[0].text, '●');
    // The page is drawn at some scale: the mark sits where Yearly's box is, not Monthly's.
    const pageBox = (await page.locator('.pdf-page[data-page="1"]').boundingBox())!;
    const scale = pageBox.width / 612;
    assert.ok(Math.abs(marks[0].left - (pageBox.x + 222 * scale)) <= 2, JSON.stringify({ marks, scale }));
    assert.doesNotMatch((await page.locator('#box-plan .box-mark').textContent()) ?? '', /Yearly/);
    await checkAccessibility(page, `option boxes at ${size} px`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
