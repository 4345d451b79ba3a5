// The templates pages of the application (issue 11), through HTTP as a browser without scripts
// would use them: the list, a written template made and edited in the flow editor (roles added and
// reordered by the form's buttons, a refused save kept as the draft's working copy with its problems
// next to what they concern), the builder's JSON save with the API's definition rules, previews,
// duplicate, publish and archive; every change is the CONTRACT §4 template the API reads.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { translator } from '../src/i18n/catalogue.ts';
import { flowDefinitionOf } from '../src/web/templates/client/flow-form.ts';
import { readFlowForm } from '../src/web/templates/flow-editor.ts';
import { AppClient, signIn } from './app-support.ts';
import { twoPagePdf } from './builder-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let client: AppClient;

before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t, 'team_premium');
  client = new AppClient(t.url);
  await signIn(t, client, 'owner@acme.test');
});

after(async () => {
  await t?.close();
});

const api = (method: string, path: string, body?: unknown) =>
  request(t.url, method, `/api/v1${path}`, { token: tenant.apiKey, body });

const idFrom = (location: string | null) => /templates\/(tpl_[^/?]+)/.exec(location ?? '')?.[1] ?? '';

test('a written template is created, edited with the flow editor and saved as the API reads it', async () => {
  await client.get('/app/templates/new');
  const created = await client.post('/app/templates', { name: 'Services', kind: 'flow' });
  assert.equal(created.status, 303);
  const id = idFrom(created.location);
  const editor = await client.get(`/app/templates/${id}/edit`);
  assert.equal(editor.status, 200);
  assert.match(editor.text, /data-flow-editor/);

  // "Add a role" posts the form and shows it again with one more row, nothing saved.
  const form = {
    name: 'Services',
    'roles.count': '1',
    'roles.0.name': 'Client',
    body: '# Services\n\nFor {{client}}.',
    'variables.count': '1',
    'variables.0.key': 'client',
    'variables.0.label': 'Client name',
    'variables.0.type': 'text',
    'variables.0.required': 'on',
  };
  const added = await client.post(`/app/templates/${id}`, { ...form, op: 'addRole' });
  assert.equal(added.status, 200);
  // The new role is named as the builder names one ("Signer 2"), so it is no problem; the page says
  // it is not saved yet, for its script to save it.
  assert.match(added.text, /name="roles\.1\.name" type="text" maxlength="100" value="Signer 2"/);
  assert.match(added.text, /data-flow-editor[^>]* data-unsaved/);
  assert.doesNotMatch(added.text, /data-error-summary/);
  assert.doesNotMatch(editor.text, /data-unsaved/);

  // A refused save: an empty role name and an undeclared placeholder, each shown where it belongs.
  const refused = await client.post(`/app/templates/${id}`, {
    ...form,
    'roles.count': '2',
    'roles.1.name': '',
    body: '# Services\n\nFor {{client}} on {{day}}.',
    op: 'save',
  });
  assert.equal(refused.status, 400);
  // In plain words, counted from 1, next to the input (which they describe) and linked from the summary.
  assert.doesNotMatch(refused.text, /roles\[1\]|declared variable/);
  assert.match(
    refused.text,
    /<p class="error" id="(problem-\d)" data-problem>Role 2 needs a name\.<\/p>\s*<div class="row"><input class="grow-input" id="role-1" [^>]* aria-invalid="true" aria-describedby="\1">/,
  );
  const undeclared =
    'The text uses <bdi>\\{\\{day\\}\\}</bdi>, which is not a variable. Add it under Variables or correct the name.';
  assert.match(
    refused.text,
    new RegExp(
      `<p class="error" id="(problem-\\d)" data-problem>${undeclared}</p>\\s*<textarea id="body"[^>]* aria-invalid="true" aria-describedby="body-hint \\1">`,
    ),
  );
  assert.match(refused.text, /<a href="#role-1">Role 2 needs a name\.<\/a>/);
  assert.match(refused.text, new RegExp(`<a href="#body">${undeclared}</a>`));
  assert.match(refused.text, /role="alert" data-error-summary/);
  // The draft is not lost: the editor shows what was typed, saying it is not saved yet.
  const again = await client.get(`/app/templates/${id}/edit`);
  assert.match(again.text, /For \{\{client\}\} on \{\{day\}\}\./);
  assert.match(again.text, /not saved yet/);
  assert.match(again.text, /which is not a variable\. Add it under Variables/);
  const stored = await api('GET', `/templates/${id}`);
  assert.deepEqual(stored.body.variables, []);

  // Reordered with "Move up", then saved.
  const saved = await client.post(`/app/templates/${id}`, {
    ...form,
    'roles.count': '2',
    'roles.1.name': 'Provider',
    op: 'save',
  });
  assert.equal(saved.status, 303);
  const moved = await client.post(`/app/templates/${id}`, {
    ...form,
    'roles.count': '2',
    'roles.1.name': 'Provider',
    op: 'upRole:1',
  });
  assert.match(moved.text, /name="roles\.0\.name" type="text" maxlength="100" value="Provider"/);
  const read = await api('GET', `/templates/${id}`);
  assert.deepEqual(read.body.roles, [
    { name: 'Client', kind: 'signer' },
    { name: 'Provider', kind: 'signer' },
  ]);
  assert.deepEqual(read.body.variables, [
    { key: 'client', label: 'Client name', type: 'text', required: true },
  ]);
  assert.doesNotMatch((await client.get(`/app/templates/${id}/edit`)).text, /not saved yet/);

  // The preview of what is typed is a PDF; of a definition with problems, its problems as JSON.
  const preview = await client.request(
    'POST',
    `/app/templates/${id}/preview`,
    new URLSearchParams({ _csrf: client.csrf, ...form }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  );
  assert.equal(preview.status, 200, preview.text.slice(0, 300));
  assert.equal(preview.headers.get('content-type'), 'application/pdf');
  const bad = await client.request(
    'POST',
    `/app/templates/${id}/preview`,
    new URLSearchParams({ _csrf: client.csrf, ...form, body: '{{nope}}' }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  );
  assert.equal(bad.status, 400);
  assert.deepEqual(JSON.parse(bad.text), {
    problems: [
      {
        at: 'body',
        field: 'body',
        text: 'The text uses {{nope}}, which is not a variable. Add it under Variables or correct the name.',
      },
    ],
    title: 'There is 1 problem to fix',
  });
});

test('the builder saves a coordinate draft by the API’s rules; published templates are duplicated to change them', async () => {
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name: 'Lease', kind: 'coordinate', pdf });
  assert.equal(created.status, 200, created.text);
  const id = idFrom(JSON.parse(created.text).redirect);
  const page = await client.get(`/app/templates/${id}/edit`);
  assert.match(page.text, /data-builder=/);
  assert.equal((await client.get(`/app/templates/${id}/pdf`)).headers.get('content-type'), 'application/pdf');

  const field = {
    name: 'rent',
    label: 'Rent',
    type: 'number',
    required: true,
    page: 1,
    x: 72,
    y: 100,
    width: 120,
    height: 18,
  };
  const definition = { name: 'Lease', roles: [{ name: 'Tenant' }], fields: [{ ...field, x: 500 }] };
  const refused = await client.postJson(`/app/templates/${id}/definition`, { definition });
  assert.equal(refused.status, 400, refused.text.slice(0, 300));
  const problems = JSON.parse(refused.text).problems;
  assert.equal(problems[0].at, 'fields[0]');
  assert.match(problems[0].text, /does not fit page 1 \(576 x 756 pt\)/);

  const ok = await client.postJson(`/app/templates/${id}/definition`, {
    definition: { ...definition, fields: [field] },
  });
  assert.equal(ok.status, 200, ok.text);
  // The API shows each field's document (issue 32): one PDF is document 1.
  assert.deepEqual((await api('GET', `/templates/${id}`)).body.fields, [{ ...field, document: 1 }]);
  const layout = JSON.parse((await client.get(`/app/templates/${id}/layout`)).text);
  assert.deepEqual(
    layout.pages.map((p: { width: number }) => Math.round(p.width)),
    [576, 842],
  );

  await client.get('/app/templates');
  assert.equal((await client.post(`/app/templates/${id}/publish`, { confirmed: 'yes' })).status, 303);
  const list = await client.get('/app/templates?notice=published&name=Lease');
  assert.match(list.text, /“Lease” is published/);
  // Published: no longer editable, but duplicated into a draft with the same fields and PDF.
  assert.equal((await client.get(`/app/templates/${id}/edit`)).status, 409);
  assert.equal((await client.postJson(`/app/templates/${id}/definition`, { definition })).status, 409);
  assert.equal((await client.post(`/app/templates/${id}/duplicate`)).status, 303);
  const all = await api('GET', '/templates?status=draft');
  const copy = all.body.templates.find((tpl: { name: string }) => tpl.name === 'Copy of Lease');
  assert.deepEqual(copy.fields, [{ ...field, document: 1 }]);
  assert.equal(
    (await client.get(`/app/templates/${copy.id}/preview`)).headers.get('content-type'),
    'application/pdf',
  );
  assert.equal((await client.post(`/app/templates/${id}/archive`, { confirmed: 'yes' })).status, 303);
  assert.equal((await api('GET', `/templates/${id}`)).body.status, 'archived');
});

