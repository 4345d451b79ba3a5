// Issue 34 in the editors, in Chromium: the builder and the flow editor create a field of each of the
// 13 types and set every rule (options, how many of a multiple, option boxes placed on the page,
// a phone's country, how many files, a format and its message, a condition, read-only, a number's
// range, a signer's date); the definition each editor sends is read as it leaves the page and is the
// contract's JSON. Both pass axe-core at 390 and 1280 px. Whether the server keeps it depends on the
// definition parser of the other issue 34 branches: that part is probed and skipped with its reason
// until the parser takes the new types. Runs on the PostgreSQL pass only (browser-only).
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { AppClient, signIn } from './app-support.ts';
import { checkAccessibility, DESKTOP, launchChromium, PHONE, watchForErrors } from './browser.ts';
import { centre, drag, signedInContext, twoPagePdf } from './builder-support.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';
const SHOTS = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'countersign-shots');
const TYPES = [
  'text',
  'number',
  'date',
  'email',
  'checkbox',
  'select',
  'signature',
  'initials',
  'radio',
  'multiple',
  'phone',
  'file',
  'image',
];

let t: TestApp;
let tenant: Tenant;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let client: AppClient;

before(async () => {
  if (skip) return;
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  browser = await launchChromium();
  context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  errors = watchForErrors(page);
  client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
  await client.get('/app/templates/new');
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await t?.close();
});

/** Axe at both widths, with a screenshot of the page and of the parts named (for a person to look at). */
async function checkAtBothWidths(label: string, shot: string, parts: Record<string, string> = {}) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await checkAccessibility(page, `${label} at ${size.width} px`);
    await page.screenshot({ path: path.join(SHOTS, `${shot}-${size.width}.png`), fullPage: true });
    for (const [name, selector] of Object.entries(parts))
      await page
        .locator(selector)
        .first()
        .screenshot({ path: path.join(SHOTS, `${shot}-${name}-${size.width}.png`) });
  }
}

/** The definitions the page sends to its save route, as they leave it. */
function sentDefinitions(): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith('/definition'))
      sent.push((r.postDataJSON() as { definition: Record<string, unknown> }).definition);
  });
  return sent;
}

/**
 * Whether the server's definition parser takes issue 34's types (the other branches build it): the
 * definition as sent is saved straight through the save route; its problems when it is refused.
 */
async function parserRefuses(editPath: string, definition: unknown): Promise<string | undefined> {
  const saved = await client.postJson(`${editPath.replace('/edit', '')}/definition`, { definition });
  if (saved.status === 200) return undefined;
  return `the definition parser does not take issue 34's types and rules yet (the other issue 34 branches build it): ${saved.text.slice(0, 300)}`;
}

type Sent = { name?: string; key?: string } & Record<string, unknown>;
const byKey = (list: unknown): Record<string, Sent> =>
  Object.fromEntries((list as Sent[]).map((input) => [String(input.name ?? input.key), input]));

