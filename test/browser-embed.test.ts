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
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, request, waitFor } from './helpers.ts';
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
<h1>Our product</h1>
<script src="${appUrl}/embed.js"></script>
<script>
  window.heard = [];
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
  const context = await browser.newContext({ viewport });
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
    assert.equal(await frame.locator('.languages').count(), 0, 'no language links');
    await waitFor(async () => (await heard(first.page)).length === 1, 'opened');
    await frame.getByLabel('Your reference').fill('PO-9');
    await frame.getByLabel('Type your full name as your signature').fill('Zoë Ångström');
    await frame.getByLabel(/I have read the notice above/).check();
    await frame.getByRole('button', { name: 'Sign', exact: true }).click();
    await frame.getByRole('heading', { name: 'Thank you, you have signed' }).waitFor();
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
    assert.ok(height >= 480, `the frame is sized (${height} px)`);
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
