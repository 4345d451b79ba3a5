// The bodies of POST /api/v1/templates and /templates/detect in the public OpenAPI document: typed in
// full (flow | coordinate; pdf | documents), so the typed client helps with every property; the routes
// still check the bodies by hand, each problem listed in one 400 (definition.ts), not by the schema.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { paths } from '../clients/typescript/src/schema.d.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
let document: { paths: Record<string, Record<string, any>> };
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
  document = (await request(t.url, 'GET', '/api/v1/openapi.json')).body;
});
after(async () => {
  await t?.close();
});

const bodyOf = (path: string) =>
  document.paths[path].post.requestBody.content['application/json'].schema as { oneOf: any[] };

test('createTemplate documents a flow or a coordinate template, every property named', () => {
  const [flow, coordinate] = bodyOf('/api/v1/templates').oneOf;
  assert.equal(flow.properties.kind.const ?? flow.properties.kind.enum?.[0], 'flow');
  assert.deepEqual(Object.keys(flow.properties).sort(), ['body', 'kind', 'name', 'roles', 'variables']);
  assert.deepEqual(Object.keys(coordinate.properties).sort(), [
    'documents',
    'fields',
    'fieldsFrom',
    'formRoles',
    'kind',
    'name',
    'pdf',
    'roles',
  ]);
  const entries = coordinate.properties.documents.items.anyOf ?? coordinate.properties.documents.items.oneOf;
  assert.deepEqual(
    entries.map((entry: any) => Object.keys(entry.properties).sort()),
    [
      ['name', 'pdf'],
      ['file', 'filename', 'name'],
    ],
  );
  const field = coordinate.properties.fields.items.properties;
  for (const property of ['name', 'label', 'type', 'role', 'required', 'document', 'page', 'x', 'y'])
    assert.ok(field[property], `a field names ${property}`);
  assert.deepEqual(Object.keys(field.anchor.properties).sort(), [
    'occurrence',
    'offsetX',
    'offsetY',
    'position',
    'text',
  ]);
  assert.deepEqual(
    field.anchor.properties.position.anyOf.map((p: any) => p.const ?? p.enum?.[0]),
    ['right', 'below', 'above', 'over'],
  );
  assert.deepEqual(
    coordinate.properties.fieldsFrom.items.anyOf.map((p: any) => p.const ?? p.enum?.[0]),
    ['tags', 'form'],
  );
  assert.equal(coordinate.properties.formRoles.type, 'object');
});

test('detectTemplateFields documents pdf or documents', () => {
  const shapes = bodyOf('/api/v1/templates/detect').oneOf.map((shape) => Object.keys(shape.properties));
  assert.deepEqual(shapes, [['pdf'], ['documents']]);
});

test('the typed client types the create body (checked by tsc)', () => {
  type Create = paths['/api/v1/templates']['post']['requestBody'];
  type Body = NonNullable<Create>['content']['application/json'];
  const coordinate: Body = {
    name: 'Lease',
    kind: 'coordinate',
    roles: [{ name: 'Tenant' }],
    documents: [{ name: 'Lease', file: 'AAAA', filename: 'lease.docx' }],
    fields: [
      {
        name: 'sig',
        label: 'Signature',
        type: 'signature',
        role: 'Tenant',
        width: 120,
        height: 30,
        anchor: { text: 'Signature:', position: 'right' },
      },
    ],
    fieldsFrom: ['tags', 'form'],
    formRoles: { 'tenant.*': 'Tenant' },
  };
  const anchor: NonNullable<NonNullable<typeof coordinate.fields>[number]['anchor']> = {
    text: 'x',
    // @ts-expect-error: an anchor's position is right, below, above or over
    position: 'left',
  };
  assert.ok(coordinate && anchor);
});

test('the route still checks the body by hand: one 400 listing every problem, the documented schema not enforced', async () => {
  const reply = await request(t.url, 'POST', '/api/v1/templates', {
    token: tenant.apiKey,
    body: { kind: 'flow', name: 'N', roles: 'x', body: 'Hi', bogus: 1 },
  });
  assert.equal(reply.status, 400);
  assert.equal(
    reply.body.message,
    'unknown property "bogus"; roles is required: an array of 1 to 10 roles such as [{"name": "Client"}]',
  );
  const detect = await request(t.url, 'POST', '/api/v1/templates/detect', {
    token: tenant.apiKey,
    body: { pdf: 'AAAA', extra: true },
  });
  assert.equal(detect.status, 400);
  assert.match(detect.body.message, /^unknown property "extra" \(detect takes pdf or documents\)/);
});
