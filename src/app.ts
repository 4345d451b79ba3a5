// Builds the Fastify application from its parts: infrastructure first (errors, validation, headers,
// the edge rules for input, rate limits, logging), then the surfaces: health, the public API with the
// signing pages (OpenAPI at /api/v1/openapi.json, /docs), and the operator API (its own document).
// server.ts listens; tests call buildApp directly.
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { operatorApi } from './admin/index.ts';
import { metricsRoutes } from './admin/metrics-routes.ts';
import { registerApiKeyAuth } from './auth/plugin.ts';
import { brandAssetRoutes } from './branding/routes.ts';
import { healthRoutes } from './health/routes.ts';
import type { Config } from './platform/config.ts';
import {
  answerFrameworkError,
  MAX_PARAM_LENGTH,
  registerErrorHandling,
} from './platform/http/error-handler.ts';
import { commonErrors, documentErrors } from './platform/http/openapi-errors.ts';
import { isHealthCheck, registerRateLimitHooks } from './platform/http/rate-limit-hooks.ts';
import { Body, ErrorBody, keepSchemaIds } from './platform/http/schemas.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { refuseUnstorableText } from './platform/http/storable-text.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { countRefusals, observeRequest } from './platform/metrics.ts';
import { openRateLimits, type RateLimits } from './platform/rate-limit.ts';
import { redactUrl, type Services } from './platform/services.ts';
import { requestRoutes } from './requests/routes.ts';
import { onSendBatch } from './requests/send-writer.ts';
import { usageRoutes } from './requests/usage-routes.ts';
import { executedDocumentRoutes, signingRoutes } from './signing/routes.ts';
import { templateRoutes } from './templates/routes.ts';
import { uiAssetRoutes } from './ui/routes.ts';
import { verifyRoutes } from './verify/routes.ts';
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

/** The public surface: the signing pages and the API, with the public OpenAPI document and /docs. */
async function publicApi(
  app: FastifyInstance,
  { services, limits }: { services: Services; limits: RateLimits },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Countersign API',
        version: '1.0.0',
        description: 'Signature requests, templates and signing.',
      },
      // Relative, so that /docs "Try it out" calls whichever host the page was loaded from.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'API key (cs_live_…)' } },
      },
      security: [{ apiKey: [] }],
    },
    refResolver: { buildLocalReference: keepSchemaIds },
  });
  app.addSchema(ErrorBody);
  await app.register(signingRoutes, { services });
  await app.register(verifyRoutes, { services });
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
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    // swagger-ui's own CSP (hashes of its inline code), without framing and without
    // upgrade-insecure-requests, which would break the page on a plain-HTTP loopback address.
    staticCSP: true,
    transformStaticCSP: (header: string) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}

export async function buildApp(
  services: Services,
  options: { rateLimits?: RateLimits } = {},
): Promise<FastifyInstance> {
  const { config } = services;
  const limits = countRefusals(
    options.rateLimits ??
      (await openRateLimits({
        perIp: config.rateLimitPerIp,
        perKey: config.rateLimitPerKey,
        redisUrl: config.redisUrl,
        prefix: config.rateLimitPrefix,
        log: services.log,
      })),
    services.metrics,
  );
  const app = Fastify({
    loggerInstance: services.log.child({ component: 'http' }) as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // One access line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { removeAdditional: false } },
    // A URL the router cannot even read (bad percent-encoding, an over-long parameter) is answered
    // like any other call: rate limited, with a request id, in the envelope, echoing nothing.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, limits),
  });
  app.decorate('services', services);
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  requireEmptyBodies(app);
  refuseUnstorableText(app);
  // Every route's error responses in the OpenAPI document: what the edge answers, added to the route's own.
  app.addHook('onRoute', (route) => documentErrors(route, commonErrors(route)));
  // Only JSON bodies are accepted; text/plain gets 415 like any other media type.
  app.removeContentTypeParser('text/plain');

  // Every log line about a request carries its id; the URL is redacted; headers are not logged.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Request latency by route pattern and status, for GET /metrics; one access line per request
  // (method, path without credentials, status, time; errors are logged by the error handler).
  app.addHook('onResponse', async (request, reply) => {
    observeRequest(services.metrics, request, reply);
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    );
  });
  if (!options.rateLimits) app.addHook('onClose', async () => limits.close());
  const stopBatchSizes = onSendBatch(services.db, (size) => services.metrics.sendBatchSize.observe(size));
  app.addHook('onClose', async () => stopBatchSizes());
  registerRateLimitHooks(app, limits);
  // The test clock's offset lives in the database; liveness and readiness never read it.
  if (services.clock.adjustable) {
    app.addHook('onRequest', async (request) => {
      if (!isHealthCheck(request.url)) await services.clock.refresh();
    });
  }

  await app.register(healthRoutes, { services });
  await app.register(uiAssetRoutes);
  await app.register(brandAssetRoutes, { services });
  await app.register(publicApi, { services, limits });
  // The workspace application: members sign in, send, track, get notified, manage their keys.
  await app.register(webApp, { services, limits, prefix: '/app' });
  await app.register(operatorApi, { services, prefix: '/admin/v1' });
  await app.register(metricsRoutes, { services });
  return app;
}
