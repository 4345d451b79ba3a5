// Issue 45 item 1 in a real browser (Debian's Chromium, 390 and 1280 px, axe-core): a witness reads
// whose signature they witness and signs; an approver approves with one button, or rejects only with a
// reason; a viewer must tick "I have read this document" before Confirm passes their turn. No page
// raises a script error. Screenshots of each page go to .test-output/participants/ for a person to see.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, ROOT, request } from './helpers.ts';
import { complete, type SigningApp, startSigningApp, typed } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const WAIT_MS = 15_000;
const SHOTS = path.join(ROOT, '.test-output', 'participants');

const DEED = {
  name: 'Deed of gift',
  kind: 'flow',
  roles: [
    { name: 'Donor' },
    { name: 'Witness', kind: 'witness', witnessFor: 'Donor' },
    { name: 'Solicitor', kind: 'approver' },
    { name: 'Registry', kind: 'viewer' },
  ],
  body: '# Deed of gift\n\nThe donor gives the painting to the museum.\n\nWitness address: {{witnessAddress}}',
  variables: [
    { key: 'witnessAddress', label: 'Your address', type: 'text', role: 'Witness', required: true },
  ],
};
const PEOPLE = [
  { role: 'Donor', name: 'Dora Donor', email: 'dora@donor.test' },
  { role: 'Witness', name: 'Wim Witness', email: 'wim@witness.test' },
  { role: 'Solicitor', name: 'Sol Solicitor', email: 'sol@law.test' },
  { role: 'Registry', name: 'Reg Registry', email: 'reg@registry.test' },
];

let app: SigningApp;
let browser: Browser;

before(async () => {
  if (skip) return;
  app = await startSigningApp({ template: DEED });
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

/** A request whose first `signed` participants have taken their turn over HTTP. */
async function sentWith(signed: number): Promise<string[]> {
  const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
    token: app.tenant.apiKey,
    body: { templateId: app.templateId, submitters: PEOPLE, sendEmail: false },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const tokens: string[] = sent.body.submitters.map(
    (s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1],
  );
  const turns = [
    { consent: true, signature: typed('Dora Donor') },
    { consent: true, signature: typed('Wim Witness'), values: { witnessAddress: '1 Elm Row' } },
    { approve: true },
  ];
  for (let i = 0; i < signed; i++) {
    await request(app.t.url, 'POST', `/sign/${tokens[i]}/open`);
    const done = await complete(app.t.url, tokens[i], turns[i]);
    assert.equal(done.status, 200, JSON.stringify(done.body));
  }
  return tokens;
}

async function open(
  token: string,
  viewport: typeof PHONE,
): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const errors = watchForErrors(page);
  await page.goto(`${app.t.url}/sign/${token}`);
  await page.locator('#sign-form:not([hidden])').waitFor();
  return { page, errors, close: () => context.close() };
}

for (const [label, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  describe(`at ${label} px`, { skip }, () => {
    test('a witness reads whose signature they witness, gives their address and signs', async () => {
      const tokens = await sentWith(1);
      const { page, errors, close } = await open(tokens[1], viewport);
      await assert.doesNotReject(
        page.getByText('to witness the signature of Dora Donor (Donor) as Witness').waitFor(),
      );
      await checkAccessibility(page, `witness at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `witness-${label}.png`), fullPage: true });
      await page.getByLabel('Your address').fill('1 Elm Row');
      await page.getByLabel('Type your full name as your signature').fill('Wim Witness');
      await page.locator('#consent').check();
      await page.locator('#sign-button').click();
      await page.getByRole('heading', { name: 'Thank you, you have witnessed' }).waitFor();
      assert.deepEqual(errors, []);
      await close();
    });

    test('an approver approves with one button; a rejection needs a reason', async () => {
      const tokens = await sentWith(2);
      const { page, errors, close } = await open(tokens[2], viewport);
      assert.equal(await page.locator('#consent').count(), 0, 'nothing to consent to');
      assert.equal(await page.locator('#signature-pad').count(), 0, 'nothing to sign');
      await checkAccessibility(page, `approver at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `approver-${label}.png`), fullPage: true });
      await page.locator('#decline summary').click();
      await page.getByRole('button', { name: 'Reject', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, reject' }).click();
      await page.getByText('Say why you reject it.').waitFor();
      await checkAccessibility(page, `approver's rejection without a reason at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `approver-reject-${label}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('heading', { name: 'Thank you, you have approved' }).waitFor();
      assert.deepEqual(errors, []);
      await close();
    });

    test('a viewer must tick that they read the document before Confirm passes the turn', async () => {
      const tokens = await sentWith(3);
      const { page, errors, close } = await open(tokens[3], viewport);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.locator('#read-confirm-error').getByText('Tick the box to confirm').waitFor();
      await checkAccessibility(page, `viewer with the box unticked at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `viewer-${label}.png`), fullPage: true });
      await page.getByLabel('I have read this document').check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByRole('heading', { name: /Everyone has signed|Thank you, you have confirmed/ })
        .waitFor();
      assert.deepEqual(errors, []);
      await close();
    });
  });
}
