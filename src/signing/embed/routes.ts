import type { FastifyInstance } from 'fastify';
import { assetRoute } from '../../platform/http/asset-route.ts';
import { sendAsset } from '../../platform/http/compression.ts';
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

  assetRoute(app, EMBED_ASSET_PREFIX, findEmbedAsset);
}
