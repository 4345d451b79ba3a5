// The PDF field builder in Chromium (issue 11), only with pointer drags and key presses: a two-page
// coordinate template (a cropped letter page, then an A4 page turned by /Rotate 90) gets a text field
// dropped for the sender, a signature drawn for each of two roles, one field resized, one nudged, and
// initials put on every page; it is published, read back through GET /api/v1/templates/{id}, sent,
// signed by both signers, and every value of the executed PDF lies in the box that was drawn
// (pdftotext -bbox, within 1 pt). The builder passes axe-core and is placed, moved and resized by
// keyboard alone. Runs on the PostgreSQL pass only: the browser exercises nothing database-specific
// (app-templates.test.ts saves drafts on both databases).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { translator } from '../src/i18n/catalogue.ts';
import { appBuilder } from '../src/i18n/messages/en/app-builder.ts';
import { BuilderState, fieldName } from '../src/web/builder/client/state.ts';
import { Words } from '../src/web/builder/client/words.ts';
import { clientWords } from '../src/web/builder/page.ts';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import {
  CROP_OFFSETS,
  centre,
  drag,
  inside,
  signedInContext,
  twoPagePdf,
  wordsOf,
} from './builder-support.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { complete, typed } from './signing-support.ts';

// Browser-only: the server behind the pages is the same on either database, so one pass runs them.
const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
let t: TestApp;
let tenant: Tenant;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dir: string;
let errors: string[];
let templateId: string;

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  browser = await launchChromium();
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-builder-'));
  context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  errors = watchForErrors(page);
});

after(async () => {
  await browser?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Where the German builder's screenshot goes (kept for a person to look at), if it can be written. */
const SHOTS = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'countersign-shots');

type Box = { page: number; x: number; y: number; width: number; height: number };

/** Each field box as drawn, in points: its place in its page's overlay divided by the scale. */
async function drawnBoxes(): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const out: Record<string, Box> = {};
    for (const pageEl of document.querySelectorAll<HTMLElement>('.pdf-page')) {
      const overlay = pageEl.querySelector('.pdf-overlay') as HTMLElement;
      const o = overlay.getBoundingClientRect();
      const scale = Number(pageEl.dataset.scale);
      for (const box of overlay.querySelectorAll<HTMLElement>('.field-box[data-name]')) {
        const r = box.getBoundingClientRect();
        out[box.dataset.name as string] = {
          page: Number(pageEl.dataset.page),
          x: (r.left - o.left) / scale,
          y: (r.top - o.top) / scale,
          width: r.width / scale,
          height: r.height / scale,
        };
      }
    }
    return out;
  });
}

/** The types of the palette buttons that are pressed (armed), comma-separated. */
const armedTools = () =>
  page
    .locator('.palette-item[aria-pressed="true"]')
    .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.type).join(','));

const near = (a: Box, b: Box, slack = 0.05) =>
  a.page === b.page &&
  Math.abs(a.x - b.x) <= slack &&
  Math.abs(a.y - b.y) <= slack &&
  Math.abs(a.width - b.width) <= slack &&
  Math.abs(a.height - b.height) <= slack;

