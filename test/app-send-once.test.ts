// "Send a document" once (issue 32 item 5), through HTTP as the application's pages use it: the
// requests page offers it; a PDF uploaded (as the page's script sends it) becomes a one-off draft that
// the builder edits; "Next" publishes it and opens the ordinary send form; the send is metered once,
// and neither the same form again nor another form of the same document sends it twice. It is left
// out of the application's templates lists (the API's list keeps it), and a workspace's export and
// deletion reach it like any template.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AppClient, signIn } from './app-support.ts';
import { twoPagePdf } from './builder-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, usageOf } from './helpers.ts';

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

const SIGNATURE = {
  name: 'signer_signature',
  label: 'Signature',
  type: 'signature',
  required: true,
  role: 'Signer',
  page: 1,
  x: 72,
  y: 600,
  width: 200,
  height: 50,
};

/** Uploads a PDF on the "Send a document" page as its script does; the new draft's id. */
async function upload(name: string): Promise<string> {
  await owner.get('/app/requests/send-document');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await owner.postJson('/app/requests/send-document', { name, kind: 'coordinate', pdf });
  assert.equal(created.status, 200, created.text);
  const to = JSON.parse(created.text).redirect as string;
  const id = /^\/app\/templates\/(tpl_[^/]+)\/edit$/.exec(to)?.[1];
  assert.ok(id, to);
  return id;
}

test('the requests page offers "Send a document"; its page refuses a missing name or file, in words', async () => {
  const list = await owner.get('/app/requests');
  assert.match(
    list.text,
    /<a class="button-link primary" href="\/app\/requests\/send-document">Send a document<\/a>/,
  );
  assert.match(list.text, /href="\/app\/send">Send from a template<\/a>/);
  const start = await owner.get('/app/requests/send-document');
  assert.equal(start.status, 200);
  assert.match(start.text, /<ol class="steps" aria-label="Steps">/);
  assert.match(
    start.text,
    /aria-current="step" class="current"><span class="step-n" aria-hidden="true">1<\/span> Upload/,
  );
  assert.ok(start.text.includes('Document name'));

  const noName = await owner.postJson('/app/requests/send-document', { name: '', pdf: 'JVBERi0=' });
  assert.equal(noName.status, 400);
  assert.equal(JSON.parse(noName.text).errors.name, 'Enter a name for the document.');
  const noFile = await owner.postJson('/app/requests/send-document', { name: 'Lease' });
  assert.equal(JSON.parse(noFile.text).errors.pdf, 'Choose the document to send.');
  const notPdf = await owner.postJson('/app/requests/send-document', { name: 'Lease', pdf: 'aGVsbG8=' });
  assert.equal(notPdf.status, 400);
  assert.ok(JSON.parse(notPdf.text).errors.pdf);
  // Without the page's script the file cannot come with the form: the page says so.
  const plain = await owner.post('/app/requests/send-document', { name: 'Lease', pdf: 'lease.pdf' });
  assert.equal(plain.status, 400);
  assert.ok(plain.text.includes('Uploading a PDF needs JavaScript.'));
  assert.equal((await api('GET', '/templates')).body.total, 0, 'nothing was made');
});

