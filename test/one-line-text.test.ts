// Issue 44 item 5: the one-line rule goes by what a text is, not by the key it sits under. This file
// walks the request bodies of the public, signing and operator OpenAPI documents and sorts every
// string property (and list of strings) into the one-line texts the edge checks (ONE_LINE_KEYS), the
// free texts a person writes on several lines, and the codes and data that have checks of their own
// (an id, an address, base64, a pattern). A property in none of them fails, so a new human-readable
// string cannot arrive without a decision. Then the edge is tried on the texts outside testers found
// open: a coordinate field's label, a flow variable's label, an option, a document's file name.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ONE_LINE_KEYS, ONE_LINE_LIST_KEYS } from '../src/platform/http/one-line-names.ts';
import { ADMIN_TOKEN, createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { NDA } from './requests-fixtures.ts';

/**
 * Texts a person writes that may hold several lines, shown with their breaks and always escaped: a
 * flow template's body, a message to the signers, a reason to void or decline, the text an anchor
 * looks for (matched in the document, never shown), a typed signature (its own parser drops the
 * text-direction controls: names-and-addresses.test.ts).
 */
const FREE_TEXT = new Set(['body', 'message', 'reason', 'text']);
/** Codes and data with checks of their own: ids, addresses, languages, base64, patterns, dates, tokens. */
const CODES = new Set([
  'accentColor',
  'code',
  'domain',
  'email',
  'embedOrigins',
  'equals',
  'expiresAt',
  'field',
  'file',
  'idempotencyKey',
  'image',
  'key',
  'kind',
  'locale',
  'memberId',
  'method',
  'notEquals',
  'pattern',
  'pdf',
  'plan',
  'position',
  'region',
  'templateId',
  'type',
]);

type Schema = Record<string, unknown>;

/** Every string (or list-of-strings) property of the documents' request bodies: key → where seen. */
function stringProperties(doc: Schema): Map<string, string[]> {
  const components = ((doc.components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const found = new Map<string, string[]>();
  const seen = new Set<Schema>();
  const walk = (schema: Schema | undefined, where: string, key?: string) => {
    if (!schema || typeof schema !== 'object') return;
    const ref = schema.$ref as string | undefined;
    if (ref) return walk(components[ref.split('/').pop()!], where, key);
    if (seen.has(schema) && key === undefined) return;
    seen.add(schema);
    const isString =
      schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
    const items = schema.items as Schema | undefined;
    if (key !== undefined && (isString || (schema.type === 'array' && items?.type === 'string'))) {
      found.set(key, [...(found.get(key) ?? []), where]);
    }
    for (const part of ['anyOf', 'oneOf', 'allOf'] as const)
      for (const sub of (schema[part] as Schema[] | undefined) ?? []) walk(sub, where, key);
    if (items && items.type !== 'string') walk(items, `${where}[]`);
    for (const [name, sub] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
      walk(sub, `${where}.${name}`, name);
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') walk(extra as Schema, `${where}.*`);
  };
  for (const [path, operations] of Object.entries((doc.paths ?? {}) as Record<string, Schema>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const content = ((operation as Schema).requestBody as Schema | undefined)?.content as
        | Record<string, { schema: Schema }>
        | undefined;
      for (const media of Object.values(content ?? {})) walk(media.schema, `${method.toUpperCase()} ${path}`);
    }
  }
  return found;
}

let t: TestApp;
let tenant: Tenant;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
});
after(async () => {
  await t?.close();
});

const api = (method: string, path: string, body: unknown) =>
  request(t.url, method, `/api/v1${path}`, { token: tenant.apiKey, body });

describe('every string a person reads is one line by what it is', () => {
  test('each string property of a request body is a one-line text, a free text or a code', async () => {
    const unsorted: string[] = [];
    for (const url of ['/api/v1/openapi.json', '/sign/openapi.json', '/admin/v1/openapi.json']) {
      const doc = (await request(t.url, 'GET', url, { token: ADMIN_TOKEN })).body as Schema;
      assert.ok(doc.paths, url);
      for (const [key, where] of stringProperties(doc)) {
        const sorted = [ONE_LINE_KEYS, ONE_LINE_LIST_KEYS, FREE_TEXT, CODES].filter((set) => set.has(key));
        if (sorted.length !== 1)
          unsorted.push(`${key} (${sorted.length} lists; ${where.slice(0, 3).join(', ')})`);
      }
    }
    assert.deepEqual(unsorted, [], 'string properties neither one-line, free text nor a code');
  });

  test('a coordinate field’s label, an option, a flow variable’s label and a file name are one line', async () => {
    const field = {
      name: 'sig',
      type: 'signature',
      role: 'Signer',
      page: 1,
      x: 72,
      y: 72,
      width: 200,
      height: 40,
    };
    const coordinate = (fields: unknown[], documents?: unknown[]) => ({
      name: 'Lease',
      kind: 'coordinate',
      roles: [{ name: 'Signer' }],
      ...(documents ? { documents } : { pdf: BLANK_PDF }),
      fields,
    });
    const refusals: Array<[string, unknown, RegExp]> = [
      ['field label, U+202E', coordinate([{ ...field, label: 'Sign\u202Eereh' }]), /fields\/0\/label/],
      ['field label, a line break', coordinate([{ ...field, label: 'Sign\nhere' }]), /fields\/0\/label/],
      [
        'an option, U+2067',
        coordinate([{ ...field, name: 'plan', type: 'select', options: ['Basic', 'Pro\u2067'] }]),
        /fields\/0\/options\/1/,
      ],
      [
        'a flow variable label',
        { ...NDA, variables: [{ ...NDA.variables[0], label: 'Client\r\nname' }] },
        /variables\/0\/label/,
      ],
      [
        'a document file name with bidi controls',
        coordinate([], [{ name: 'Lease', file: BLANK_PDF, filename: 'lease\u202Excod.pdf' }]),
        /documents\/0\/filename/,
      ],
    ];
    for (const [what, body, where] of refusals) {
      const answer = await api('POST', '/templates', body);
      assert.equal(answer.status, 400, `${what}: ${JSON.stringify(answer.body)}`);
      assert.match(answer.body.message, where, what);
      assert.match(answer.body.message, /one line of text/, what);
    }
    const long = await api(
      'POST',
      '/templates',
      coordinate([], [{ name: 'Lease', file: BLANK_PDF, filename: `${'a'.repeat(5000)}.pdf` }]),
    );
    assert.equal(long.status, 400);
    assert.match(long.body.message, /filename is longer than 255 characters/);
    // A right-to-left label with its marks is one line, and kept.
    const hebrew = await api(
      'POST',
      '/templates',
      coordinate([{ ...field, label: '\u05D7\u05EA\u05D9\u05DE\u05D4\u200F' }]),
    );
    assert.equal(hebrew.status, 201, JSON.stringify(hebrew.body));
  });
});

/** A one-page blank PDF, base64. */
const BLANK_PDF =
  'JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKMiAwIG9iago8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PgplbmRvYmoKMyAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCA1OTUgODQyXT4+CmVuZG9iagp4cmVmCjAgNAowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1MiAwMDAwMCBuIAowMDAwMDAwMTAxIDAwMDAwIG4gCnRyYWlsZXIKPDwvU2l6ZSA0L1Jvb3QgMSAwIFI+PgpzdGFydHhyZWYKMTY1CiUlRU9G';
