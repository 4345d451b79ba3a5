// Number ranges and the signer's date rule (issue 23, items 4 and 7): `min`, `max` and `integer` on
// number inputs and `editable` on a signer's date are accepted only where they apply, stored and
// shown in the template's shape; a number outside its rule is `invalid_values` quoting the rule at
// send, render and in the application's send form; a signer's date that is not editable is the
// signing date (blank: filled with it; another day: refused) while an editable one takes any day;
// the builder saves all of it by the same rules and shows the controls for it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { AppError } from '../src/platform/errors.ts';
import { parseTemplateDefinition } from '../src/templates/definition.ts';
import type { TemplateInput } from '../src/templates/types.ts';
import { assertValidValues, signingDateValues, validateValues } from '../src/templates/values.ts';
import { AppClient, signIn } from './app-support.ts';
import { DESKTOP, launchChromium, watchForErrors } from './browser.ts';
import { signedInContext, twoPagePdf } from './builder-support.ts';
import { createTenant, DB_KIND, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, sendBody } from './requests-fixtures.ts';

/** A flow template with the given variables (roles Client and Company, every variable in the body). */
function flow(variables: Array<Record<string, unknown>>) {
  return {
    name: 'Term sheet',
    kind: 'flow',
    roles: [{ name: 'Client' }, { name: 'Company' }],
    body: `# Terms\n\n${variables.map((v) => `{{${v.key}}}`).join(' ')}`,
    variables: [{ key: 'clientName', label: 'Client name', type: 'text' }, ...variables],
  };
}

async function problemsOf(body: unknown): Promise<string> {
  try {
    await parseTemplateDefinition(body);
  } catch (error) {
    assert.ok(error instanceof AppError && error.statusCode === 400, String(error));
    return error.message;
  }
  assert.fail('the definition was accepted');
}

describe('definitions', () => {
  test('min, max and integer are kept on a number, editable on a signer’s date', async () => {
    const { template } = await parseTemplateDefinition(
      flow([
        { key: 'years', label: 'Years', type: 'number', min: 1, max: 10, integer: true },
        { key: 'deposit', label: 'Deposit', type: 'number', min: 0.5 },
        { key: 'signedOn', label: 'Signed on', type: 'date', role: 'Client', editable: false },
        { key: 'startsOn', label: 'Starts on', type: 'date', role: 'Company', editable: true },
      ]),
    );
    const byKey = Object.fromEntries(template.inputs.map((input) => [input.key, input]));
    assert.deepEqual([byKey.years.min, byKey.years.max, byKey.years.integer], [1, 10, true]);
    assert.deepEqual(
      [byKey.deposit.min, byKey.deposit.max, byKey.deposit.integer],
      [0.5, undefined, undefined],
    );
    assert.equal(byKey.signedOn.editable, false);
    assert.equal(byKey.startsOn.editable, true);
    assert.equal(byKey.clientName.editable, undefined);
    assert.equal('min' in byKey.clientName, false, 'nothing added where nothing was given');
  });

  test('each misplaced or malformed rule is named in one 400', async () => {
    const message = await problemsOf(
      flow([
        { key: 'a', label: 'A', type: 'text', min: 1 },
        { key: 'b', label: 'B', type: 'number', min: 10, max: 1 },
        { key: 'c', label: 'C', type: 'number', min: '1', integer: 'yes' },
        { key: 'd', label: 'D', type: 'date', editable: false },
        { key: 'e', label: 'E', type: 'text', role: 'Client', editable: true },
        { key: 'f', label: 'F', type: 'date', role: 'Client', editable: 'no' },
        { key: 'g', label: 'G', type: 'number', min: 1.2, max: 1.8, integer: true },
        { key: 'h', label: 'H', type: 'checkbox', max: 3, integer: true },
      ]),
    );
    const problems = message.split('; ');
    const expected = [
      'variables[1].min only applies to number fields',
      'variables[2].min (10) must not be greater than max (1)',
      'variables[3].min must be a number',
      'variables[3].integer must be true or false',
      'variables[4].editable only applies to date fields filled by a signer (with a role)',
      'variables[5].editable only applies to date fields filled by a signer (with a role)',
      'variables[6].editable must be true or false',
      'variables[7] is for whole numbers but no whole number lies between 1.2 and 1.8',
      'variables[8].max, integer only apply to number fields',
    ];
    for (const problem of expected) assert.ok(problems.includes(problem), `${problem}\nin: ${message}`);
    assert.equal(problems.length, expected.length, message);
  });

  test('min equal to max is a range of one value', async () => {
    const { template } = await parseTemplateDefinition(
      flow([{ key: 'n', label: 'N', type: 'number', min: 3, max: 3 }]),
    );
    assert.equal(template.inputs[1].min, 3);
  });
});

