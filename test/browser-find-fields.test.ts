// The builder's "Find fields" (issue 33 item 4) in Chromium at 390 px: a lease with blanks uploaded
// as a draft, its fields found and outlined on the page, one dismissed, one accepted, the rest
// accepted at once, a role assigned to a found field; the saved draft holds them with the labels read
// from the page; found again, only the blank without a field is proposed. Then the acceptance line in
// full: the draft is published from the builder, sent, and its signing link opened at 390 px with
// touch; the signer fills and signs the found fields and the request completes, each value inside
// its found box on the executed PDF. axe-clean; screenshots at 390 and 1280 px. PostgreSQL pass only
// (browser-only).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { inside, signedInContext, wordsOf } from './builder-support.ts';
import { leaseWithUnderscores } from './detect-set/forms.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-h33-detect';
let t: TestApp;
let tenant: Tenant;
let browser: Browser;

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await t?.close();
});

async function newDraft(name: string): Promise<{ editUrl: string; id: string }> {
  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  await client.get('/app/templates/new');
  const pdf = Buffer.from((await leaseWithUnderscores()).pdf).toString('base64');
  const created = await client.postJson('/app/templates', { name, kind: 'coordinate', pdf });
  assert.equal(created.status, 200, created.text);
  const editUrl = JSON.parse(created.text).redirect as string;
  return { editUrl, id: /templates\/(tpl_[^/]+)\/edit/.exec(editUrl)?.[1] ?? '' };
}

test('"Find fields" outlines the blanks; each is accepted or dismissed, or all at once; a found field takes a role', {
  skip,
}, async () => {
  const { editUrl, id } = await newDraft('Lease with blanks');
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await signedInContext(browser, t, 'owner@acme.test', viewport);
    const p = await context.newPage();
    p.setDefaultTimeout(20_000);
    const errors = watchForErrors(p);
    await p.goto(`${t.url}${editUrl}`);
    await p.locator('[data-builder][data-ready="1"]').waitFor();
    await p.getByRole('button', { name: 'Find fields', exact: true }).click();
    const items = p.locator('#found-list li');
    if (viewport === PHONE) {
      await p.getByText('6 fields found: accept or dismiss each, or all at once.').waitFor();
      await p.locator('.pdf-page[data-page="1"]').scrollIntoViewIfNeeded();
      assert.equal(await p.locator('.pdf-page[data-page="1"] .found-box').count(), 6);
      assert.deepEqual(await items.locator('span').allTextContents(), [
        'Signature “Signature”, page 1',
        'Date “Date”, page 1',
        'Text “Printed name”, page 1',
        'Signature “Signature”, page 1',
        'Date “Date”, page 1',
        'Text “Printed name”, page 1',
      ]);
    } else {
      // Found again once five are placed: only the dismissed blank is proposed.
      await p.getByText('1 field found: accept or dismiss it.').waitFor();
      assert.deepEqual(await items.locator('span').allTextContents(), ['Text “Printed name”, page 1']);
    }
    await p.locator('.pdf-page.drawn').first().waitFor();
    await p.screenshot({ path: path.join(SHOTS, `find-fields-${viewport.width}.png`), fullPage: true });
    await checkAccessibility(p, `found fields at ${viewport.width} px`);
    if (viewport === DESKTOP) {
      // The second look, at 1280 px, after the draft was built at 390 px.
      assert.deepEqual(errors, []);
      await context.close();
      continue;
    }

    // Dismiss the second printed name, accept the first signature, then all that are left.
    await p.getByRole('button', { name: 'Dismiss Text “Printed name”, page 1' }).last().click();
    await p.getByRole('button', { name: 'Accept Signature “Signature”, page 1' }).first().click();
    await p.getByText('1 field added.').waitFor();
    assert.equal(await items.count(), 4);
    assert.equal(await p.locator('.found-box').count(), 4);
    await p.getByRole('button', { name: 'Accept all', exact: true }).click();
    await p.getByText('4 fields added.').waitFor();
    assert.equal(await items.count(), 0);
    assert.equal(await p.locator('.found-box').count(), 0);
    assert.equal(await p.locator('.pdf-page[data-page="1"] .field-box[data-name]').count(), 5);

    // Assign the first printed name (the one text field) to the signer's role.
    await p.locator('.field-pick', { hasText: /^Text/ }).first().click();
    const role = await p
      .locator('#prop-role option')
      .evaluateAll((o) => (o as HTMLOptionElement[]).map((x) => x.value));
    const signer = role.find((r) => r !== '')!;
    await p.locator('#prop-role').selectOption(signer);
    await p.getByText('All changes saved', { exact: true }).waitFor();
    await p.screenshot({ path: path.join(SHOTS, 'find-fields-390-accepted.png'), fullPage: true });
    await checkAccessibility(p, 'found fields accepted at 390 px');
    assert.deepEqual(errors, []);
    await context.close();

    const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
    const fields = read.body.fields as Array<{ type: string; label: string; role?: string; page: number }>;
    assert.deepEqual(
      fields.map((f) => [f.type, f.label, f.page]).sort(),
      [
        ['date', 'Date', 1],
        ['date', 'Date', 1],
        ['signature', 'Signature', 1],
        ['signature', 'Signature', 1],
        ['text', 'Printed name', 1],
      ].sort(),
    );
    assert.equal(fields.find((f) => f.type === 'text')?.role, signer);
    for (const f of fields.filter((f) => f.type === 'signature'))
      assert.ok(f.role, 'a signature is a signer’s');
  }
  await publishSendAndSign(editUrl, id);
});

