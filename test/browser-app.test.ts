// The workspace application in Debian's Chromium (issue 9), the whole path: an operator creates a
// workspace and its owner; the owner signs in from the e-mailed link, registers a passkey (Chromium's
// virtual authenticator, through the DevTools protocol), signs out, signs in with the passkey alone,
// creates an API key and uses it, sends a request from the app by keyboard alone, finds it by a
// signer's name, reminds, watches the signers sign through their pages, sees the notification and
// downloads the sealed PDF; a second member is invited and removed; voiding is done by keyboard alone.
// (browser-app-pages.test.ts checks every page with axe-core.) WebAuthn refuses IP addresses as
// relying parties, so PUBLIC_URL is http://localhost:<port> and the browser goes there.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startWorker, type Worker } from '../src/worker.ts';
import { SERVICES } from './app-support.ts';
import { DESKTOP, launchChromium } from './browser.ts';
import { request, startTestApp, type TestApp } from './helpers.ts';
import { type SmtpPeer, startSmtpPeer } from './mail-smtp-peer.ts';
import { run } from './signing-support.ts';

const WAIT_MS = 15_000;
let smtp: SmtpPeer;
let t: TestApp;
let worker: Worker;
let browser: Browser;
let base: string;
let dir: string;
const errors: string[] = [];

before(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  base = t.url.replace('127.0.0.1', 'localhost');
  t.services.config.publicUrl = base;
  worker = startWorker(t.services, { pollMs: 20 });
  browser = await launchChromium();
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-app-'));
});