test('a two-page template is built with pointer drags and keys, published, sent and signed; values land in the drawn boxes', {
  skip,
}, async () => {
  const pdf = path.join(dir, 'lease.pdf');
  await writeFile(pdf, await twoPagePdf());
  await page.goto(`${t.url}/app/templates/new`);
  await page.getByLabel(/^Template name/).fill('Lease');
  await page.getByLabel(/A PDF you upload/).check();
  await page.getByLabel('PDF document').setInputFiles(pdf);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.locator('[data-builder][data-ready="1"]').waitFor();
  await page.locator('.pdf-page.drawn').first().waitFor();
  templateId = /templates\/(tpl_[^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  assert.ok(templateId, page.url());

  // Two roles: the first renamed, a second added and named.
  await page.getByLabel('Role 1', { exact: true }).fill('Tenant');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Add a role' }).click();
  await page.getByLabel('Role 2', { exact: true }).fill('Landlord');
  await page.keyboard.press('Tab');
  // New fields are for the first signer role until another is chosen, and follow its renaming.
  assert.equal(await page.getByLabel('New fields are for').inputValue(), 'Tenant');

  const page1 = page.locator('.pdf-page[data-page="1"] .pdf-overlay');
  const page2 = page.locator('.pdf-page[data-page="2"] .pdf-overlay');
  // A text field for the sender, dragged from the palette and dropped on page 1 (measured at the
  // top of the window: the Tab above may have scrolled the roles, under the palette, into view).
  await page.getByLabel('New fields are for').selectOption({ label: 'Sender' });
  await page.evaluate(() => window.scrollTo(0, 0));
  const p1 = (await page1.boundingBox())!;
  await drag(page, await centre(page.getByRole('button', { name: 'Text', exact: true })), {
    x: p1.x + 200,
    y: p1.y + 150,
  });
  // A signature for each role, drawn: the tool armed, then a rectangle dragged on the page.
  await page.getByLabel('New fields are for').selectOption('Tenant');
  await page.getByRole('button', { name: 'Signature', exact: true }).click();
  assert.equal(await armedTools(), 'signature');
  await drag(page, { x: p1.x + 80, y: p1.y + 400 }, { x: p1.x + 300, y: p1.y + 460 });
  assert.equal(await armedTools(), '', 'a draw disarms the palette button');
  await page.getByLabel('New fields are for').selectOption('Landlord');
  await page.getByRole('button', { name: 'Signature', exact: true }).click();
  await page2.scrollIntoViewIfNeeded();
  const p2 = (await page2.boundingBox())!;
  await drag(page, { x: p2.x + 300, y: p2.y + 200 }, { x: p2.x + 480, y: p2.y + 250 });
  // Resize the landlord's signature by its corner handle.
  const handle = page.locator('.field-box[data-name="landlord_signature"] .handle');
  const h = await centre(handle);
  await drag(page, h, { x: h.x + 40, y: h.y + 12 });
  // Nudge the sender's text field: 3 pt right, 10 pt down.
  await page1.scrollIntoViewIfNeeded();
  await page.locator('.field-box[data-name="text"]').click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  // Initials for the tenant, drawn on page 1 and put on every page.
  await page.getByLabel('New fields are for').selectOption('Tenant');
  await page.getByRole('button', { name: 'Initials', exact: true }).click();
  const q1 = (await page1.boundingBox())!;
  // To the right, between the text field and the signature, wherever the column's width puts page 1.
  const from = { x: q1.x + q1.width * 0.7, y: q1.y + q1.height * 0.6 };
  await drag(page, from, { x: from.x + 80, y: from.y + 40 });
  await page.getByRole('button', { name: 'Put on every page' }).click();

  const drawn = await drawnBoxes();
  assert.deepEqual(Object.keys(drawn).sort(), [
    'landlord_signature',
    'tenant_initials',
    'tenant_initials_p2',
    'tenant_signature',
    'text',
  ]);
  await checkAccessibility(page, 'builder with fields');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // Publishing is confirmed on its own page first.
  await page.getByRole('heading', { name: 'Publish “Lease”?' }).waitFor();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('“Lease” is published').waitFor();

  const read = await request(t.url, 'GET', `/api/v1/templates/${templateId}`, { token: tenant.apiKey });
  assert.equal(read.body.status, 'published');
  assert.deepEqual(read.body.roles, [
    { name: 'Tenant', kind: 'signer' },
    { name: 'Landlord', kind: 'signer' },
  ]);
  const byName = Object.fromEntries(read.body.fields.map((f: Box & { name: string }) => [f.name, f]));
  for (const [name, box] of Object.entries(drawn)) {
    assert.ok(
      near(byName[name], box),
      `${name}: API ${JSON.stringify(byName[name])} drawn ${JSON.stringify(box)}`,
    );
  }
  assert.equal(byName.text.role, undefined);
  assert.equal(byName.tenant_signature.role, 'Tenant');
  assert.equal(byName.landlord_signature.role, 'Landlord');
  assert.equal(byName.tenant_initials_p2.page, 2);

  const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
    token: tenant.apiKey,
    body: {
      templateId,
      submitters: [
        { role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' },
        { role: 'Landlord', name: 'Lars Landlord', email: 'lars@example.test' },
      ],
      values: { text: 'Northwind' },
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  for (const [i, text] of ['Tina Tenant', 'Lars Landlord'].entries()) {
    const token = sent.body.submitters[i].signingUrl.split('/sign/')[1];
    const done = await complete(t.url, token, { consent: true, signature: typed(text) });
    assert.equal(done.status, 200, JSON.stringify(done.body));
  }
  const executed = await fetch(`${t.url}/api/v1/esign/submissions/${sent.body.id}/document`, {
    headers: { authorization: `Bearer ${tenant.apiKey}` },
  });
  assert.equal(executed.status, 200);
  const words = await wordsOf(new Uint8Array(await executed.arrayBuffer()), dir, CROP_OFFSETS);
  const expect = (text: string, field: string) => {
    const found = words.filter((w) => w.text === text);
    assert.ok(found.length > 0, `${text} is printed`);
    assert.ok(
      found.some((w) => inside(w, byName[field])),
      `${text} inside ${field} ${JSON.stringify(byName[field])}: ${JSON.stringify(found)}`,
    );
  };
  expect('Northwind', 'text');
  expect('Tina', 'tenant_signature');
  expect('Tenant', 'tenant_signature');
  expect('Lars', 'landlord_signature');
  expect('TT', 'tenant_initials');
  expect('TT', 'tenant_initials_p2');
  assert.deepEqual(errors, []);
});

test('the builder speaks German: the page, the island’s words, and no catalogue key shows raw', {
  skip,
}, async () => {
  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  client.cookies.set('cs_lang', 'de');
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name: 'Mietvertrag', kind: 'coordinate', pdf });
  assert.equal(created.status, 200, created.text);
  const editUrl = JSON.parse(created.text).redirect as string;

  const served = await client.get(editUrl);
  assert.equal(served.status, 200);
  assert.match(served.text, /<html lang="de"/);
  for (const text of [
    '„Mietvertrag“ gestalten',
    'Neue Felder sind für',
    'Platzierte Felder',
    'Feldeigenschaften',
  ]) {
    assert.ok(served.text.includes(text), text);
  }
  assert.ok(served.text.includes('Unterschrift'), 'the field types in German');
  const keys = new Set(Object.keys(appBuilder));
  const raw = [...served.text.matchAll(/\b[a-z]+\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/g)]
    .map((m) => m[0])
    .filter((k) => keys.has(k) || k.startsWith('builder.') || k.startsWith('fieldType.'));
  assert.deepEqual(raw, []);

  const german = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
  await german.addCookies([{ name: 'cs_lang', value: 'de', url: t.url }]);
  const de = await german.newPage();
  de.setDefaultTimeout(15_000);
  const deErrors = watchForErrors(de);
  await de.goto(`${t.url}${editUrl}`);
  await de.locator('[data-builder][data-ready="1"]').waitFor();
  await de.locator('.pdf-page.drawn').first().waitFor();
  await de.getByText('Noch keine Felder.').waitFor();
  assert.equal(await de.locator('.pdf-page[data-page="1"]').getAttribute('aria-label'), 'Seite 1 von 2');

  // New fields are for the first signer role, not the sender.
  const firstRole = await de.locator('#role-0').inputValue();
  assert.equal(await de.getByLabel('Neue Felder sind für').inputValue(), firstRole);
  const slug = fieldName(firstRole, 'text').replace(/_text$/, '');
  assert.ok(slug && slug !== 'text', `a role part for ${firstRole}`);

  const armed = () =>
    de
      .locator('.palette-item[aria-pressed="true"]')
      .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.type).join(','));
  // Armed, then a keyboard placement of another type: the palette is disarmed.
  await de.getByRole('button', { name: 'Unterschrift', exact: true }).click();
  assert.equal(await armed(), 'signature');
  await de.getByRole('button', { name: 'Text', exact: true }).focus();
  await de.keyboard.press('Enter');
  await de.locator(`.field-box[data-name="${slug}_text"]`).waitFor();
  assert.equal(await armed(), '', 'a keyboard placement disarms the palette button');
  // A second text field for the same role: "_2".
  await de.getByRole('button', { name: 'Text', exact: true }).focus();
  await de.keyboard.press('Enter');
  await de.locator(`.field-box[data-name="${slug}_text_2"]`).waitFor();
  // Drawn: the name comes from role and type, the palette is disarmed after the draw.
  await de.getByRole('button', { name: 'Unterschrift', exact: true }).click();
  const p1 = (await de.locator('.pdf-page[data-page="1"] .pdf-overlay').boundingBox())!;
  await drag(de, { x: p1.x + 80, y: p1.y + 400 }, { x: p1.x + 300, y: p1.y + 460 });
  await de.locator(`.field-box[data-name="${slug}_signature"]`).waitFor();
  assert.equal(await armed(), '');
  await de
    .locator('#field-list')
    .getByRole('button', { name: `Unterschrift „${slug}_signature“, ${firstRole}, Seite 1` })
    .waitFor();
  await de.getByRole('button', { name: 'Auf jede Seite setzen' }).click();
  await de.getByText('Auf 1 weitere Seite gesetzt.').waitFor();

  // Disabled buttons look disabled: "Wiederholen" with nothing to redo, "Entfernen" on the only role.
  const redo = de.getByRole('button', { name: 'Wiederholen' });
  assert.ok(await redo.isDisabled());
  const look = await redo.evaluate((el) => {
    const style = getComputedStyle(el);
    return { cursor: style.cursor, opacity: Number(style.opacity) };
  });
  assert.equal(look.cursor, 'not-allowed');
  assert.ok(look.opacity < 1, `opacity ${look.opacity}`);

  await de.getByRole('button', { name: 'Entwurf speichern' }).press('Enter');
  await de.getByText('Alle Änderungen gespeichert', { exact: true }).waitFor();
  await checkAccessibility(de, 'builder in German');
  await mkdir(SHOTS, { recursive: true }).catch(() => {});
  await de.screenshot({ path: path.join(SHOTS, 'builder-de-1280.png'), fullPage: true }).catch(() => {});
  assert.deepEqual(deErrors, []);
  await german.close();
});

