// Choice fields (issue 34 item 1): `radio` (one of its options) and `multiple` (a list of them, as
// many as minSelected..maxSelected), with `optionBoxes` on coordinate templates. Definitions keep
// them and refuse each malformed rule in one 400; values are `invalid_values` naming each key at
// send, render and complete; the rendered and executed documents write the chosen text (a list
// joined with ", ") or, with option boxes, mark each chosen option in its box (● radio, ✓ multiple);
// a PDF form's radio group comes in as a radio with a box per button; a bulk-send cell `a|b` is a
// multiple's list.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { translator } from '../src/i18n/catalogue.ts';
import { AppError } from '../src/platform/errors.ts';
import { PDFDocument, StandardFonts } from '../src/platform/pdf.ts';
import { parseTemplateDefinition } from '../src/templates/definition.ts';
import type { Template, TemplateInput } from '../src/templates/types.ts';
import { assertValidValues, validateValues } from '../src/templates/values.ts';
import { readSheet } from '../src/web/send/bulk/csv.ts';
import { planRows } from '../src/web/send/bulk/rows.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { downloadExecuted, typed } from './signing-support.ts';

const exec = promisify(execFile);
const PAGE = { width: 595, height: 842 };

async function blankPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([PAGE.width, PAGE.height]).drawText('Order form', { x: 72, y: 800, size: 14, font });
  return Buffer.from(await doc.save()).toString('base64');
}

/** Three option boxes in a row at `y`, 100 points apart. */
const row = (y: number, count = 3) =>
  Array.from({ length: count }, (_, i) => ({ x: 72 + 100 * i, y, width: 16, height: 16 }));
const box = (y: number) => ({ page: 1, x: 72, y, width: 300, height: 20 });

const ORDER_FIELDS = [
  {
    name: 'plan',
    label: 'Plan',
    type: 'radio',
    options: ['Basic', 'Pro', 'Enterprise'],
    ...box(100),
    optionBoxes: row(140),
  },
  {
    name: 'extras',
    label: 'Extras',
    type: 'multiple',
    options: ['Wifi', 'Parking', 'Breakfast'],
    minSelected: 1,
    maxSelected: 2,
    ...box(200),
    optionBoxes: row(240),
  },
  { name: 'size', label: 'Size', type: 'radio', options: ['Small', 'Medium'], ...box(300) },
  {
    name: 'colours',
    label: 'Colours',
    type: 'multiple',
    required: false,
    options: ['Red', 'Green', 'Blue'],
    ...box(340),
  },
  {
    name: 'diet',
    label: 'Diet',
    type: 'multiple',
    role: 'Client',
    options: ['Vegan', 'Halal', 'Kosher'],
    maxSelected: 2,
    ...box(440),
    optionBoxes: row(480),
  },
  { name: 'pet', label: 'Pet', type: 'radio', role: 'Client', options: ['Cat', 'Dog'], ...box(540) },
  {
    name: 'clientSig',
    label: 'Signature',
    type: 'signature',
    role: 'Client',
    page: 1,
    x: 72,
    y: 640,
    width: 200,
    height: 40,
  },
];

async function orderTemplate() {
  return {
    name: 'Order',
    kind: 'coordinate',
    roles: [{ name: 'Client' }],
    pdf: await blankPdf(),
    fields: ORDER_FIELDS,
  };
}

const GOOD_VALUES = {
  plan: 'Pro',
  extras: ['Breakfast', 'Wifi'],
  size: 'Medium',
  colours: ['Blue', 'Red'],
};

async function problemsOf(body: unknown): Promise<string[]> {
  try {
    await parseTemplateDefinition(body);
  } catch (error) {
    assert.ok(error instanceof AppError && error.statusCode === 400, String(error));
    return error.message.split('; ');
  }
  assert.fail('the definition was accepted');
}

