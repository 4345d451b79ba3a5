// A template of two documents for the signing tests of issue 32 item 3: a two-page lease (Letter)
// and a one-page annex (A4), made with pdf-lib, each field's label printed above its box, with
// fields on both for a tenant and a landlord who sign in turn, created through the API.
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { request, type Tenant, type TestApp } from './helpers.ts';

export const LEASE = 'Residential lease';
export const ANNEX = 'Annex A: Inventory of the furniture';
export const TEMPLATE_NAME = 'Tenancy pack';

// Pages count across the combined PDF: the lease is pages 1–2 (Letter), the annex page 3 (A4).
export const FIELDS = [
  {
    name: 'tenantName',
    label: 'Tenant name',
    type: 'text',
    role: 'Tenant',
    page: 1,
    x: 72,
    y: 140,
    width: 220,
    height: 22,
  },
  {
    name: 'tenantInitials',
    label: 'Tenant initials',
    type: 'initials',
    role: 'Tenant',
    page: 2,
    x: 460,
    y: 680,
    width: 70,
    height: 34,
  },
  {
    name: 'rooms',
    label: 'Rooms inspected',
    type: 'number',
    role: 'Tenant',
    page: 3,
    x: 72,
    y: 160,
    width: 80,
    height: 22,
  },
  {
    name: 'tenantSig',
    label: 'Tenant signature',
    type: 'signature',
    role: 'Tenant',
    page: 3,
    x: 72,
    y: 620,
    width: 220,
    height: 50,
  },
  {
    name: 'landlordName',
    label: 'Landlord name',
    type: 'text',
    role: 'Landlord',
    page: 1,
    x: 320,
    y: 140,
    width: 220,
    height: 22,
  },
  {
    name: 'landlordSig',
    label: 'Landlord signature',
    type: 'signature',
    role: 'Landlord',
    page: 3,
    x: 320,
    y: 620,
    width: 220,
    height: 50,
  },
];
export const TENANT_STEPS = ['Tenant name', 'Tenant initials', 'Rooms inspected', 'Tenant signature'];

/** A document of `pages` pages titled `title`, its fields' labels printed on the pages from `first` on. */
export async function documentPdf(
  title: string,
  size: [number, number],
  pages: number,
  first = 1,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage(size);
    page.drawText(`${title}, page ${n} of ${pages}`, { x: 72, y: size[1] - 90, size: 18, font });
    for (const field of FIELDS.filter((f) => f.page === first + n - 1)) {
      page.drawText(field.label, { x: field.x, y: size[1] - field.y + 4, size: 9, font });
    }
  }
  return doc.save();
}

/** The fields as the API takes them: each on its `document`, its `page` counted within it. */
function apiFields() {
  return FIELDS.map(({ page, ...field }) =>
    page <= 2 ? { ...field, document: 1, page } : { ...field, document: 2, page: page - 2 },
  );
}

/** The two-document template, created through the API (`documents: [{name, pdf}]`) and published. */
export async function twoDocumentTemplate(t: TestApp, tenant: Tenant): Promise<string> {
  const lease = await documentPdf(LEASE, [612, 792], 2, 1);
  const annex = await documentPdf(ANNEX, [595, 842], 1, 3);
  const created = await request(t.url, 'POST', '/api/v1/templates', {
    token: tenant.apiKey,
    body: {
      name: TEMPLATE_NAME,
      kind: 'coordinate',
      roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
      documents: [
        { name: LEASE, pdf: Buffer.from(lease).toString('base64') },
        { name: ANNEX, pdf: Buffer.from(annex).toString('base64') },
      ],
      fields: apiFields(),
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.deepEqual(created.body.documents, [
    { name: LEASE, pages: 2 },
    { name: ANNEX, pages: 1 },
  ]);
  const published = await request(t.url, 'POST', `/api/v1/templates/${created.body.id}/publish`, {
    token: tenant.apiKey,
  });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  return created.body.id;
}

export const TENANT = { role: 'Tenant', name: 'Tina Tenant', email: 'tina@example.test' };
export const LANDLORD = { role: 'Landlord', name: 'Lars Landlord', email: 'lars@example.test' };

/** Sends `templateId` (to the tenant, then the landlord): the request's id and signing links. */
export async function sendDocuments(
  t: TestApp,
  tenant: Tenant,
  templateId: string,
  submitters: object[] = [TENANT, LANDLORD],
): Promise<{ id: string; urls: string[] }> {
  const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
    token: tenant.apiKey,
    body: { templateId, submitters, sendEmail: false },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return { id: sent.body.id, urls: sent.body.submitters.map((s: { signingUrl: string }) => s.signingUrl) };
}
