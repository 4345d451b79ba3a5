// Route schemas compiled on each route's first request (issue 26 item 10: most of a start's CPU was
// Fastify compiling every route's schemas). Nothing is compiled while routes register; a validator
// reports its problems as ajv does (the 400's message), a serializer resolves shared schemas added
// with addSchema and drops what its schema does not name, and each is compiled once. Every route of
// the service has schemas that compile (checked by starting it with them compiled at start).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type FastifySchemaCompiler } from 'fastify';
import { lazySerializers, lazyValidators } from '../src/platform/http/lazy-schemas.ts';
import { validatorCompiler } from '../src/platform/http/validation.ts';
import { request, startTestApp } from './helpers.ts';

test('validators and serializers are compiled on first use, once, and behave as before', async () => {
  let compiled = 0;
  const counting: FastifySchemaCompiler<object> = (route) => {
    compiled++;
    return validatorCompiler(route);
  };
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers } } });
  app.setValidatorCompiler(lazyValidators(counting));
  app.addSchema({ $id: 'Thing', type: 'object', properties: { name: { type: 'string' } } });
  app.post(
    '/things',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'count'],
          properties: { name: { type: 'string', minLength: 1 }, count: { type: 'integer' } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { thing: { $ref: 'Thing#' }, count: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => {
      const { name, count } = request.body as { name: string; count: number };
      return { thing: { name, secret: 'not in the schema' }, count, extra: 'dropped' };
    },
  );
  await app.ready();
  assert.equal(compiled, 0, 'nothing is compiled while the routes register');

  const bad = await app.inject({ method: 'POST', url: '/things', payload: { name: '', extra: 1 } });
  assert.equal(bad.statusCode, 400);
  const message = bad.json().message as string;
  for (const part of ['count', 'name', 'additional properties'])
    assert.match(message, new RegExp(part), message);

  const good = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Zoë', count: 3 } });
  assert.equal(good.statusCode, 200, good.body);
  assert.deepEqual(good.json(), { thing: { name: 'Zoë' }, count: 3 });
  await app.inject({ method: 'POST', url: '/things', payload: { name: 'again', count: 4 } });
  assert.equal(compiled, 1, 'the body validator is compiled once');
  await app.close();
});

test('every route of the service has schemas that compile: the whole app starts with them compiled at start, as Fastify would', async () => {
  // Lazily, a schema that cannot compile would first fail a request in production; here it fails the start.
  const t = await startTestApp({}, { compileSchemasAtStart: true });
  try {
    for (const [method, url] of [
      ['POST', '/api/v1/esign/submissions'],
      ['GET', '/sign/:token'],
      ['GET', '/admin/v1/workspaces'],
      ['GET', '/app/requests'],
    ] as const)
      assert.ok(t.app.hasRoute({ method, url }), `${method} ${url} is among the routes compiled`);
    assert.equal((await request(t.url, 'POST', '/api/v1/esign/submissions', { body: {} })).status, 401);
  } finally {
    await t.close();
  }
});
