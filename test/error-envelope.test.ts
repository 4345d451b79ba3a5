// Every error leaves as the JSON envelope with its own status, even when the route had already begun
// a document's answer (its type, length and file name set): found when an erasure removed a
// download's bytes before they were read, and the envelope itself became an opaque 500
// (FST_ERR_REP_INVALID_PAYLOAD_TYPE) instead of saying what happened.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import Fastify from 'fastify';
import { notFound } from '../src/platform/errors.ts';
import { registerErrorHandling } from '../src/platform/http/error-handler.ts';

async function app() {
  const fastify = Fastify({ logger: false });
  registerErrorHandling(fastify);
  const asDocument = (reply: import('fastify').FastifyReply) =>
    reply
      .type('application/pdf')
      .header('content-length', 1234)
      .header('content-disposition', 'attachment; filename="executed.pdf"');
  fastify.get('/gone', async (_request, reply) => {
    asDocument(reply);
    throw notFound('Signed document');
  });
  fastify.get('/broken', async (_request, reply) => {
    asDocument(reply);
    throw new Error('the store failed');
  });
  fastify.get('/failing-stream', async (_request, reply) => {
    const stream = new Readable({ read() {} });
    stream.destroy(new Error('Document went away while it was read'));
    return asDocument(reply).send(stream);
  });
  await fastify.ready();
  return fastify;
}

for (const [path, status] of [
  ['/gone', 404],
  ['/broken', 500],
] as const) {
  test(`an error thrown after a document's headers were set is the envelope (${path}: ${status})`, async () => {
    const fastify = await app();
    const response = await fastify.inject({ method: 'GET', url: path });
    assert.equal(response.statusCode, status);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.equal(response.headers['content-disposition'], undefined);
    const body = response.json();
    assert.equal(body.statusCode, status);
    assert.notEqual(body.code, 'FST_ERR_REP_INVALID_PAYLOAD_TYPE');
    await fastify.close();
  });
}

test('a document stream that fails before its first byte is the 500 envelope, not a broken PDF', async () => {
  const fastify = await app();
  const response = await fastify.inject({ method: 'GET', url: '/failing-stream' });
  assert.equal(response.statusCode, 500);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  assert.equal(response.json().message, 'Internal Server Error');
  await fastify.close();
});
