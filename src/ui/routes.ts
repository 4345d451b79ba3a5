// Serves the shell's static files (assets.ts) under their content-hashed names.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../platform/errors.ts';
import { ASSET_CACHE_CONTROL } from '../platform/http/client-bundle.ts';
import { sendAsset } from '../platform/http/compression.ts';
import { findUiAsset } from './assets.ts';

export async function uiAssetRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>(
    '/assets/ui/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const asset = findUiAsset(request.params.name);
      if (!asset) throw notFound('Asset');
      return sendAsset(request, reply, asset, ASSET_CACHE_CONTROL);
    },
  );
}