test('the editor’s address of a published template is a page of its own: the template to view or send, and Duplicate (issue 31 item 12)', async () => {
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name: 'Lease 31', kind: 'coordinate', pdf });
  const id = idFrom(JSON.parse(created.text).redirect);
  const field = {
    name: 'rent',
    label: 'Rent',
    type: 'number',
    page: 1,
    x: 72,
    y: 100,
    width: 120,
    height: 18,
  };
  const definition = { name: 'Lease 31', roles: [{ name: 'Tenant' }], fields: [field] };
  assert.equal((await client.postJson(`/app/templates/${id}/definition`, { definition })).status, 200);
  await client.get('/app/templates');
  assert.equal((await client.post(`/app/templates/${id}/publish`, { confirmed: 'yes' })).status, 303);

  const page = await client.get(`/app/templates/${id}/edit`);
  assert.equal(page.status, 409);
  const main = /<main[\s\S]*<\/main>/.exec(page.text)?.[0] ?? '';
  assert.match(main, /<h1>“Lease 31” can no longer be changed<\/h1>/);
  assert.match(main, /It is published/);
  assert.doesNotMatch(main, /Go to your requests/, 'not the generic error page');
  assert.match(main, new RegExp(`href="/app/templates/${id}/preview">View the template<`));
  assert.match(main, new RegExp(`href="/app/send\\?template=${id}">Send it<`));
  assert.match(main, new RegExp(`<form method="post" action="/app/templates/${id}/duplicate"`));
  assert.match(page.text, /aria-current="page"[^>]*>Templates</);

  // Its Duplicate opens the copy, a draft, in the builder.
  const duplicated = await client.post(`/app/templates/${id}/duplicate`, { open: 'editor' });
  assert.equal(duplicated.status, 303);
  const copyId = idFrom(duplicated.location);
  assert.ok(copyId && copyId !== id, String(duplicated.location));
  assert.match(duplicated.location ?? '', /\/edit$/);
  const editor = await client.get(`/app/templates/${copyId}/edit`);
  assert.equal(editor.status, 200);
  assert.match(editor.text, /data-builder=/);

  // Archived, it says so and offers no Send.
  assert.equal((await client.post(`/app/templates/${id}/archive`, { confirmed: 'yes' })).status, 303);
  const archived = await client.get(`/app/templates/${id}/edit`);
  assert.equal(archived.status, 409);
  assert.match(archived.text, /It is archived/);
  assert.doesNotMatch(archived.text, /Send it</);
  assert.match(archived.text, /Duplicate and edit the copy/);
});