test('generated field names come from role and type; a second one gets "_2"', () => {
  assert.equal(fieldName('Seller', 'signature'), 'seller_signature');
  assert.equal(fieldName('Seller', 'date'), 'seller_date');
  assert.equal(fieldName(undefined, 'text'), 'text');
  assert.equal(fieldName('Großhändler', 'initials'), 'grosshandler_initials');
  assert.equal(fieldName('2nd witness', 'signature'), 'nd_witness_signature');
  assert.equal(fieldName('見届け人', 'signature'), 'signature');
  assert.ok(fieldName('x'.repeat(100), 'checkbox').length <= 64 - '_p100_99'.length);
  const state = new BuilderState({ name: 'Lease', roles: [{ name: 'Seller' }], fields: [] });
  const field = {
    label: 'Signature',
    type: 'signature' as const,
    required: true,
    page: 1,
    x: 1,
    y: 1,
    width: 9,
    height: 9,
  };
  state.addFields([{ ...field, name: fieldName('Seller', 'signature') }]);
  state.addFields([{ ...field, name: fieldName('Seller', 'signature') }]);
  assert.deepEqual(
    state.doc.fields.map((f) => f.name),
    ['seller_signature', 'seller_signature_2'],
  );
});

/** A new two-page draft made through the application, and its builder's address. */
async function newDraft(name: string): Promise<{ editUrl: string; id: string }> {
  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name, kind: 'coordinate', pdf });
  assert.equal(created.status, 200, created.text);
  const editUrl = JSON.parse(created.text).redirect as string;
  return { editUrl, id: /templates\/(tpl_[^/]+)\/edit/.exec(editUrl)?.[1] ?? '' };
}