describe('definitions', () => {
  test('radio and multiple keep their options, range and option boxes', async () => {
    const { template } = await parseTemplateDefinition(await orderTemplate());
    const byKey = Object.fromEntries(template.inputs.map((input) => [input.key, input]));
    assert.deepEqual(byKey.plan.options, ['Basic', 'Pro', 'Enterprise']);
    assert.deepEqual(byKey.plan.optionBoxes, row(140));
    assert.deepEqual([byKey.extras.minSelected, byKey.extras.maxSelected], [1, 2]);
    assert.equal(byKey.size.optionBoxes, undefined);
    assert.equal('minSelected' in byKey.size, false, 'nothing added where nothing was given');
  });

  test('each malformed choice rule is named in one 400', async () => {
    const flow = {
      name: 'Survey',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '{{a}} {{b}} {{c}} {{d}} {{e}} {{f}} {{g}} {{h}} {{i}}',
      variables: [
        { key: 'a', label: 'A', type: 'radio', options: ['Only'] },
        { key: 'b', label: 'B', type: 'multiple', options: Array.from({ length: 51 }, (_, i) => `o${i}`) },
        { key: 'c', label: 'C', type: 'radio', options: ['X', 'X'] },
        { key: 'd', label: 'D', type: 'multiple', options: ['a|b', 'c'] },
        { key: 'e', label: 'E', type: 'radio', options: ['X', 'Y'], minSelected: 1 },
        { key: 'f', label: 'F', type: 'multiple', options: ['X', 'Y'], minSelected: 2, maxSelected: 1 },
        { key: 'g', label: 'G', type: 'multiple', options: ['X', 'Y'], maxSelected: 3, minSelected: 0.5 },
        { key: 'h', label: 'H', type: 'radio', options: ['X', 'Y'], optionBoxes: row(10, 2) },
        { key: 'i', label: 'I', type: 'text', optionBoxes: row(10, 2), maxSelected: 1 },
      ],
    };
    const problems = await problemsOf(flow);
    const expected = [
      'variables[0] is a radio field and needs options: an array of 2 to 50 choices',
      'variables[1] is a multiple field and needs options: an array of 2 to 50 choices',
      'variables[2].options has duplicates',
      'variables[3].options of a multiple field may not contain "|" (it separates choices written as text)',
      'variables[4].minSelected only applies to multiple fields (a radio is always one)',
      'variables[5].minSelected (2) must not be greater than maxSelected (1)',
      'variables[6].minSelected must be a whole number from 0',
      'variables[6].maxSelected (3) must be at most the number of options (2)',
      "variables[7].optionBoxes only apply to coordinate templates' fields",
      'variables[8].maxSelected only applies to multiple fields',
      'variables[8].optionBoxes only apply to radio and multiple fields',
    ];
    for (const problem of expected)
      assert.ok(problems.includes(problem), `${problem}\nin: ${problems.join('\n')}`);
    assert.equal(problems.length, expected.length, problems.join('\n'));
  });

  test('option boxes: one per option, each a box inside the field’s page', async () => {
    const template = await orderTemplate();
    const fields = structuredClone(ORDER_FIELDS) as Array<Record<string, unknown>>;
    fields[0].optionBoxes = row(140, 2);
    fields[1].optionBoxes = [
      { x: 72, y: 240, width: 16, height: 16 },
      { x: 580, y: 240, width: 16, height: 16 },
      { x: 72, y: 830, width: 16, height: 0 },
    ];
    fields[4].optionBoxes = [{ x: 72, y: 480, width: 16, height: 16, page: 2 }, { x: -1 }, 'box'];
    const problems = await problemsOf({ ...template, fields });
    const expected = [
      "fields[0].optionBoxes has 2 boxes: give exactly one per option (3), in the options' order",
      'fields[1].optionBoxes[2].height must be greater than 0',
      'fields[4].optionBoxes[0] has unknown property "page"',
      "fields[4].optionBoxes[1].x must be 0 or more (the origin is the page's top-left corner)",
      'fields[4].optionBoxes[1].y is required (a number of PDF points)',
      'fields[4].optionBoxes[1].width is required (a number of PDF points)',
      'fields[4].optionBoxes[1].height is required (a number of PDF points)',
      'fields[4].optionBoxes[2] must be a box {x, y, width, height}',
    ];
    for (const problem of expected)
      assert.ok(problems.includes(problem), `${problem}\nin: ${problems.join('\n')}`);
    assert.equal(problems.length, expected.length, problems.join('\n'));

    // Well formed, but off the page: told where, once the page is known.
    fields[0].optionBoxes = row(140);
    fields[4].optionBoxes = row(480);
    fields[1].optionBoxes = [...row(240, 2), { x: 580, y: 830, width: 16, height: 16 }];
    assert.deepEqual(await problemsOf({ ...template, fields }), [
      'fields[1].optionBoxes[2] does not fit page 1 (595 x 842 pt): x + width = 596, y + height = 846',
    ]);
  });
});

