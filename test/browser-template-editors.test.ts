// The template editors in Chromium (issue 11), by keyboard: the flow editor's preview follows the
// edits (a problem shown at its input and listed, the last good preview kept, a role and a variable
// added in place with the focus in them, the PDF drawn again, the draft saved as it is typed) and the builder's palette and
// field list place, move, resize, delete and restore a field without a pointer. Both pass axe-core.
// Runs on the PostgreSQL pass only: the browser exercises nothing database-specific
// (app-templates.test.ts saves drafts on both databases). Fields are copied from another template,
// and a replacement PDF is refused when its pages differ, kept (fields and all) when they agree. Both
// editors start where the header's bar does, and their pages re-fit when the window narrows.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { signedInContext, twoPagePdf } from './builder-support.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

// Browser-only: the server behind the pages is the same on either database, so one pass runs them.
const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
let t: TestApp;
let tenant: Tenant;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  browser = await launchChromium();
  context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  errors = watchForErrors(page);
});

after(async () => {
  await browser?.close();
  await t?.close();
});

/** Every application page passes axe-core at a phone's width and at a desk's (issue 9). */
async function checkAtBothWidths(label: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await checkAccessibility(page, `${label} at ${size.width} px`);
  }
}

/**
 * The newcomer's walkthrough: at 1280 px the editor starts where the header's bar does (one layout
 * for every page), and its preview re-fits when the window narrows to 390 px instead of being clipped.
 */
