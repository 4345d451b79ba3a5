// Builds the Fastify application from its parts: infrastructure first (errors, validation, headers,
// the edge rules for input, rate limits, logging), then the surfaces: health, the signing pages (their
// own OpenAPI document, /sign/openapi.json), the public API (OpenAPI at /api/v1/openapi.json, /docs),
// and the operator API (its own document).
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
import { eventRoutes } from './events/routes.ts';
import { healthRoutes } from './health/routes.ts';
import type { Config } from './platform/config.ts';
import { registerPageCompression } from './platform/http/compression.ts';
import { DOCS_UI } from './platform/http/docs-page.ts';
import {
  answerFrameworkError,
  MAX_PARAM_LENGTH,
  registerErrorHandling,
} from './platform/http/error-handler.ts';
import { lazySerializers, lazyValidators } from './platform/http/lazy-schemas.ts';
import { refuseMultiLineNames } from './platform/http/one-line-names.ts';
import { registerOneOrigin } from './platform/http/one-origin.ts';
import { PUBLIC_TAGS, publicOperations } from './platform/http/openapi-documents.ts';
import { commonErrors, documentErrors } from './platform/http/openapi-errors.ts';
import { isHealthCheck, registerRateLimitHooks } from './platform/http/rate-limit-hooks.ts';
import { Body, ErrorBody, keepSchemaIds } from './platform/http/schemas.ts';
import { DOCS_CSP, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerDraining } from './platform/http/shutdown.ts';
import { refuseUnstorableText } from './platform/http/storable-text.ts';
import { logTraceIds } from './platform/http/trace-log.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { countRefusals, observeRequest } from './platform/metrics.ts';
import { openRateLimits, type RateLimits } from './platform/rate-limit.ts';
import { redactUrl, type Services } from './platform/services.ts';
import { publicLinkApiRoutes } from './public-links/api-routes.ts';
import { publicLinkPageRoutes } from './public-links/page-routes.ts';
import { requestRoutes } from './requests/routes.ts';
import { onSendBatch } from './requests/send-writer.ts';
import { usageRoutes } from './requests/usage-routes.ts';
import { hostApiRoutes } from './signing/host-routes.ts';
import { signingSurface } from './signing/openapi.ts';
import { executedDocumentRoutes } from './signing/routes.ts';
import { detectRoutes } from './templates/detect-routes.ts';
import { templateRoutes } from './templates/routes.ts';
import { uiAssetRoutes } from './ui/routes.ts';
import { verifyRoutes } from './verify/routes.ts';
import { notFoundPage, webApp } from './web/plugin.ts';

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

/** The public surface: the API and public verification, with the public OpenAPI document and /docs. */
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
        description:
          'Signature requests, templates and public verification. The signing pages a signer reaches through a link are not part of it.',
      },
      // Relative, so that /docs "Try it out" calls whichever host the page was loaded from.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'API key (cs_live_…)' } },
      },
      security: [{ apiKey: [] }],
      tags: PUBLIC_TAGS,
    },
    transform: publicOperations,
    refResolver: { buildLocalReference: keepSchemaIds },
  });
  app.addSchema(ErrorBody);
  await app.register(verifyRoutes, { services });
  await app.register(
    async (api) => {
      registerApiKeyAuth(api, services, limits);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // Features mount here: templates, signature requests.
      await api.register(templateRoutes, { services });
      await api.register(detectRoutes, { services });
      await api.register(usageRoutes, { services });
      await api.register(executedDocumentRoutes, { services });
      await api.register(hostApiRoutes, { services });
      await api.register(publicLinkApiRoutes, { services });
      await api.register(requestRoutes, { services });
      await api.register(eventRoutes, { services });
    },
    { prefix: '/api/v1' },
  );
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Its settings, stylesheet and script for the vendored page: platform/http/docs-page.ts.
    ...DOCS_UI,
    // The strict page policy (issue 26 item 8): Swagger UI's files all come from this origin and
    // carry no inline code, so no stylesheet or font from elsewhere is allowed.
    staticCSP: DOCS_CSP,
  });
}

export async function buildApp(
  services: Services,
  options: {
    rateLimits?: RateLimits;
    /** Compile every route's schemas while routes register, as Fastify does by default (a test). */
    compileSchemasAtStart?: boolean;
  } = {},
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
    // Schemas compiled on each route's first request, not at start (platform/http/lazy-schemas.ts).
    ...(options.compileSchemasAtStart
      ? {}
      : { schemaController: { compilersFactory: { buildSerializer: lazySerializers } } }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { removeAdditional: false } },
    // A URL the router cannot even read (bad percent-encoding, an over-long parameter) is answered
    // like any other call: rate limited, with a request id, in the envelope, echoing nothing.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, limits),
    // A closing server answers 503 itself, with Retry-After and in the envelope (http/shutdown.ts).
    return503OnClosing: false,
  });
  app.decorate('services', services);
  app.setValidatorCompiler(
    options.compileSchemasAtStart ? validatorCompiler : lazyValidators(validatorCompiler),
  );
  registerErrorHandling(app, { notFoundPage: (request, reply) => notFoundPage(services, request, reply) });
  logTraceIds(app);
  registerSecurityHeaders(app, { hsts: config.publicUrl.startsWith('https:') });
  // Pages go out compressed per Accept-Encoding (issue 26 item 10); static files per route (sendAsset).
  registerPageCompression(app);
  requireEmptyBodies(app);
  refuseUnstorableText(app);
  refuseMultiLineNames(app);
  // Every route's error responses in the OpenAPI document: what the edge answers, added to the route's own.
  app.addHook('onRoute', (route) => documentErrors(route, commonErrors(route)));
  // Only JSON bodies are accepted; text/plain gets 415 like any other media type.
  app.removeContentTypeParser('text/plain');

  // Every log line about a request carries its id; the URL is redacted; headers are not logged.
  // The hooks every call passes through are callback hooks, not async ones (an async hook costs each
  // call a promise and a turn of the microtask queue).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Ahead of rate limits, the clock and every route: a stopping server refuses with 503 + Retry-After,
  // and a page opened on another host of this service is sent to PUBLIC_URL's before a cookie is set.
  registerDraining(app);
  registerOneOrigin(app, () => services.config.publicUrl);
  // Request latency by route pattern and status, for GET /metrics; one access line per request
  // (method, path without credentials, status, time; errors are logged by the error handler).
  app.addHook('onResponse', (request, reply, done) => {
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
    done();
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
  // The signer's pages, with their own OpenAPI document (/sign/openapi.json).
  await app.register(signingSurface, { services });
  // A template's public link (issue 45 item 4): its form, outside the signer's gate.
  await app.register(publicLinkPageRoutes, { services, limits });
  await app.register(publicApi, { services, limits });
  // The workspace application: members sign in, send, track, get notified, manage their keys.
  await app.register(webApp, { services, limits, prefix: '/app' });
  await app.register(operatorApi, { services, prefix: '/admin/v1' });
  await app.register(metricsRoutes, { services });
  return app;
}