/** Whether leaving the page now would ask first (its beforeunload handler cancels the event). */
const leavingAsks = (p: Page) =>
  p.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** How the builder sits in main and in the window, in CSS pixels. */
const layoutOf = (p: Page) =>
  p.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const style = getComputedStyle(main);
    const m = main.getBoundingClientRect();
    const b = (document.querySelector('.builder') as HTMLElement).getBoundingClientRect();
    const pages = document.getElementById('builder-pages') as HTMLElement;
    const widest = Math.max(
      ...[...document.querySelectorAll<HTMLElement>('.builder *')]
        .filter((el) => el.offsetParent !== null && !el.closest('.pdf-page'))
        .map((el) => el.getBoundingClientRect().right),
    );
    return {
      windowOverflow: document.documentElement.scrollWidth - window.innerWidth,
      leftGap: b.left - (m.left + Number.parseFloat(style.paddingLeft)),
      rightGap: m.right - Number.parseFloat(style.paddingRight) - b.right,
      contentOverflow: widest - b.right,
      pagesScrollY: pages.scrollHeight - pages.clientHeight,
      pagesScrollX: pages.scrollWidth - pages.clientWidth,
    };
  });

test('the draft saves itself as the author works, says so politely, and leaving asks while a save is pending or failed', {
  skip,
}, async () => {
  const { editUrl, id } = await newDraft('Autosaved');
  const p = await context.newPage();
  p.setDefaultTimeout(15_000);
  const pErrors = watchForErrors(p);
  await p.goto(`${t.url}${editUrl}`);
  await p.locator('[data-builder][data-ready="1"]').waitFor();
  await p.locator('.pdf-page.drawn').first().waitFor();
  const saveState = p.locator('#save-state');
  assert.equal(await saveState.getAttribute('role'), 'status');
  assert.equal(await leavingAsks(p), false, 'nothing to lose yet');

  // A field placed, and nothing pressed: leaving asks until the draft has saved itself.
  await p.getByRole('button', { name: 'Text', exact: true }).focus();
  await p.keyboard.press('Enter');
  await p.locator('.field-box').first().waitFor();
  assert.equal(await leavingAsks(p), true, 'a save is pending');
  await p.getByText('All changes saved', { exact: true }).waitFor();
  assert.equal(await leavingAsks(p), false, 'all saved');
  const read = async () =>
    (await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey })).body;
  assert.equal((await read()).fields.length, 1);

  // The server out of reach: "Not saved — retrying", leaving asks; once it answers, saved.
  await p.route('**/definition', (route) => route.abort());
  await p.getByLabel('Template name', { exact: true }).fill('Autosaved again');
  await p.keyboard.press('Tab');
  await p.getByText('Not saved — retrying', { exact: true }).waitFor();
  assert.equal(await leavingAsks(p), true, 'a save failed');
  await p.unroute('**/definition');
  await p.getByText('All changes saved', { exact: true }).waitFor({ timeout: 20_000 });
  assert.equal(await leavingAsks(p), false);
  assert.equal((await read()).name, 'Autosaved again');
  assert.deepEqual(
    pErrors.filter((e) => !/ERR_FAILED/.test(e)),
    [],
  );
  await p.close();
});

