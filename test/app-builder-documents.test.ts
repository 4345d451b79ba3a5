// The builder's documents (issue 32 item 5) through HTTP as the island sends them: a draft's
// documents added (several files), renamed, reordered and removed through
// POST /app/templates/{id}/documents; the fields follow their document (a removed document's fields
// go) and GET /api/v1/templates/{id} shows the documents and each field's document and page. The
// "Send a document" page takes several files at once; the send page and the request page list the
// documents. The endpoint's refusals come back as problems, the draft unchanged.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fieldsFollowing } from '../src/web/templates/documents.ts';
import { AppClient, signIn } from './app-support.ts';
import { twoPagePdf } from './builder-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let owner: AppClient;

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
});

after(async () => {
  await t?.close();
});

const api = (method: string, path: string, body?: unknown) =>
  request(t.url, method, `/api/v1${path}`, { token: tenant.apiKey, body });

/** A PDF of `pages` A4 pages, each saying its title and number. */
async function titled(title: string, pages: number): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([595.28, 841.89]).drawText(`${title} ${i}`, { x: 72, y: 760, size: 14, font });
  return Buffer.from(await doc.save()).toString('base64');
}

const field = (name: string, page: number) => ({
  name,
  label: name,
  type: 'signature',
  required: true,
  role: 'Signer',
  page,
  x: 72,
  y: 500,
  width: 200,
  height: 50,
});

test('fields follow their document: kept ones renumbered, a removed document’s dropped', () => {
  const old = [{ pages: 2 }, { pages: 1 }, { pages: 3 }];
  const fields = [field('a', 1), field('b', 2), field('c', 3), field('d', 5)];
  const entries = [
    { from: 3, name: 'C' },
    { from: 1, name: 'A' },
  ];
  const { fields: kept, removed } = fieldsFollowing(fields, old, entries);
  assert.equal(removed, 1);
  assert.deepEqual(
    kept.map((f) => [f.name, f.document, f.page]),
    [
      ['a', 2, 1],
      ['b', 2, 2],
      ['d', 1, 2],
    ],
  );
});