async function editorLayout(which: 'flow' | 'builder') {
  const [content, area] =
    which === 'flow' ? ['.flow-layout', '#flow-preview-pages'] : ['.builder', '#builder-pages'];
  await page.setViewportSize(DESKTOP);
  const edges = await page.evaluate((selector) => {
    const bar = document.querySelector('header.site .bar') as HTMLElement;
    const left = bar.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(bar).paddingLeft);
    return {
      bar: left,
      content: (document.querySelector(selector) as HTMLElement).getBoundingClientRect().left,
    };
  }, content);
  assert.ok(Math.abs(edges.bar - edges.content) <= 1, `${which} at 1280 px: ${JSON.stringify(edges)}`);
  // The pages follow the area's width (a ResizeObserver) both ways: the widest fills it, none is
  // wider. Waited for, with the page's own deadline.
  const fitted = () =>
    page.waitForFunction((selector) => {
      const area = document.querySelector(selector) as HTMLElement;
      const room = area.getBoundingClientRect();
      const drawn = [...area.querySelectorAll('.pdf-page')].map((el) => el.getBoundingClientRect());
      const widest = Math.max(...drawn.map((r) => r.width));
      return (
        drawn.length > 0 &&
        widest >= Math.min(area.clientWidth - 30, 1.5 * 576) &&
        drawn.every((r) => r.left >= room.left - 0.5 && r.right <= room.right + 0.5)
      );
    }, area);
  await fitted();
  await page.setViewportSize(PHONE);
  await fitted();
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: path.join(process.env.SHOTS_DIR, `${which}-resized-390.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
}

test('the flow editor’s preview follows the edits; a problem is listed beside it', { skip }, async () => {
  await page.goto(`${t.url}/app/templates/new`);
  await checkAtBothWidths('new template');
  await page.getByLabel(/^Template name/).fill('Letter');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.locator('#flow-preview-pages[data-ready] .pdf-page.drawn').waitFor();
  await checkAtBothWidths('flow editor with preview');
  await editorLayout('flow');

  // The page stays (no reload): a mark set now is still there after the rows are added.
  await page.evaluate(() => {
    (window as unknown as { stays: boolean }).stays = true;
  });
  const stays = () => page.evaluate(() => (window as unknown as { stays?: boolean }).stays === true);

  // "Add a role" adds "Signer 2" in place, focused; the preview is drawn again, never blank.
  await page.getByRole('button', { name: 'Add a role' }).press('Enter');
  const second = page.locator('#role-1');
  await second.waitFor();
  assert.equal(await second.inputValue(), 'Signer 2');
  assert.ok(await second.evaluate((el) => el === document.activeElement), 'the new role has the focus');
  assert.ok(await stays(), 'the page was not reloaded');
  await page.locator('#flow-preview-pages[data-ready] .pdf-page.drawn').waitFor();

  // A problem: in plain words next to the text, listed above the form with a link to it; the preview
  // keeps the last version without problems.
  await page.getByLabel('Document text').fill('# Letter\n\nDear {{who}},');
  const sentence =
    'The text uses {{who}}, which is not a variable. Add it under Variables or correct the name.';
  await page.locator('p.error[data-problem]', { hasText: sentence }).waitFor();
  assert.equal(await page.locator('#body').getAttribute('aria-invalid'), 'true');
  const describedBy = (await page.locator('#body').getAttribute('aria-describedby')) ?? '';
  const problemId = describedBy.split(' ').find((id) => id.startsWith('problem-')) ?? '';
  assert.equal(await page.locator(`#${problemId}`).textContent(), sentence);
  await page.locator('[data-flow-summary]').getByRole('link', { name: sentence }).waitFor();
  assert.equal(
    await page.locator('[data-flow-summary]').getByRole('link', { name: sentence }).getAttribute('href'),
    '#body',
  );
  await page.getByText('The preview shows the last version without problems.').waitFor();
  assert.ok((await page.locator('#flow-preview-pages .pdf-page.drawn').count()) > 0, 'the preview is kept');
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'flow-problem.png'), fullPage: true });
  }
  await checkAccessibility(page, 'flow editor with a problem');

  // "Add a variable" adds its row in place, the focus in its key.
  await page.getByRole('button', { name: 'Add a variable' }).press('Enter');
  const key = page.locator('#variable-0-key');
  await key.waitFor();
  assert.ok(await key.evaluate((el) => el === document.activeElement), 'the new variable has the focus');
  assert.ok(await stays(), 'the page was not reloaded');
  assert.deepEqual(await page.locator('#variable-0-role option').allTextContents(), [
    'Sender',
    'Signer',
    'Signer 2',
  ]);
  await page.keyboard.type('who');
  await page.getByLabel('Label').fill('Addressee');
  await page.locator('#flow-preview-pages[data-ready] .pdf-page.drawn').waitFor();
  await page.locator('[data-flow-summary]').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('p.error[data-problem]').count(), 0);

  // Saved as it is typed: "Saved" in the polite status line; leaving warns only while a save waits.
  const warns = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  const settled = async () => {
    await page.waitForFunction(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return !event.defaultPrevented;
    });
    assert.equal(await page.locator('#flow-save-status').textContent(), 'Saved');
  };
  await settled();
  const autoId = /templates\/(tpl_[^/]+)\/edit/.exec(page.url())?.[1];
  const autoRead = await request(t.url, 'GET', `/api/v1/templates/${autoId}`, { token: tenant.apiKey });
  assert.deepEqual(autoRead.body.roles, [
    { name: 'Signer', kind: 'signer' },
    { name: 'Signer 2', kind: 'signer' },
  ]);
  assert.equal(autoRead.body.variables[0].label, 'Addressee');
  await page.getByLabel('Document text').press('End');
  await page.keyboard.type(' hello');
  assert.equal(await warns(), true, 'a change waiting to be saved warns');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'flow-saving.png'), fullPage: true });
  await settled();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'flow-saved.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save draft' }).press('Enter');
  await page.getByText('Saved.').waitFor();
  const id = /templates\/(tpl_[^/]+)\/edit/.exec(page.url())?.[1];
  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  assert.equal(read.body.variables[0].key, 'who');
  await page.goto(`${t.url}/app/templates`);
  await page.getByRole('row', { name: /Letter/ }).waitFor();
  await checkAtBothWidths('templates list');
  assert.deepEqual(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
});

