// A template of several documents (issue 32) through the API: two PDFs with fields on each,
// published, sent, signed by both signers; the executed file has every document's pages in order
// (their text and the stamped values where the fields are), then the certificate listing each
// document with its pages and SHA-256, sealed so that pdfsig calls it valid. Every 400 of the
// documents' rules, GET's shape and the render without certificate.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ADMIN_TOKEN, request } from './helpers.ts';
import {
  complete,
  downloadExecuted,
  run,
  type SentRequest,
  type SigningApp,
  sendForSignature,
  startSigningApp,
  typed,
} from './signing-support.ts';

/** A PDF of letter pages, each saying its own text at the top. */
async function textPdf(texts: string[], size: [number, number] = [612, 792]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) {
    const page = doc.addPage(size);
    page.drawText(text, { x: 72, y: size[1] - 72, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');

let app: SigningApp;
let dir: string;
let lease: Buffer;
let annex: Buffer;
let templateId: string;
let sent: SentRequest;
let file: string;

const SIGNERS = [
  { role: 'Tenant', name: 'Tess Tenant', email: 'tess@tenant.test' },
  { role: 'Landlord', name: 'Lars Landlord', email: 'lars@landlord.test' },
];

function definition(documents: unknown, fields: unknown[] = FIELDS): Record<string, unknown> {
  return {
    name: 'Tenancy',
    kind: 'coordinate',
    roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
    documents,
    fields,
  };
}

const FIELDS = [
  // Document 1 (the lease), its page 2: the sender's rent and the tenant's signature.
  { name: 'rent', label: 'Rent', type: 'text', document: 1, page: 2, x: 72, y: 200, width: 200, height: 20 },
  {
    name: 'tenantSig',
    label: 'Tenant signature',
    type: 'signature',
    role: 'Tenant',
    page: 2,
    x: 72,
    y: 300,
    width: 200,
    height: 40,
  },
  // Document 2 (the annex): the tenant's note on its page 1, the landlord's signature on its page 2.
  {
    name: 'tenantNote',
    label: 'Note',
    type: 'text',
    role: 'Tenant',
    document: 2,
    page: 1,
    x: 72,
    y: 200,
    width: 200,
    height: 20,
  },
  {
    name: 'landlordSig',
    label: 'Landlord signature',
    type: 'signature',
    role: 'Landlord',
    document: 2,
    page: 2,
    x: 72,
    y: 300,
    width: 200,
    height: 40,
  },
];

const create = (body: unknown) =>
  request(app.t.url, 'POST', '/api/v1/templates', { token: app.tenant.apiKey, body });

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'countersign-documents-'));
  lease = await textPdf(['LEASE PAGE ONE', 'LEASE PAGE TWO']);
  annex = await textPdf(['ANNEX PAGE ONE', 'ANNEX PAGE TWO']);
  app = await startSigningApp({
    template: definition([
      { name: 'Lease', pdf: lease.toString('base64') },
      { name: 'Annex A', file: annex.toString('base64'), filename: 'annex-a.pdf' },
    ]),
  });
  templateId = app.templateId;
  sent = await sendForSignature(app, { submitters: SIGNERS, values: { rent: 'RENT-1200' } });
  const tenant = await complete(app.t.url, sent.tokens[0], {
    consent: true,
    signature: typed('Tess Tenant'),
    values: { tenantNote: 'NOTE-TENANT-77' },
  });
  assert.equal(tenant.status, 200, JSON.stringify(tenant.body));
  const landlord = await complete(app.t.url, sent.tokens[1], {
    consent: true,
    signature: typed('Lars Landlord'),
  });
  assert.equal(landlord.status, 200, JSON.stringify(landlord.body));
  const executed = await downloadExecuted(app, sent.id);
  assert.equal(executed.status, 200);
  file = path.join(dir, 'executed.pdf');
  await writeFile(file, executed.body);
});

after(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const pageText = async (pdf: string, n: number) =>
  flat((await run('pdftotext', ['-enc', 'UTF-8', '-f', String(n), '-l', String(n), pdf, '-'])).output);
const pageCount = async (pdf: string) =>
  Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [pdf])).output)?.[1]);