test('a draft’s documents are added, renamed, reordered and removed; the fields follow', async () => {
  await owner.get('/app/requests/send-document');
  // The "Send a document" page takes several files at once.
  const created = await owner.postJson('/app/requests/send-document', {
    name: 'Tenancy',
    kind: 'coordinate',
    documents: [
      { name: 'Lease', file: await titled('Lease', 2), filename: 'Lease.pdf' },
      { name: 'Annex A', file: await titled('Annex A', 1), filename: 'annex-a.pdf' },
    ],
  });
  assert.equal(created.status, 200, created.text);
  const id = /templates\/(tpl_[^/]+)\/edit/.exec(JSON.parse(created.text).redirect)?.[1] ?? '';
  const builder = await owner.get(`/app/templates/${id}/edit`);
  assert.match(builder.text, /<ol class="builder-documents" id="documents-list"/);
  assert.ok(builder.text.includes('1. Lease</span> <span class="hint">2 pages'));
  assert.ok(builder.text.includes('2. Annex A</span> <span class="hint">1 page'));
  // "Replace the PDF" is there for the script to wire but hidden: it replaces one document only.
  assert.match(
    builder.text,
    /id="replace-pdf-field" hidden/,
    'no "Replace the PDF" shown for several documents',
  );

  const url = `/app/templates/${id}/documents`;
  const definition = (fields: unknown[]) => ({ name: 'Tenancy', roles: [{ name: 'Signer' }], fields });
  // A third document added later, with fields on the lease's page 2 and on the annex.
  const added = await owner.postJson(url, {
    definition: definition([field('lease_sig', 2), field('annex_sig', 3)]),
    documents: [
      { from: 1, name: 'Lease' },
      { from: 2, name: 'Annex A' },
      { name: 'Policy', file: await titled('Policy', 3), filename: 'policy.pdf' },
    ],
  });
  assert.equal(added.status, 200, added.text);
  const addedBody = JSON.parse(added.text);
  assert.deepEqual(addedBody.documents, [
    { name: 'Lease', pages: 2 },
    { name: 'Annex A', pages: 1 },
    { name: 'Policy', pages: 3 },
  ]);
  assert.deepEqual(
    addedBody.definition.fields.map((f: { name: string; page: number }) => [f.name, f.page]),
    [
      ['lease_sig', 2],
      ['annex_sig', 3],
    ],
  );

  // Renamed and reordered at once: the policy first, the lease renamed; pages renumbered.
  const moved = await owner.postJson(url, {
    definition: addedBody.definition,
    documents: [
      { from: 3, name: 'Policy' },
      { from: 1, name: 'Residential lease' },
      { from: 2, name: 'Annex A' },
    ],
  });
  assert.equal(moved.status, 200, moved.text);
  const movedBody = JSON.parse(moved.text);
  assert.deepEqual(
    movedBody.definition.fields.map((f: { name: string; page: number }) => [f.name, f.page]),
    [
      ['lease_sig', 5],
      ['annex_sig', 6],
    ],
  );

  // The annex removed: its field goes with it.
  const removed = await owner.postJson(url, {
    definition: movedBody.definition,
    documents: [
      { from: 1, name: 'Policy' },
      { from: 2, name: 'Residential lease' },
    ],
  });
  assert.equal(removed.status, 200, removed.text);
  assert.equal(JSON.parse(removed.text).removedFields, 1);

  const read = (await api('GET', `/templates/${id}`)).body;
  // Each kept document keeps the file it came from.
  assert.deepEqual(read.documents, [
    { name: 'Policy', pages: 3, filename: 'policy.pdf' },
    { name: 'Residential lease', pages: 2, filename: 'Lease.pdf' },
  ]);
  assert.deepEqual(
    read.fields.map((f: { name: string; document: number; page: number }) => [f.name, f.document, f.page]),
    [['lease_sig', 2, 2]],
  );
  const combined = await owner.request('GET', `/app/templates/${id}/pdf`);
  assert.equal(combined.status, 200);

  // Refused: no documents, an unknown `from`, a format not taken. The draft stays as it was.
  for (const documents of [[], [{ from: 9, name: 'X' }]]) {
    const refused = await owner.postJson(url, { definition: definition([]), documents });
    assert.equal(refused.status, 400);
    assert.equal(JSON.parse(refused.text).problems[0].text, 'The documents could not be changed.');
  }
  const badFormat = await owner.postJson(url, {
    definition: definition([]),
    documents: [
      { from: 1, name: 'Policy' },
      { name: 'Notes', file: 'aGVsbG8=', filename: 'notes.txt' },
    ],
  });
  assert.equal(badFormat.status, 400);
  assert.match(JSON.parse(badFormat.text).problems[0].text, /notes\.txt.*not a format we take/);
  assert.equal((await api('GET', `/templates/${id}`)).body.documents.length, 2);

  // Published and sent: the send page and the request page list the documents.
  await owner.get(`/app/templates/${id}/edit`);
  assert.equal((await owner.post(`/app/requests/send-document/${id}/next`)).status, 303);
  const form = await owner.get(`/app/send/${id}`);
  for (const text of [
    '<bdi>Policy</bdi> <span class="sub">3 pages',
    '<bdi>Residential lease</bdi> <span class="sub">2 pages',
  ])
    assert.ok(form.text.includes(text), text);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
  const sent = await owner.post(`/app/send/${id}`, {
    idempotencyKey: key,
    'submitters.0.name': 'Tina Tenant',
    'submitters.0.email': 'tina@example.test',
  });
  assert.equal(sent.status, 303, sent.text);
  const shown = await owner.get(sent.location ?? '');
  assert.ok(shown.text.includes('<h2 id="documents-heading">Documents</h2>'));
  assert.ok(shown.text.includes('<bdi>Residential lease</bdi> <span class="sub">2 pages'));
  // A published draft's documents cannot change.
  const late = await owner.postJson(url, { definition: definition([]), documents: [{ from: 1, name: 'X' }] });
  assert.equal(late.status, 409);
});

test('a template of one document made before documents lists it with its pages', async () => {
  await owner.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await owner.postJson('/app/templates', { name: 'Single', kind: 'coordinate', pdf });
  const editUrl = JSON.parse(created.text).redirect as string;
  const builder = await owner.get(editUrl);
  assert.ok(builder.text.includes('1. Single</span> <span class="hint">2 pages'));
  assert.ok(builder.text.includes('id="replace-pdf"'));
});
