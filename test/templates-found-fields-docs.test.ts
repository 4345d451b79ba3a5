// The documented example of fields found in the documents (issue 33: "an example a user can copy";
// moved from the README to docs/api.md by issue 35) run as written: its request body is read out of
// docs/api.md, the Word file it names is made with the tags its comment shows, and the answer holds the three fields the text says, the anchored one
// under its text; published and rendered, no tag is left on the page.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { libreOffice, pdfText } from './found-fields-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
});
after(async () => {
  await t?.close();
});

/** docs/api.md's curl body (the `-d '…'` after "Tags, form fields …") and the tags its comment shows. */
async function documentedExample(): Promise<{ body: string; tags: string[] }> {
  const doc = await readFile(path.join(import.meta.dirname, '..', 'docs', 'api.md'), 'utf8');
  const start = doc.indexOf('Tags, form fields and explicit or anchored `fields` combine');
  assert.ok(start > 0, 'docs/api.md has the example');
  const block = /```sh\n([\s\S]*?)```/.exec(doc.slice(start))?.[1] ?? '';
  const body = /-d '([\s\S]*?\n})'/.exec(block)?.[1] ?? '';
  const comment = block
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .join(' ');
  return { body, tags: comment.match(/\{\{[^}]+\}\}/g) ?? [] };
}

test('docs/api.md’s tags and anchor example works as written', async () => {
  const { body, tags } = await documentedExample();
  assert.equal(tags.length, 2, 'the comment shows the two tags');
  const [rent, tenantSig] = tags;
  const docx = await libreOffice(
    [
      'Lease',
      `Monthly rent: ${rent}`,
      'The Landlord',
      '',
      '',
      '',
      '',
      'The Tenant',
      '',
      `Signed: ${tenantSig}`,
    ],
    'docx',
  );
  // The shell's '"$(base64 -w0 lease.docx)"' splice.
  const json = body.replace(`'"$(base64 -w0 lease.docx)"'`, Buffer.from(docx).toString('base64'));
  const created = await request(t.url, 'POST', '/api/v1/templates', {
    token: tenant.apiKey,
    body: JSON.parse(json),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.status, 'draft');
  const fields = created.body.fields as Array<{ name: string; type: string; role?: string; y: number }>;
  assert.deepEqual(fields.map((f) => [f.name, f.type, f.role ?? null]).sort(), [
    ['landlordSig', 'signature', 'Landlord'],
    ['rent', 'number', null],
    ['tenantSig', 'signature', 'Tenant'],
  ]);
  const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
  assert.ok(byName.rent.y < byName.landlordSig.y && byName.landlordSig.y < byName.tenantSig.y);

  const id = created.body.id as string;
  const published = await request(t.url, 'POST', `/api/v1/templates/${id}/publish`, { token: tenant.apiKey });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  const rendered = await fetch(`${t.url}/api/v1/templates/${id}/render`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values: { rent: 1200 } }),
  });
  assert.equal(rendered.status, 200);
  const text = await pdfText(new Uint8Array(await rendered.arrayBuffer()));
  assert.match(text, /Monthly rent: 1200/);
  assert.doesNotMatch(text, /\{\{/);
});