describe('the executed file of two documents', () => {
  test('has the lease, then the annex, then the certificate, numbered across the whole file', async () => {
    const pages = await pageCount(file);
    assert.ok(pages >= 5, `4 document pages and the certificate: ${pages}`);
    const expected = [
      ['LEASE PAGE ONE'],
      ['LEASE PAGE TWO', 'RENT-1200', 'Tess Tenant'],
      ['ANNEX PAGE ONE', 'NOTE-TENANT-77'],
      ['ANNEX PAGE TWO', 'Lars Landlord'],
    ];
    for (const [index, words] of expected.entries()) {
      const text = await pageText(file, index + 1);
      for (const word of words) assert.ok(text.includes(word), `page ${index + 1} shows ${word}: ${text}`);
      assert.ok(text.includes(`Page ${index + 1} of ${pages}`), `page ${index + 1} numbered: ${text}`);
    }
    assert.ok(!(await pageText(file, 1)).includes('RENT-1200'), 'the rent is on the lease page 2 only');
    assert.ok(!(await pageText(file, 3)).includes('Lars Landlord'), 'the landlord signs the annex page 2');
  });

  test('the certificate lists both documents with their pages and SHA-256 before the signers', async () => {
    const pages = await pageCount(file);
    const text = flat(
      (await run('pdftotext', ['-enc', 'UTF-8', '-f', '5', '-l', String(pages), file, '-'])).output,
    );
    const documents = text.indexOf('Documents');
    const signers = text.indexOf('Signers');
    assert.ok(documents !== -1 && signers > documents, `the documents come before the signers: ${text}`);
    const section = text.slice(documents, signers);
    for (const part of [
      'Lease',
      'Pages 1–2 of this file',
      sha256(lease),
      'Annex A',
      'annex-a.pdf',
      'Pages 3–4 of this file',
      sha256(annex),
    ]) {
      assert.ok(section.includes(part), `the certificate lists ${part}: ${section}`);
    }
    assert.ok(section.indexOf('Lease') < section.indexOf('Annex A'), 'in order');
  });

  test('the seal is valid', async () => {
    assert.match((await run('pdfsig', [file])).output, /Signature Validation: Signature is Valid\./);
  });

  test('each document is stored as given and its SHA-256 kept beside it', async () => {
    const { rows } = await app.t.services.db.query<{
      documents: Array<{ documentId: string; sha256: string }>;
    }>('SELECT documents FROM templates WHERE id = $1', [templateId]);
    const [first, second] = rows[0].documents;
    assert.equal(first.sha256, sha256(lease));
    assert.equal(second.sha256, sha256(annex));
    const stored = await app.t.services.documents.get(second.documentId);
    assert.equal(sha256(stored!), sha256(annex));
  });
});

