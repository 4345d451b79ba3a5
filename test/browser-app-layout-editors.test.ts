// The template editors and the coordinate signing page at a phone's width and at a desk's (issue 31
// item 12), measured in Chromium: the builder's field tags stay in their boxes on narrow fields,
// never over the document's words or each other, the selected one shows its whole name, "Add a role"
// is 44 px at 390 px; a published template's editor address is a page of its own with the template
// and Duplicate; a coordinate document uses the width of a 1280 px window. Axe at both widths.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { twoPagePdf } from './builder-support.ts';
import { request } from './helpers.ts';
import { overlaps, type Rect, rectOf, SHOTS, shoot, shotsReady } from './layout-support.ts';

let run: PagesRun;
/** A coordinate template: a draft with narrow fields side by side, and the same published. */
let draftId: string;
let publishedId: string;

const NARROW_FIELDS = [
  {
    name: 'rent',
    label: 'Monthly rent amount',
    type: 'number',
    page: 1,
    x: 72,
    y: 120,
    width: 40,
    height: 14,
  },
  {
    name: 'deposit',
    label: 'Security deposit',
    type: 'number',
    page: 1,
    x: 116,
    y: 120,
    width: 40,
    height: 14,
  },
  {
    name: 'day',
    label: 'Due day of the month',
    type: 'number',
    page: 1,
    x: 160,
    y: 120,
    width: 30,
    height: 14,
  },
  {
    name: 'tenantSig',
    label: 'Tenant signature',
    type: 'signature',
    role: 'Tenant',
    page: 1,
    x: 72,
    y: 560,
    width: 200,
    height: 50,
  },
];

before(async () => {
  if (skip) return;
  run = await startPagesRun();
  await shotsReady();
  const { t, tenant } = run;
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const create = async (name: string) => {
    const body = { name, kind: 'coordinate', roles: [{ name: 'Tenant' }], pdf, fields: NARROW_FIELDS };
    const reply = await request(t.url, 'POST', '/api/v1/templates', { token: tenant.apiKey, body });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    return reply.body.id as string;
  };
  draftId = await create('Lease draft');
  publishedId = await create('Lease');
  const published = await request(t.url, 'POST', `/api/v1/templates/${publishedId}/publish`, {
    token: tenant.apiKey,
  });
  assert.equal(published.status, 200, JSON.stringify(published.body));
});
after(async () => {
  await run?.close();
});

/** The name tags of the builder's field boxes and the boxes, as drawn. */
const tagsAndBoxes = (page: Page) =>
  page
    .locator('.pdf-overlay')
    .first()
    .evaluate((overlay) =>
      [...overlay.querySelectorAll<HTMLElement>('.field-box[data-name]')].map((box) => ({
        name: box.dataset.name as string,
        title: box.title,
        box: box.getBoundingClientRect().toJSON() as Rect,
        tag: (box.querySelector('.field-name') as HTMLElement).getBoundingClientRect().toJSON() as Rect,
      })),
    );