test('uploaded, built, sent once: hidden from the templates lists, metered once, never sent twice', async () => {
  const id = await upload('Lease for Bob');
  const builder = await owner.get(`/app/templates/${id}/edit`);
  assert.equal(builder.status, 200);
  assert.match(
    builder.text,
    /aria-current="step" class="current"><span class="step-n" aria-hidden="true">2<\/span> Place the fields/,
  );
  assert.match(builder.text, /id="publish">Next: choose signers<\/button>/);
  assert.match(
    builder.text,
    new RegExp(`<form id="publish-form" method="post" action="/app/requests/send-document/${id}/next"`),
  );

  // Not among the templates, nor offered to send from; the API's list still has it (unchanged).
  assert.ok(!(await owner.get('/app/templates')).text.includes('Lease for Bob'));
  assert.equal((await api('GET', '/templates')).body.templates[0].id, id);
  // Until sent, the "Send a document" page offers to continue it.
  const start = await owner.get('/app/requests/send-document');
  assert.ok(start.text.includes(`href="/app/requests/send-document/${id}"`));
  assert.equal((await owner.get(`/app/requests/send-document/${id}`)).location, `/app/templates/${id}/edit`);

  // The builder saves its fields, then "Next" publishes it and opens the send form.
  await owner.get(`/app/templates/${id}/edit`);
  const saved = await owner.postJson(`/app/templates/${id}/definition`, {
    definition: { name: 'Lease for Bob', roles: [{ name: 'Signer' }], fields: [SIGNATURE] },
  });
  assert.equal(saved.status, 200, saved.text);
  const next = await owner.post(`/app/requests/send-document/${id}/next`);
  assert.equal(next.status, 303);
  assert.equal(next.location, `/app/send/${id}`);
  assert.equal((await api('GET', `/templates/${id}`)).body.status, 'published');
  assert.equal((await owner.post(`/app/requests/send-document/${id}/next`)).location, `/app/send/${id}`);
  assert.equal((await owner.get(`/app/templates/${id}/edit`)).location, `/app/send/${id}`);
  assert.ok(!(await owner.get('/app/send')).text.includes('Lease for Bob'));

  const form = await owner.get(`/app/send/${id}`);
  assert.equal(form.status, 200);
  assert.match(
    form.text,
    /aria-current="step" class="current"><span class="step-n" aria-hidden="true">3<\/span> Choose signers and send/,
  );
  assert.ok(!form.text.includes('/bulk'), 'no bulk send of a document sent once');
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
  // A second form of the same document, opened before the first was sent (another tab).
  const other = /name="idempotencyKey" value="([^"]+)"/.exec((await owner.get(`/app/send/${id}`)).text)?.[1];
  const fields = {
    'submitters.0.name': 'Bob Tenant',
    'submitters.0.email': 'bob@example.test',
  };
  const before = await usageOf(t.url, tenant.apiKey);
  const sent = await owner.post(`/app/send/${id}`, { idempotencyKey: key, ...fields });
  assert.equal(sent.status, 303, sent.text);
  const requestId = /\/app\/requests\/(sr_[^?]+)\?notice=sent/.exec(sent.location ?? '')?.[1];
  assert.ok(requestId, sent.location ?? '');
  assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);

  // The same form again (a double click, a reload), the other form, and the form's address: the
  // request, nothing more sent.
  assert.equal(
    (await owner.post(`/app/send/${id}`, { idempotencyKey: key, ...fields })).location,
    `/app/requests/${requestId}?notice=sent`,
  );
  assert.equal(
    (await owner.post(`/app/send/${id}`, { idempotencyKey: other ?? '', ...fields })).location,
    `/app/requests/${requestId}`,
  );
  assert.equal((await owner.get(`/app/send/${id}`)).location, `/app/requests/${requestId}`);
  assert.equal((await owner.get(`/app/requests/send-document/${id}`)).location, `/app/send/${id}`);
  assert.equal((await usageOf(t.url, tenant.apiKey)).used, before.used + 1);
  const { rows: made } = await t.services.db.query(
    'SELECT id FROM signature_requests WHERE template_id = $1',
    [id],
  );
  assert.deepEqual(made, [{ id: requestId }]);

  // The request shows the document; it is not offered to send again, nor to continue.
  const shown = await owner.get(`/app/requests/${requestId}`);
  assert.equal(shown.status, 200);
  assert.ok(shown.text.includes('Lease for Bob'));
  assert.ok(shown.text.includes(`/app/requests/${requestId}/sent-document`));
  assert.ok(!shown.text.includes('?from='));
  assert.ok(
    !(await owner.get('/app/requests/send-document')).text.includes(`/app/requests/send-document/${id}"`),
  );
  // Another workspace's member cannot reach it.
  assert.equal(
    (await new AppClient(t.url).get(`/app/requests/send-document/${id}`)).status,
    303,
    'signed out: to sign-in',
  );
});

test('a workspace’s export carries a one-off document and its deletion removes it', async () => {
  const id = await upload('Exported once');
  const res = await fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/export`, {
    headers: { authorization: 'Bearer test-admin-token-0123456789abcdef' },
  });
  assert.equal(res.status, 200);
  const zip = Buffer.from(await res.arrayBuffer());
  // Stored names of a ZIP are plain bytes in its directory.
  assert.ok(zip.includes(Buffer.from(`templates/${id}.pdf`)), 'the PDF is exported');
  assert.ok(zip.includes(Buffer.from(`templates/${id}.json`)), 'the definition is exported');

  const { rows: documents } = await t.services.db.query<{ pdf_document_id: string }>(
    'SELECT pdf_document_id FROM templates WHERE id = $1',
    [id],
  );
  assert.equal((await t.admin('DELETE', `/workspaces/${tenant.workspaceId}`)).status, 204);
  const { rows } = await t.services.db.query('SELECT 1 FROM templates WHERE workspace_id = $1', [
    tenant.workspaceId,
  ]);
  assert.equal(rows.length, 0, 'no template is left');
  assert.equal(await t.services.documents.get(documents[0].pdf_document_id), null, 'nor its PDF');
});
