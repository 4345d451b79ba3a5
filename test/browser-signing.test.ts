// The signing page in a real browser (Debian's Chromium through playwright-core), reached from the
// invitation e-mail as a loopback SMTP server received it: the first signer, on a phone-sized
// screen, draws a signature; the second uses the keyboard and types one; the executed document is
// then downloaded and checked. A signer name carrying <script> must read as text everywhere.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import {
  downloadExecuted,
  poll,
  run,
  type SigningApp,
  sendForSignature,
  startSigningApp,
} from './signing-support.ts';

const WAIT_MS = 15_000;
const CLIENT = {
  role: 'Client',
  name: 'Zoë <script>window.pwned=1</script> Ångström',
  email: 'zoe@client.test',
};
const CONSULTANT = { role: 'Consultant', name: 'Łukasz Żółć', email: 'lukasz@consultant.test' };

let smtp: SmtpPeer;
let app: SigningApp;
let browser: Browser | undefined;
let dir: string;

before(async () => {
  smtp = await startSmtpPeer();
  app = await startSigningApp({ env: { SMTP_URL: smtp.url }, worker: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-browser-'));
});

after(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function invitationTo(email: string): Promise<{ mail: ReceivedMail; link: string }> {
  const mail = await smtp.waitForMessage(
    (m) => m.to.includes(email) && m.subject.startsWith('Please sign:'),
    `the invitation to ${email}`,
  );
  const link = /https?:\/\/[^\s"<>]+\/sign\/[\w.-]+/.exec(mail.text)?.[0];
  assert.ok(link, `the invitation carries a signing link: ${mail.text}`);
  return { mail, link };
}

/** Console errors and uncaught exceptions, among them any CSP violation. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('two signers sign in the browser from their e-mails: one draws, one types; the document is sealed', async (t) => {
  const sent = await sendForSignature(app, { submitters: [CLIENT, CONSULTANT] });
  browser = await launchChromium();

  // The first signer, on a phone, from the invitation e-mail.
  const first = await invitationTo(CLIENT.email);
  assert.ok(first.mail.html.includes('Zoë &lt;script&gt;window.pwned=1&lt;/script&gt; Ångström'));
  assert.doesNotMatch(first.mail.html, /<script/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const errors = watchForErrors(page);
  await page.goto(first.link);
  await page.getByRole('heading', { level: 1, name: 'Consulting agreement' }).waitFor();
  assert.match(
    (await page.locator('p.lead').textContent()) ?? '',
    /Zoë <script>window\.pwned=1<\/script> Ångström/,
  );
  assert.equal(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);

  // Signing without ticking consent is refused on the page, accessibly.
  await page.getByLabel('Your reference').fill('PO-77');
  await page.getByLabel('Draw my signature').check();
  const pad = page.locator('#signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  assert.ok(box && box.width > 200, 'the drawing area spans the phone screen');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.7, 0.7],
    [0.9, 0.4],
  ]) {
    await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy, { steps: 8 });
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByRole('alert').getByText('Tick the box to agree to sign electronically.').waitFor();

  await page.getByLabel(/I have read the notice above/).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByRole('heading', { name: 'Thank you, you have signed' }).waitFor();
  assert.deepEqual(errors, [], 'no script errors and no CSP violations');
  await phone.close();

  // The second signer, at a desk, with the keyboard.
  const second = await invitationTo(CONSULTANT.email);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page2 = await desk.newPage();
  page2.setDefaultTimeout(WAIT_MS);
  const errors2 = watchForErrors(page2);
  await page2.goto(second.link);
  await page2.getByRole('heading', { level: 1, name: 'Consulting agreement' }).waitFor();
  assert.match(
    (await page2.locator('article.document').textContent()) ?? '',
    /Signed by Zoë <script>window\.pwned=1<\/script> Ångström/,
  );
  await page2.getByLabel('Start date').fill('2026-12-01');
  await page2.getByLabel('Type your full name as your signature').focus();
  await page2.keyboard.type(CONSULTANT.name);
  await page2.keyboard.press('Tab');
  await page2.getByLabel(/I have read the notice above/).focus();
  await page2.keyboard.press('Space');
  assert.equal(await page2.getByLabel(/I have read the notice above/).isChecked(), true);
  await page2.getByRole('button', { name: 'Sign', exact: true }).focus();
  const started = performance.now();
  await page2.keyboard.press('Enter');
  await page2.getByRole('heading', { name: 'Everyone has signed' }).waitFor();
  t.diagnostic(
    `the last signature, through to the completed page, took ${(performance.now() - started).toFixed(0)} ms`,
  );
  assert.deepEqual(errors2, [], 'no script errors and no CSP violations');
  await desk.close();

  // The request and its executed document.
  const polled = (await poll(app, sent.id)).body;
  assert.equal(polled.status, 'completed');
  assert.equal(polled.hasSignedDocument, true);
  const download = await downloadExecuted(app, sent.id);
  assert.equal(download.status, 200);
  const file = path.join(dir, 'executed.pdf');
  await writeFile(file, download.body);
  const sig = (await run('pdfsig', [file])).output;
  assert.match(sig, /Total document signed/);
  assert.match(sig, /Signature Validation: Signature is Valid\./);
  assert.equal((await run('qpdf', ['--check', file])).code, 0);
  const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).output;
  for (const value of [
    CLIENT.name,
    CLIENT.email,
    CONSULTANT.name,
    CONSULTANT.email,
    'PO-77',
    '1 December 2026',
    sent.id,
  ]) {
    assert.ok(text.includes(value), `"${value}" is in the executed document`);
  }
  assert.ok(
    text.includes('HeadlessChrome') || text.includes('Chrome/'),
    "the browser's user agent is on the certificate",
  );
  // The drawn signature is an image on the executed pages.
  const images = (await run('pdfimages', ['-list', file])).output;
  assert.ok(images.split('\n').filter((line) => /^\s+\d+\s+\d+\s+image/.test(line)).length >= 1, images);

  // Both signers receive the executed document.
  await assertCompletionMails(download.body);
});

test('a signer declines from the page with a reason, and the request reads declined', async () => {
  const sent = await sendForSignature(app, {
    submitters: [
      { ...CLIENT, email: 'decliner@client.test' },
      { ...CONSULTANT, email: 'other@consultant.test' },
    ],
  });
  browser ??= await launchChromium();
  const { link } = await invitationTo('decliner@client.test');
  // On a phone, where the guide's bar is fixed at the foot of the screen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const errors = watchForErrors(page);
  await page.goto(link);
  await page.locator('.guide-bar').waitFor();
  await page.getByText('Decline to sign', { exact: true }).first().click();
  // The guide steps aside while the signer declines (issue 31 item 16: its bar covered "No, go back").
  await page.locator('.guide-bar').waitFor({ state: 'hidden' });
  await page.getByLabel(/^Reason/).fill('The daily rate is wrong');
  await page.getByRole('button', { name: 'Decline to sign' }).click();
  // Nothing is declined before the signer confirms.
  await page.getByText('Decline to sign Consulting agreement? This cannot be undone.').waitFor();
  const goBack = page.getByRole('button', { name: 'No, go back' });
  await goBack.scrollIntoViewIfNeeded();
  assert.ok(
    await goBack.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height - 2) === button;
    }),
    'nothing covers the decline’s own buttons',
  );
  assert.equal((await poll(app, sent.id)).body.status, 'opened');
  await page.getByRole('button', { name: 'Yes, decline' }).click();
  await page.getByRole('heading', { name: 'This request was declined' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  const polled = (await poll(app, sent.id)).body;
  assert.equal(polled.status, 'declined');
  assert.equal(polled.submitters[0].status, 'declined');
  const { rows } = await app.t.services.db.query<{ decline_reason: string }>(
    'SELECT decline_reason FROM submitters WHERE request_id = $1 AND position = 0',
    [sent.id],
  );
  assert.equal(rows[0].decline_reason, 'The daily rate is wrong');
});

async function assertCompletionMails(executed: Buffer) {
  for (const email of [CLIENT.email, CONSULTANT.email]) {
    const done = await smtp.waitForMessage(
      (m) => m.to.includes(email) && m.subject.startsWith('Completed:'),
      `completion to ${email}`,
    );
    assert.ok(done.attachments[0]?.content.equals(executed));
    assert.doesNotMatch(done.html, /<script/);
  }
}