const number = (extra: Partial<TemplateInput>): TemplateInput => ({
  key: 'n',
  label: 'Term',
  type: 'number',
  required: true,
  ...extra,
});
const reason = (input: TemplateInput, value: unknown) =>
  validateValues({ inputs: [input] }, { [input.key]: value })[0]?.reason;

describe('values of a number with a rule', () => {
  test('a value inside the rule passes, one outside is told the whole rule', () => {
    const cases: Array<[Partial<TemplateInput>, unknown, string | undefined]> = [
      [{ min: 1, max: 10 }, 1, undefined],
      [{ min: 1, max: 10 }, 10, undefined],
      [{ min: 1, max: 10 }, 5.5, undefined],
      [{ min: 1, max: 10 }, 0, 'must be between 1 and 10'],
      [{ min: 1, max: 10 }, 10.01, 'must be between 1 and 10'],
      [{ min: 0 }, -3, 'must be at least 0'],
      [{ max: 99 }, 100, 'must be at most 99'],
      [{ integer: true }, 2.5, 'must be a whole number'],
      [{ integer: true }, -2, undefined],
      [{ integer: true, min: 1, max: 10 }, 2.5, 'must be a whole number between 1 and 10'],
      [{ integer: true, min: 1, max: 10 }, 11, 'must be a whole number between 1 and 10'],
      [{ integer: true, min: 1, max: 10 }, 7, undefined],
      [{ integer: true, min: 0 }, -1, 'must be a whole number of at least 0'],
      [{ integer: true, max: 99 }, 0.5, 'must be a whole number of at most 99'],
      [{ min: 1, max: 10 }, '5', 'must be a number between 1 and 10'],
      [{ min: 0 }, true, 'must be a number of at least 0'],
      [{ integer: false, min: 1 }, 1.5, undefined],
      [{}, 'x', 'must be a number'],
    ];
    for (const [rule, value, expected] of cases) {
      assert.equal(
        reason(number(rule), value),
        expected,
        `${JSON.stringify(rule)} with ${JSON.stringify(value)}`,
      );
    }
  });

  test('assertValidValues refuses out of range with invalid_values naming the label and the range', () => {
    try {
      assertValidValues({ inputs: [number({ min: 1, max: 10, integer: true })] }, { n: 12 });
      assert.fail('accepted');
    } catch (error) {
      assert.ok(error instanceof AppError);
      assert.equal(error.code, 'invalid_values');
      assert.match(error.message, /"Term" must be a whole number between 1 and 10/);
    }
  });
});