after(async () => {
  await browser?.close();
  await worker?.stop();
  await t?.close();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.on('console', (message) => {
    // A page answered with a 4xx on purpose (a refused form, a dead link) is logged as a failed load.
    if (message.type() !== 'error' || /status of 4\d\d/.test(message.text())) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

function newContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, locale: 'en-US', acceptDownloads: true });
}

/** Presses Tab until `target` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} cannot be reached with Tab`);
}

function linkIn(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  assert.ok(link, `a link in: ${text}`);
  return link;
}

async function mailTo(email: string, subject: RegExp) {
  return smtp.waitForMessage(
    (m) => m.to.includes(email) && subject.test(m.subject),
    `${subject} to ${email}`,
  );
}

let owner: Page;
let ownerContext: BrowserContext;
let requestId: string;
let ownerKey: string;

test('the owner signs in from the e-mailed link, adds a passkey, signs out, and signs in with the passkey', async () => {
  const ws = await t.admin('POST', '/workspaces', { name: 'Acme Legal', plan: 'team_premium' });
  const member = await t.admin('POST', `/workspaces/${ws.body.id}/members`, {
    email: 'olivia@acme.test',
    name: 'Olivia Owner',
  });
  assert.equal(member.body.role, 'owner');

  ownerContext = await newContext();
  owner = await newPage(ownerContext);
  await owner.goto(`${base}/app`);
  await owner.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await owner.getByLabel('Work e-mail address').fill('olivia@acme.test');
  await owner.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await owner.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

  const mail = await mailTo('olivia@acme.test', /^Sign in to Acme Legal/);
  const link = linkIn(mail.text, /http:\/\/localhost:\d+\/app\/link\/[\w.-]+/);
  await owner.goto(link);
  await owner.getByRole('heading', { name: 'Sign in to Acme Legal' }).waitFor();
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('heading', { name: 'Signature requests' }).waitFor();

  // A virtual authenticator that holds discoverable credentials and verifies its user.
  const cdp = await ownerContext.newCDPSession(owner);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await owner.getByRole('link', { name: 'Passkeys' }).click();
  await owner.getByRole('heading', { name: 'Passkeys', level: 1 }).waitFor();
  await owner.getByLabel('Name for the new passkey').fill('Work laptop');
  await owner.getByRole('button', { name: 'Add a passkey' }).click();
  await owner.getByText('Passkey “Work laptop” added').waitFor();
  await owner.getByRole('rowheader', { name: 'Work laptop' }).waitFor();

  await owner.getByRole('button', { name: 'Sign out' }).click();
  await owner.getByText('You have signed out.').waitFor();
  await owner.goto(`${base}/app/requests`);
  await owner.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();

  await owner.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await owner.getByRole('heading', { name: 'Signature requests' }).waitFor();
  const { rows } = await t.services.db.query<{ method: string }>(
    'SELECT method FROM member_sessions WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [member.body.id],
  );
  assert.equal(rows[0].method, 'passkey');
});

test('the owner creates an API key in the app and uses it against /api/v1', async () => {
  await owner.getByRole('link', { name: 'API keys' }).click();
  await owner.getByLabel(/^Name/).fill('Template sync');
  await owner.getByRole('button', { name: 'Create key' }).click();
  await owner.getByText('shown only this once').waitFor();
  ownerKey = await owner.getByLabel('API key', { exact: true }).inputValue();
  assert.match(ownerKey, /^cs_live_/);
  await owner.getByRole('button', { name: 'Copy' }).click();

  const created = await request(t.url, 'POST', '/api/v1/templates', { token: ownerKey, body: SERVICES });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const published = await request(t.url, 'POST', `/api/v1/templates/${created.body.id}/publish`, {
    token: ownerKey,
  });
  assert.equal(published.status, 200);
  assert.equal((await request(t.url, 'GET', '/api/v1/esign/usage', { token: ownerKey })).status, 200);
  await owner.reload();
  assert.match((await owner.locator('table.keys').textContent()) ?? '', /Template sync/);
});

test('the owner sends a request by keyboard alone, finds it by a signer’s name and reminds', async () => {
  await owner.goto(`${base}/app/requests`);
  await tabTo(owner, owner.getByRole('link', { name: 'Send', exact: true }));
  await owner.keyboard.press('Enter');
  await owner.getByRole('heading', { name: 'Send a document' }).waitFor();
  await tabTo(owner, owner.getByRole('link', { name: /Services agreement/ }));
  await owner.keyboard.press('Enter');
  await owner.getByRole('heading', { name: 'Send “Services agreement”' }).waitFor();

  const typeInto = async (label: Locator, text: string) => {
    await tabTo(owner, label);
    await owner.keyboard.type(text);
  };
  const client = owner.getByRole('group', { name: '1. Client' });
  const provider = owner.getByRole('group', { name: '2. Provider' });
  await typeInto(client.getByLabel(/^Name/), 'Zoë Ångström');
  await typeInto(client.getByLabel(/^E-mail address/), 'zoe@client.test');
  await typeInto(provider.getByLabel(/^Name/), 'Priya Provider');
  // Sent first with a mistake: the form comes back with it pointed out and everything kept.
  await typeInto(provider.getByLabel(/^E-mail address/), 'priya at acme');
  await typeInto(owner.getByLabel(/^Client name/), 'Northwind Traders');
  await typeInto(owner.getByLabel(/^Billing e-mail/), 'billing@northwind.test');
  await typeInto(owner.getByLabel(/^Start date/), '12012026');
  await typeInto(owner.getByLabel(/^Monthly fee/), '1200');
  await tabTo(owner, owner.getByLabel(/^Billing \(required\)/));
  await owner.keyboard.press('ArrowDown');
  await tabTo(owner, owner.getByLabel('Rush delivery'));
  await owner.keyboard.press('Space');
  await typeInto(owner.getByLabel('Message to the signers'), 'Please sign by Friday.');
  await tabTo(owner, owner.getByRole('button', { name: 'Send for signature' }));
  await owner.keyboard.press('Enter');
  await owner.getByRole('heading', { name: 'There is a problem' }).waitFor();
  assert.equal(await owner.getByLabel(/^Monthly fee/).inputValue(), '1200');
  assert.equal(await owner.getByLabel('Rush delivery').isChecked(), true);
  const fix = provider.getByLabel(/^E-mail address/);
  await tabTo(owner, owner.getByRole('link', { name: /Provider, e-mail address/ }));
  await owner.keyboard.press('Enter');
  await tabTo(owner, fix);
  await owner.keyboard.press('Control+A');
  await owner.keyboard.type('priya@acme.test');
  await tabTo(owner, owner.getByRole('button', { name: 'Send for signature' }));
  await owner.keyboard.press('Enter');
  await owner.getByText('The request is sent.').waitFor();
  requestId = /\/app\/requests\/(sr_[0-9a-z]+)/.exec(owner.url())![1];

  await owner.goto(`${base}/app/requests`);
  await owner.getByLabel('Search by signer name, signer e-mail, template or request id').fill('Ångström');
  await owner.keyboard.press('Enter');
  await owner.waitForURL(/q=/);
  await owner.getByRole('link', { name: 'Services agreement' }).click();
  await owner.waitForURL(`**/app/requests/${requestId}`);
  await owner.getByRole('button', { name: 'Remind Zoë Ångström' }).click();
  // User-given text in a plain sentence is isolated (U+2068 … U+2069): the test reads past the marks.
  await owner.getByText(/^Reminder sent to \u2068?zoe@client\.test\u2069?\.$/).waitFor();
  await owner.getByText(/You can remind them again in 15 minutes/).waitFor();
  await mailTo('zoe@client.test', /^Reminder:/);
});

test('the signers sign through their pages; the owner sees the notification and downloads the sealed PDF', async () => {
  const signers = await newContext();
  for (const [email, name] of [
    ['zoe@client.test', 'Zoë Ångström'],
    ['priya@acme.test', 'Priya Provider'],
  ]) {
    const invitation = await mailTo(email, /^Please sign:/);
    const page = await newPage(signers);
    await page.goto(linkIn(invitation.text, /http:\/\/localhost:\d+\/sign\/[\w.-]+/));
    await page.getByLabel('Type your full name as your signature').fill(name);
    await page.getByLabel(/I have read the notice above/).check();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByRole('heading', { name: /Thank you, you have signed|Everyone has signed/ }).waitFor();
    await page.close();
  }
  await signers.close();

  await owner.goto(`${base}/app/requests`);
  const bell = owner.getByRole('link', { name: 'Notifications, 1 unread' });
  await bell.waitFor();
  await bell.click();
  await owner.getByRole('heading', { name: 'Notifications' }).waitFor();
  // Unread, it is a button that marks it read and opens the request.
  await owner.getByRole('button', { name: '“Services agreement” is completed' }).first().click();
  await owner.waitForURL(`**/app/requests/${requestId}`);
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('link', { name: 'Download the signed PDF' }).click(),
  ]);
  const file = path.join(dir, 'executed.pdf');
  await download.saveAs(file);
  const sig = (await run('pdfsig', [file])).output;
  assert.match(sig, /Signature Validation: Signature is Valid\./);
  const { rows } = await t.services.db.query<{ actor: { type: string } }>(
    `SELECT actor FROM audit_log WHERE request_id = $1 AND action = 'document.downloaded'`,
    [requestId],
  );
  assert.equal(rows[0].actor.type, 'member');
  await owner.goto(`${base}/app/notifications`);
  // Opening the notification marked it read; any others go with "Mark all as read".
  const markAll = owner.getByRole('button', { name: 'Mark all as read' });
  if ((await markAll.count()) > 0) await markAll.click();
  await owner.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
});

test('a second member is invited and removed: their open session stops at once and their key answers 403', async () => {
  await owner.getByRole('link', { name: 'Members' }).click();
  await owner.getByLabel(/^Name/).fill('Sam Second');
  await owner.getByLabel(/^E-mail address/).fill('sam@acme.test');
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText('Invitation sent.').waitFor();

  const invitation = await mailTo('sam@acme.test', /^You are invited to Acme Legal/);
  const samContext = await newContext();
  const sam = await newPage(samContext);
  await sam.goto(linkIn(invitation.text, /http:\/\/localhost:\d+\/app\/link\/[\w.-]+/));
  await sam.getByRole('heading', { name: 'Join Acme Legal' }).waitFor();
  await sam.getByRole('button', { name: 'Join and sign in' }).click();
  await sam.getByRole('heading', { name: 'Signature requests' }).waitFor();
  await sam.getByRole('link', { name: 'API keys' }).click();
  await sam.getByLabel(/^Name/).fill('Sam’s script');
  await sam.getByRole('button', { name: 'Create key' }).click();
  const samKey = await sam.getByLabel('API key', { exact: true }).inputValue();
  assert.equal((await request(t.url, 'GET', '/api/v1/esign/usage', { token: samKey })).status, 200);
  await sam.getByRole('link', { name: 'Sessions' }).click();

  await owner.reload();
  await owner.getByRole('link', { name: 'Remove Sam Second from the workspace?' }).click();
  await owner.getByRole('heading', { name: 'Remove Sam Second from the workspace?' }).waitFor();
  await owner.getByRole('button', { name: 'Remove member' }).click();
  await owner.getByText('The member was removed').waitFor();

  await sam.reload();
  await sam.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  const refused = await request(t.url, 'GET', '/api/v1/esign/usage', { token: samKey });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.code, 'key_creator_left_organization');
  await samContext.close();
});

test('voiding is done by keyboard alone, after its confirmation step', async () => {
  const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
    token: ownerKey,
    body: {
      templateId: (await request(t.url, 'GET', '/api/v1/templates', { token: ownerKey })).body.templates[0]
        .id,
      submitters: [
        { role: 'Client', name: 'Victor Void', email: 'victor@client.test' },
        { role: 'Provider', name: 'Priya Provider', email: 'priya@acme.test' },
      ],
      values: {
        clientName: 'Victor Ltd',
        clientEmail: 'a@victor.test',
        startDate: '2027-01-01',
        fee: 10,
        billing: 'monthly',
      },
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201);
  await owner.goto(`${base}/app/requests/${sent.body.id}`);
  await tabTo(owner, owner.getByRole('link', { name: 'Void this request…' }));
  await owner.keyboard.press('Enter');
  await owner.getByRole('heading', { name: /^Void “\u2068?Services agreement\u2069?”\?$/ }).waitFor();
  await tabTo(owner, owner.getByLabel('Reason'));
  await owner.keyboard.type('Sent by mistake');
  await tabTo(owner, owner.getByRole('button', { name: 'Void request' }));
  await owner.keyboard.press('Enter');
  await owner.getByText('The request is voided.').waitFor();
  const polled = await request(t.url, 'GET', `/api/v1/esign/submissions/${sent.body.id}`, {
    token: ownerKey,
  });
  assert.equal(polled.body.status, 'voided');
});

test('no page raised a script error or a CSP violation', async () => {
  await ownerContext.close();
  assert.deepEqual(errors, []);
});
