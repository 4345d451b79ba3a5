// Builds the Fastify application from its parts: infrastructure first (errors, validation, rate
// limits, logging, OpenAPI), then the features. server.ts listens; tests call buildApp directly.
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { registerApiKeyAuth } from './auth/plugin.ts';
import { healthRoutes } from './health/routes.ts';
import { mailboxRoutes } from './mail/mailbox.ts';
import type { Config } from './platform/config.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { registerRateLimitHooks } from './platform/http/rate-limit-hooks.ts';
import { Body, ErrorBody } from './platform/http/schemas.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { createRateLimits, type RateLimits } from './platform/rate-limit.ts';
import type { Services } from './platform/services.ts';
import { requestRoutes } from './requests/routes.ts';
import { usageRoutes } from './requests/usage-routes.ts';
import { executedDocumentRoutes, signingRoutes } from './signing/routes.ts';
import { templateRoutes } from './templates/routes.ts';
import { webApp } from './web/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * TRUST_PROXY as Fastify understands it. A hop count N trusts the N nearest hops (the operator's
 * explicit statement that N proxies sit in front); Fastify itself refuses bare hop counts.
 */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/**
 * A POST that takes no body (remind, publish, open, …) still refuses unknown fields (CONTRACT §1):
 * an absent body is an empty object, anything else must be `{}`.
 */
function requireEmptyBodies(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) return;
    if (route.schema?.body) return;
    route.schema = { ...route.schema, body: Body({}) };
    const defaultBody = async (request: FastifyRequest) => {
      request.body ??= {};
    };
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [defaultBody, ...existing] as typeof route.preValidation;
  });
}

export async function buildApp(
  services: Services,
  options: { rateLimits?: RateLimits } = {},
): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.log.child({ component: 'http' }) as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.decorate('services', services);
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  requireEmptyBodies(app);
  // Only JSON bodies are accepted; text/plain gets 415 like any other media type.
  app.removeContentTypeParser('text/plain');

  // Every log line about a request carries its id; the URL is redacted; headers are not logged.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (services.clock.adjustable) await services.clock.refresh();
  });

  const limits =
    options.rateLimits ??
    createRateLimits({
      perIp: config.rateLimitPerIp,
      perKey: config.rateLimitPerKey,
      redisUrl: config.redisUrl,
      prefix: config.rateLimitPrefix,
      log: services.log,
    });
  if (!options.rateLimits) app.addHook('onClose', async () => limits.close());
  registerRateLimitHooks(app, limits);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Countersign API',
        version: '1.0.0',
        description: 'Signature requests, templates and signing.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'API key (cs_live_…)' } },
      },
      security: [{ apiKey: [] }],
    },
  });
  app.addSchema(ErrorBody);

  await app.register(healthRoutes, { services });
  await app.register(adminRoutes, { services, prefix: '/admin/v1' });
  await app.register(signingRoutes, { services });
  await app.register(mailboxRoutes, { services, prefix: '/admin/v1' });
  // The workspace application: members sign in, send, track, get notified, manage their keys.
  await app.register(webApp, { services, limits, prefix: '/app' });
  await app.register(
    async (api) => {
      registerApiKeyAuth(api, services, limits);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // Features mount here: templates, signature requests.
      await api.register(templateRoutes, { services });
      await api.register(usageRoutes, { services });
      await api.register(executedDocumentRoutes, { services });
      await api.register(requestRoutes, { services });
    },
    { prefix: '/api/v1' },
  );
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  return app;
}
