// Authenticates every /api/v1 call by API key (spec §5), then spends the key's rate-limit budget.
// Runs in onRequest so authentication is decided before the body is parsed or validated.
import type { FastifyInstance } from 'fastify';
import { documentErrors } from '../platform/http/openapi-errors.ts';
import { consumeKeyLimit } from '../platform/http/rate-limit-hooks.ts';
import type { RateLimits } from '../platform/rate-limit.ts';
import type { Services } from '../platform/services.ts';
import { type ApiKeyIdentity, authenticateApiKey } from './api-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: ApiKeyIdentity;
  }
}

/** Public API paths that need no key: the OpenAPI document. */
const PUBLIC = new Set(['/api/v1/openapi.json']);

export function registerApiKeyAuth(app: FastifyInstance, services: Services, limits: RateLimits) {
  app.decorateRequest('auth', null as unknown as ApiKeyIdentity);
  app.addHook('onRoute', (route) => {
    if (!PUBLIC.has(route.url))
      documentErrors(route, [401, 'plan_missing_feature', 'key_creator_left_organization']);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC.has(request.url.split('?')[0])) return;
    request.auth = await authenticateApiKey(services.db, services.clock, request.headers.authorization);
    await consumeKeyLimit(limits, request, reply, request.auth.apiKeyId);
  });
}
