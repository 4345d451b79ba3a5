// The PDF's own form fields (issue 33 item 2), the module alone: each AcroForm field becomes a
// template field of the matching type where its widgets are, named by its full PDF name made into a
// key, its role from formRoles (exact names, then the longest prefix*; an unassigned signature goes
// to the first role); the PDF that comes back has no form left (qpdf --json: no fields, no
// AcroForm; no widget on any page) and still looks as it did (its widgets' appearance drawn in).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PDFArray, PDFDocument, PDFName, PDFString, StandardFonts } from '../src/platform/pdf.ts';
import { keyOf, roleFor, takeFormFields } from '../src/templates/found-fields/acroform.ts';
import { differingShare, qpdfAcroform, renderPages } from './found-fields-support.ts';

const ROLES = ['Applicant', 'Witness'];

/**
 * A form: nested text fields, a check box, a radio group, check boxes sharing a name, a dropdown, a
 * list, a signature, a button.
 */
async function formPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Application form', { x: 72, y: 780, size: 16, font });
  const form = doc.getForm();
  const name = form.createTextField('applicant.name');
  name.addToPage(page, { x: 72, y: 700, width: 200, height: 20 });
  name.enableRequired();
  const email = form.createTextField('applicant.contact.email');
  email.addToPage(page, { x: 300, y: 700, width: 200, height: 20 });
  form.createCheckBox('agree').addToPage(page, { x: 72, y: 650, width: 14, height: 14 });
  const plan = form.createRadioGroup('plan');
  plan.addOptionToPage('Basic', page, { x: 72, y: 600, width: 14, height: 14 });
  plan.addOptionToPage('Pro', page, { x: 120, y: 600, width: 14, height: 14 });
  // Check boxes of one name, each with its own value: pdf-lib makes them as a radio group, then the
  // group's radio flag (bit 16) is cleared.
  const extras = form.createRadioGroup('extras');
  extras.addOptionToPage('Wifi', page, { x: 300, y: 600, width: 14, height: 14 });
  extras.addOptionToPage('Parking', page, { x: 300, y: 580, width: 14, height: 14 });
  extras.acroField.dict.set(PDFName.of('Ff'), doc.context.obj(0));
  const city = form.createDropdown('address.city');
  city.addOptions(['Berlin', 'Paris']);
  city.addToPage(page, { x: 72, y: 550, width: 120, height: 20 });
  const days = form.createOptionList('days');
  days.addOptions(['Mon', 'Tue']);
  days.addToPage(page, { x: 300, y: 520, width: 100, height: 50 });
  form.createButton('print').addToPage('Print', page, { x: 450, y: 780, width: 60, height: 20 });
  const witness = form.createTextField('witness.name');
  witness.addToPage(page, { x: 72, y: 450, width: 200, height: 20 });
  // pdf-lib makes no signature fields: one written by hand, a field that is its own widget.
  for (const [fieldName, y] of [
    ['applicantSignature', 300],
    ['witness.sig', 200],
  ] as const) {
    const sig = doc.context.obj({
      FT: 'Sig',
      T: PDFString.of(fieldName.split('.').pop()!),
      Type: 'Annot',
      Subtype: 'Widget',
      Rect: [72, y, 252, y + 40],
      F: 4,
      P: page.ref,
    });
    const ref = doc.context.register(sig);
    page.node.addAnnot(ref);
    if (fieldName.includes('.')) {
      // Under the existing "witness" node.
      const parent = form.getTextField('witness.name').acroField.getParent();
      if (parent) {
        sig.set(PDFName.of('Parent'), doc.context.getObjectRef(parent.dict)!);
        parent.dict.lookup(PDFName.of('Kids'), PDFArray).push(ref);
      }
    } else form.acroForm.addField(ref);
  }
  return doc.save();
}