describe("the signer's date rule", () => {
  const inputs: TemplateInput[] = [
    { key: 'signedOn', label: 'Signed on', type: 'date', required: true, role: 'Client', editable: false },
    { key: 'startsOn', label: 'Starts on', type: 'date', required: true, role: 'Client', editable: true },
    { key: 'apiDate', label: 'API date', type: 'date', required: false, role: 'Client' },
    { key: 'theirs', label: 'Company date', type: 'date', required: true, role: 'Company', editable: false },
    { key: 'sent', label: 'Sent date', type: 'date', required: true },
  ];
  const template = { inputs };
  const at = new Date('2026-11-24T10:30:00.000Z');
  const scope = { role: 'Client', signingDate: at };

  test('a blank fixed date becomes the signing date (UTC day); editable ones and other roles are left', () => {
    for (const given of [{}, { signedOn: '' }, { signedOn: null }]) {
      const filled = signingDateValues(template, 'Client', { ...given, startsOn: '2030-01-01' }, at);
      assert.deepEqual(filled, { signedOn: '2026-11-24', startsOn: '2030-01-01' }, JSON.stringify(given));
      assert.deepEqual(validateValues(template, filled, scope), []);
    }
    // Late in the UTC day is still that UTC day.
    const late = signingDateValues(template, 'Client', {}, new Date('2026-11-24T23:59:59.999Z'));
    assert.equal(late.signedOn, '2026-11-24');
  });

  test('a fixed date must be within a day of the signing date', () => {
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      assert.deepEqual(validateValues(template, { signedOn: day, startsOn: '2026-01-01' }, scope), [], day);
    }
    for (const day of ['2026-11-22', '2026-11-26', '2020-01-01']) {
      assert.deepEqual(
        validateValues(template, { signedOn: day, startsOn: '2026-01-01' }, scope),
        [{ key: 'signedOn', label: 'Signed on', reason: 'must be the signing date' }],
        day,
      );
    }
    // A malformed date is told its format first.
    assert.equal(
      validateValues(template, { signedOn: '24/11/2026', startsOn: '2026-01-01' }, scope)[0]?.reason,
      'must be a date in YYYY-MM-DD format',
    );
  });

  test('an editable date, and a date without editable (API templates), take any day', () => {
    assert.deepEqual(
      validateValues(
        template,
        { signedOn: '2026-11-24', startsOn: '1999-12-31', apiDate: '2040-02-29' },
        scope,
      ),
      [],
    );
  });

  test('without a signing date in the scope nothing is checked against it', () => {
    assert.deepEqual(
      validateValues(template, { signedOn: '2001-01-01', startsOn: '2001-01-01' }, { role: 'Client' }),
      [],
    );
  });

  test('as the signing step uses it: fill, then assert', () => {
    const values = assertValidValues(
      template,
      signingDateValues(template, 'Client', { startsOn: '2027-03-01' }, at),
      scope,
    );
    assert.deepEqual(values, { signedOn: '2026-11-24', startsOn: '2027-03-01' });
    assert.throws(
      () =>
        assertValidValues(
          template,
          signingDateValues(template, 'Client', { signedOn: '2026-12-24', startsOn: '2027-03-01' }, at),
          scope,
        ),
      (error: unknown) =>
        error instanceof AppError &&
        error.code === 'invalid_values' &&
        /"Signed on" must be the signing date/.test(error.message),
    );
    // Not an object: the body error validation gives.
    assert.throws(
      () => signingDateValues(template, 'Client', [], at),
      (e: unknown) => e instanceof AppError && e.statusCode === 400,
    );
  });
});

