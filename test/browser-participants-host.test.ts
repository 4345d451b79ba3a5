// Issue 45 items 2 and 3 in a real browser (Debian's Chromium, 390 and 1280 px, axe-core): a member
// signed in on their phone presses "Sign in person" on a request's page, hands the device over, the
// donor signs, "Witness now" hosts the witness on the same device, and the witness signs; then the
// member takes their own turn with "Sign now". No page raises a script error. Screenshots go to
// .test-output/participants/ for a person to see.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInContext } from './app-pages-support.ts';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { DB_KIND, ROOT, request } from './helpers.ts';
import { type SigningApp, startSigningApp } from './signing-support.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const WAIT_MS = 15_000;
const SHOTS = path.join(ROOT, '.test-output', 'participants');

const DEED = {
  name: 'Deed of gift',
  kind: 'flow',
  roles: [
    { name: 'Donor' },
    { name: 'Witness', kind: 'witness', witnessFor: 'Donor' },
    { name: 'Recipient' },
  ],
  body: '# Deed of gift\n\nThe donor gives the painting to the museum.',
  variables: [],
};

let app: SigningApp;
let browser: Browser;
let owner: AppClient;

before(async () => {
  if (skip) return;
  app = await startSigningApp({ template: DEED });
  browser = await launchChromium();
  owner = new AppClient(app.t.url);
  await signIn(app.t, owner, 'owner@acme.test');
  await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

/** A browser signed in as the workspace's owner (their session cookie), at this width. */
async function ownerBrowser(viewport: typeof PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, owner, viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return { context, page };
}

async function signHere(page: Page, name: string) {
  await page.locator('#sign-form:not([hidden])').waitFor();
  await page.getByLabel('Type your full name as your signature').fill(name);
  await page.locator('#consent').check();
  await page.locator('#sign-button').click();
}

for (const [label, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  describe(`at ${label} px`, { skip }, () => {
    test('the member hosts the donor, then "Witness now" hosts the witness on the same device', async () => {
      const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
        token: app.tenant.apiKey,
        body: {
          templateId: app.templateId,
          sendEmail: false,
          submitters: [
            { role: 'Donor', name: 'Dora Donor', email: 'dora@donor.test' },
            { role: 'Witness', name: 'Wim Witness', email: 'wim@witness.test' },
            { role: 'Recipient', name: 'Rhea Recipient', email: 'rhea@museum.test' },
          ],
        },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      const { context, page } = await ownerBrowser(viewport);
      const errors = watchForErrors(page);
      await page.goto(`${app.t.url}/app/requests/${sent.body.id}`);
      await page.getByRole('button', { name: 'Sign in person' }).click();
      await page.getByRole('heading', { name: 'Hand this device over' }).waitFor();
      await checkAccessibility(page, `hand-over page at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `host-handover-${label}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Start as Dora Donor' }).click();
      await signHere(page, 'Dora Donor');
      await page.getByRole('button', { name: 'Witness now: Wim Witness' }).waitFor();
      await checkAccessibility(page, `signed page with "Witness now" at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `host-witness-now-${label}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Witness now: Wim Witness' }).click();
      await page.getByText('to witness the signature of Dora Donor (Donor) as Witness').waitFor();
      await signHere(page, 'Wim Witness');
      await page.getByRole('heading', { name: 'Thank you, you have witnessed' }).waitFor();
      await page.getByRole('link', { name: 'Back to the request' }).click();
      await page.waitForURL(/\/app\/requests\//);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a host link opened by nobody signed in, and once used, says so in a page that passes axe', async () => {
      const sent = await request(app.t.url, 'POST', '/api/v1/esign/submissions', {
        token: app.tenant.apiKey,
        body: {
          templateId: app.templateId,
          sendEmail: false,
          submitters: [
            { role: 'Donor', name: 'Dora Donor', email: `dora-${label}@donor.test` },
            { role: 'Witness', name: 'Wim Witness', email: 'wim@witness.test' },
            { role: 'Recipient', name: 'Rhea Recipient', email: 'rhea@museum.test' },
          ],
        },
      });
      const link = await request(
        app.t.url,
        'POST',
        `/api/v1/esign/submissions/${sent.body.id}/submitters/Donor/host`,
        {
          token: app.tenant.apiKey,
        },
      );
      const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      await page.goto(link.body.url);
      await page.getByRole('heading', { name: 'Sign in to host this signing' }).waitFor();
      await checkAccessibility(page, `host link without a member at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `host-member-required-${label}.png`), fullPage: true });
      await context.close();
      const member = await ownerBrowser(viewport);
      await member.page.goto(link.body.url);
      await member.page.getByRole('button', { name: 'Start as Dora Donor' }).click();
      await member.page.locator('#sign-form:not([hidden])').waitFor();
      await member.page.goto(link.body.url);
      await member.page
        .getByRole('heading', { name: 'This link to sign in person cannot be used' })
        .waitFor();
      await checkAccessibility(member.page, `used host link at ${label}`);
      await member.page.screenshot({ path: path.join(SHOTS, `host-gone-${label}.png`), fullPage: true });
      await member.context.close();
    });

    test('the member takes their own turn with "Sign now"', async () => {
      const form = await owner.get(`/app/send/${app.templateId}`);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
      const sent = await owner.post(`/app/send/${app.templateId}`, {
        idempotencyKey: key,
        'submitters.0.name': 'Owner',
        'submitters.0.email': 'owner@acme.test',
        'submitters.1.name': 'Wim Witness',
        // Other addresses at each width: the same people again so soon would be asked about as a repeat.
        'submitters.1.email': `wim-${label}@witness.test`,
        'submitters.2.name': 'Rhea Recipient',
        'submitters.2.email': `rhea-${label}@museum.test`,
      });
      assert.equal(sent.status, 303, sent.text);
      const { context, page } = await ownerBrowser(viewport);
      const errors = watchForErrors(page);
      await page.goto(`${app.t.url}${sent.location}`);
      await page.getByText('It is your turn: you take it here, no e-mail is sent to you.').waitFor();
      await checkAccessibility(page, `request page offering "Sign now" at ${label}`);
      await page.screenshot({ path: path.join(SHOTS, `sign-now-${label}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Sign now' }).click();
      await signHere(page, 'Owner');
      await page.getByRole('heading', { name: 'Thank you, you have signed' }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
