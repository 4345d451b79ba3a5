// Authenticates every /api/v1 call by API key (spec §5), spends the key's rate-limit budget, then
// checks the key's scopes against the one the route declares (issue 35 item 2). Runs in onRequest so
// authentication and scope are decided before the body is parsed or validated.
import type { FastifyInstance } from 'fastify';
import { insufficientScope } from '../platform/errors.ts';
import { documentErrors } from '../platform/http/openapi-errors.ts';
import { consumeKeyLimit } from '../platform/http/rate-limit-hooks.ts';
import type { RateLimits } from '../platform/rate-limit.ts';
import type { Services } from '../platform/services.ts';
import { type ApiKeyIdentity, authenticateApiKey } from './api-keys.ts';
import './scopes.ts';

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
    if (PUBLIC.has(route.url)) return;
    documentErrors(route, [
      401,
      'plan_missing_feature',
      'key_creator_left_organization',
      'insufficient_scope',
    ]);
    const scope = route.config?.scope;
    if (scope && route.schema && !route.schema.hide) {
      // OpenAPI 3.1 lets a non-OAuth scheme list the roles it needs: the scope, beside the summary.
      route.schema = {
        ...route.schema,
        security: [{ apiKey: [scope] }],
        description: [route.schema.description, `Scope: \`${scope}\`.`].filter(Boolean).join('\n\n'),
      };
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC.has(request.url.split('?')[0])) return;
    request.auth = await authenticateApiKey(services.db, services.clock, request.headers.authorization);
    await consumeKeyLimit(limits, request, reply, request.auth.apiKeyId);
    // A route that declares no scope is refused to every key (fail closed): the scopes test names it.
    const scope = request.routeOptions.config.scope;
    if (!scope || !request.auth.scopes.includes(scope)) throw insufficientScope(scope ?? 'undeclared');
  });
}