describe('over HTTP and in the application', () => {
  let t: TestApp;
  let tenant: Tenant;
  let client: AppClient;
  const api = (method: string, path: string, body?: unknown) =>
    request(t.url, method, `/api/v1${path}`, { token: tenant.apiKey, body });
  const RANGED = flow([
    { key: 'years', label: 'Years', type: 'number', min: 1, max: 10, integer: true },
    { key: 'fee', label: 'Fee', type: 'number', required: false },
    { key: 'signedOn', label: 'Signed on', type: 'date', role: 'Client', editable: false },
  ]);

  before(async () => {
    t = await startTestApp();
    tenant = await createTenant(t, 'max');
    client = new AppClient(t.url);
    await signIn(t, client, 'owner@acme.test');
  });
  after(async () => {
    await t?.close();
  });

  test('the template’s shape carries the rules where set and nothing where not', async () => {
    const created = await api('POST', '/templates', RANGED);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const read = await api('GET', `/templates/${created.body.id}`);
    const byKey = Object.fromEntries(read.body.variables.map((v: { key: string }) => [v.key, v]));
    assert.deepEqual(byKey.years, {
      key: 'years',
      label: 'Years',
      type: 'number',
      required: true,
      min: 1,
      max: 10,
      integer: true,
    });
    assert.deepEqual(byKey.fee, { key: 'fee', label: 'Fee', type: 'number', required: false });
    assert.deepEqual(byKey.signedOn, {
      key: 'signedOn',
      label: 'Signed on',
      type: 'date',
      required: true,
      role: 'Client',
      editable: false,
    });
    const list = await api('GET', '/templates?status=draft');
    const listed = list.body.templates.find((tpl: { id: string }) => tpl.id === created.body.id);
    assert.deepEqual(listed.variables, read.body.variables);

    const refused = await api(
      'POST',
      '/templates',
      flow([{ key: 'x', label: 'X', type: 'number', min: 5, max: 1 }]),
    );
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /variables\[1\]\.min \(5\) must not be greater than max \(1\)/);
  });

  test('send and render refuse a number outside its range with invalid_values quoting it', async () => {
    const id = await publishedTemplate(t.url, tenant.apiKey, RANGED);
    for (const [years, expected] of [
      [0, 'must be a whole number between 1 and 10'],
      [2.5, 'must be a whole number between 1 and 10'],
    ] as const) {
      const values = { clientName: 'Zoë', years };
      const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
        token: tenant.apiKey,
        body: sendBody(id, { values }),
      });
      assert.equal(sent.status, 400, JSON.stringify(sent.body));
      assert.equal(sent.body.code, 'invalid_values');
      assert.deepEqual(sent.body.details, [{ key: 'years', label: 'Years', reason: expected }]);
      assert.match(sent.body.message, new RegExp(`"Years" ${expected}`));
      const rendered = await api('POST', `/templates/${id}/render`, { values });
      assert.equal(rendered.status, 400);
      assert.deepEqual(rendered.body.details, sent.body.details);
    }
    const rendered = await api('POST', `/templates/${id}/render`, {
      values: { clientName: 'Zoë', years: 10 },
    });
    assert.equal(rendered.status, 200);
    assert.equal(rendered.headers.get('content-type'), 'application/pdf');
  });

  test('the send form gives a number its range and says the range when a value is outside it', async () => {
    const id = await publishedTemplate(t.url, tenant.apiKey, RANGED);
    const page = await client.get(`/app/send/${id}`);
    assert.equal(page.status, 200);
    const years = /<input[^>]*name="values\.years"[^>]*>/.exec(page.text)?.[0] ?? '';
    assert.match(years, /min="1"/);
    assert.match(years, /max="10"/);
    assert.match(years, /step="1"/);
    const fee = /<input[^>]*name="values\.fee"[^>]*>/.exec(page.text)?.[0] ?? '';
    assert.match(fee, /step="any"/);
    assert.doesNotMatch(fee, /min=|max=/);

    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const refused = await client.post(`/app/send/${id}`, {
      idempotencyKey: key,
      'submitters.0.name': 'Zoë Ångström',
      'submitters.0.email': 'zoe@client.test',
      'submitters.1.name': 'Priya Provider',
      'submitters.1.email': 'priya@acme.test',
      'values.clientName': 'Northwind',
      'values.years': '12',
      sendEmail: '1',
    });
    assert.equal(refused.status, 400, refused.text.slice(0, 300));
    assert.match(refused.text, /id="value-1-error">Years must be a whole number between 1 and 10\.</);
    assert.match(refused.text, /name="values\.years"[^>]*value="12"|value="12"[^>]*name="values\.years"/);
  });

  test('the builder’s save takes the rules by the API’s definition rules', async () => {
    await client.get('/app/templates/new');
    const pdf = Buffer.from(await twoPagePdf()).toString('base64');
    const created = await client.postJson('/app/templates', { name: 'Lease', kind: 'coordinate', pdf });
    assert.equal(created.status, 200, created.text);
    const id = /templates\/(tpl_[^/?]+)/.exec(JSON.parse(created.text).redirect)?.[1];
    const box = { page: 1, x: 72, y: 100, width: 120, height: 18 };
    const rent = { name: 'rent', label: 'Rent', type: 'number', required: true, ...box };
    const signedOn = {
      name: 'tenant_date',
      label: 'Date',
      type: 'date',
      required: true,
      role: 'Tenant',
      ...box,
      y: 200,
    };
    const definition = (fields: object[]) => ({
      definition: { name: 'Lease', roles: [{ name: 'Tenant' }], fields },
    });

    const refused = await client.postJson(
      `/app/templates/${id}/definition`,
      definition([
        { ...rent, min: 900, max: 100 },
        { ...signedOn, editable: 'no' },
      ]),
    );
    assert.equal(refused.status, 400, refused.text.slice(0, 300));
    assert.deepEqual(
      JSON.parse(refused.text).problems.map((p: { at: string; text: string }) => [p.at, p.text]),
      [
        ['fields[0]', 'fields[0].min (900) must not be greater than max (100)'],
        ['fields[1]', 'fields[1].editable must be true or false'],
      ],
    );

    const fields = [
      { ...rent, min: 100, max: 900, integer: true },
      { ...signedOn, editable: false },
    ];
    const saved = await client.postJson(`/app/templates/${id}/definition`, definition(fields));
    assert.equal(saved.status, 200, saved.text);
    // The API shows each field's document (issue 32): one PDF is document 1.
    assert.deepEqual(
      (await api('GET', `/templates/${id}`)).body.fields,
      fields.map((field) => ({ ...field, document: 1 })),
    );
    // The builder's page hands the island the stored rules and has the controls for them.
    const page = await client.get(`/app/templates/${id}/edit`);
    assert.match(page.text, /id="prop-min"[^>]*data-prop="min"/);
    assert.match(page.text, /id="prop-integer"/);
    assert.match(page.text, /<label for="prop-editable">Signer may change the date<\/label>/);
    assert.match(page.text, /&quot;editable&quot;:false/);
  });
});

