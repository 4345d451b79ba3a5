// Route schemas compiled on each route's first request (issue 26 item 10: most of a start's CPU was
// Fastify compiling every route's schemas). Nothing is compiled while routes register; a validator
// reports its problems as ajv does (the 400's message), a serializer resolves shared schemas added
// with addSchema and drops what its schema does not name, and each is compiled once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type FastifySchemaCompiler } from 'fastify';
import { lazySerializers, lazyValidators } from '../src/platform/http/lazy-schemas.ts';
import { validatorCompiler } from '../src/platform/http/validation.ts';

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
