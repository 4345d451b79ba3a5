// The OpenAPI document (/api/v1/openapi.json): it validates with a real validator
// (@readme/openapi-parser), documents every error code each route can answer, and the typed
// client's copy of it and its generated types are not stale.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, test } from 'node:test';
import { validate } from '@readme/openapi-parser';
import {
  generateClientArtifacts,
  OPENAPI_FILE,
  REGENERATE,
  SCHEMA_FILE,
} from '../scripts/client-generate.ts';
import { ERROR_CODES } from '../src/platform/errors.ts';

type Operation = { responses: Record<string, { description: string; content?: any }> };
let generated: { openapi: string; schema: string };
let document: { paths: Record<string, Record<string, Operation>> };

before(async () => {
  generated = await generateClientArtifacts();
  document = JSON.parse(generated.openapi);
});

/** The codes an operation documents, by status. */
function codesOf(path: string, method: string): Record<string, string[]> {
  const operation = document.paths[path]?.[method];
  assert.ok(operation, `${method.toUpperCase()} ${path} is documented`);
  return Object.fromEntries(
    Object.entries(operation.responses)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, response]) => [
        status,
        response.content?.['application/json']?.schema?.properties?.code?.enum ?? [],
      ]),
  );
}

test('the typed client is generated from the current OpenAPI document (else: npm run client:generate)', async () => {
  assert.equal(
    await readFile(OPENAPI_FILE, 'utf8'),
    generated.openapi,
    `${OPENAPI_FILE} is stale: run ${REGENERATE}`,
  );
  assert.equal(
    await readFile(SCHEMA_FILE, 'utf8'),
    generated.schema,
    `${SCHEMA_FILE} is stale: run ${REGENERATE}`,
  );
});

test('generation is deterministic: twice, the same bytes', async () => {
  const again = await generateClientArtifacts();
  assert.equal(again.openapi, generated.openapi);
  assert.equal(again.schema, generated.schema);
});

test('the document validates against the OpenAPI 3.1 specification', async () => {
  const result = await validate(JSON.parse(generated.openapi));
  assert.equal(result.valid, true, JSON.stringify(result, null, 2));
});

test('every code of the error catalogue is documented on a route that answers it', () => {
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      for (const [status, codes] of Object.entries(codesOf(path, method))) {
        for (const code of codes) {
          assert.equal(
            String(ERROR_CODES[code as keyof typeof ERROR_CODES]),
            status,
            `${method} ${path}: ${code} under its status`,
          );
          documented.add(code);
        }
      }
    }
  }
  // Codes only the operator API answers are documented in its own document (/admin/v1/openapi.json),
  // those only the signer's side answers in the signing pages' (/sign/openapi.json; issue 26 item 7):
  // test/openapi-documents.test.ts checks all three together.
  const operatorOnly = new Set(['already_member', 'domain_not_confirmable']);
  // already_completed, not_your_turn and request_closed are also the API's (a host link, issue 45).
  const signerOnly = new Set([
    // A viewer confirms reading only after opening (issue 45).
    'not_opened',
    'verification_code_limit',
    'verification_failed',
    'verification_locked',
    'verification_link_locked',
    'verification_required',
    // A signer's upload (issue 34).
    'unsupported_attachment',
    'attachment_too_large',
    'attachment_limit',
  ]);
  assert.deepEqual(
    [...documented].sort(),
    Object.keys(ERROR_CODES)
      .filter((code) => !operatorOnly.has(code) && !signerOnly.has(code))
      .sort(),
  );
});

test('each route documents the codes of spec §7 and CONTRACT §5–§6 it can answer', () => {
  const auth = ['insufficient_scope', 'key_creator_left_organization', 'plan_missing_feature'];
  const send = codesOf('/api/v1/esign/submissions', 'post');
  assert.deepEqual(send['400'], ['invalid_values']);
  assert.deepEqual(send['403'], [...auth, 'limit_reached'].sort());
  assert.ok(send['401'] && send['404'] && send['429'], 'and the code-less 401, 404, 429');
  assert.deepEqual(codesOf('/api/v1/esign/submissions/{id}/remind', 'post')['429'], ['reminder_cooldown']);
  assert.deepEqual(codesOf('/api/v1/esign/submissions/{id}/void', 'post')['409'], ['request_not_voidable']);
  assert.deepEqual(codesOf('/api/v1/esign/usage', 'get')['403'], auth);
  assert.deepEqual(codesOf('/api/v1/templates/{id}/render', 'post')['400'], [
    'document_too_complex',
    'invalid_values',
  ]);
  assert.deepEqual(codesOf('/api/v1/templates/{id}/publish', 'post')['409'], ['template_archived']);

  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const codes = codesOf(path, method);
      assert.ok(codes['429'], `${method} ${path} documents the rate limit`);
      assert.deepEqual(codes['503'], ['service_unavailable'], `${method} ${path} documents 503`);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        for (const code of codes[status]) {
          assert.ok(
            response.description.includes(`\`${code}\``),
            `${method} ${path} ${status} describes ${code}`,
          );
        }
      }
    }
  }
});

test('an error response declares the extra fields of its codes (spec §7)', () => {
  const forbidden = document.paths['/api/v1/esign/submissions'].post.responses['403'];
  const properties = forbidden.content['application/json'].schema.properties;
  assert.deepEqual(properties.limit, { type: 'integer' });
  assert.deepEqual(properties.used, { type: 'integer' });
  const cooldown = document.paths['/api/v1/esign/submissions/{id}/remind'].post.responses['429'];
  assert.deepEqual(cooldown.content['application/json'].schema.properties.retryAfterSeconds, {
    type: 'integer',
  });
});