describe('values', () => {
  const radio: TemplateInput = {
    key: 'plan',
    label: 'Plan',
    type: 'radio',
    required: true,
    options: ['A', 'B'],
  };
  const multiple: TemplateInput = {
    key: 'extras',
    label: 'Extras',
    type: 'multiple',
    required: true,
    options: ['A', 'B', 'C', 'D'],
    minSelected: 2,
    maxSelected: 3,
  };
  const reason = (input: TemplateInput, value: unknown) =>
    validateValues({ inputs: [input] }, { [input.key]: value })[0]?.reason;

  test('a radio is one of its options', () => {
    assert.equal(reason(radio, 'B'), undefined);
    assert.equal(reason(radio, 'b'), 'must be one of: A, B');
    assert.equal(reason(radio, ['A']), 'must be one of: A, B');
    assert.equal(reason(radio, ''), 'is required');
  });

  test('a multiple is a list of distinct options within its range', () => {
    const cases: Array<[unknown, string | undefined]> = [
      [['A', 'C'], undefined],
      [['D', 'A', 'B'], undefined],
      [[], 'is required'],
      [['A'], 'must have between 2 and 3 options chosen'],
      [['A', 'B', 'C', 'D'], 'must have between 2 and 3 options chosen'],
      [['A', 'E'], 'has "E", which is not one of: A, B, C, D'],
      [['A', 'A'], 'has "A" twice'],
      ['A|B', 'must be a list of options from: A, B, C, D'],
      [['A', 2], 'must be a list of options from: A, B, C, D'],
    ];
    for (const [value, expected] of cases)
      assert.equal(reason(multiple, value), expected, JSON.stringify(value));
    assert.equal(
      reason({ ...multiple, maxSelected: undefined }, ['A']),
      'must have at least 2 options chosen',
    );
    assert.equal(
      reason({ ...multiple, minSelected: undefined, maxSelected: 1 }, ['A', 'B']),
      'must have at most 1 option chosen',
    );
    assert.equal(
      reason({ ...multiple, minSelected: 2, maxSelected: 2 }, ['A']),
      'must have exactly 2 options chosen',
    );
    // Not required: nothing chosen is no answer.
    assert.equal(reason({ ...multiple, required: false }, []), undefined);
  });

  test('a multiple is stored in its options’ order', () => {
    const values = assertValidValues({ inputs: [multiple, radio] }, { extras: ['D', 'A'], plan: 'A' });
    assert.deepEqual(values, { extras: ['A', 'D'], plan: 'A' });
  });
});

