// Embedded signing in a real browser (issue 25 item 4). A parent page served from a second loopback
// port that the workspace allows embeds signing pages with /embed.js: the signer signs inside the
// frame and the parent hears countersign:opened, :signed and, from the last signer, :completed (and
// :declined on another request), each as a DOM event of the <countersign-signing> element. A parent
// on a port the workspace does not list cannot frame the page (Chromium refuses it for its
// frame-ancestors), and a signing page without ?embed=1 cannot be framed even by an allowed parent.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { TENANT_NAME_FIELD, TENANT_SIGNATURE_FIELD, twoPagePdf } from './builder-support.ts';
import { DB_KIND, request, waitFor } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';
import {
  clientSigns,
  SIGNERS,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

const WAIT_MS = 15_000;
const SHOTS = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'countersign-shots');

let app: SigningApp;
let browser: Browser;
let allowed: { server: Server; origin: string };
let stranger: { server: Server; origin: string };
/** A coordinate template: its signing page is the in-place view, with the guide's bar and sheets. */
let leaseId: string;

/**
 * A site of its own on a loopback port: `/?src=…` embeds that signing link with the element and
 * keeps every event it hears in window.heard; `/plain?src=…` frames the link as it is.
 */
async function parentSite(appUrl: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://parent');
    const src = url.searchParams.get('src') ?? '';
    const attr = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const body =
      url.pathname === '/plain'
        ? `<!doctype html><title>Plain</title><iframe src="${attr}" title="Signing"></iframe>`
        : `<!doctype html><html lang="en"><title>Our product</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<h1>Our product</h1>
<script src="${appUrl}/embed.js"></script>
<script>
  window.heard = [];
  window.resizes = 0;
  window.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'countersign:resize') window.resizes++;
  });
  for (const type of ['countersign:opened', 'countersign:signed', 'countersign:declined', 'countersign:completed'])
    document.addEventListener(type, (event) => window.heard.push(event.detail));
</script>
<countersign-signing src="${attr}"></countersign-signing>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

before(async () => {
  if (DB_KIND !== 'postgres') return;
  app = await startSigningApp();
  allowed = await parentSite(app.t.url);
  stranger = await parentSite(app.t.url);
  const res = await app.t.admin('PATCH', `/workspaces/${app.tenant.workspaceId}`, {
    // The same parent under the name localhost: another site than 127.0.0.1, as a customer's is.
    embedOrigins: [allowed.origin, allowed.origin.replace('127.0.0.1', 'localhost')],
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  leaseId = await publishedTemplate(app.t.url, app.tenant.apiKey, {
    name: 'Lease',
    kind: 'coordinate',
    roles: [{ name: 'Tenant' }],
    pdf: Buffer.from(await twoPagePdf()).toString('base64'),
    fields: [TENANT_NAME_FIELD, TENANT_SIGNATURE_FIELD],
  });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  allowed?.server.close();
  stranger?.server.close();
  await app?.close();
});

type Heard = { type: string; requestId: string; role: string };
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

async function openParent(origin: string, token: string, where = '/', viewport = DESKTOP) {
  const phone = viewport.width < 720;
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  const errors = watchForErrors(page);
  await page.goto(`${origin}${where}?src=${encodeURIComponent(`${app.t.url}/sign/${token}`)}`);
  return { page, refusals, errors, close: () => context.close() };
}

describe('embedded signing', { skip: DB_KIND !== 'postgres' && 'browser tests run on PostgreSQL' }, () => {
  test('an allowed parent embeds the page, the signers sign in the frame, and it hears each step', async () => {
    const sent = await sendForSignature(app);
    // The first signer: opened and signed, but not completed (another signer follows).
    const first = await openParent(allowed.origin, sent.tokens[0]);
    const frame = first.page.frameLocator('countersign-signing iframe');
    await frame.getByRole('heading', { level: 1, name: 'Consulting agreement' }).waitFor();
    assert.equal(await frame.locator('header.site').isVisible(), false, 'no bar of ours');
    assert.equal(await frame.locator('.language-menu').count(), 0, 'no language links');
    await waitFor(async () => (await heard(first.page)).length === 1, 'opened');
    await frame.getByLabel('Your reference').fill('PO-9');
    await frame.getByLabel('Type your full name as your signature').fill('Zoë Ångström');
    await frame.getByLabel(/I have read the notice above/).check();
    await frame.getByRole('button', { name: 'Sign', exact: true }).click();
    await frame.getByRole('heading', { name: 'Thank you, you have signed' }).waitFor();
    // Embedded, the signer has no link of their own: the page does not point at one (issue 44 item 18).
    const next = (await frame.locator('main').textContent()) ?? '';
    assert.doesNotMatch(next, /this link/);
    assert.match(next, /Other people still have to sign/);
    assert.match(
      (await first.page.locator('countersign-signing iframe').getAttribute('src')) ?? '',
      /[?&]embed=1$/,
    );
    await waitFor(async () => (await heard(first.page)).length >= 2, 'signed');
    assert.deepEqual(await heard(first.page), [
      { type: 'countersign:opened', requestId: sent.id, role: 'Client' },
      { type: 'countersign:signed', requestId: sent.id, role: 'Client' },
    ]);
    assert.deepEqual(first.refusals, []);
    assert.deepEqual(first.errors, []);
    await first.close();

    // The last signer: their signature completes the request.
    const last = await openParent(allowed.origin, sent.tokens[1]);
    const lastFrame = last.page.frameLocator('countersign-signing iframe');
    await lastFrame.getByRole('heading', { level: 1, name: 'Consulting agreement' }).waitFor();
    await lastFrame.getByLabel('Type your full name as your signature').fill('Łukasz Żółć');
    await lastFrame.getByLabel(/I have read the notice above/).check();
    await lastFrame.getByRole('button', { name: 'Sign', exact: true }).click();
    await lastFrame.getByRole('heading', { name: 'Everyone has signed' }).waitFor();
    await waitFor(async () => (await heard(last.page)).length >= 3, 'completed');
    assert.deepEqual(await heard(last.page), [
      { type: 'countersign:opened', requestId: sent.id, role: 'Consultant' },
      { type: 'countersign:signed', requestId: sent.id, role: 'Consultant' },
      { type: 'countersign:completed', requestId: sent.id, role: 'Consultant' },
    ]);
    const height = await last.page.locator('countersign-signing iframe').evaluate((f) => f.clientHeight);
    // Sized to the thank-you page's content, not held at the form's height nor at a minimum.
    assert.ok(height >= 200 && height < 900, `the frame is sized to the page (${height} px)`);
    assert.deepEqual(last.errors, []);
    await last.close();
  });

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    test(`the embedded page at ${label} px, for the screenshots`, async () => {
      await mkdir(SHOTS, { recursive: true });
      const sent = await sendForSignature(app);
      const { page, close } = await openParent(allowed.origin, sent.tokens[0], '/', viewport);
      const frame = page.frameLocator('countersign-signing iframe');
      await frame.getByRole('heading', { level: 1, name: 'Consulting agreement' }).waitFor();
      await waitFor(async () => (await heard(page)).length === 1, 'opened');
      await page.screenshot({ path: path.join(SHOTS, `embed-${label}.png`), fullPage: true });
      await close();
    });
  }

  /**
   * The height of what the frame's page shows (its body's in-flow parts and the room kept under
   * them), measured inside the frame: what the frame must not exceed.
   */
  const contentHeight = (frame: Frame) =>
    frame.evaluate(() => {
      const body = document.body;
      let bottom = 0;
      for (const child of body.children) {
        const style = getComputedStyle(child);
        if (style.position === 'fixed' || style.display === 'none') continue;
        bottom = Math.max(bottom, child.getBoundingClientRect().bottom + window.scrollY);
      }
      const own = getComputedStyle(body);
      return Math.ceil(bottom + Number.parseFloat(own.paddingBottom) + Number.parseFloat(own.marginBottom));
    });
  const frameHeight = (page: Page) =>
    page.locator('countersign-signing iframe').evaluate((f) => f.getBoundingClientRect().height);
  /** The frame settles at its content's height (2 px of rounding), after a handful of messages. */
  async function settles(page: Page, frame: Frame, what: string) {
    await waitFor(
      async () => {
        const [height, content] = [await frameHeight(page), await contentHeight(frame)];
        return Math.abs(height - content) <= 2;
      },
      `${what}: the frame at its content's height`,
      WAIT_MS,
    ).catch(async (error) => {
      const resizes = await page.evaluate(() => (window as unknown as { resizes: number }).resizes);
      throw new Error(
        `${(error as Error).message} (frame ${await frameHeight(page)} px, content ${await contentHeight(frame)} px, ${resizes} resize messages)`,
      );
    });
  }
  /** Where `locator` is in the parent's window, which must show all of it. */
  async function inView(page: Page, locator: Locator, what: string) {
    const box = await locator.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    assert.ok(box, `${what} is shown`);
    // A pixel for rounding: the page places the bar in whole pixels of a scroll that may be fractional.
    assert.ok(
      box.y >= -1 && box.y + box.height <= height + 1,
      `${what} in the window: ${JSON.stringify(box)}`,
    );
  }

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    test(`at ${label} px the embedded in-place page sizes its frame by its content, keeps its guide in view, and signs`, async () => {
      const sent = await sendForSignature(app, {
        templateId: leaseId,
        submitters: [{ role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' }],
        values: {},
        sendEmail: false,
      });
      const phone = viewport.width < 720;
      const { page, errors, close } = await openParent(allowed.origin, sent.tokens[0], '/', viewport);
      const element = await page.locator('countersign-signing iframe').elementHandle();
      const frame = await element?.contentFrame();
      assert.ok(frame, 'the frame');
      const inside = page.frameLocator('countersign-signing iframe');
      // Drawing the pages takes long on a busy machine: a generous deadline for it.
      await inside.locator('[data-in-place][data-ready="1"]').waitFor({ timeout: 60_000 });
      await settles(page, frame, `${label} px, the document`);
      const content = await contentHeight(frame);
      assert.ok(content < 6000, `the page is a two-page document tall, not more (${content} px)`);

      // The guide's bar is in the parent's window wherever the signer has scrolled to.
      const bar = inside.locator('.guide-bar');
      await inView(page, bar, 'the guide bar at the top of the parent');
      await page.mouse.wheel(0, 900);
      await waitFor(
        async () => {
          await inView(page, bar, 'the guide bar, scrolled');
          return true;
        },
        'the bar to follow the parent’s scrolling',
        WAIT_MS,
      );
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `embed-in-place-${label}.png`) });
      await checkAccessibility(page, `embedded in-place page at ${label} px`);

      // The guide takes the signer through the fields; its sheet is in view.
      const act = (locator: Locator) => (phone ? locator.tap() : locator.click());
      await act(bar.getByRole('button', { name: 'Next' }));
      const sheet = inside.locator('#field-sheet');
      await sheet.waitFor();
      assert.equal(await inside.locator('#sheet-title').textContent(), 'Your full name');
      await inView(page, sheet, 'the sheet');
      await page.screenshot({ path: path.join(SHOTS, `embed-in-place-sheet-${label}.png`) });
      await inside.locator('#field-sheet input').fill('Tina Tenant');
      await act(sheet.getByRole('button', { name: 'Next' }));
      assert.equal(await inside.locator('#sheet-title').textContent(), 'Signature');
      await inside.locator('#typed-signature').fill('Tina Tenant');
      await inView(page, sheet, 'the signature’s sheet');
      await act(sheet.getByRole('button', { name: 'Next' }));
      await act(inside.locator('#consent'));
      await act(inside.getByRole('button', { name: 'Sign', exact: true }));
      const thanks = inside.getByRole('heading', { name: /Thank you|Everyone has signed/ });
      await thanks.waitFor();
      await settles(page, frame, `${label} px, the thank-you page`);
      await inView(page, thanks, 'the thank-you');
      await page.screenshot({ path: path.join(SHOTS, `embed-in-place-done-${label}.png`) });
      const resizes = await page.evaluate(() => (window as unknown as { resizes: number }).resizes);
      assert.ok(resizes <= 30, `a few resize messages, not a loop (${resizes})`);
      assert.deepEqual(errors, []);
      await close();
    });
  }

  test('declining in the frame is heard as countersign:declined', async () => {
    const sent = await sendForSignature(app);
    assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
    const { page, close, errors } = await openParent(allowed.origin, sent.tokens[1]);
    const frame = page.frameLocator('countersign-signing iframe');
    await frame.getByText('Decline to sign', { exact: true }).first().click();
    await frame.getByRole('button', { name: 'Decline to sign' }).click();
    await frame.getByRole('button', { name: 'Yes, decline' }).click();
    await frame.getByRole('heading', { name: 'This request was declined' }).waitFor();
    await waitFor(async () => (await heard(page)).length >= 2, 'declined');
    assert.deepEqual(await heard(page), [
      { type: 'countersign:opened', requestId: sent.id, role: 'Consultant' },
      { type: 'countersign:declined', requestId: sent.id, role: 'Consultant' },
    ]);
    assert.deepEqual(errors, []);
    await close();
  });

  test('in another site’s frame the code form says to open a new tab, with a link to the page', async () => {
    const sent = await sendForSignature(app, {
      submitters: [
        { ...SIGNERS[0], verification: { method: 'access_code', code: 'Otter-4490' } },
        SIGNERS[1],
      ],
    });
    const { page, close } = await openParent(
      allowed.origin.replace('127.0.0.1', 'localhost'),
      sent.tokens[0],
    );
    const frame = page.frameLocator('countersign-signing iframe');
    const notice = frame.locator('#embed-cookies');
    await notice.waitFor({ state: 'visible' });
    assert.match((await notice.textContent()) ?? '', /Open in a new tab/);
    assert.equal(await notice.getByRole('link').getAttribute('target'), '_blank');
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'embed-code-form-cross-site.png'), fullPage: true });
    await close();

    // Where the parent is the same site (127.0.0.1 both), the cookie is kept and nothing is said.
    const same = await openParent(allowed.origin, sent.tokens[0]);
    const sameFrame = same.page.frameLocator('countersign-signing iframe');
    await sameFrame.locator('#verify-form:not([hidden])').waitFor();
    assert.equal(await sameFrame.locator('#embed-cookies').isVisible(), false);
    await same.close();
  });

  test('a parent not on the list cannot frame the page, and hears nothing', async () => {
    const sent = await sendForSignature(app);
    const { page, refusals, close } = await openParent(stranger.origin, sent.tokens[0]);
    await waitFor(() => refusals.length > 0, 'Chromium refusing the frame');
    assert.match(refusals[0], new RegExp(`frame-ancestors ${allowed.origin.replace(/[.:/]/g, '\\$&')}`));
    const frame = page.frameLocator('countersign-signing iframe');
    assert.equal(await frame.getByRole('heading', { name: 'Consulting agreement' }).count(), 0);
    assert.deepEqual(await heard(page), []);
    await close();
  });

  test('a signing page without ?embed=1 answers frame-ancestors none, even to an allowed parent', async () => {
    const sent = await sendForSignature(app);
    const res = await request(app.t.url, 'GET', `/sign/${sent.tokens[0]}`);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const { page, refusals, close } = await openParent(allowed.origin, sent.tokens[0], '/plain');
    await waitFor(() => refusals.length > 0, 'Chromium refusing the frame');
    assert.match(refusals[0], /frame-ancestors 'none'/);
    assert.equal(
      await page.frameLocator('iframe').getByRole('heading', { name: 'Consulting agreement' }).count(),
      0,
    );
    await close();
  });
});
