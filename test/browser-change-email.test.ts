// "Change e-mail" on the request page in Chromium (issue 35 item 3): beside a signer who has not
// signed, a link opens a small form; a malformed address is pointed out at the field; a good one
// changes the signer, says so on the request page and e-mails the new link; the signer who signed
// has no link. Each page passes axe at a phone's width and a desk's, light and dark. With
// SCREENSHOT_DIR set, each page is also saved there at 390 and 1280 px. Browser-only: the PostgreSQL
// pass runs it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { check, ownerPage, type PagesRun, skip, startPagesRun } from './app-pages-support.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { request } from './helpers.ts';

let run: PagesRun;

before(async () => {
  if (skip) return;
  run = await startPagesRun();
});
after(async () => {
  await run?.close();
});

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(dir, `change-email-${name}-${size.width}.png`), fullPage: true });
  }
}

test('Change e-mail beside the signer who has not signed: refused at the field, then changed and e-mailed', {
  skip,
}, async () => {
  const { context, page } = await ownerPage(run);
  // The open request: its Client signed, its Provider has not.
  await page.goto(`${run.t.url}/app/requests/${run.open.id}`);
  const links = page.getByRole('link', { name: /^Change the e-mail address of/ });
  assert.equal(await links.count(), 1, 'only beside the signer who has not signed');
  assert.equal(await links.first().innerText(), 'Change e-mail');
  await screenshots(page, 'request');
  await check(run, page, 'request page with Change e-mail', null);

  await links.first().click();
  await page.getByRole('heading', { name: /Change the e-mail address of .*Priya Provider/ }).waitFor();
  const field = page.getByLabel(/^New e-mail address/);
  assert.equal(await field.inputValue(), 'priya@acme.test');
  assert.ok(await page.getByLabel(/E-mail the new link/).isChecked());
  await field.fill('priya at acme');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await field.inputValue(), 'priya at acme', 'kept as typed');
  await screenshots(page, 'refused');
  await check(run, page, 'Change e-mail with a malformed address', null);

  await field.fill('priya.provider@acme.test');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await page.getByText(/The e-mail address of .*Priya Provider.* is changed/).waitFor();
  assert.match(await page.locator('main').innerText(), /priya\.provider@acme\.test/);
  assert.match(
    await page.locator('main').innerText(),
    /Provider’s e-mail changed from priya@acme\.test to priya\.provider@acme\.test/,
  );
  await screenshots(page, 'changed');
  await check(run, page, 'request page after Change e-mail', null);

  const resource = await request(run.t.url, 'GET', `/api/v1/esign/submissions/${run.open.id}`, {
    token: run.tenant.apiKey,
  });
  const provider = resource.body.submitters[1];
  assert.equal(provider.email, 'priya.provider@acme.test');
  const sent = run.open as unknown as { submitters: Array<{ signingUrl: string }> };
  assert.notEqual(provider.signingUrl, sent.submitters[1].signingUrl);
  const { rows } = await run.t.services.db.query<{ to_email: string; kind: string }>(
    "SELECT to_email, kind FROM outbox_messages WHERE request_id = $1 AND kind = 'invitation' ORDER BY created_at DESC, id DESC",
    [run.open.id],
  );
  assert.deepEqual(rows[0], { to_email: 'priya.provider@acme.test', kind: 'invitation' });

  // A completed request offers no change at all.
  await page.goto(`${run.t.url}/app/requests/${run.done.id}`);
  assert.equal(await page.getByRole('link', { name: /^Change the e-mail address of/ }).count(), 0);
  assert.deepEqual(run.errors, []);
  await context.close();
});
