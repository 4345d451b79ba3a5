// The verification page in a real browser (Debian's Chromium through playwright-core): a PDF dropped
// on the zone is sent and the verdict read in plain words; without JavaScript the same page is a
// plain form (choose, then Verify). Both pages pass axe-core, and no CSP violation is reported.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { executeRequest } from './evidence-support.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

let app: SigningApp;
let browser: Browser;
let executed: Buffer;

before(async () => {
  app = await startSigningApp();
  ({ pdf: executed } = await executeRequest(app));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

/** Drops `bytes` as a file on the element, as a person dragging it from their desktop would. */
async function dropFile(page: Page, selector: string, bytes: Buffer, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: 'application/pdf' }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name },
  );
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

test('a PDF dropped on /verify is checked and the verdict read; both pages pass axe-core', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(`${app.t.url}/verify`);
  await page.waitForSelector('[data-dropzone].enhanced');
  await checkAccessibility(page, 'the verification page');
  await Promise.all([
    page.waitForURL(`${app.t.url}/verify`),
    dropFile(page, '[data-dropzone]', executed, 'nda.pdf'),
  ]);
  const verdict = page.locator('[data-verdict]');
  await verdict.waitFor();
  assert.equal(await verdict.getAttribute('data-verdict'), 'valid');
  assert.equal((await verdict.textContent())?.trim(), 'Authentic and unchanged');
  assert.match((await page.locator('main').textContent()) ?? '', /Consulting agreement/);
  await checkAccessibility(page, 'the verdict page');
  assert.deepEqual(errors, []);
  await context.close();
});

test('without JavaScript the page is a plain form: choose a file, press Verify, read the verdict', async () => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${app.t.url}/verify`);
  const tampered = Buffer.concat([executed, Buffer.from('\n% added later\n')]);
  await page.setInputFiles('input[name="file"]', {
    name: 'nda.pdf',
    mimeType: 'application/pdf',
    buffer: tampered,
  });
  await Promise.all([
    page.waitForURL(`${app.t.url}/verify`),
    page.getByRole('button', { name: 'Verify' }).click(),
  ]);
  const verdict = page.locator('[data-verdict]');
  assert.equal(await verdict.getAttribute('data-verdict'), 'modified');
  assert.equal((await verdict.textContent())?.trim(), 'Changed after sealing');
  await context.close();
});

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px the file chooser is a 44 px target, not the browser's small default, and a touch screen is not asked to drop (issue 31 item 16)`, async () => {
    const phone = viewport.width < 500;
    const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${app.t.url}/verify`);
    await page.waitForSelector('[data-dropzone].enhanced');
    const box = await page.locator('input[name="file"]').boundingBox();
    assert.ok(box && box.height >= 44, `the file chooser is 44 px tall: ${JSON.stringify(box)}`);
    const chooser = await page.locator('input[name="file"]').evaluate((input) => {
      const style = getComputedStyle(input, '::file-selector-button');
      return { minHeight: style.minHeight, cursor: style.cursor };
    });
    assert.equal(chooser.minHeight, '44px', 'its button fills the height');
    // A phone has nothing to drop a file with: its label only offers to choose one.
    const label = (await page.locator('label[for="file"]').innerText()).trim();
    assert.equal(label, phone ? 'Choose the PDF' : 'Drop the PDF here, or choose it');
    await page.getByLabel(phone ? 'Choose the PDF' : 'Drop the PDF here, or choose it').waitFor();
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/verify-${viewport.width}.png` });
    await checkAccessibility(page, `the verification page at ${viewport.width} px`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
