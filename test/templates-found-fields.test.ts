// Fields found in the documents (issue 33 items 1-3) over HTTP: POST /api/v1/templates with
// `fieldsFrom: ["tags"]` (tags in a PDF and in a Word file, beside explicit fields, across two
// documents), `fieldsFrom: ["form"]` with `formRoles` (the executed PDF has no fillable field left and
// carries the values drawn), and fields with an `anchor` (each position, an occurrence in the second
// document), and the 400s naming the document, page and tag, or the field and the anchor's text.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PDFDocument, PDFString, StandardFonts } from '../src/platform/pdf.ts';
import { formFieldLabel } from '../src/templates/form-field-label.ts';
import { keep, libreOffice, pdfText, pdfWords, qpdfAcroform, sealCheck } from './found-fields-support.ts';
import { request } from './helpers.ts';
import { complete, downloadExecuted, type SigningApp, startSigningApp, typed } from './signing-support.ts';

let app: SigningApp;
before(async () => {
  app = await startSigningApp();
});
after(async () => {
  await app?.close();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const api = (method: string, p: string, body?: unknown) =>
  request(app.t.url, method, `/api/v1${p}`, { token: app.tenant.apiKey, body });

async function pdf(lines: Array<[string, number, number, number?]>, pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([595, 842]);
  for (let i = 1; i < pages; i++) doc.addPage([595, 842]);
  for (const [text, x, y, page] of lines) {
    doc.getPage((page ?? 1) - 1).drawText(text, { x, y, size: 12, font });
  }
  void first;
  return doc.save();
}

async function sendAndSign(
  templateId: string,
  roles: string[],
  values: Record<string, unknown>,
  signerValues: Array<Record<string, unknown>>,
) {
  const published = await api('POST', `/templates/${templateId}/publish`);
  assert.equal(published.status, 200, JSON.stringify(published.body));
  const sent = await api('POST', '/esign/submissions', {
    templateId,
    submitters: roles.map((role, i) => ({ role, name: `Signer ${role}`, email: `s${i}@found.test` })),
    values,
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const tokens = sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl.split('/sign/')[1]);
  for (const [i, token] of tokens.entries()) {
    const done = await complete(app.t.url, token, {
      consent: true,
      signature: typed(`Signer ${roles[i]}`),
      values: signerValues[i] ?? {},
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
  }
  const executed = await downloadExecuted(app, sent.body.id);
  assert.equal(executed.status, 200);
  await keep(new Uint8Array(executed.body), `${templateId}.pdf`);
  return new Uint8Array(executed.body);
}

describe('fieldsFrom tags', () => {
  test('tags in a PDF and in a Word file become fields beside the explicit ones; no page shows a tag', async () => {
    const lease = await pdf([
      ['Residential lease', 72, 780],
      ['Monthly rent: {{rent;type=number;label=Monthly rent}} EUR', 72, 700],
      ['{{tenantSig;type=signature;role=Tenant;label=Tenant signature}}', 72, 500],
    ]);
    const annex = await libreOffice(
      [
        'Annex A: inventory',
        'Move-in {{moveIn;type=date;role=Tenant;label=Move-in date}} as agreed.',
        '',
        '',
        '',
        '',
        'Landlord: {{landlordSig;type=signature;role=Landlord}}',
      ],
      'docx',
    );
    const created = await api('POST', '/templates', {
      name: 'Lease with annex',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
      documents: [
        { name: 'Lease', pdf: b64(lease) },
        { name: 'Annex', file: b64(annex), filename: 'annex.docx' },
      ],
      fieldsFrom: ['tags'],
      fields: [
        {
          name: 'note',
          label: 'Note',
          type: 'text',
          required: false,
          document: 2,
          page: 1,
          x: 72,
          y: 760,
          width: 200,
          height: 20,
        },
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const fields = (await api('GET', `/templates/${created.body.id}`)).body.fields;
    const summary = Object.fromEntries(
      fields.map((f: Record<string, unknown>) => [
        f.name,
        [f.type, f.role ?? null, f.label, f.document, f.page],
      ]),
    );
    assert.deepEqual(summary, {
      note: ['text', null, 'Note', 2, 1],
      rent: ['number', null, 'Monthly rent', 1, 1],
      tenantSig: ['signature', 'Tenant', 'Tenant signature', 1, 1],
      moveIn: ['date', 'Tenant', 'Move-in date', 2, 1],
      landlordSig: ['signature', 'Landlord', 'landlordSig', 2, 1],
    });
    // Where the tag was: the rent box starts right after "Monthly rent:" on its line.
    const words = await pdfWords(lease);
    const tag = words.find((w) => w.text.startsWith('{{rent'))!;
    const rent = fields.find((f: { name: string }) => f.name === 'rent');
    assert.ok(Math.abs(rent.x - tag.xMin) < 1 && rent.y < tag.yMax && rent.y + rent.height > tag.yMin);

    const render = await request(app.t.url, 'POST', `/api/v1/templates/${created.body.id}/render`, {
      token: app.tenant.apiKey,
      body: { values: { rent: 1250 } },
    });
    assert.equal(render.status, 200);
    const rendered = await pdfText(new Uint8Array(render.body));
    assert.ok(!rendered.includes('{{'), rendered);
    assert.match(rendered, /Annex A: inventory/);

    const executed = await sendAndSign(created.body.id, ['Tenant', 'Landlord'], { rent: 1250 }, [
      { moveIn: '2027-03-01' },
      {},
    ]);
    const text = await pdfText(executed);
    assert.ok(!text.includes('{{') && !text.includes('}}'), text);
    assert.match(text, /Monthly rent:/);
    assert.match(text, /Signer Tenant/);
    assert.match(text, /Signer Landlord/);
  });

  test('fieldsFrom that finds nothing is a 400 saying so', async () => {
    const reply = await api('POST', '/templates', {
      name: 'No tags',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: b64(await pdf([['A plain page', 72, 700]])),
      fieldsFrom: ['tags', 'form'],
    });
    assert.equal(reply.status, 400);
    assert.match(
      reply.body.message,
      /fieldsFrom \["tags","form"\] found no \{\{…\}\} tag and no form field in the documents/,
    );
  });

  test('tag problems are one 400 naming the document, the page and the tag', async () => {
    const reply = await api('POST', '/templates', {
      name: 'Bad tags',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      documents: [
        { name: 'Lease', pdf: b64(await pdf([['{{a}} {{b;type=image}} {{c}}', 72, 700]])) },
        { name: 'Annex', pdf: b64(await pdf([['{{c;role=Guest}} {{a}} {{d;type=date', 72, 700, 2]], 2)) },
      ],
      fieldsFrom: ['tags'],
      fields: [{ name: 'c', label: 'C', type: 'text', page: 1, x: 10, y: 10, width: 50, height: 20 }],
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.code, undefined);
    const { message } = reply.body;
    for (const part of [
      'document 1 ("Lease"), page 1: tag {{b;type=image}} has an unknown type "image"',
      'document 2 ("Annex"), page 2: tag {{c;role=Guest}} names the role "Guest"',
      'document 2 ("Annex"), page 2: tag {{a}} uses the name "a" already used by document 1 ("Lease"), page 1: tag {{a}}',
      'document 2 ("Annex"), page 2: tag {{d;type=date is not closed with }}',
      'document 1 ("Lease"), page 1: tag {{c}} uses the name "c" already used by fields[0]',
    ]) {
      assert.ok(message.includes(part), `missing "${part}" in: ${message}`);
    }
  });
});

async function formPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Membership application', { x: 72, y: 780, size: 16, font });
  const form = doc.getForm();
  form.createTextField('applicant.name').addToPage(page, { x: 72, y: 700, width: 220, height: 22 });
  form.createCheckBox('applicant.agree').addToPage(page, { x: 72, y: 650, width: 14, height: 14 });
  const city = form.createDropdown('office.city');
  city.addOptions(['Berlin', 'Paris']);
  city.addToPage(page, { x: 72, y: 600, width: 140, height: 22 });
  const sig = doc.context.obj({
    FT: 'Sig',
    T: PDFString.of('signature'),
    Type: 'Annot',
    Subtype: 'Widget',
    Rect: [72, 450, 272, 500],
    F: 4,
    P: page.ref,
  });
  const ref = doc.context.register(sig);
  page.node.addAnnot(ref);
  form.acroForm.addField(ref);
  return doc.save();
}

describe('fieldsFrom form', () => {
  test('a PDF form becomes fields; the executed PDF has no fillable field and carries the values drawn', async () => {
    const created = await api('POST', '/templates', {
      name: 'Membership',
      kind: 'coordinate',
      roles: [{ name: 'Applicant' }, { name: 'Office' }],
      pdf: b64(await formPdf()),
      fieldsFrom: ['form'],
      formRoles: { 'applicant.*': 'Applicant' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const summary = Object.fromEntries(
      created.body.fields.map((f: Record<string, unknown>) => [
        f.name,
        [f.type, f.role ?? null, f.options ?? null],
      ]),
    );
    assert.deepEqual(summary, {
      applicant_name: ['text', 'Applicant', null],
      applicant_agree: ['checkbox', 'Applicant', null],
      office_city: ['select', null, ['Berlin', 'Paris']],
      signature: ['signature', 'Applicant', null],
    });
    // The signer reads a readable name, not the PDF's "applicant.name" (issue 44 item 14); the same
    // rule as detection's (test/detect-engine.test.ts), and a tooltip wins (below).
    assert.deepEqual(
      created.body.fields.map((f: { label: string }) => f.label),
      ['Applicant name', 'Applicant agree', 'Office city', 'Signature'],
    );
    const executed = await sendAndSign(created.body.id, ['Applicant', 'Office'], { office_city: 'Paris' }, [
      { applicant_name: 'Ada Lovelace', applicant_agree: true },
      {},
    ]);
    const sealed = await sealCheck(executed);
    assert.match(sealed, /Signature Validation: Signature is Valid\./);
    const acroform = await qpdfAcroform(executed);
    const fillable = (acroform.fields as Array<{ fieldtype: string }>).filter((f) => f.fieldtype !== '/Sig');
    assert.deepEqual(fillable, [], 'no text, check box or choice field is left to fill');
    const text = await pdfText(executed);
    assert.match(text, /Ada Lovelace/);
    assert.match(text, /Paris/);
    assert.match(text, /Signer Applicant/);
  });

  test('form problems: two PDF names that make one key, a role that is not the template’s', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    doc.getForm().createTextField('a.b').addToPage(page, { x: 72, y: 700, width: 100, height: 20 });
    doc.getForm().createTextField('a_b').addToPage(page, { x: 72, y: 650, width: 100, height: 20 });
    const reply = await api('POST', '/templates', {
      name: 'Clash',
      kind: 'coordinate',
      roles: [{ name: 'Applicant' }],
      pdf: b64(await doc.save()),
      fieldsFrom: ['form'],
      formRoles: { 'a*': 'Guest' },
    });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /formRoles\["a\*"\] names the role "Guest"/);
    assert.match(reply.body.message, /the form fields "a\.b" and "a_b" both become the field name "a_b"/);
  });

  test('fieldsFrom and formRoles are checked', async () => {
    const reply = await api('POST', '/templates', {
      name: 'Wrong',
      kind: 'coordinate',
      roles: [{ name: 'Applicant' }],
      pdf: b64(await pdf([['Hello', 72, 700]])),
      fieldsFrom: ['tags', 'magic'],
      formRoles: { x: 'Applicant' },
    });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /fieldsFrom must be an array of "tags" and "form"/);
    assert.match(reply.body.message, /formRoles applies to the form fields of fieldsFrom \["form"\]/);
  });
});

describe('anchors', () => {
  const anchored = (name: string, anchor: Record<string, unknown>) => ({
    name,
    label: name,
    type: 'text',
    required: false,
    width: 120,
    height: 20,
    anchor,
  });

  test('a field is placed right of, below, above or over its text, in the document where it occurs', async () => {
    const lease = await pdf([
      ['Tenant name:', 72, 700],
      ['Address', 72, 600],
      ['Signature', 300, 300],
    ]);
    const annex = await pdf([['Signature', 100, 400]]);
    const created = await api('POST', '/templates', {
      name: 'Anchored',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      documents: [
        { name: 'Lease', pdf: b64(lease) },
        { name: 'Annex', pdf: b64(annex) },
      ],
      fields: [
        anchored('right', { text: 'Tenant name:' }),
        anchored('below', { text: 'Address', position: 'below', offsetY: 2 }),
        anchored('above', { text: 'Signature', position: 'above' }),
        anchored('over', { text: 'Address', position: 'over', offsetX: -4 }),
        anchored('second', { text: 'Signature', occurrence: 2, position: 'right', offsetX: 6 }),
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const read = (await api('GET', `/templates/${created.body.id}`)).body;
    const by = Object.fromEntries(read.fields.map((f: { name: string }) => [f.name, f]));
    const leaseWords = await pdfWords(lease);
    const word = (words: typeof leaseWords, text: string) => words.find((w) => w.text === text)!;
    const near = (a: number, b: number, what: string) =>
      assert.ok(Math.abs(a - b) < 2, `${what}: ${a} vs ${b}`);
    const name = word(leaseWords, 'name:');
    near(by.right.x, name.xMax, 'right: starts where the text ends');
    near(by.right.y + 20, name.yMax, 'right: bottom edges level');
    const address = word(leaseWords, 'Address');
    near(by.below.x, address.xMin, 'below: left edges level');
    near(by.below.y, address.yMax + 2, 'below: under the text, moved down 2');
    near(by.over.x, address.xMin - 4, 'over: moved left 4');
    near(by.over.y, address.yMin, 'over: top edges level');
    const signature = word(leaseWords, 'Signature');
    near(by.above.y + 20, signature.yMin, 'above: its bottom at the text’s top');
    assert.deepEqual([by.above.document, by.above.page], [1, 1]);
    const annexSignature = word(await pdfWords(annex), 'Signature');
    assert.deepEqual([by.second.document, by.second.page], [2, 1], 'the second occurrence is in the annex');
    near(by.second.x, annexSignature.xMax + 6, 'second: right of it, moved 6');
    for (const field of read.fields)
      assert.equal(field.anchor, undefined, 'the anchor is resolved, not kept');
  });

  test('a text not found, or found fewer times than asked, is a 400 naming the field and the text', async () => {
    const reply = await api('POST', '/templates', {
      name: 'Lost anchors',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: b64(await pdf([['Signature', 72, 700]])),
      fields: [
        anchored('lost', { text: 'Guarantor' }),
        anchored('third', { text: 'Signature', occurrence: 3 }),
        anchored('both', { text: 'Signature' }),
        { ...anchored('bad', { text: '', position: 'left' }) },
      ],
    });
    assert.equal(reply.status, 400);
    const { message } = reply.body;
    assert.match(message, /fields\[0\]\.anchor text "Guarantor" is not in the documents' text/);
    assert.match(message, /fields\[1\]\.anchor text "Signature" is in the documents' text 1 time, not 3/);
    assert.match(message, /fields\[3\]\.anchor\.text is required/);
    assert.match(message, /fields\[3\]\.anchor\.position must be one of right, below, above, over/);
  });

  test('an anchor with coordinates as well is a 400', async () => {
    const reply = await api('POST', '/templates', {
      name: 'Both',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: b64(await pdf([['Signature', 72, 700]])),
      fields: [{ ...anchored('both', { text: 'Signature' }), page: 1, x: 10, y: 10 }],
    });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /fields\[0\] has an anchor and page, x, y: give one or the other/);
  });
});

describe('a form field’s label (issue 44 item 14)', () => {
  test('its tooltip, else a readable form of its full name', () => {
    assert.equal(formFieldLabel('Your full name', 'applicant.name'), 'Your full name');
    assert.equal(formFieldLabel(undefined, 'applicant.name'), 'Applicant name');
    assert.equal(formFieldLabel('  ', 'dateOfBirth'), 'Date of birth');
    assert.equal(formFieldLabel(undefined, 'Text1'), 'Text 1');
    assert.equal(formFieldLabel(undefined, 'form1[0].page1[0].ZIP_code[0]'), 'Form 1 page 1 ZIP code');
  });
});