test('the builder fits main’s column at 1280 and 390 px, its pages scroll with the page, the toolbar stays in view, "Put on every page" is announced', {
  skip,
}, async () => {
  const { editUrl } = await newDraft('Layout');
  const shots = '/work/shots-22b/builder';
  await mkdir(shots, { recursive: true }).catch(() => {});
  for (const viewport of [DESKTOP, PHONE]) {
    const c = await signedInContext(browser, t, 'owner@acme.test', viewport);
    const p = await c.newPage();
    p.setDefaultTimeout(15_000);
    await p.goto(`${t.url}${editUrl}`);
    await p.locator('[data-builder][data-ready="1"]').waitFor();
    // At a phone's width the pages come after the side panels: drawn once scrolled to.
    await p.locator('.pdf-page[data-page="1"]').scrollIntoViewIfNeeded();
    await p.locator('.pdf-page.drawn').first().waitFor();
    const layout = await layoutOf(p);
    const at = `${viewport.width} px: ${JSON.stringify(layout)}`;
    assert.ok(layout.windowOverflow <= 0, `nothing wider than the window at ${at}`);
    // In the application's column (main's), with main's padding on both sides, nothing out of it.
    assert.ok(Math.abs(layout.leftGap) <= 0.5 && Math.abs(layout.rightGap) <= 0.5, `main's padding at ${at}`);
    assert.ok(layout.contentOverflow <= 0, `nothing wider than the builder at ${at}`);
    assert.ok(layout.pagesScrollY <= 0 && layout.pagesScrollX <= 0, `no scroll box of its own at ${at}`);

    if (viewport === DESKTOP) {
      // Scrolled down to the second page: the toolbar is still at the top of the window, and a field
      // drawn there where the page has scrolled to lands.
      const page2 = p.locator('.pdf-page[data-page="2"] .pdf-overlay');
      await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = (await p.locator('.builder-bar').boundingBox())!;
      assert.ok(Math.abs(bar.y) <= 1, `the toolbar at the top: ${JSON.stringify(bar)}`);
      for (const name of ['Save draft', 'Publish', 'Zoom in']) {
        assert.ok(await p.getByRole('button', { name, exact: true }).isVisible(), name);
      }
      await p.getByRole('button', { name: 'Initials', exact: true }).click();
      // The second page at the bottom of the window (the side panels may be longer than the pages).
      await p.evaluate(() =>
        document.querySelector('.pdf-page[data-page="2"]')?.scrollIntoView({ block: 'end' }),
      );
      const p2 = (await page2.boundingBox())!;
      const y = Math.max(p2.y + 20, bar.y + bar.height + 20);
      await drag(p, { x: p2.x + 300, y }, { x: p2.x + 380, y: y + 40 });
      await p.locator('.pdf-page[data-page="2"] .field-box').first().waitFor();
      await p.getByText('All changes saved', { exact: true }).waitFor();
      await p.screenshot({ path: path.join(shots, 'builder-1280-scrolled.png') });

      // "Put on every page" says what it did, in the toolbar's polite live region, each time.
      await p.getByRole('button', { name: 'Put on every page' }).click();
      const done = p.getByRole('status').filter({ hasText: 'Put on 1 more page.' });
      await done.waitFor();
      await p.getByRole('button', { name: 'Put on every page' }).click();
      await p.waitForTimeout(50);
      await done.waitFor();
      assert.ok(await done.isVisible(), 'the announcement is in view');
      await p.screenshot({ path: path.join(shots, 'builder-1280-every-page.png') });
      await checkAccessibility(p, 'builder scrolled, with the toolbar in view');
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.screenshot({ path: path.join(shots, 'builder-1280.png') });
    } else {
      await p.screenshot({ path: path.join(shots, 'builder-390-pages.png') });
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.screenshot({ path: path.join(shots, 'builder-390.png') });
      await checkAccessibility(p, 'builder at 390 px');
    }
    await c.close();
  }
});

test('"Put on every page" is said with the count, in every language’s plural', () => {
  for (const [language, one, other] of [
    ['en', 'Put on 1 more page.', 'Put on 3 more pages.'],
    ['de', 'Auf 1 weitere Seite gesetzt.', 'Auf 3 weitere Seiten gesetzt.'],
    ['fr', 'Placé sur 1 autre page.', 'Placé sur 3 autres pages.'],
    ['es', 'Colocado en 1 página más.', 'Colocado en 3 páginas más.'],
  ] as const) {
    const words = new Words(clientWords(translator(language)));
    assert.equal(words.n('everyPageDone', 1), one);
    assert.equal(words.n('everyPageDone', 3), other);
    assert.notEqual(words.t('retrying'), 'retrying', `${language}: the retrying words reach the island`);
  }
});