describe('GET and render', () => {
  test('GET shows the documents and each field on its document and page within it', async () => {
    const got = await request(app.t.url, 'GET', `/api/v1/templates/${templateId}`, {
      token: app.tenant.apiKey,
    });
    assert.equal(got.status, 200);
    assert.deepEqual(got.body.documents, [
      { name: 'Lease', pages: 2 },
      { name: 'Annex A', pages: 2, filename: 'annex-a.pdf' },
    ]);
    const places = got.body.fields.map((f: { name: string; document: number; page: number }) => [
      f.name,
      f.document,
      f.page,
    ]);
    assert.deepEqual(places, [
      ['rent', 1, 2],
      ['tenantSig', 1, 2],
      ['tenantNote', 2, 1],
      ['landlordSig', 2, 2],
    ]);
    const list = await request(app.t.url, 'GET', '/api/v1/templates', { token: app.tenant.apiKey });
    const listed = list.body.templates.find((t: { id: string }) => t.id === templateId);
    assert.deepEqual(listed.documents, got.body.documents);
  });

  test('a template given one pdf is one document named after it', async () => {
    const made = await create({
      name: 'Solo',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: lease.toString('base64'),
      fields: [{ name: 'x', label: 'X', type: 'text', page: 2, x: 1, y: 1, width: 10, height: 10 }],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(made.body.documents, [{ name: 'Solo', pages: 2 }]);
    assert.equal(made.body.fields[0].document, 1);
    assert.equal(made.body.fields[0].page, 2);
  });

  test('a template made before documents is one document named after it, counted when first read', async () => {
    const made = await create({
      name: 'Older',
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }],
      pdf: annex.toString('base64'),
      fields: [{ name: 'x', label: 'X', type: 'text', page: 2, x: 1, y: 1, width: 10, height: 10 }],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { db } = app.t.services;
    await db.query('UPDATE templates SET documents = NULL WHERE id = $1', [made.body.id]);
    const got = await request(app.t.url, 'GET', `/api/v1/templates/${made.body.id}`, {
      token: app.tenant.apiKey,
    });
    assert.deepEqual(got.body.documents, [{ name: 'Older', pages: 2 }]);
    assert.deepEqual([got.body.fields[0].document, got.body.fields[0].page], [1, 2]);
    const { rows } = await db.query<{ documents: Array<{ pages: number; sha256: string }> }>(
      'SELECT documents FROM templates WHERE id = $1',
      [made.body.id],
    );
    assert.equal(rows[0].documents[0].pages, 2, 'kept once counted');
    assert.equal(rows[0].documents[0].sha256, sha256(annex));
  });

  test('render returns the combined document without the certificate', async () => {
    const rendered = await request(app.t.url, 'POST', `/api/v1/templates/${templateId}/render`, {
      token: app.tenant.apiKey,
      body: { values: { rent: 'RENT-999' } },
    });
    assert.equal(rendered.status, 200);
    const out = path.join(dir, 'render.pdf');
    await writeFile(out, rendered.body);
    assert.equal(await pageCount(out), 4);
    assert.ok((await pageText(out, 1)).includes('LEASE PAGE ONE'));
    assert.ok((await pageText(out, 2)).includes('RENT-999'));
    assert.ok((await pageText(out, 3)).includes('ANNEX PAGE ONE'));
    assert.ok((await pageText(out, 4)).includes('ANNEX PAGE TWO'));
    const all = flat((await run('pdftotext', ['-enc', 'UTF-8', out, '-'])).output);
    assert.ok(!all.includes('Audit certificate'), 'no certificate');
  });
});

describe('the 400s of the documents', () => {
  const one = () => ({ name: 'Lease', pdf: lease.toString('base64') });
  async function refused(body: unknown, pattern: RegExp) {
    const reply = await create(body);
    assert.equal(reply.status, 400, JSON.stringify(reply.body));
    assert.equal(reply.body.code, undefined, 'no code');
    assert.match(reply.body.message, pattern);
  }

  test('both pdf and documents, or neither', async () => {
    await refused(
      { ...definition([one()], []), pdf: lease.toString('base64') },
      /give exactly one of pdf and documents, not both/,
    );
    const { documents: _none, ...neither } = definition([one()], []);
    await refused(neither, /pdf or documents is required: give exactly one of them/);
  });

  test('0 or 21 documents', async () => {
    await refused(definition([], []), /documents must be an array of 1 to 20 documents \(0 given\)/);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `D${i}`, pdf: lease.toString('base64') }));
    await refused(definition(many, []), /documents must be an array of 1 to 20 documents \(21 given\)/);
  });

  test('a name empty or of 201 characters', async () => {
    await refused(definition([{ ...one(), name: '' }], []), /documents\[0\]\.name is required/);
    await refused(
      definition([one(), { ...one(), name: 'x'.repeat(201) }], []),
      /documents\[1\]\.name must be at most 200 characters/,
    );
  });

  test('a field on document 3 of 2, or on page 9 of a 2-page document', async () => {
    const field = { name: 'f', label: 'F', type: 'text', x: 1, y: 1, width: 10, height: 10 };
    const two = [one(), { name: 'Annex A', pdf: annex.toString('base64') }];
    await refused(
      definition(two, [{ ...field, document: 3, page: 1 }]),
      /fields\[0\]\.document 3 is beyond the template's 2 documents/,
    );
    await refused(
      definition(two, [{ ...field, document: 2, page: 9 }]),
      /fields\[0\]\.page 9 is beyond document 2 \("Annex A"\)'s 2 pages/,
    );
  });

  test('a flow template takes no documents', async () => {
    await refused(
      { name: 'F', kind: 'flow', roles: [{ name: 'A' }], body: '# F', documents: [one()] },
      /unknown property "documents" \(a flow template is one document/,
    );
  });

  test('more than 500 pages in all', async () => {
    const small: [number, number] = [200, 200];
    const a = await textPdf(
      Array.from({ length: 300 }, (_, i) => `A${i}`),
      small,
    );
    const b = await textPdf(
      Array.from({ length: 201 }, (_, i) => `B${i}`),
      small,
    );
    await refused(
      definition(
        [
          { name: 'A', pdf: a.toString('base64') },
          { name: 'B', pdf: b.toString('base64') },
        ],
        [],
      ),
      /documents have 501 pages in all, at most 500 are allowed/,
    );
  });

  test('more than 50 MB in all (the route admits the body to say so)', async () => {
    const half = Buffer.alloc(25 * 1024 * 1024 + 512, 0x20);
    half.write('%PDF-1.7\n');
    const base64 = half.toString('base64');
    await refused(
      definition(
        [
          { name: 'A', pdf: base64 },
          { name: 'B', pdf: base64 },
        ],
        [],
      ),
      /documents are 50\.0 MB in all, at most 50 MB is allowed/,
    );
  });

  test('an extension we do not take', async () => {
    await refused(
      definition(
        [{ name: 'Notes', file: Buffer.from('hello').toString('base64'), filename: 'notes.txt' }],
        [],
      ),
      /documents\[0\]\.filename "notes\.txt" is not a format we take: its extension must be one of \.pdf \.docx \.odt \.doc \.rtf \.png \.jpg \.jpeg/,
    );
  });
});