describe('bulk send', () => {
  test('a multiple’s cell is read as a|b, a radio’s as its option', () => {
    const template = {
      id: 'tpl_bulk',
      workspaceId: 'ws',
      name: 'Order',
      kind: 'flow',
      status: 'published',
      roles: [{ name: 'Client' }],
      body: '{{extras}} {{plan}}',
      inputs: [
        {
          key: 'extras',
          label: 'Extras',
          type: 'multiple',
          required: true,
          options: ['Wifi', 'Parking', 'Tea'],
        },
        { key: 'plan', label: 'Plan', type: 'radio', required: true, options: ['Basic', 'Pro'] },
      ],
      documents: [],
      createdAt: new Date(),
      publishedAt: new Date(),
    } as Template;
    const csv = [
      'Client name,Client email,extras,plan',
      'Ann,ann@example.test, Tea | Wifi ,Pro',
      'Bob,bob@example.test,Wifi|Sauna,Gold',
    ].join('\r\n');
    const sheet = readSheet(template, Buffer.from(csv));
    if (!('rows' in sheet) || !Array.isArray(sheet.rows)) assert.fail(JSON.stringify(sheet));
    const t = translator('en');
    const [ann, bob] = planRows(
      template,
      sheet.rows,
      { fileHash: 'x', message: '', sendEmail: false, language: 'en' },
      new Date('2026-11-27T10:00:00Z'),
      t,
    );
    assert.deepEqual(ann.problems, []);
    assert.deepEqual(ann.body.values, { extras: ['Tea', 'Wifi'], plan: 'Pro' });
    assert.equal(bob.problems.length, 2, bob.problems.join('\n'));
    assert.match(bob.problems.join('\n'), /"Sauna", which is not one of: Wifi, Parking, Tea/);
    assert.match(bob.problems.join('\n'), /must be one of: Basic, Pro/);
  });
});

/** A page as pdftoppm renders it at 72 dpi (1 pixel a point) in grey: width, height and pixels. */
async function pagePixels(pdf: Uint8Array, dir: string, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  await exec('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', file, path.join(dir, name)]);
  // Kept beside it for a person to look at.
  await exec('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', file, path.join(dir, `${name}-look`)]);
  const pgm = await readFile(path.join(dir, `${name}-1.pgm`));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const width = Number(header[1]);
  return { width, pixels: pgm.subarray(header[0].length) };
}

/** The share of dark pixels inside a box (points from the top-left). */
function inkIn(
  page: { width: number; pixels: Buffer },
  b: { x: number; y: number; width: number; height: number },
) {
  let dark = 0;
  let all = 0;
  for (let y = Math.round(b.y); y < Math.round(b.y + b.height); y++) {
    for (let x = Math.round(b.x); x < Math.round(b.x + b.width); x++) {
      all++;
      if (page.pixels[y * page.width + x] < 128) dark++;
    }
  }
  return dark / all;
}