// The builder's own controls in Chromium: the server is the same on either database, so one pass.
const skip = DB_KIND !== 'postgres' && 'browser-only, run once, in the PostgreSQL pass';

test('in the builder a new signer’s date is not changeable until ticked, and a number takes a range', {
  skip,
}, async () => {
  const t = await startTestApp();
  let browser: Browser | undefined;
  try {
    const tenant = await createTenant(t, 'max');
    const client = new AppClient(t.url);
    await signIn(t, client, 'owner@acme.test');
    await client.get('/app/templates/new');
    const pdf = Buffer.from(await twoPagePdf()).toString('base64');
    const created = await client.postJson('/app/templates', { name: 'Ranges', kind: 'coordinate', pdf });
    const id = /templates\/(tpl_[^/?]+)/.exec(JSON.parse(created.text).redirect)?.[1];
    const read = async () =>
      (await request(t.url, 'GET', `/api/v1/templates/${id}`, { token: tenant.apiKey })).body.fields;

    browser = await launchChromium();
    const context = await signedInContext(browser, t, 'owner@acme.test', DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchForErrors(page);
    await page.goto(`${t.url}/app/templates/${id}/edit`);
    await page.locator('[data-builder][data-ready="1"]').waitFor();
    await page.locator('.pdf-page.drawn').first().waitFor();
    const saved = () => page.getByText('All changes saved', { exact: true }).waitFor();

    // A date for the first signer (the palette's default role), placed by keyboard.
    await page.getByRole('button', { name: 'Date', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.field-box').first().waitFor();
    const editable = page.getByLabel('Signer may change the date');
    await editable.waitFor();
    assert.equal(await editable.isChecked(), false);
    assert.equal(await page.locator('#prop-range-field').isHidden(), true);
    await saved();
    assert.equal((await read())[0].editable, false);
    await editable.check();
    await saved();
    await waitForValue(async () => (await read())[0].editable, true);

    // The same field as the sender's: no such rule, and the checkbox goes.
    await page.getByLabel('Filled by').selectOption({ label: 'Sender' });
    assert.equal(await page.locator('#prop-editable-field').isHidden(), true);
    await waitForValue(async () => 'editable' in (await read())[0], false);

    // A number for the sender with a range and whole numbers only.
    await page.getByLabel('Type', { exact: true }).selectOption('number');
    await page.getByLabel('Minimum').fill('1');
    await page.getByLabel('Maximum').fill('10');
    await page.getByLabel('Maximum').press('Tab');
    await page.getByLabel('Whole numbers only').check();
    await waitForValue(async () => {
      const [field] = await read();
      return [field.type, field.min, field.max, field.integer];
    }, ['number', 1, 10, true]);

    // A bad range is refused by the server, which says so.
    await page.getByLabel('Minimum').fill('20');
    await page.getByLabel('Minimum').press('Tab');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .locator('#builder-problems')
      .getByText(/must not be greater than max/)
      .waitFor();
    // The refused save is the one resource the browser reports as failed.
    assert.deepEqual(
      errors.filter((e) => !/status of 400/.test(e)),
      [],
    );
  } finally {
    await browser?.close();
    await t.close();
  }
});

/** Polls `read` until it gives `expected` (deep-equal), for at most 10 seconds. */
async function waitForValue(read: () => Promise<unknown>, expected: unknown): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last: unknown;
  while (Date.now() < deadline) {
    last = await read();
    try {
      assert.deepEqual(last, expected);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  assert.deepEqual(last, expected);
}