// Last: it deletes the workspace.
describe('export, erasure and deletion reach every document', () => {
  type Stored = { documentId: string; sha256: string };
  const storedDocuments = async () =>
    (
      await app.t.services.db.query<{ documents: Stored[]; pdf_document_id: string }>(
        'SELECT documents, pdf_document_id FROM templates WHERE id = $1',
        [templateId],
      )
    ).rows[0];

  test('the export has the combined PDF, each document, and a definition that makes the template again', async () => {
    const res = await fetch(`${app.t.url}/admin/v1/workspaces/${app.tenant.workspaceId}/export`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    assert.equal(res.status, 200);
    const zip = path.join(dir, 'export.zip');
    await writeFile(zip, Buffer.from(await res.arrayBuffer()));
    const into = path.join(dir, 'export');
    assert.equal((await run('unzip', ['-q', zip, '-d', into])).code, 0);
    const read = (name: string) => readFile(path.join(into, 'templates', name));
    assert.equal(sha256(await read(`${templateId}-document-1.pdf`)), sha256(lease));
    assert.equal(sha256(await read(`${templateId}-document-2.pdf`)), sha256(annex));
    assert.equal(await pageCount(path.join(into, 'templates', `${templateId}.pdf`)), 4);
    const definition = JSON.parse((await read(`${templateId}.json`)).toString('utf8'));
    assert.deepEqual(definition.documents, [{ name: 'Lease' }, { name: 'Annex A' }]);
    definition.documents[0].pdf = (await read(`${templateId}-document-1.pdf`)).toString('base64');
    definition.documents[1].pdf = (await read(`${templateId}-document-2.pdf`)).toString('base64');
    const again = await create(definition);
    assert.equal(again.status, 201, JSON.stringify(again.body));
    const original = await request(app.t.url, 'GET', `/api/v1/templates/${templateId}`, {
      token: app.tenant.apiKey,
    });
    assert.deepEqual(again.body.fields, original.body.fields);
    assert.deepEqual(
      again.body.documents.map((d: { name: string; pages: number }) => [d.name, d.pages]),
      [
        ['Lease', 2],
        ['Annex A', 2],
      ],
    );
    const lines = (await readFile(path.join(into, 'templates.jsonl'), 'utf8')).split('\n').filter(Boolean);
    const listed = lines.map((line) => JSON.parse(line)).find((x) => x.id === templateId);
    assert.equal(listed.documents.length, 2);
  });

  test("erasing a request leaves the template's documents, as it always left its PDF", async () => {
    const erased = await request(app.t.url, 'DELETE', `/api/v1/esign/submissions/${sent.id}`, {
      token: app.tenant.apiKey,
    });
    assert.equal(erased.status, 204, JSON.stringify(erased.body));
    const { documents, pdf_document_id } = await storedDocuments();
    for (const id of [pdf_document_id, ...documents.map((d) => d.documentId)]) {
      assert.ok(await app.t.services.documents.get(id), `${id} is kept with the template`);
    }
  });

  test('deleting the workspace deletes every document of the template', async () => {
    const { documents, pdf_document_id } = await storedDocuments();
    const ids = [pdf_document_id, ...documents.map((d) => d.documentId)];
    assert.equal(new Set(ids).size, 3, 'the combined PDF and two documents');
    assert.equal((await app.t.admin('DELETE', `/workspaces/${app.tenant.workspaceId}`)).status, 204);
    const { rows } = await app.t.services.db.query('SELECT id FROM documents WHERE id = ANY($1::text[])', [
      ids,
    ]);
    assert.deepEqual(rows, []);
    const left = await app.t.services.db.query(
      `SELECT count(*)::int AS n FROM documents WHERE sha256 = ANY($1::text[])`,
      [[sha256(lease), sha256(annex)]],
    );
    assert.equal(left.rows[0].n, 0, 'no copy of either document is left');
  });
});