test('a PDF template asks for its PDF; a written one ignores a file sent with it', async () => {
  await client.get('/app/templates/new');
  const missing = await client.post('/app/templates', { name: 'Lease', kind: 'coordinate', pdf: '' });
  assert.equal(missing.status, 400);
  assert.match(missing.text, /Choose the PDF document to add fields to\./);
  assert.doesNotMatch(missing.text, /pdf is required/);
  const asJson = await client.postJson('/app/templates', { name: 'Lease', kind: 'coordinate' });
  assert.equal(asJson.status, 400);
  assert.deepEqual(JSON.parse(asJson.text).errors, { pdf: 'Choose the PDF document to add fields to.' });
  // Without the script the form posts the file's name, not the file: it says the script is needed.
  const noScript = await client.post('/app/templates', {
    name: 'Lease',
    kind: 'coordinate',
    pdf: 'lease.pdf',
  });
  assert.equal(noScript.status, 400);
  assert.match(noScript.text, /Uploading a PDF needs JavaScript\./);
  const written = await client.post('/app/templates', { name: 'Memo', kind: 'flow', pdf: 'lease.pdf' });
  assert.equal(written.status, 303);
  const read = await api('GET', `/templates/${idFrom(written.location)}`);
  assert.equal(read.body.kind, 'flow');

  // The upload is shown only when "PDF with fields" is chosen: the sheet hides it otherwise.
  const form = await client.get('/app/templates/new');
  const sheets = [...form.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const css = (await Promise.all(sheets.map(async (href) => (await client.get(href)).text))).join('\n');
  assert.match(css, /:has\(#kind-flow:checked\)\s*\[data-drop-zone\]\s*\{\s*display:\s*none/);
});

test('publishing and archiving are confirmed first; the flow editor publishes; the list links names and Send', async () => {
  await client.get('/app/templates/new');
  const created = await client.post('/app/templates', { name: 'Offer', kind: 'flow' });
  const id = idFrom(created.location);
  const editor = await client.get(`/app/templates/${id}/edit`);
  assert.match(editor.text, /<button type="submit" name="op" value="publish"[^>]*>Publish<\/button>/);

  // The list: a draft's name opens its editor; Publish and Archive open their confirmation pages.
  const list = await client.get('/app/templates');
  assert.match(list.text, new RegExp(`<a href="/app/templates/${id}/edit">Offer</a>`));
  assert.match(list.text, new RegExp(`href="/app/templates/${id}/publish" aria-label="Publish Offer"`));
  assert.match(list.text, new RegExp(`href="/app/templates/${id}/archive" aria-label="Archive Offer"`));

  // A post without the confirmation changes nothing: it goes to the confirmation page.
  const unconfirmed = await client.post(`/app/templates/${id}/publish`);
  assert.equal(unconfirmed.status, 303);
  assert.equal(unconfirmed.location, `/app/templates/${id}/publish`);
  assert.equal((await api('GET', `/templates/${id}`)).body.status, 'draft');

  // The flow editor's Publish saves what is typed, then asks to confirm.
  const form = {
    name: 'Offer',
    'roles.count': '1',
    'roles.0.name': 'Customer',
    body: '# Offer\n\nFor you.',
    'variables.count': '0',
  };
  const publish = await client.post(`/app/templates/${id}`, { ...form, op: 'publish' });
  assert.equal(publish.status, 303);
  assert.equal(publish.location, `/app/templates/${id}/publish`);
  assert.deepEqual((await api('GET', `/templates/${id}`)).body.roles, [{ name: 'Customer', kind: 'signer' }]);
  const confirm = await client.get(`/app/templates/${id}/publish`);
  assert.equal(confirm.status, 200);
  assert.match(confirm.text, /<h1>Publish “Offer”\?<\/h1>/);
  assert.match(confirm.text, /can no longer be changed/);
  assert.match(confirm.text, /name="confirmed" value="yes"/);
  const done = await client.post(`/app/templates/${id}/publish`, { confirmed: 'yes' });
  assert.equal(done.status, 303);
  assert.equal((await api('GET', `/templates/${id}`)).body.status, 'published');
  assert.equal((await client.get(`/app/templates/${id}/publish`)).status, 409);

  // Published: the name opens its preview, and Send starts a request with it.
  const after = await client.get('/app/templates');
  assert.match(after.text, new RegExp(`<a href="/app/templates/${id}/preview">Offer</a>`));
  assert.match(
    after.text,
    new RegExp(`<a [^>]*href="/app/send\\?template=${id}" aria-label="Send Offer for signature">Send</a>`),
  );
  assert.doesNotMatch(after.text, new RegExp(`href="/app/templates/${id}/publish"`));

  // Archiving too is confirmed first.
  const archive = await client.get(`/app/templates/${id}/archive`);
  assert.match(archive.text, /<h1>Archive “Offer”\?<\/h1>/);
  assert.equal((await client.post(`/app/templates/${id}/archive`)).location, `/app/templates/${id}/archive`);
  assert.equal((await api('GET', `/templates/${id}`)).body.status, 'published');
  assert.equal((await client.post(`/app/templates/${id}/archive`, { confirmed: 'yes' })).status, 303);
  assert.equal((await api('GET', `/templates/${id}`)).body.status, 'archived');
});

test('the templates pages speak German to a German member', async () => {
  const de = (path: string) => client.request('GET', path, undefined, { 'accept-language': 'de' });
  const { appTemplates } = await import('../src/i18n/messages/en/app-templates.ts');
  const keys = new Set(Object.keys(appTemplates));
  const noRawKeys = (text: string, label: string) => {
    const raw = [...text.matchAll(/\b[a-z]+\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/g)]
      .map((m) => m[0])
      .filter((k) => keys.has(k) || keys.has(`${k}.one`) || keys.has(`${k}.other`));
    assert.deepEqual(raw, [], `${label}: no catalogue key shown raw`);
  };
  await client.get('/app/templates/new');
  const created = await client.post('/app/templates', { name: 'Vertrag', kind: 'flow' });
  const id = idFrom(created.location);

  const list = await de('/app/templates');
  assert.equal(list.status, 200);
  assert.match(list.text, /<html lang="de"/);
  assert.match(list.text, /<h1>Vorlagen<\/h1>/);
  assert.match(list.text, /Neue Vorlage/);
  assert.match(list.text, /Entwurf/);
  assert.match(list.text, /Textdokument/);
  assert.match(list.text, /aria-label="Vertrag veröffentlichen">Veröffentlichen</);
  noRawKeys(list.text, 'list');

  const form = await de('/app/templates/new');
  assert.match(form.text, /<html lang="de"/);
  assert.match(form.text, /Name der Vorlage/);
  assert.match(form.text, /Welche Art von Dokument\?/);
  assert.match(form.text, /Entwurf erstellen/);
  noRawKeys(form.text, 'new template');

  const refused = await client.request(
    'POST',
    '/app/templates',
    new URLSearchParams({ _csrf: client.csrf, name: '', kind: 'coordinate' }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de' },
  );
  assert.equal(refused.status, 400);
  assert.match(refused.text, /Geben Sie einen Namen für die Vorlage ein\./);
  assert.match(refused.text, /Wählen Sie das PDF-Dokument, dem Sie Felder hinzufügen möchten\./);
  noRawKeys(refused.text, 'refused form');

  const editor = await de(`/app/templates/${id}/edit`);
  assert.match(editor.text, /<html lang="de"/);
  assert.match(editor.text, /<h1>„Vertrag“ bearbeiten<\/h1>/);
  assert.match(editor.text, /Unterzeichnende, in der Reihenfolge der Unterschrift/);
  assert.match(editor.text, /Entwurf speichern/);
  assert.match(editor.text, />Veröffentlichen<\/button>/);
  noRawKeys(editor.text, 'flow editor');

  const withProblems = await client.request(
    'POST',
    `/app/templates/${id}`,
    new URLSearchParams({
      _csrf: client.csrf,
      name: 'Vertrag',
      'roles.count': '1',
      'roles.0.name': '',
      body: 'Hallo {{wer}}',
      'variables.count': '1',
      'variables.0.key': 'x',
      'variables.0.type': 'date',
      op: 'save',
    }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de' },
  );
  assert.equal(withProblems.status, 400);
  assert.match(withProblems.text, /Es sind \d+ Probleme zu beheben/);
  assert.match(withProblems.text, /Rolle 1 braucht einen Namen\./);
  assert.match(withProblems.text, /Der Text verwendet <bdi>\{\{wer\}\}<\/bdi>, das ist keine Variable\./);
  assert.match(withProblems.text, /<a href="#variable-0-label">Variable 1 braucht eine Bezeichnung\.<\/a>/);
  assert.match(withProblems.text, /<option value="date" selected>Datum<\/option>/);
  noRawKeys(withProblems.text, 'flow editor with problems');

  const confirm = await de(`/app/templates/${id}/publish`);
  assert.match(confirm.text, /<h1>„Vertrag“ veröffentlichen\?<\/h1>/);
  noRawKeys(confirm.text, 'publish confirmation');
  const archive = await de(`/app/templates/${id}/archive`);
  assert.match(archive.text, /<h1>„Vertrag“ archivieren\?<\/h1>/);

  const notice = await de('/app/templates?notice=published&name=Vertrag');
  assert.match(notice.text, /„Vertrag“ ist veröffentlicht und kann gesendet werden\./);
});

test('another workspace’s template is not found in the application', async () => {
  const other = await createTenant(t);
  const theirs = await request(t.url, 'POST', '/api/v1/templates', {
    token: other.apiKey,
    body: { name: 'X', kind: 'flow', roles: [{ name: 'A' }], body: 'Hi' },
  });
  assert.equal((await client.get(`/app/templates/${theirs.body.id}/edit`)).status, 404);
  assert.equal((await client.post(`/app/templates/${theirs.body.id}/publish`)).status, 404);
});

test('a builder save that is not a definition at all is refused as one, not a failure', async () => {
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', { name: 'Odd', kind: 'coordinate', pdf });
  const id = idFrom(JSON.parse(created.text).redirect);
  for (const body of [{ definition: null }, { definition: 'x', pdf: 5 }, {}]) {
    const answer = await client.postJson(`/app/templates/${id}/definition`, body);
    assert.equal(answer.status, 400, answer.text);
    assert.ok(JSON.parse(answer.text).problems.length > 0);
  }
  const badPdf = await client.postJson(`/app/templates/${id}/definition`, {
    definition: { name: 'Odd', roles: [{ name: 'A' }], fields: [] },
    pdf: 'bm90IGEgcGRm',
  });
  assert.equal(badPdf.status, 400);
  assert.deepEqual(JSON.parse(badPdf.text).problems, [
    { at: 'pdf', text: 'pdf is not a PDF document (no %PDF- header)' },
  ]);
});

test('every problem the flow editor’s form can cause is placed at its input and said in plain words', async () => {
  await client.get('/app/templates/new');
  const created = await client.post('/app/templates', { name: 'Checks', kind: 'flow' });
  const id = idFrom(created.location);
  await client.get(`/app/templates/${id}/edit`);
  const preview = async (form: Record<string, string>) => {
    const answer = await client.request(
      'POST',
      `/app/templates/${id}/preview`,
      new URLSearchParams({ _csrf: client.csrf, ...form }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    );
    assert.equal(answer.status, 400, answer.text.slice(0, 200));
    return JSON.parse(answer.text).problems as Array<{ at: string; field?: string; text: string }>;
  };
  const problems = await preview({
    name: '',
    'roles.count': '3',
    'roles.0.name': 'Client',
    'roles.1.name': 'client',
    'roles.2.name': 'x'.repeat(101),
    body: 'Hi {{1x}} {{who}}',
    'variables.count': '5',
    'variables.0.key': '9bad',
    'variables.0.label': '',
    'variables.0.type': 'text',
    'variables.1.key': 'pick',
    'variables.1.label': 'Pick',
    'variables.1.type': 'select',
    'variables.2.key': 'sig',
    'variables.2.label': 'Sign',
    'variables.2.type': 'signature',
    'variables.3.key': 'pick',
    'variables.3.label': 'Again',
    'variables.3.type': 'text',
    'variables.3.role': 'Gone',
    'variables.4.key': '',
    'variables.4.label': 'Odd',
    'variables.4.type': 'nonsense',
  });
  assert.deepEqual(
    problems.map((p) => [p.field, p.text]),
    [
      ['name', 'Enter a name for the template.'],
      ['role-1', 'Role 2 has the same name as another role. Give each role its own name.'],
      ['role-2', 'The name of role 3 can have at most 100 characters.'],
      [
        'variable-0-key',
        'The key of variable 1 must start with a letter and contain only letters, digits and _ (at most 64 characters).',
      ],
      ['variable-0-label', 'Variable 1 needs a label.'],
      ['variable-1-options', 'Variable 2 is a choice: list its options, one per line.'],
      ['variable-2-role', 'Variable 3 is a signature or initials: choose the signer who fills it in.'],
      [
        'variable-3-role',
        'Variable 4 is filled by Gone, which is no longer one of the roles. Choose who fills it in.',
      ],
      ['variable-3-key', 'Variable 4 has the same key as another variable. Give each variable its own key.'],
      ['variable-4-key', 'Variable 5 needs a key.'],
      ['variable-4-type', 'Choose a type for variable 5.'],
      [
        'body',
        'The text has {{1x}}, which is not a valid placeholder: a key starts with a letter and contains only letters, digits and _.',
      ],
      ['body', 'The text uses {{who}}, which is not a variable. Add it under Variables or correct the name.'],
    ],
  );
});

test('the flow editor’s script saves the draft as the author types, with the CSRF header', async () => {
  await client.get('/app/templates/new');
  const created = await client.post('/app/templates', { name: 'Auto', kind: 'flow' });
  const id = idFrom(created.location);
  const editor = await client.get(`/app/templates/${id}/edit`);
  assert.match(editor.text, new RegExp(`data-save-url="/app/templates/${id}/definition"`));
  assert.match(
    editor.text,
    /id="flow-save-status" role="status" aria-live="polite" data-saving="Saving…" data-saved="Saved"/,
  );
  // What the script sends: the form read as the server reads it.
  const definition = {
    name: 'Auto',
    kind: 'flow',
    roles: [{ name: 'Client' }, { name: 'Signer 2' }],
    body: '# Auto\n\nFor {{client}}.',
    variables: [{ key: 'client', label: 'Client name', type: 'text', required: true }],
  };
  const autosave = (body: unknown, csrf = client.csrf) =>
    client.request('POST', `/app/templates/${id}/definition`, JSON.stringify(body), {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-csrf-token': csrf,
    });
  assert.equal((await autosave({ definition }, 'nope')).status, 403);
  const saved = await autosave({ definition });
  assert.equal(saved.status, 200, saved.text.slice(0, 300));
  assert.equal(JSON.parse(saved.text).ok, true);
  const read = await api('GET', `/templates/${id}`);
  assert.deepEqual(
    read.body.roles,
    definition.roles.map((role) => ({ ...role, kind: 'signer' })),
  );
  assert.deepEqual(read.body.variables, definition.variables);

  // Refused: the problems in the page's words, at their inputs, and what was typed kept.
  const refused = await autosave({
    definition: { ...definition, roles: [{ name: 'Client' }, { name: '' }] },
  });
  assert.equal(refused.status, 400);
  assert.deepEqual(JSON.parse(refused.text), {
    ok: false,
    problems: [{ at: 'roles[1]', field: 'role-1', text: 'Role 2 needs a name.' }],
    title: 'There is 1 problem to fix',
  });
  assert.deepEqual((await api('GET', `/templates/${id}`)).body.roles, read.body.roles);
  assert.match((await client.get(`/app/templates/${id}/edit`)).text, /not saved yet/);
});

test('the form is read the same way by the server and by the page’s script', () => {
  const form: Record<string, string> = {
    name: ' Memo ',
    'roles.count': '1',
    'roles.0.name': ' Client ',
    body: 'Hi {{pick}}',
    'variables.count': '1',
    'variables.0.key': 'pick',
    'variables.0.label': 'Pick',
    'variables.0.type': 'select',
    'variables.0.options': 'A\n\n B ',
    'variables.0.role': 'Client',
  };
  const text = (name: string) => form[name] ?? '';
  assert.deepEqual(readFlowForm(form, translator('en')).definition, flowDefinitionOf(text));
  assert.deepEqual(flowDefinitionOf(text).variables, [
    { key: 'pick', label: 'Pick', type: 'select', required: false, options: ['A', 'B'], role: 'Client' },
  ]);
  // "Add a role" without the script names the new role as the script does.
  const added = readFlowForm({ ...form, op: 'addRole' }, translator('de')).definition;
  assert.deepEqual(added.roles, [{ name: 'Client' }, { name: 'Unterzeichner 2' }]);
});

test('a document is named after its file wherever a member gives one: New template as Add documents (issue 44 item 19)', async () => {
  await client.get('/app/templates/new');
  const pdf = Buffer.from(await twoPagePdf()).toString('base64');
  const created = await client.postJson('/app/templates', {
    name: 'Lease 2027',
    kind: 'coordinate',
    pdf,
    pdfName: 'Residential lease v2.final.pdf',
  });
  assert.equal(created.status, 200, created.text);
  const id = idFrom(JSON.parse(created.text).redirect);
  const read = (await api('GET', `/templates/${id}`)).body;
  assert.deepEqual(
    read.documents.map((d: { name: string; filename?: string }) => [d.name, d.filename]),
    [['Residential lease v2.final', 'Residential lease v2.final.pdf']],
  );
  // A file called only ".pdf", or a name with a line break and a text-direction override, still
  // names the document on one line; without a file name (a page without its script) the template's.
  for (const [pdfName, expected] of [
    ['.pdf', 'Lease 2027'],
    ['Annex\u202E\r\nA.pdf', 'AnnexA'],
    ['scan', 'scan'],
    ['', 'Lease 2027'],
  ]) {
    const made = await client.postJson('/app/templates', {
      name: 'Lease 2027',
      kind: 'coordinate',
      pdf,
      pdfName,
    });
    assert.equal(made.status, 200, made.text);
    const doc = (await api('GET', `/templates/${idFrom(JSON.parse(made.text).redirect)}`)).body.documents[0];
    assert.equal(doc.name, expected, JSON.stringify(pdfName));
  }
});

test('the flow editor offers each role a kind and a witness whom they witness, and keeps them (issue 45)', async () => {
  const created = await client.post('/app/templates', { name: 'Deed', kind: 'flow' });
  const id = idFrom(created.location);
  const form = {
    name: 'Deed',
    'roles.count': '3',
    'roles.0.name': 'Donor',
    'roles.0.kind': 'signer',
    'roles.1.name': 'Witness',
    'roles.1.kind': 'witness',
    'roles.1.witnessFor': 'Donor',
    'roles.2.name': 'Solicitor',
    'roles.2.kind': 'approver',
    body: '# Deed\n\nA gift.',
    'variables.count': '0',
  };
  const saved = await client.post(`/app/templates/${id}`, { ...form, op: 'save' });
  assert.ok([200, 303].includes(saved.status), saved.text.slice(0, 300));
  const read = await api('GET', `/templates/${id}`);
  assert.deepEqual(read.body.roles, [
    { name: 'Donor', kind: 'signer' },
    { name: 'Witness', kind: 'witness', witnessFor: 'Donor' },
    { name: 'Solicitor', kind: 'approver' },
  ]);
  // Shown again as saved: each role's kind chosen, the witness's person among the roles before it.
  const editor = await client.get(`/app/templates/${id}/edit`);
  assert.match(
    editor.text,
    /<select id="role-1-kind" name="roles\.1\.kind">[\s\S]*?<option value="witness" selected>Witness<\/option>/,
  );
  assert.match(
    editor.text,
    /<select id="role-1-witness-for"[^>]*>[\s\S]*?<option value="Donor" selected>Donor<\/option>/,
  );
  assert.match(editor.text, /<option value="approver" selected>Approver<\/option>/);

  // A witness of a role after them is refused next to the choice, in the API's words.
  const refused = await client.post(`/app/templates/${id}`, {
    ...form,
    'roles.0.name': 'Witness',
    'roles.0.kind': 'witness',
    'roles.0.witnessFor': 'Donor',
    'roles.1.name': 'Donor',
    'roles.1.kind': 'signer',
    op: 'save',
  });
  assert.equal(refused.status, 400);
  assert.match(refused.text, /comes after the witness/);
  assert.match(refused.text, /id="role-0-witness-for"[^>]*aria-invalid="true"/);
});
