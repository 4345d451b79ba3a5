// Template definitions (CONTRACT §4): every malformed-template rule is a 400 whose message lists
// what to fix, and a well-formed body becomes a NewTemplate.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { degrees, PDFDocument } from 'pdf-lib';
import { AppError } from '../src/platform/errors.ts';
import { parseTemplateDefinition } from '../src/templates/definition.ts';

const run = promisify(execFile);
let dir: string;
let letterPdf: string; // 2 pages of 612 x 792
let rotatedPdf: string; // 1 page, MediaBox 792 x 612 shown rotated 90° as 612 x 792

async function pdfBase64(sizes: Array<[number, number]>, rotate?: number): Promise<string> {
  const doc = await PDFDocument.create();
  for (const size of sizes) {
    const page = doc.addPage(size);
    if (rotate) page.setRotation(degrees(rotate));
  }
  return Buffer.from(await doc.save()).toString('base64');
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'templates-definition-'));
  letterPdf = await pdfBase64([
    [612, 792],
    [612, 792],
  ]);
  rotatedPdf = await pdfBase64([[792, 612]], 90);
});
after(() => rm(dir, { recursive: true, force: true }));

function flow(overrides: Record<string, unknown> = {}) {
  return {
    name: 'NDA',
    kind: 'flow',
    roles: [{ name: 'Client' }, { name: 'Company' }],
    body: '# Mutual NDA\n\nBetween {{clientName}} and the Company.',
    variables: [{ key: 'clientName', label: 'Client name', type: 'text', required: true }],
    ...overrides,
  };
}

function coordinate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lease',
    kind: 'coordinate',
    roles: [{ name: 'Tenant' }],
    pdf: letterPdf,
    fields: [
      { name: 'rent', label: 'Monthly rent', type: 'number', page: 1, x: 72, y: 200, width: 120, height: 18 },
      {
        name: 'tenantSig',
        label: 'Tenant signature',
        type: 'signature',
        role: 'Tenant',
        page: 2,
        x: 72,
        y: 600,
        width: 180,
        height: 48,
      },
    ],
    ...overrides,
  };
}

/** The 400's message, split into its problems (no single problem contains "; "). */
async function problemsOf(body: unknown): Promise<string[]> {
  try {
    await parseTemplateDefinition(body);
  } catch (error) {
    assert.ok(error instanceof AppError, `expected an AppError, got ${error}`);
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, undefined, 'a malformed template is a 400 without code');
    return error.message.split('; ');
  }
  assert.fail('expected the template to be rejected');
}

async function assertProblem(body: unknown, pattern: RegExp) {
  const problems = await problemsOf(body);
  assert.ok(
    problems.some((problem) => pattern.test(problem)),
    `no problem matches ${pattern}: ${problems.join(' | ')}`,
  );
}

