// Every OpenAPI document the service serves (issue 26, item 7): the public one at /api/v1/openapi.json
// (and the copy /docs shows), the signer's at /sign/openapi.json, the operator's at
// /admin/v1/openapi.json. Each operation has a unique operationId and only tags its document defines;
// the public document holds the public API only (the signing pages are in their own, no HTML page in
// either); calls that take no body declare none; PDFs are documented as PDFs; every error code of the
// catalogue is documented in the document of a route that answers it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { validate } from '@readme/openapi-parser';
import { ERROR_CODES } from '../src/platform/errors.ts';
import { ADMIN_TOKEN, request, startTestApp, type TestApp } from './helpers.ts';

type Operation = {
  operationId?: string;
  tags?: string[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, any> }>;
};
type Document = { tags?: Array<{ name: string }>; paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const SERVED = ['/api/v1/openapi.json', '/docs/json', '/sign/openapi.json', '/admin/v1/openapi.json'];

let t: TestApp;
const documents: Record<string, Document> = {};
before(async () => {
  t = await startTestApp();
  for (const url of SERVED) {
    const token = url.startsWith('/admin/') ? ADMIN_TOKEN : undefined;
    const reply = await request(t.url, 'GET', url, { token });
    assert.equal(reply.status, 200, `${url} is served`);
    documents[url] = reply.body;
  }
});
after(async () => {
  await t?.close();
});

function operations(document: Document): Array<[string, string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => [path, method, operation] as [string, string, Operation]),
  );
}

describe('every served OpenAPI document', () => {
  for (const url of SERVED) {
    test(`${url}: valid OpenAPI 3.1; each operation has a unique operationId and tags the document defines`, async () => {
      const document = documents[url];
      const result = await validate(structuredClone(document) as never);
      assert.equal(result.valid, true, JSON.stringify(result, null, 2));
      const defined = new Set((document.tags ?? []).map((tag) => tag.name));
      assert.ok(defined.size > 0, 'the document defines its tags');
      const ids = new Map<string, string>();
      const all = operations(document);
      assert.ok(all.length > 5, 'the document has operations');
      for (const [path, method, operation] of all) {
        const where = `${method.toUpperCase()} ${path}`;
        assert.match(operation.operationId ?? '', /^[a-z][A-Za-z0-9]+$/, `${where} has an operationId`);
        assert.equal(ids.get(operation.operationId!), undefined, `${where}: operationId used twice`);
        ids.set(operation.operationId!, where);
        assert.ok(operation.tags?.length, `${where} has a tag`);
        for (const tag of operation.tags ?? [])
          assert.ok(defined.has(tag), `${where}: tag "${tag}" is defined`);
      }
    });
  }
});

describe('the public document describes the public API and what it answers', () => {
  test('it holds the API under /api/v1 and POST /verify, not the signing pages or any HTML page', () => {
    const outside = operations(documents['/api/v1/openapi.json'])
      .map(([path, method]) => `${method.toUpperCase()} ${path}`)
      .filter((op) => !/^\w+ \/api\/v1\//.test(op));
    assert.deepEqual(outside, ['POST /verify']);
    assert.deepEqual(documents['/docs/json'].paths, documents['/api/v1/openapi.json'].paths);
  });

  test("the signer's pages and calls are in a document of their own, and only they", () => {
    const paths = operations(documents['/sign/openapi.json']).map(([path]) => path);
    assert.ok(paths.includes('/sign/{token}/complete'));
    assert.deepEqual(
      paths.filter((path) => !path.startsWith('/sign/{token}') && path !== '/embed.js'),
      [],
    );
  });

  test('calls that take no body (spec: "No body is taken") declare no request body', () => {
    const paths = documents['/api/v1/openapi.json'].paths;
    for (const path of [
      '/api/v1/esign/submissions/{id}/remind',
      '/api/v1/templates/{id}/publish',
      '/api/v1/templates/{id}/archive',
    ]) {
      assert.equal(paths[path].post.requestBody, undefined, `POST ${path}`);
    }
    // A call that does take one keeps it.
    assert.ok(paths['/api/v1/esign/submissions'].post.requestBody?.required);
  });

  test('the executed document and a rendered template are answered as application/pdf', () => {
    const paths = documents['/api/v1/openapi.json'].paths;
    for (const operation of [
      paths['/api/v1/esign/submissions/{id}/document'].get,
      paths['/api/v1/templates/{id}/render'].post,
    ]) {
      assert.deepEqual(Object.keys(operation.responses['200'].content ?? {}), ['application/pdf']);
    }
  });
});

/** The codes an operation documents, by status. */
function codesOf(operation: Operation): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(operation.responses)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, response]) => [
        status,
        response.content?.['application/json']?.schema?.properties?.code?.enum ?? [],
      ]),
  );
}

test('every code of the error catalogue is documented, under its status, in the document of a route that answers it', () => {
  const documented = new Set<string>();
  for (const url of ['/api/v1/openapi.json', '/sign/openapi.json', '/admin/v1/openapi.json']) {
    for (const [path, method, operation] of operations(documents[url])) {
      for (const [status, codes] of Object.entries(codesOf(operation))) {
        for (const code of codes) {
          assert.equal(
            String(ERROR_CODES[code as keyof typeof ERROR_CODES]),
            status,
            `${method} ${path}: ${code}`,
          );
          documented.add(code);
        }
      }
    }
  }
  assert.deepEqual([...documented].sort(), Object.keys(ERROR_CODES).sort());
  const complete = codesOf(documents['/sign/openapi.json'].paths['/sign/{token}/complete'].post);
  assert.deepEqual(complete['409'], ['already_completed', 'not_opened', 'not_your_turn', 'request_closed']);
  assert.deepEqual(complete['400'], ['invalid_values']);
});