interface Found {
  name: string;
  type: string;
  label: string;
  role?: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Publishes the draft from the builder, sends it, and signs it at 390 px with touch. */
async function publishSendAndSign(editUrl: string, id: string) {
  const builder = await signedInContext(browser, t, 'owner@acme.test', PHONE);
  const b = await builder.newPage();
  b.setDefaultTimeout(20_000);
  await b.goto(`${t.url}${editUrl}`);
  await b.locator('[data-builder][data-ready="1"]').waitFor();
  await b.getByRole('button', { name: 'Publish', exact: true }).click();
  await b.getByRole('heading', { name: 'Publish “Lease with blanks”?' }).waitFor();
  await b.getByRole('button', { name: 'Publish', exact: true }).click();
  await b.getByText('“Lease with blanks” is published').waitFor();
  await builder.close();

  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  assert.equal(read.body.status, 'published');
  const fields = read.body.fields as Found[];
  const roles = read.body.roles as Array<{ name: string }>;
  const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
    token: tenant.apiKey,
    body: {
      templateId: id,
      submitters: roles.map((r, i) => ({
        role: r.name,
        name: `Signer ${i + 1}`,
        email: `s${i}@example.test`,
      })),
      sendEmail: false,
    },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  assert.deepEqual(roles, [{ name: 'Signer', kind: 'signer' }]);
  const named = (type: string) => fields.filter((f) => f.type === type).map((f) => f.name);

  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const p = await context.newPage();
  p.setDefaultTimeout(20_000);
  const errors = watchForErrors(p);
  await p.goto(sent.body.submitters[0].signingUrl);
  await p.locator('[data-in-place][data-ready="1"]').waitFor();
  // Every found field is a box on the page, where the builder found it.
  for (const f of fields) assert.equal(await p.locator(`#box-${f.name}`).count(), 1, f.name);
  await p.screenshot({ path: path.join(SHOTS, 'find-fields-signing-390.png'), fullPage: true });
  await checkAccessibility(p, 'signing the found fields at 390 px');

  const [printed] = named('text');
  await p.locator(`#box-${printed}`).tap();
  assert.equal(await p.locator('#sheet-title').textContent(), 'Printed name');
  await p.keyboard.type('Tina Tenant');
  await p.getByRole('button', { name: 'Done' }).tap();
  const [first, second] = named('signature');
  await p.locator(`#box-${first}`).tap();
  await p.locator('#typed-signature').tap();
  await p.keyboard.type('Tina Tenant');
  await p.getByRole('button', { name: 'Done' }).tap();
  // One signature signs both found signature lines.
  assert.equal(await p.locator(`#box-${second} .box-mark`).textContent(), 'Tina Tenant');
  await p.screenshot({ path: path.join(SHOTS, 'find-fields-signing-390-filled.png'), fullPage: true });
  await p.getByRole('button', { name: 'Next', exact: true }).tap();
  await p
    .getByLabel(/I agree|consent/i)
    .first()
    .tap();
  await p.getByRole('button', { name: 'Sign', exact: true }).tap();
  await p
    .getByRole('heading', { name: /signed/i })
    .first()
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  const status = await request(t.url, 'GET', `/api/v1/esign/submissions/${sent.body.id}`, {
    token: tenant.apiKey,
  });
  assert.equal(status.body.status, 'completed', JSON.stringify(status.body));
  const executed = await fetch(`${t.url}/api/v1/esign/submissions/${sent.body.id}/document`, {
    headers: { authorization: `Bearer ${tenant.apiKey}` },
  });
  assert.equal(executed.status, 200);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-find-fields-'));
  try {
    const words = await wordsOf(new Uint8Array(await executed.arrayBuffer()), dir, {});
    const expect = (text: string | RegExp, name: string) => {
      const box = fields.find((f) => f.name === name)!;
      const found = words.filter((w) => (typeof text === 'string' ? w.text === text : text.test(w.text)));
      assert.ok(
        found.some((w) => inside(w, box)),
        `${text} inside ${name} ${JSON.stringify(box)}: ${JSON.stringify(found)}`,
      );
    };
    expect('Tina', printed);
    expect('Tina', first);
    expect('Tina', second);
    // The signing dates, filled by the service, in their found boxes.
    for (const date of named('date')) expect(/\d{4}/, date);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A one-page application form with PDF form fields: a name, a radio group, a dropdown, check boxes. */
async function applicationForm(): Promise<string> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Membership application', { x: 72, y: 780, size: 16, font });
  page.drawText('Name', { x: 72, y: 722, size: 10, font });
  page.drawText('Plan: Basic / Pro', { x: 72, y: 672, size: 10, font });
  page.drawText('City', { x: 72, y: 622, size: 10, font });
  const form = doc.getForm();
  form.createTextField('applicant.name').addToPage(page, { x: 72, y: 700, width: 200, height: 18 });
  const plan = form.createRadioGroup('plan');
  plan.addOptionToPage('Basic', page, { x: 72, y: 650, width: 14, height: 14 });
  plan.addOptionToPage('Pro', page, { x: 130, y: 650, width: 14, height: 14 });
  const city = form.createDropdown('address.city');
  city.addOptions(['Berlin', 'Paris']);
  city.addToPage(page, { x: 72, y: 600, width: 120, height: 18 });
  return Buffer.from(await doc.save()).toString('base64');
}

test('"Find fields" on a PDF form proposes its radio group as a radio with its options, as form import does (issue 44 item 14)', {
  skip,
}, async () => {
  const client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  await client.get('/app/templates/new');
  const created = await client.postJson('/app/templates', {
    name: 'Membership',
    kind: 'coordinate',
    pdf: await applicationForm(),
    pdfName: 'membership-form.pdf',
  });
  assert.equal(created.status, 200, created.text);
  const editUrl = JSON.parse(created.text).redirect as string;
  const id = /templates\/(tpl_[^/]+)\/edit/.exec(editUrl)?.[1] ?? '';
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await signedInContext(browser, t, 'owner@acme.test', viewport);
    const p = await context.newPage();
    p.setDefaultTimeout(20_000);
    const errors = watchForErrors(p);
    await p.goto(`${t.url}${editUrl}`);
    await p.locator('[data-builder][data-ready="1"]').waitFor();
    await p.getByRole('button', { name: 'Find fields', exact: true }).click();
    const items = p.locator('#found-list li');
    if (viewport === DESKTOP) {
      // Accepted at 390 px: nothing left to propose.
      await p.getByText('No fields were found in this PDF.').waitFor();
      assert.equal(await items.count(), 0);
      await checkAccessibility(p, `a form found again at ${viewport.width} px`);
      assert.deepEqual(errors, []);
      await context.close();
      continue;
    }
    await p.getByText('3 fields found: accept or dismiss each, or all at once.').waitFor();
    assert.deepEqual((await items.locator('span').allTextContents()).sort(), [
      'Choice “Address city”, page 1',
      'Radio buttons “Plan”, page 1',
      'Text “Applicant name”, page 1',
    ]);
    await p.locator('.pdf-page.drawn').first().waitFor();
    await p.screenshot({ path: path.join(SHOTS, 'find-fields-form-390.png'), fullPage: true });
    await checkAccessibility(p, 'a form’s fields found at 390 px');
    await p.getByRole('button', { name: 'Accept all', exact: true }).click();
    await p.getByText('3 fields added.').waitFor();
    await p.getByText('All changes saved', { exact: true }).waitFor();
    await p.screenshot({ path: path.join(SHOTS, 'find-fields-form-390-accepted.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
  const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
  const fields = read.body.fields as Array<{
    name: string;
    type: string;
    label: string;
    options?: string[];
    optionBoxes?: unknown[];
  }>;
  assert.deepEqual(
    fields
      .map(
        (f) =>
          `${f.name} ${f.type} ${f.label}${f.options ? ` [${f.options.join('|')}]` : ''}${f.optionBoxes ? ` ${f.optionBoxes.length} boxes` : ''}`,
      )
      .sort(),
    [
      'address_city select Address city [Berlin|Paris]',
      'applicant_name text Applicant name',
      'plan radio Plan [Basic|Pro] 2 boxes',
    ],
  );
  assert.deepEqual(
    read.body.documents.map((d: { name: string }) => d.name),
    ['membership-form'],
  );
});
