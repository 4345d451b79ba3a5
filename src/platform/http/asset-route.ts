// One route per prefix of static files (the shell's, the application's, the signing, verification
// and embedding pages'): the file of that content-hashed name, cached for a year and compressed per
// Accept-Encoding (compression.ts), or a 404 in the error envelope.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { ASSET_CACHE_CONTROL } from './client-bundle.ts';
import { sendAsset } from './compression.ts';

interface Served {
  name: string;
  contentType: string;
  body: Buffer;
}

const NAME = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 100 } },
  required: ['name'],
} as const;

/** Serves `prefix` + name from `find`; `config` is the route's (an area's own route options). */
export function assetRoute(
  app: FastifyInstance,
  prefix: string,
  find: (name: string) => Served | undefined,
  config?: Record<string, unknown>,
): void {
  app.get<{ Params: { name: string } }>(
    `${prefix}:name`,
    { schema: { hide: true, params: NAME }, ...(config ? { config } : {}) },
    async (request, reply) => {
      const asset = find(request.params.name);
      if (!asset) throw notFound('Asset');
      return sendAsset(request, reply, asset, ASSET_CACHE_CONTROL);
    },
  );
}