test('the builder creates each of the 13 types and every rule, and sends the contract’s JSON', {
  skip,
}, async (ctx) => {
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name: 'Every type', kind: 'coordinate', pdf });
  const editPath = JSON.parse(created.text).redirect as string;
  const sent = sentDefinitions();
  await page.setViewportSize(DESKTOP);
  await page.goto(`${t.url}${editPath}`);
  await page.locator('[data-builder][data-ready="1"]').waitFor();
  assert.deepEqual(
    await page
      .locator('.palette-item')
      .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.type)),
    TYPES,
  );

  // One field of each type, by keyboard, each moved down the page by its Y.
  for (const [i, type] of TYPES.entries()) {
    await page.locator(`.palette-item[data-type="${type}"]`).focus();
    await page.keyboard.press('Enter');
    await page.locator(`.field-box[data-name="signer_${type}"]`).waitFor();
    await page.locator('#prop-y').fill(String(40 + i * 48));
    await page.locator('#prop-y').press('Tab');
  }
  const pick = async (name: string) => {
    await page.locator(`.field-box[data-name="${name}"]`).focus();
    await page.locator('#props').waitFor();
  };
  const visible = (id: string) => page.locator(`#${id}`).isVisible();

  await pick('signer_radio');
  assert.equal(await visible('prop-options'), true);
  assert.equal(await visible('prop-minSelected'), false);
  await page.locator('#prop-options').fill('Basic\nPro');
  await page.locator('#prop-options').press('Tab');
  await page.getByLabel('Mark each option in its own box').check();
  const optionBoxes = page.locator('.option-box[data-index="8"]');
  assert.equal(await optionBoxes.count(), 2);
  assert.equal(await optionBoxes.nth(1).getAttribute('aria-label'), 'Option “Pro” of “signer_radio”');
  // The second option's box is dragged onto the page like a field (and nudged by a key).
  const from = await centre(optionBoxes.nth(1));
  await drag(page, from, { x: from.x + 150, y: from.y + 20 });
  await optionBoxes.nth(1).focus();
  await page.keyboard.press('ArrowRight');

  await pick('signer_multiple');
  await page.locator('#prop-options').fill('Parking\nStorage\nCleaning');
  await page.locator('#prop-options').press('Tab');
  await page.getByLabel('Fewest to choose').fill('1');
  await page.getByLabel('Most to choose').fill('2');
  await page.getByLabel('Most to choose').press('Tab');

  await pick('signer_phone');
  assert.equal(await visible('prop-region'), true);
  await page.getByLabel('Country of the numbers').fill('gb');
  await page.getByLabel('Format (regular expression)').fill('^\\+44');
  await page.getByLabel('Said when the format does not match').fill('A UK number, please');
  await page.getByLabel('Said when the format does not match').press('Tab');

  await pick('signer_file');
  assert.equal(await visible('prop-readonly'), false, 'a file is the signer’s own');
  await page.getByLabel('Most files').selectOption('3');

  await pick('signer_text');
  await page.getByLabel('The sender fills it; the signer cannot change it').check();
  await page.getByLabel('Show only when').selectOption('signer_radio');
  assert.deepEqual(await page.locator('#prop-showIf-choice option').allTextContents(), ['Basic', 'Pro']);
  await page.locator('#prop-showIf-choice').selectOption('Pro');

  await pick('signer_email');
  await page.getByLabel('Show only when').selectOption('signer_checkbox');
  await page.getByLabel('Condition').selectOption('notEquals');
  await page.locator('#prop-showIf-choice').selectOption('true');

  await pick('signer_number');
  await page.getByLabel('Minimum').fill('1');
  await page.getByLabel('Maximum').fill('12');
  await page.getByLabel('Whole numbers only').check();
  await page.getByLabel('Show only when').selectOption('signer_phone');
  await page.getByLabel('Condition').selectOption('notEmpty');
  assert.equal(await visible('prop-showIf-value'), false);

  await pick('signer_radio');
  await checkAtBothWidths('builder with every type', 'builder-field-types', {
    page: '.pdf-page[data-page="1"]',
    properties: '.builder-props',
  });
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.locator('#save-state[data-state="saved"], #save-state[data-state="refused"]').waitFor();

  const definition = sent.at(-1) as { fields: unknown };
  const fields = byKey(definition.fields);
  assert.deepEqual(
    Object.keys(fields),
    TYPES.map((type) => `signer_${type}`),
  );
  for (const type of TYPES) assert.equal(fields[`signer_${type}`].type, type);
  const radio = fields.signer_radio;
  assert.deepEqual(radio.options, ['Basic', 'Pro']);
  const boxes = radio.optionBoxes as Array<{ x: number; y: number; width: number; height: number }>;
  assert.equal(boxes.length, 2);
  assert.deepEqual([boxes[0].width, boxes[0].height], [14, 14]);
  assert.ok(boxes[1].x > boxes[0].x + 100, `the dragged box moved: ${JSON.stringify(boxes)}`);
  assert.deepEqual(
    [fields.signer_multiple.options, fields.signer_multiple.minSelected, fields.signer_multiple.maxSelected],
    [['Parking', 'Storage', 'Cleaning'], 1, 2],
  );
  assert.deepEqual(
    [fields.signer_phone.region, fields.signer_phone.pattern, fields.signer_phone.patternMessage],
    ['GB', '^\\+44', 'A UK number, please'],
  );
  assert.equal(fields.signer_file.maxFiles, 3);
  assert.equal(fields.signer_text.readonly, true);
  assert.deepEqual(fields.signer_text.showIf, { field: 'signer_radio', equals: 'Pro' });
  assert.deepEqual(fields.signer_email.showIf, { field: 'signer_checkbox', notEquals: true });
  assert.deepEqual(
    [
      fields.signer_number.min,
      fields.signer_number.max,
      fields.signer_number.integer,
      fields.signer_number.showIf,
    ],
    [1, 12, true, { field: 'signer_phone', notEmpty: true }],
  );
  // A signer's date from the builder is the signing date unless the author lets them change it.
  assert.equal(fields.signer_date.editable, false);
  assert.equal(fields.signer_signature.role, 'Signer');
  assert.equal(fields.signer_file.role, 'Signer');
  assert.deepEqual(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );

  await ctx.test('the server keeps it, read back through the API', async (sub) => {
    const refused = await parserRefuses(editPath, definition);
    if (refused) return sub.skip(refused);
    const id = /templates\/(tpl_[^/]+)\/edit/.exec(editPath)?.[1];
    const read = await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey });
    const stored = byKey(read.body.fields);
    for (const [name, input] of Object.entries(fields)) {
      for (const [property, value] of Object.entries(input))
        assert.deepEqual(stored[name][property], value, `${name}.${property}`);
    }
  });
});

