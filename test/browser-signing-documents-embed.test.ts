// A request of several documents signed inside another site's page (issue 32 item 3, over issue 25
// item 4's embedding): the frame is as tall as its page and the parent scrolls, so the list of the
// documents keeps to the part of the frame the parent's window shows (with the guide's bar), a jump
// brings the annex's heading into the parent's window, and the document in view follows the
// parent's scrolling and the guide. At 390 px (touch) and 1280 px; the tenant signs in the frame.
// Browser-only: it runs in the PostgreSQL pass.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { ANNEX, LEASE, sendDocuments, twoDocumentTemplate } from './documents-signing-support.ts';
import { createTenant, DB_KIND, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const SHOTS = process.env.SHOTS ?? '/tmp/shots-h32-signing';
let t: TestApp;
let tenant: Tenant;
let templateId: string;
let browser: Browser;
let parent: { server: Server; origin: string };

/** A site of its own on a loopback port that embeds `?src=` with the <countersign-signing> element. */
async function parentSite(appUrl: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://parent').searchParams.get('src') ?? '';
    const attr = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><title>Our product</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<h1>Our product</h1>
<script src="${appUrl}/embed.js"></script>
<countersign-signing src="${attr}"></countersign-signing>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  parent = await parentSite(t.url);
  const res = await t.admin('PATCH', `/workspaces/${tenant.workspaceId}`, { embedOrigins: [parent.origin] });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  templateId = await twoDocumentTemplate(t, tenant);
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  parent?.server.close();
  await t?.close();
});

/** Where `locator` is in the parent's window, which must show all of it. */
async function inParentWindow(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  assert.ok(
    box && box.y >= -1 && box.y + box.height <= height + 1,
    `${what} in the window: ${JSON.stringify(box)}`,
  );
}

const inViewIs = (frame: FrameLocator, n: number, what: string) =>
  waitFor(
    async () => (await frame.locator('#document-nav').getAttribute('data-current')) === String(n),
    `${what}: document ${n} in view`,
    15_000,
  );

for (const [label, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${label} px the embedded page lists the documents in the parent's window, jumps, and signs`, {
    skip,
  }, async () => {
    const phone = viewport.width < 720;
    const { urls } = await sendDocuments(t, tenant, templateId);
    const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchForErrors(page);
    await page.goto(`${parent.origin}/?src=${encodeURIComponent(urls[0])}`);
    const frame = page.frameLocator('countersign-signing iframe');
    await frame.locator('[data-in-place][data-ready="1"]').waitFor({ timeout: 60_000 });
    const act = (locator: Locator) => (phone ? locator.tap() : locator.click());

    const summary = frame.locator('#document-nav summary');
    assert.equal(await summary.textContent(), `Document 1 of 2: ${LEASE}`);
    // The parent scrolls down the frame: the list stays in its window, and follows.
    await page.mouse.wheel(0, 700);
    await waitFor(
      async () => {
        await inParentWindow(page, summary, 'the list, scrolled');
        return true;
      },
      'the list to follow the parent’s scrolling',
      15_000,
    );
    await act(summary);
    await page.screenshot({ path: path.join(SHOTS, `embed-list-${label}.png`) });
    await checkAccessibility(page, `embedded, the list open at ${label} px`);
    await act(frame.getByRole('link', { name: ANNEX }));
    await inViewIs(frame, 2, 'after the jump');
    await inParentWindow(page, frame.locator('#document-2 h3'), 'the annex’s heading');
    await page.screenshot({ path: path.join(SHOTS, `embed-annex-${label}.png`) });

    // The guide goes back to the lease for its first field, then into the annex.
    await act(frame.locator('.guide-bar .primary'));
    assert.equal(await frame.locator('.sheet-step').textContent(), `Field 1 of 4 · ${LEASE}`);
    await inViewIs(frame, 1, 'the first field');
    await frame.locator('#field-sheet input').fill('Tina Tenant');
    await act(frame.locator('.field-sheet .primary'));
    await act(frame.locator('.field-sheet .primary'));
    assert.equal(await frame.locator('.sheet-step').textContent(), `Field 3 of 4 · ${ANNEX}`);
    await inViewIs(frame, 2, 'the annex’s field');
    await inParentWindow(page, frame.locator('#box-rooms'), 'the annex’s field');
    await frame.locator('#field-sheet input').fill('4');
    await act(frame.locator('.field-sheet .primary'));
    await frame.locator('#typed-signature').fill('Tina Tenant');
    await act(frame.locator('.field-sheet .primary'));
    await act(frame.locator('#consent'));
    await act(frame.getByRole('button', { name: 'Sign', exact: true }));
    await frame.getByRole('heading', { name: /Thank you/ }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
}
