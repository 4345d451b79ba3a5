// Embedded signing's own routes (issue 25 item 4): GET /embed.js, the script another site loads to
// embed a signing page (it defines <countersign-signing>), and the embedded page's script and sheet.
// /embed.js is fetched by other origins' pages, so it alone says cross-origin for its resource policy.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { sendAsset } from '../../platform/http/compression.ts';
import { ASSET_CACHE_CONTROL } from '../assets.ts';
import { EMBED_ASSET_PREFIX, embedAssets, findEmbedAsset } from './embed.ts';

/** Its URL never changes, so a fresh copy within the hour. */
const ELEMENT_CACHE_CONTROL = 'public, max-age=3600';

export async function embedRoutes(app: FastifyInstance) {
  app.get(
    '/embed.js',
    {
      schema: {
        tags: ['signing'],
        security: [],
        summary: 'The embedding script: defines <countersign-signing src="…"> (JavaScript)',
      },
    },
    async (request, reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendAsset(request, reply, embedAssets().element, ELEMENT_CACHE_CONTROL);
    },
  );

  app.get(
    `${EMBED_ASSET_PREFIX}:name`,
    { schema: { hide: true, params: Type.Object({ name: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const asset = findEmbedAsset(name);
      if (!asset) throw notFound('Asset');
      return sendAsset(request, reply, asset, ASSET_CACHE_CONTROL);
    },
  );
}