test('the builder’s palette and field list place, move and resize a field by keyboard alone', {
  skip,
}, async () => {
  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name: 'Keys', kind: 'coordinate', pdf });
  await page.goto(`${t.url}${JSON.parse(created.text).redirect}`);
  await page.locator('[data-builder][data-ready="1"]').waitFor();
  await checkAtBothWidths('empty builder');
  await editorLayout('builder');

  await page.getByRole('button', { name: 'Text', exact: true }).focus();
  await page.keyboard.press('Enter');
  const box = page.locator('.field-box[data-name="signer_text"]');
  await box.waitFor();
  assert.ok(await box.evaluate((el) => el === document.activeElement), 'the new field has the focus');
  const props = async () =>
    Promise.all(
      ['#prop-x', '#prop-y', '#prop-width', '#prop-height'].map((s) => page.locator(s).inputValue()),
    );
  assert.deepEqual(await props(), ['72', '72', '160', '20']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+Shift+ArrowDown');
  assert.deepEqual(await props(), ['74', '82', '161', '30']);
  // From the field list too.
  await page
    .locator('#field-list')
    .getByRole('button', { name: /Text “signer_text”/ })
    .focus();
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await props(), ['73', '82', '161', '30']);
  await page.keyboard.press('Delete');
  assert.equal(await box.count(), 0);
  await page.keyboard.press('Control+z');
  await box.waitFor();
  // Typed in points.
  await box.focus();
  await page.getByLabel('X (pt from left)').fill('100.5');
  await page.keyboard.press('Tab');
  assert.equal(await page.locator('#prop-x').inputValue(), '100.5');
  await checkAccessibility(page, 'builder with a selected field');
  await page.getByRole('button', { name: 'Save draft' }).press('Enter');
  await page.getByText('All changes saved', { exact: true }).waitFor();
  const id = /templates\/(tpl_[^/]+)\/edit/.exec(page.url())?.[1];
  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  assert.deepEqual(
    read.body.fields.map((f: Record<string, unknown>) => [f.x, f.y, f.width, f.height]),
    [[100.5, 82, 161, 30]],
  );
  assert.deepEqual(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
});

test('fields are copied from a template whose pages agree; a PDF is replaced only when its pages do', {
  skip,
}, async () => {
  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  await client.get('/app/templates/new');
  const twoPages = Buffer.from(await twoPagePdf());
  const make = async (name: string) => {
    const created = await client.postJson('/app/templates', {
      name,
      kind: 'coordinate',
      pdf: twoPages.toString('base64'),
    });
    return JSON.parse(created.text).redirect as string;
  };
  const source = await make('Source');
  const sig = {
    name: 'witness',
    label: 'Witness',
    type: 'signature',
    required: true,
    role: 'Witness',
    page: 2,
    x: 60,
    y: 70,
    width: 150,
    height: 40,
  };
  const savedSource = await client.postJson(`${source.replace('/edit', '')}/definition`, {
    definition: { name: 'Source', roles: [{ name: 'Witness' }], fields: [sig] },
  });
  assert.equal(savedSource.status, 200, savedSource.text);
  const target = await make('Target');
  await page.goto(`${t.url}${target}`);
  await page.locator('[data-builder][data-ready="1"]').waitFor();

  await page.getByLabel('Copy fields from another template').selectOption({ label: 'Source' });
  await page.getByRole('button', { name: 'Copy fields' }).press('Enter');
  await page.getByText('1 field copied.').waitFor();
  await page.locator('.pdf-page[data-page="2"] .field-box[data-name="witness"]').waitFor();
  assert.equal(await page.getByLabel('Role 2', { exact: true }).inputValue(), 'Witness');

  // A one-page PDF does not replace a two-page one: the page says which pages differ.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-replace-'));
  const onePage = await PDFDocument.create();
  onePage.addPage([612, 792]);
  await writeFile(path.join(dir, 'one.pdf'), await onePage.save());
  await writeFile(path.join(dir, 'same.pdf'), twoPages);
  await page.getByLabel('Replace the PDF').setInputFiles(path.join(dir, 'one.pdf'));
  await page.getByText('The page sizes differ on pages 1, 2; nothing was changed.').waitFor();
  await page.getByLabel('Replace the PDF').setInputFiles(path.join(dir, 'same.pdf'));
  await page.getByText('The new PDF is shown with the same fields. Save to keep it.').waitFor();
  await page.locator('.pdf-page[data-page="2"] .field-box[data-name="witness"]').waitFor();
  await page.getByRole('button', { name: 'Save draft' }).press('Enter');
  await page.getByText('All changes saved', { exact: true }).waitFor();
  const id = /templates\/(tpl_[^/]+)\/edit/.exec(target)?.[1];
  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  assert.deepEqual(read.body.fields, [{ ...sig, document: 1 }]);
  await rm(dir, { recursive: true, force: true });
  assert.deepEqual(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
});