test('the flow editor creates each of the 13 types and every rule, and sends the contract’s JSON', {
  skip,
}, async (ctx) => {
  const sent = sentDefinitions();
  await page.setViewportSize(DESKTOP);
  await page.goto(`${t.url}/app/templates/new`);
  await page.getByLabel(/^Template name/).fill('Every variable');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.locator('#flow-preview-pages[data-ready] .pdf-page.drawn').waitFor();
  const editPath = new URL(page.url()).pathname;

  for (const [i, type] of TYPES.entries()) {
    await page.getByRole('button', { name: 'Add a variable' }).press('Enter');
    await page.locator(`#variable-${i}-key`).fill(`v_${type}`);
    await page.locator(`#variable-${i}-label`).fill(`The ${type}`);
    await page.locator(`#variable-${i}-type`).selectOption(type);
    // The sender fills the image; the signer everything else.
    if (type !== 'image') await page.locator(`#variable-${i}-role`).selectOption('Signer');
  }
  const at = (type: string, rule: string) => page.locator(`#variable-${TYPES.indexOf(type)}-${rule}`);
  // Only the rules a row's type takes are shown.
  assert.equal(await at('radio', 'options').isVisible(), true);
  assert.equal(await at('text', 'options').isVisible(), false);
  assert.equal(await at('multiple', 'maxSelected').isVisible(), true);
  assert.equal(await at('radio', 'maxSelected').isVisible(), false);
  assert.equal(await at('number', 'min').isVisible(), true);
  assert.equal(await at('date', 'editable').isVisible(), true);
  assert.equal(await at('image', 'readonly').isVisible(), false, 'the sender’s own variable');
  assert.equal(await at('file', 'readonly').isVisible(), false);
  assert.equal(await at('text', 'readonly').isVisible(), true);

  await at('select', 'options').fill('Monthly\nYearly');
  await at('radio', 'options').fill('Basic\nPro');
  await at('multiple', 'options').fill('Parking\nStorage\nCleaning');
  await at('multiple', 'minSelected').fill('1');
  await at('multiple', 'maxSelected').fill('2');
  await at('number', 'min').fill('1');
  await at('number', 'max').fill('12');
  await at('number', 'integer').check();
  await at('date', 'editable').check();
  await at('phone', 'region').fill('GB');
  await at('phone', 'pattern').fill('^\\+44');
  await at('phone', 'patternMessage').fill('A UK number, please');
  await at('file', 'maxFiles').selectOption('2');
  await at('text', 'readonly').check();
  // Conditions: on a choice (its options offered), on a check box (ticked or not), on being filled in.
  await at('text', 'showIf').selectOption('v_radio');
  await at('text', 'showIf-value').selectOption('Pro');
  await at('email', 'showIf').selectOption('v_checkbox');
  await at('email', 'showIf-condition').selectOption('notEquals');
  await at('email', 'showIf-value').selectOption('true');
  await at('number', 'showIf').selectOption('v_phone');
  await at('number', 'showIf-condition').selectOption('notEmpty');
  assert.equal(await at('number', 'showIf-value').isVisible(), false);
  await page.getByLabel('Document text').fill(`# Order\n\n${TYPES.map((type) => `{{v_${type}}}`).join(' ')}`);
  await page.locator('#flow-save-status:not(:empty)').waitFor();
  await page.waitForFunction(() => {
    const state = (document.querySelector('form[data-flow-editor]') as HTMLElement).dataset.autosave;
    return state === 'saved' || state === 'refused';
  });
  await checkAtBothWidths('flow editor with every type', 'flow-field-types', {
    text: 'fieldset.variable:nth-of-type(1)',
    number: 'fieldset.variable:nth-of-type(2)',
    multiple: 'fieldset.variable:nth-of-type(10)',
    phone: 'fieldset.variable:nth-of-type(11)',
  });

  const definition = sent.at(-1) as { variables: unknown };
  const variables = byKey(definition.variables);
  assert.deepEqual(
    Object.keys(variables),
    TYPES.map((type) => `v_${type}`),
  );
  for (const type of TYPES) assert.equal(variables[`v_${type}`].type, type);
  assert.deepEqual(variables.v_radio.options, ['Basic', 'Pro']);
  assert.deepEqual(variables.v_select.options, ['Monthly', 'Yearly']);
  assert.deepEqual(
    [variables.v_multiple.options, variables.v_multiple.minSelected, variables.v_multiple.maxSelected],
    [['Parking', 'Storage', 'Cleaning'], 1, 2],
  );
  assert.deepEqual(
    [variables.v_number.min, variables.v_number.max, variables.v_number.integer, variables.v_number.showIf],
    [1, 12, true, { field: 'v_phone', notEmpty: true }],
  );
  assert.equal(variables.v_date.editable, true);
  assert.deepEqual(
    [variables.v_phone.region, variables.v_phone.pattern, variables.v_phone.patternMessage],
    ['GB', '^\\+44', 'A UK number, please'],
  );
  assert.equal(variables.v_file.maxFiles, 2);
  assert.deepEqual(
    [variables.v_text.readonly, variables.v_text.showIf],
    [true, { field: 'v_radio', equals: 'Pro' }],
  );
  assert.deepEqual(variables.v_email.showIf, { field: 'v_checkbox', notEquals: true });
  assert.equal(variables.v_image.role, undefined);
  assert.deepEqual(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );

  await ctx.test('the server keeps it, shown again with every rule', async (sub) => {
    const refused = await parserRefuses(editPath, definition);
    if (refused) return sub.skip(refused);
    // Saved: the page shown again from the draft has every rule where it was set.
    await page.reload();
    assert.equal(await at('phone', 'region').inputValue(), 'GB');
    assert.equal(await at('text', 'showIf-value').inputValue(), 'Pro');
    assert.equal(await at('multiple', 'maxSelected').inputValue(), '2');
  });
});
