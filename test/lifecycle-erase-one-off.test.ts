// A document sent once ("Send a document", issue 32 item 5) is a template made for one request: when
// that request is erased, the template's name, its documents' names and filenames, and the stored
// PDFs go with it, and nothing of them is left in any table. An ordinary template sent the same way
// is left as it was.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { searchDatabase } from './erasure-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

const SUBMISSIONS = '/api/v1/esign/submissions';
let t: TestApp;
let tenant: Tenant;

const api = (method: string, path: string, body?: unknown) =>
  request(t.url, method, path, { token: tenant.apiKey, body });

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
});
after(async () => {
  await t?.close();
});

async function pdfSaying(sentence: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(sentence, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save()).toString('base64');
}

/** A template of two documents, published, sent, voided; its id, the request's id and what is personal in it. */
async function sentAndVoided(oneOff: boolean) {
  const tag = randomBytes(5).toString('hex');
  const needles = [`lease of flat ${tag}`, `annex of quince ${tag}`, `zebediah ${tag}`, `tenancy-${tag}`];
  const created = await api('POST', '/api/v1/templates', {
    name: `Lease for Zebediah ${tag}`,
    kind: 'coordinate',
    roles: [{ name: 'Signer' }],
    documents: [
      { name: `Tenancy-${tag}`, pdf: await pdfSaying(`Lease of flat ${tag}`) },
      { name: 'Annex', pdf: await pdfSaying(`Annex of quince ${tag}`) },
    ],
    fields: [
      {
        name: 'sig',
        label: 'Signature',
        type: 'signature',
        required: true,
        role: 'Signer',
        document: 2,
        page: 1,
        x: 72,
        y: 500,
        width: 200,
        height: 50,
      },
    ],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const templateId: string = created.body.id;
  if (oneOff) await t.services.db.query('UPDATE templates SET one_off = true WHERE id = $1', [templateId]);
  assert.equal((await api('POST', `/api/v1/templates/${templateId}/publish`)).status, 200);
  const sent = await api('POST', SUBMISSIONS, {
    templateId,
    submitters: [{ role: 'Signer', name: 'Sam Signer', email: `sam-${tag}@example.test` }],
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  assert.equal((await api('POST', `${SUBMISSIONS}/${sent.body.id}/void`)).status, 200);
  return { templateId, requestId: sent.body.id as string, needles };
}

test('erasing the request of a document sent once erases the document: nothing of it is left in any table', async () => {
  const { templateId, requestId, needles } = await sentAndVoided(true);
  const before = await searchDatabase(t.services.db, needles);
  assert.ok(before.length >= needles.length, `the probe finds the document before: ${before.join(', ')}`);
  const { rows: kept } = await t.services.db.query<{
    pdf_document_id: string;
    documents: Array<{ documentId: string }>;
  }>('SELECT pdf_document_id, documents FROM templates WHERE id = $1', [templateId]);
  const documentIds = [kept[0].pdf_document_id, ...kept[0].documents.map((d) => d.documentId)];

  assert.equal((await api('DELETE', `${SUBMISSIONS}/${requestId}`)).status, 204);

  assert.deepEqual(await searchDatabase(t.services.db, needles), []);
  const left = await t.services.db.query('SELECT id FROM documents WHERE id = ANY($1::text[])', [
    documentIds,
  ]);
  assert.deepEqual(left.rows, [], 'the stored PDFs are deleted');
  const template = await api('GET', `/api/v1/templates/${templateId}`);
  assert.equal(template.status, 200);
  assert.equal(template.body.status, 'archived');
  assert.equal(template.body.name, '');
});

test('erasing a request sent from an ordinary template leaves the template as it was', async () => {
  const { templateId, requestId, needles } = await sentAndVoided(false);
  const before = (await api('GET', `/api/v1/templates/${templateId}`)).body;
  assert.equal((await api('DELETE', `${SUBMISSIONS}/${requestId}`)).status, 204);
  assert.deepEqual((await api('GET', `/api/v1/templates/${templateId}`)).body, before);
  const hits = await searchDatabase(t.services.db, needles.slice(0, 2));
  assert.ok(
    hits.some((h) => h.includes('document ')),
    'its PDFs are still stored',
  );
});
