// Serves the shell's static files (assets.ts) under their content-hashed names.
import type { FastifyInstance } from 'fastify';
import { assetRoute } from '../platform/http/asset-route.ts';
import { findUiAsset, UI_ASSET_PREFIX } from './assets.ts';

export async function uiAssetRoutes(app: FastifyInstance) {
  assetRoute(app, UI_ASSET_PREFIX, findUiAsset);
}