describe('a PDF form becomes template fields', () => {
  test('each field type, its options, key, box and role', async () => {
    const pdf = await formPdf();
    const problems: string[] = [];
    const { pdf: out, fields } = await takeFormFields(
      pdf,
      {
        document: 'document "Application"',
        roles: ROLES,
        formRoles: {
          'applicant.*': 'Applicant',
          'applicant.contact.*': 'Witness',
          'witness.name': 'Witness',
        },
      },
      problems,
    );
    assert.deepEqual(problems, []);
    const summary = Object.fromEntries(
      fields.map((f) => [f.name, [f.type, f.role ?? null, f.options ?? null, f.required]]),
    );
    assert.deepEqual(summary, {
      applicant_name: ['text', 'Applicant', null, true],
      applicant_contact_email: ['text', 'Witness', null, false],
      agree: ['checkbox', null, null, false],
      plan: ['radio', null, ['Basic', 'Pro'], false],
      extras: ['multiple', null, ['Wifi', 'Parking'], false],
      address_city: ['select', null, ['Berlin', 'Paris'], false],
      days: ['select', null, ['Mon', 'Tue'], false],
      witness_name: ['text', 'Witness', null, false],
      applicantSignature: ['signature', 'Applicant', null, true],
      witness_sig: ['signature', 'Applicant', null, true],
    });
    const name = fields.find((f) => f.name === 'applicant_name')!;
    // Where the widget is, in points from the top-left (pdf-lib's widget rectangle has a border of 1).
    assert.ok(Math.abs(name.x - 72) <= 1 && Math.abs(name.y - (842 - 720)) <= 1, JSON.stringify(name));
    assert.ok(Math.abs(name.width - 200) <= 2 && Math.abs(name.height - 20) <= 2);
    assert.equal(name.label, 'Applicant name', 'a readable name, not the PDF’s (issue 44 item 14)');
    const plan = fields.find((f) => f.name === 'plan')!;
    assert.ok(plan.width >= 60, 'a radio group covers all its buttons');
    // Each button's widget is its option's box (pdf-lib's widget rectangle has a border of 1).
    const near = (a: number, b: number) => Math.abs(a - b) <= 1.5;
    assert.equal(plan.optionBoxes?.length, 2);
    for (const [index, x] of [72, 120].entries()) {
      const box = plan.optionBoxes![index];
      assert.ok(near(box.x, x) && near(box.y, 842 - 614) && near(box.width, 14), JSON.stringify(box));
    }
    const extras = fields.find((f) => f.name === 'extras')!;
    assert.deepEqual(
      extras.optionBoxes?.map((box) => [Math.round(box.x), Math.round(box.y)]),
      [
        [300, 842 - 614],
        [300, 842 - 594],
      ],
    );
    assert.equal(fields.find((f) => f.name === 'agree')!.optionBoxes, undefined);

    const acroform = await qpdfAcroform(out);
    assert.deepEqual(acroform.fields, []);
    assert.equal(acroform.hasacroform, false);
    const cleaned = await PDFDocument.load(out);
    for (const page of cleaned.getPages()) {
      assert.equal(page.node.Annots()?.size() ?? 0, 0, 'no widget left on the page');
    }
    const [before, after] = await Promise.all([renderPages(pdf), renderPages(out)]);
    const share = differingShare(before[0], after[0]);
    assert.ok(share < 0.002, `the page looks as it did (${(share * 100).toFixed(2)}% of pixels differ)`);
  });

  test('two PDF names that become one key, and a formRoles role that does not exist, are problems', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const form = doc.getForm();
    form.createTextField('a.b').addToPage(page, { x: 72, y: 700, width: 100, height: 20 });
    form.createTextField('a_b').addToPage(page, { x: 72, y: 650, width: 100, height: 20 });
    const problems: string[] = [];
    await takeFormFields(
      await doc.save(),
      { document: 'document "Form"', roles: ROLES, formRoles: { 'a*': 'Guest' } },
      problems,
    );
    assert.deepEqual(problems, [
      `formRoles["a*"] names the role "Guest", which is not one of the template's roles (Applicant, Witness)`,
      'document "Form": the form fields "a.b" and "a_b" both become the field name "a_b"',
    ]);
  });

  test('a PDF without a form comes back byte for byte', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = await doc.save();
    const { pdf: out, fields } = await takeFormFields(
      pdf,
      { document: 'd', roles: ROLES, formRoles: {} },
      [],
    );
    assert.equal(out, pdf);
    assert.deepEqual(fields, []);
  });
});

describe('names and roles', () => {
  test('a PDF name made into a key', () => {
    assert.equal(keyOf('applicant.name[0]'), 'applicant_name_0');
    assert.equal(keyOf('1st line'), 'f_1st_line');
    assert.equal(keyOf('Straße'), 'Stra_e');
    assert.equal(keyOf('x'.repeat(80)).length, 64);
  });

  test('formRoles: the exact name wins, then the longest prefix', () => {
    const roles = { 'a.*': 'One', 'a.b.*': 'Two', 'a.b.c': 'Three' };
    assert.equal(roleFor('a.b.c', roles), 'Three');
    assert.equal(roleFor('a.b.d', roles), 'Two');
    assert.equal(roleFor('a.x', roles), 'One');
    assert.equal(roleFor('b', roles), undefined);
  });
});

test('"Find fields" proposes a form’s fields as form import makes them: one type, one label, the same options (issue 44 item 14)', async () => {
  const { detectFields } = await import('../src/templates/detect/index.ts');
  const pdf = await formPdf();
  const { fields: imported } = await takeFormFields(
    pdf,
    { document: 'document "Form"', roles: ROLES, formRoles: {} },
    [],
  );
  const proposals = await detectFields(pdf);
  const shape = (f: {
    name?: string;
    type: string;
    label: string;
    options?: string[];
    optionBoxes?: unknown[];
  }) =>
    `${f.name} ${f.label}: ${f.type}${f.options ? ` [${f.options.join('|')}]` : ''}${f.optionBoxes ? ` ${f.optionBoxes.length} boxes` : ''}`;
  // Detection calls a text field by what its label says (a date, a name); form import keeps it text.
  const importedShapes = imported.map((f) => shape(f)).sort();
  const proposedShapes = proposals
    .map((p) => shape({ ...p, type: ['date', 'initials'].includes(p.type) ? 'text' : p.type }))
    .sort();
  assert.deepEqual(proposedShapes, importedShapes);
  assert.ok(importedShapes.includes('plan Plan: radio [Basic|Pro] 2 boxes'), importedShapes.join('\n'));
  assert.ok(
    importedShapes.includes('extras Extras: multiple [Wifi|Parking] 2 boxes'),
    importedShapes.join('\n'),
  );
});