describe('a well-formed template', () => {
  test('a flow body becomes a draft-ready template with required defaulting to true', async () => {
    const { template } = await parseTemplateDefinition(
      flow({ variables: [{ key: 'clientName', label: 'Client name', type: 'text' }] }),
    );
    assert.deepEqual(template, {
      name: 'NDA',
      kind: 'flow',
      roles: [{ name: 'Client' }, { name: 'Company' }],
      body: '# Mutual NDA\n\nBetween {{clientName}} and the Company.',
      inputs: [{ key: 'clientName', label: 'Client name', type: 'text', required: true }],
    });
  });

  test('a coordinate body keeps the PDF bytes and each field with its box, keyed by name', async () => {
    const { template } = await parseTemplateDefinition(coordinate());
    assert.ok(template.pdf instanceof Uint8Array);
    assert.deepEqual(Buffer.from(template.pdf), Buffer.from(letterPdf, 'base64'));
    assert.deepEqual(template.inputs[1], {
      key: 'tenantSig',
      label: 'Tenant signature',
      type: 'signature',
      required: true,
      role: 'Tenant',
      page: 2,
      x: 72,
      y: 600,
      width: 180,
      height: 48,
    });
  });

  test('a declared sender variable never placed in the body is fine', async () => {
    const variables = [
      { key: 'clientName', label: 'Client name', type: 'text' },
      { key: 'unused', label: 'Unused', type: 'number', required: false },
    ];
    const { template } = await parseTemplateDefinition(flow({ variables }));
    assert.equal(template.inputs.length, 2);
  });

  test('select options, signer-filled variables and exactly 10 roles are accepted', async () => {
    const roles = Array.from({ length: 10 }, (_, i) => ({ name: `Signer ${i + 1}` }));
    const variables = [
      { key: 'clientName', label: 'Client name', type: 'text' },
      { key: 'plan', label: 'Plan', type: 'select', options: ['basic', 'pro'] },
      { key: 'phone', label: 'Phone', type: 'text', role: 'Signer 3', required: false },
      { key: 'sig', label: 'Signature', type: 'signature', role: 'Signer 1' },
    ];
    const { template } = await parseTemplateDefinition(flow({ roles, variables }));
    assert.deepEqual(template.inputs[1].options, ['basic', 'pro']);
    assert.equal(template.inputs[2].role, 'Signer 3');
    assert.equal(template.inputs[2].required, false);
  });

  test('a field must fit the page as displayed: a rotated page is checked in its rotated size', async () => {
    const tall = { name: 'a', label: 'A', type: 'text', page: 1, x: 10, y: 700, width: 500, height: 20 };
    await parseTemplateDefinition(coordinate({ pdf: rotatedPdf, fields: [tall] }));
    await assertProblem(
      coordinate({ pdf: rotatedPdf, fields: [{ ...tall, x: 200 }] }),
      /does not fit page 1 \(612 x 792/,
    );
  });
});

describe('a malformed template is a 400 listing every problem', () => {
  test('every problem is reported at once, joined with "; "', async () => {
    const problems = await problemsOf({ name: '', kind: 'flow', roles: [], body: '' });
    assert.ok(problems.length >= 3, problems.join(' | '));
    assert.ok(problems.some((p) => p.startsWith('name')));
    assert.ok(problems.some((p) => p.startsWith('roles')));
    assert.ok(problems.some((p) => p.startsWith('body')));
  });

  test('a body that is not an object is rejected', async () => {
    await assertProblem([], /must be a JSON object/);
    await assertProblem(null, /must be a JSON object/);
  });

  test('an unknown kind', async () => {
    await assertProblem(flow({ kind: 'docx' }), /kind must be "flow" or "coordinate", not "docx"/);
    await assertProblem(flow({ kind: undefined }), /kind is required/);
  });

  test('a name that is missing, blank or longer than 200 characters', async () => {
    await assertProblem(flow({ name: undefined }), /^name is required/);
    await assertProblem(flow({ name: '   ' }), /^name is required/);
    await assertProblem(flow({ name: 'n'.repeat(201) }), /^name must be at most 200 characters/);
  });

  test('more than 10 roles', async () => {
    const roles = Array.from({ length: 11 }, (_, i) => ({ name: `Signer ${i + 1}` }));
    await assertProblem(flow({ roles }), /roles has 11 roles, at most 10 are allowed/);
  });

  test('no roles at all', async () => {
    await assertProblem(flow({ roles: [] }), /^roles is required/);
    await assertProblem(flow({ roles: undefined }), /^roles is required/);
  });

  test('a duplicate role, compared without regard to case', async () => {
    await assertProblem(
      flow({ roles: [{ name: 'Client' }, { name: 'Client' }] }),
      /roles\[1\]\.name "Client" is a duplicate/,
    );
    await assertProblem(flow({ roles: [{ name: 'Client' }, { name: 'client' }] }), /is a duplicate role/);
  });

  test('a role without a name, or with unknown properties', async () => {
    await assertProblem(flow({ roles: [{ name: '' }] }), /roles\[0\]\.name is required/);
    await assertProblem(
      flow({ roles: [{ name: 'A', order: 1 }] }),
      /roles\[0\] has unknown property "order"/,
    );
  });

  test('an unknown top-level property', async () => {
    await assertProblem(flow({ sendEmails: true }), /unknown property "sendEmails"/);
    await assertProblem(
      flow({ fields: [] }),
      /unknown property "fields" \(fields and pdf belong to coordinate/,
    );
    await assertProblem(coordinate({ body: '# x' }), /unknown property "body"/);
  });

  test('an undeclared placeholder', async () => {
    await assertProblem(
      flow({ body: 'Hello {{clientName}} and {{ companyName }}' }),
      /body uses \{\{companyName\}\}, which is not a declared variable/,
    );
  });

  test('a malformed placeholder', async () => {
    await assertProblem(
      flow({ body: 'Hello {{client name}}' }),
      /body has a malformed placeholder \{\{client name\}\}/,
    );
  });

  test('an empty flow body', async () => {
    await assertProblem(flow({ body: '  \n ' }), /^body is required/);
  });

  test('an unknown input type', async () => {
    const variables = [{ key: 'clientName', label: 'Client name', type: 'colour' }];
    await assertProblem(
      flow({ variables }),
      /variables\[0\]\.type "colour" must be one of text, number, date/,
    );
  });

  test('a key that is missing, badly formed or used twice', async () => {
    const variable = { key: 'clientName', label: 'Client name', type: 'text' };
    await assertProblem(
      flow({ variables: [{ ...variable, key: undefined }] }),
      /variables\[0\]\.key is required/,
    );
    await assertProblem(
      flow({ variables: [{ ...variable, key: '1st' }] }),
      /variables\[0\]\.key "1st" must start with a letter/,
    );
    await assertProblem(
      flow({ variables: [{ ...variable, key: 'client-name' }] }),
      /must start with a letter/,
    );
    await assertProblem(
      flow({ variables: [variable, variable] }),
      /variables\[1\]\.key "clientName" is used twice/,
    );
    const field = coordinate().fields[0];
    await assertProblem(coordinate({ fields: [field, field] }), /fields\[1\]\.name "rent" is used twice/);
  });

  test('a missing label', async () => {
    await assertProblem(
      flow({ variables: [{ key: 'clientName', type: 'text' }] }),
      /variables\[0\]\.label is required/,
    );
  });

  test('a select without options, and options on anything but a select', async () => {
    const base = { key: 'clientName', label: 'Client name' };
    await assertProblem(
      flow({ variables: [{ ...base, type: 'select' }] }),
      /is a select and needs a non-empty options array/,
    );
    await assertProblem(
      flow({ variables: [{ ...base, type: 'select', options: [] }] }),
      /needs a non-empty options/,
    );
    await assertProblem(
      flow({ variables: [{ ...base, type: 'text', options: ['a'] }] }),
      /options only apply to select/,
    );
  });

  test('a signature field without a role', async () => {
    const fields = [
      { name: 'sig', label: 'Signature', type: 'signature', page: 1, x: 72, y: 72, width: 100, height: 40 },
    ];
    await assertProblem(coordinate({ fields }), /fields\[0\] is a signature field and needs a role/);
    const variables = [
      { key: 'clientName', label: 'Client name', type: 'text' },
      { key: 'ini', label: 'Initials', type: 'initials' },
    ];
    await assertProblem(flow({ variables }), /variables\[1\] is a initials field and needs a role/);
  });

  test("a role that is not one of the template's roles", async () => {
    const variables = [{ key: 'clientName', label: 'Client name', type: 'text', role: 'Landlord' }];
    await assertProblem(
      flow({ variables }),
      /variables\[0\]\.role "Landlord" is not one of the template's roles \(Client, Company\)/,
    );
  });

  test('required must be a boolean', async () => {
    const variables = [{ key: 'clientName', label: 'Client name', type: 'text', required: 'yes' }];
    await assertProblem(flow({ variables }), /variables\[0\]\.required must be true or false/);
  });

  test('flow variables have no coordinates', async () => {
    const variables = [{ key: 'clientName', label: 'Client name', type: 'text', page: 1, x: 10 }];
    await assertProblem(
      flow({ variables }),
      /variables\[0\] has page, x: flow variables have no coordinates/,
    );
  });

  test('an unknown property on a variable or a field', async () => {
    const variables = [{ key: 'clientName', label: 'Client name', type: 'text', placeholder: 'x' }];
    await assertProblem(flow({ variables }), /variables\[0\] has unknown property "placeholder"/);
    const fields = [{ ...coordinate().fields[0], font: 'Helvetica' }];
    await assertProblem(coordinate({ fields }), /fields\[0\] has unknown property "font"/);
  });

  test('a coordinate field without its page, position or size', async () => {
    const { page: _page, width: _width, ...rest } = coordinate().fields[0];
    await assertProblem(coordinate({ fields: [rest] }), /fields\[0\]\.page is required/);
    await assertProblem(coordinate({ fields: [rest] }), /fields\[0\]\.width is required/);
    await assertProblem(
      coordinate({ fields: [{ ...coordinate().fields[0], height: 0 }] }),
      /height must be greater than 0/,
    );
    await assertProblem(
      coordinate({ fields: [{ ...coordinate().fields[0], x: -1 }] }),
      /x must be 0 or more/,
    );
    await assertProblem(
      coordinate({ fields: [{ ...coordinate().fields[0], page: 1.5 }] }),
      /page must be a whole number/,
    );
  });

  test('a field outside its page', async () => {
    const field = coordinate().fields[0];
    await assertProblem(
      coordinate({ fields: [{ ...field, x: 500 }] }),
      /fields\[0\] does not fit page 1 \(612 x 792 pt\): x \+ width = 620/,
    );
    await assertProblem(
      coordinate({ fields: [{ ...field, y: 780 }] }),
      /fields\[0\] does not fit page 1 .*y \+ height = 798/,
    );
    await assertProblem(
      coordinate({ fields: [{ ...field, page: 3 }] }),
      /fields\[0\]\.page 3 is beyond the PDF's 2 pages/,
    );
  });

  test('a field that exactly fills its page fits', async () => {
    const field = { name: 'all', label: 'All', type: 'text', page: 2, x: 0, y: 0, width: 612, height: 792 };
    await parseTemplateDefinition(coordinate({ fields: [field] }));
  });

  test('a missing pdf, or one that is not base64', async () => {
    await assertProblem(coordinate({ pdf: undefined }), /^pdf or documents is required: give exactly one/);
    await assertProblem(coordinate({ pdf: 'not base64!' }), /^pdf must be base64-encoded/);
  });

  test('not a PDF', async () => {
    const png = Buffer.from('\x89PNG\r\n\x1a\n-not-a-pdf', 'latin1').toString('base64');
    await assertProblem(coordinate({ pdf: png }), /^pdf is not a PDF document/);
    const fake = Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF').toString('base64');
    await assertProblem(coordinate({ pdf: fake }), /^pdf could not be read as a PDF document/);
  });

  test('an encrypted PDF, whether or not pdf-lib can open it', async () => {
    const plain = path.join(dir, 'plain.pdf');
    await writeFile(plain, Buffer.from(letterPdf, 'base64'));
    for (const [name, args] of [
      ['aes256.pdf', ['--encrypt', 'user', 'owner', '256', '--']],
      ['owner-only.pdf', ['--encrypt', '', 'owner', '128', '--use-aes=y', '--']],
    ] as const) {
      const out = path.join(dir, name);
      await run('qpdf', [...args, plain, out]);
      const pdf = (await readFile(out)).toString('base64');
      await assertProblem(coordinate({ pdf }), /^pdf is encrypted or password-protected/);
    }
  });

  // The limits of all of a template's documents together (issue 32) hold for `pdf` alone too.
  test('a PDF over 50 MB', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    await assertProblem(
      coordinate({ pdf: big.toString('base64') }),
      /^pdf is 50\.0 MB, at most 50 MB is allowed/,
    );
  });

  test('a PDF of more than 500 pages', async () => {
    const pdf = await pdfBase64(Array.from({ length: 501 }, () => [200, 200] as [number, number]));
    await assertProblem(coordinate({ pdf, fields: [] }), /^pdf has 501 pages, at most 500 are allowed/);
  });

  test('a data URL prefix and line-wrapped base64 are accepted', async () => {
    const wrapped = `data:application/pdf;base64,${letterPdf.replace(/(.{76})/g, '$1\n')}`;
    const { template } = await parseTemplateDefinition(coordinate({ pdf: wrapped }));
    assert.deepEqual(Buffer.from(template.pdf!), Buffer.from(letterPdf, 'base64'));
  });
});