test('the builder’s field tags stay inside their boxes on narrow fields; the selected one shows its whole name', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`${run.t.url}/app/templates/${draftId}/edit`);
    // The builder's island loads pdf.js: on a busy machine that takes a while.
    await page.locator('[data-builder][data-ready="1"]').waitFor({ timeout: 60_000 });
    // At a phone's width the pages come after the side panels: drawn once scrolled to.
    await page.locator('.pdf-page[data-page="1"]').scrollIntoViewIfNeeded();
    await page.locator('.pdf-page.drawn').first().waitFor({ timeout: 60_000 });
    await page.mouse.move(0, 0);
    const drawn = await tagsAndBoxes(page);
    assert.equal(drawn.length, NARROW_FIELDS.length);
    for (const { name, title, box, tag } of drawn) {
      assert.ok(
        tag.left >= box.left - 0.5 &&
          tag.right <= box.right + 0.5 &&
          tag.top >= box.top - 0.5 &&
          tag.bottom <= box.bottom + 0.5,
        `${name}'s tag ${JSON.stringify(tag)} leaves its box ${JSON.stringify(box)} at ${size.width} px`,
      );
      assert.equal(
        title,
        NARROW_FIELDS.find((f) => f.name === name)?.label,
        `${name}: the whole name as a tooltip`,
      );
    }
    for (const a of drawn)
      for (const b of drawn)
        if (a !== b)
          assert.ok(!overlaps(a.tag, b.box), `${a.name}'s tag covers ${b.name} at ${size.width} px`);
    await page
      .locator('.pdf-page')
      .first()
      .screenshot({ path: path.join(SHOTS, `builder-tags-${size.width}.png`) });
    if (size === PHONE) {
      const addRole = await rectOf(page, '#add-role');
      assert.ok(addRole.height >= 44, `"Add a role" is ${addRole.height} px high at ${size.width} px`);
    }
  }
  // Selected, a field shows its whole name above its box.
  await page.setViewportSize(DESKTOP);
  await page.locator('.field-box[data-name="deposit"]').focus();
  const selected = (await tagsAndBoxes(page)).find((f) => f.name === 'deposit');
  assert.ok(selected, 'the deposit field');
  // Above the box: the tag's bottom at the box's inner edge (its 2 px border), wider than the box.
  assert.ok(selected.tag.bottom <= selected.box.top + 2.5, JSON.stringify(selected));
  assert.ok(selected.tag.width > selected.box.width, JSON.stringify(selected));
  await page
    .locator('.pdf-page')
    .first()
    .screenshot({ path: path.join(SHOTS, 'builder-tags-selected-1280.png') });
  await check(run, page, 'builder with narrow fields', null);
  await context.close();
});

test('the builder’s address of a published template offers the template and Duplicate', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  await check(run, page, 'published template’s builder address', `/app/templates/${publishedId}/edit`);
  await page.getByRole('heading', { name: '“Lease” can no longer be changed' }).waitFor();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await shoot(page, 'published-builder', size);
  }
  assert.equal(await page.getByRole('link', { name: 'Go to your requests' }).count(), 0);
  await page.getByRole('link', { name: 'View the template' }).waitFor();
  await page.getByRole('link', { name: 'Send it' }).waitFor();
  await page.getByRole('button', { name: 'Duplicate and edit the copy' }).click();
  await page.waitForURL(/\/app\/templates\/tpl_[^/]+\/edit$/);
  assert.ok(!page.url().includes(publishedId));
  await page.locator('[data-builder][data-ready="1"]').waitFor({ timeout: 60_000 });
  await context.close();
});

test('a coordinate document uses the width of a 1280 px window', { skip }, async () => {
  const { t, tenant } = run;
  const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
    token: tenant.apiKey,
    body: {
      templateId: publishedId,
      submitters: [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }],
      values: { rent: 1450, deposit: 3000, day: 1 },
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const context = await run.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(sent.body.submitters[0].signingUrl);
  await page.locator('[data-in-place][data-ready="1"]').waitFor({ timeout: 60_000 });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.locator('.pdf-page').first().waitFor();
    const widths = await page.evaluate(() => ({
      page: (document.querySelector('.pdf-page') as HTMLElement).getBoundingClientRect().width,
      pages: (document.querySelector('.in-place-pages') as HTMLElement).getBoundingClientRect().toJSON(),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    assert.ok(widths.overflow <= 0, `${widths.overflow} px too wide at ${size.width} px`);
    if (size === DESKTOP) {
      // The pages' area is the wide column's; the page (576 pt after its crop box) is drawn at the
      // viewer's largest fit, 1.5× (864 px), where the reading column allowed 684 px.
      assert.ok(widths.pages.width >= 900, `the document is ${widths.pages.width} px wide at 1280 px`);
      assert.ok(widths.page >= 860, `the page is ${widths.page} px wide at 1280 px`);
    }
    assert.ok(widths.pages.left >= 0 && widths.pages.right <= size.width, JSON.stringify(widths.pages));
    await page.screenshot({ path: path.join(SHOTS, `signing-coordinate-${size.width}.png`) });
  }
  await check(run, page, 'coordinate signing page', null);
  await context.close();
});

test('no page raised a script error or a CSP violation', { skip }, () => {
  assert.deepEqual(run.errors, []);
});