async function pdfText(pdf: Uint8Array, dir: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}-text.pdf`);
  await writeFile(file, pdf);
  return (await exec('pdftotext', ['-layout', file, '-'])).stdout;
}

describe('over HTTP', () => {
  let t: TestApp;
  let tenant: Tenant;
  let dir: string;
  let templateId: string;
  const api = (method: string, p: string, body?: unknown) =>
    request(t.url, method, `/api/v1${p}`, { token: tenant.apiKey, body });

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fields-choices-'));
    t = await startTestApp();
    tenant = await createTenant(t, 'team_premium');
    const created = await api('POST', '/templates', await orderTemplate());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    templateId = created.body.id;
    assert.equal((await api('POST', `/templates/${templateId}/publish`)).status, 200);
  });
  after(async () => {
    await t?.close();
    if (process.env.KEEP_CHOICES_PAGES) console.log(`pages kept in ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  });

  test('GET shows the choice rules back', async () => {
    const got = await api('GET', `/templates/${templateId}`);
    const byName = Object.fromEntries(got.body.fields.map((f: { name: string }) => [f.name, f]));
    assert.deepEqual(byName.plan.optionBoxes, row(140));
    assert.deepEqual([byName.extras.minSelected, byName.extras.maxSelected], [1, 2]);
    assert.equal(byName.pet.type, 'radio');
    assert.equal(byName.size.optionBoxes, undefined);
  });

  test('bad values at render and send: invalid_values naming each key', async () => {
    const values = {
      plan: 'Gold',
      extras: ['Wifi', 'Parking', 'Breakfast'],
      size: ['Small'],
      colours: 'Red',
    };
    for (const call of [
      () => api('POST', `/templates/${templateId}/render`, { values }),
      () =>
        api('POST', '/esign/submissions', {
          templateId,
          submitters: [{ role: 'Client', name: 'Ann', email: 'ann@example.test' }],
          values,
        }),
    ]) {
      const reply = await call();
      assert.equal(reply.status, 400, JSON.stringify(reply.body));
      assert.equal(reply.body.code, 'invalid_values');
      assert.deepEqual(
        reply.body.details.map((d: { key: string; reason: string }) => [d.key, d.reason]),
        [
          ['plan', 'must be one of: Basic, Pro, Enterprise'],
          ['extras', 'must have between 1 and 2 options chosen'],
          ['size', 'must be one of: Small, Medium'],
          ['colours', 'must be a list of options from: Red, Green, Blue'],
        ],
      );
    }
    const missing = await api('POST', `/templates/${templateId}/render`, { values: { extras: [] } });
    assert.deepEqual(
      missing.body.details.map((d: { key: string; reason: string }) => [d.key, d.reason]),
      [
        ['plan', 'is required'],
        ['extras', 'is required'],
        ['size', 'is required'],
      ],
    );
  });

  test('the render marks chosen options in their boxes and writes the others’ text', async () => {
    const reply = await api('POST', `/templates/${templateId}/render`, { values: GOOD_VALUES });
    assert.equal(reply.status, 200, String(reply.body));
    const page = await pagePixels(reply.body, dir, 'render');
    // Plan Pro: the second box only; extras Wifi and Breakfast: the first and third.
    const marked = (boxes: ReturnType<typeof row>) => boxes.map((b) => inkIn(page, b) > 0.08);
    assert.deepEqual(marked(row(140)), [false, true, false]);
    assert.deepEqual(marked(row(240)), [true, false, true]);
    assert.deepEqual(marked(row(480)), [false, false, false], 'the signer has not chosen yet');
    // Fields with option boxes write no text in their own box.
    assert.equal(inkIn(page, box(100)), 0);
    assert.equal(inkIn(page, box(200)), 0);
    const text = await pdfText(reply.body, dir, 'render');
    assert.match(text, /Medium/);
    assert.match(text, /Red, Blue/, 'a list in the options’ order, joined');
    assert.doesNotMatch(text, /Breakfast|Enterprise/);
  });

  test('complete: the signer’s bad choices are invalid_values; good ones are in the executed PDF', async () => {
    const sent = await api('POST', '/esign/submissions', {
      templateId,
      submitters: [{ role: 'Client', name: 'Ann Client', email: 'ann@example.test' }],
      values: { plan: 'Enterprise', extras: ['Parking'], size: 'Small' },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const token = sent.body.submitters[0].signingUrl.split('/sign/')[1];
    const sign = (values: unknown) =>
      request(t.url, 'POST', `/sign/${token}/complete`, {
        body: { consent: true, signature: typed('Ann Client'), values },
      });
    const bad = await sign({ diet: ['Vegan', 'Halal', 'Kosher'], pet: 'Fish' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_values');
    assert.deepEqual(
      bad.body.details.map((d: { key: string; reason: string }) => [d.key, d.reason]),
      [
        ['diet', 'must have at most 2 options chosen'],
        ['pet', 'must be one of: Cat, Dog'],
      ],
    );
    const good = await sign({ diet: ['Kosher', 'Vegan'], pet: 'Dog' });
    assert.equal(good.status, 200, JSON.stringify(good.body));
    const executed = await downloadExecuted({ t, tenant, templateId, close: async () => {} }, sent.body.id);
    assert.equal(executed.status, 200);
    const page = await pagePixels(executed.body, dir, 'executed');
    const marked = (boxes: ReturnType<typeof row>) => boxes.map((b) => inkIn(page, b) > 0.08);
    assert.deepEqual(marked(row(140)), [false, false, true]);
    assert.deepEqual(marked(row(240)), [false, true, false]);
    assert.deepEqual(marked(row(480)), [true, false, true]);
    const text = await pdfText(executed.body, dir, 'executed');
    assert.match(text, /Small/);
    assert.match(text, /Dog/);
  });

  test('a flow template writes a radio’s option and a multiple’s list joined with ", "', async () => {
    const created = await api('POST', '/templates', {
      name: 'Menu',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '# Menu\n\nStarter: {{starter}}. Sides: {{sides}}.',
      variables: [
        { key: 'starter', label: 'Starter', type: 'radio', options: ['Soup', 'Salad'] },
        { key: 'sides', label: 'Sides', type: 'multiple', options: ['Fries', 'Rice', 'Beans'] },
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const reply = await api('POST', `/templates/${created.body.id}/render`, {
      values: { starter: 'Salad', sides: ['Beans', 'Fries'] },
    });
    assert.equal(reply.status, 200);
    assert.match(await pdfText(reply.body, dir, 'flow'), /Starter: Salad\. Sides: Fries, Beans\./);
  });

  test('text tags make radio and multiple fields with their options', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawText('{{plan;type=radio;options=Basic|Pro}}', { x: 72, y: 700, size: 10, font });
    page.drawText('{{extras;type=multiple;options=Wifi|Tea}}', { x: 72, y: 650, size: 10, font });
    const created = await api('POST', '/templates', {
      name: 'Tagged',
      kind: 'coordinate',
      roles: [{ name: 'Client' }],
      pdf: Buffer.from(await doc.save()).toString('base64'),
      fieldsFrom: ['tags'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(
      created.body.fields.map((f: { name: string; type: string; options: string[] }) => [
        f.name,
        f.type,
        f.options,
      ]),
      [
        ['plan', 'radio', ['Basic', 'Pro']],
        ['extras', 'multiple', ['Wifi', 'Tea']],
      ],
    );
  });

  test('a PDF form’s radio group becomes a radio with a box per button, marked when rendered', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const plan = doc.getForm().createRadioGroup('plan');
    plan.addOptionToPage('Monthly', page, { x: 100, y: 700, width: 16, height: 16 });
    plan.addOptionToPage('Yearly', page, { x: 200, y: 700, width: 16, height: 16 });
    const created = await api('POST', '/templates', {
      name: 'Subscription',
      kind: 'coordinate',
      roles: [{ name: 'Client' }],
      pdf: Buffer.from(await doc.save()).toString('base64'),
      fieldsFrom: ['form'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const [field] = created.body.fields;
    assert.equal(field.type, 'radio');
    assert.deepEqual(field.options, ['Monthly', 'Yearly']);
    assert.deepEqual(
      field.optionBoxes.map((b: { x: number; y: number }) => [Math.round(b.x), Math.round(b.y)]),
      [
        [100, 842 - 716],
        [200, 842 - 716],
      ],
    );
    const reply = await api('POST', `/templates/${created.body.id}/render`, { values: { plan: 'Yearly' } });
    assert.equal(reply.status, 200);
    const pixels = await pagePixels(reply.body, dir, 'form');
    // The buttons are drawn unchecked (their circles): the mark fills the middle of the chosen one only.
    const middle = (x: number) => ({ x: x + 5, y: 842 - 711, width: 6, height: 6 });
    assert.ok(inkIn(pixels, middle(200)) > 0.5, 'Yearly is marked');
    assert.ok(inkIn(pixels, middle(100)) < 0.1, 'Monthly is not');
  });
});
