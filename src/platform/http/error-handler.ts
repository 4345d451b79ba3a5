// Renders every error, ours and the framework's, as {statusCode, error, message, code?, ...}.
// Nothing internal (stack, SQL, secrets) reaches a client; 5xx are logged with their cause.
// A path parameter that fails its schema names nothing that exists: 404, like an unknown id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound, statusText } from '../errors.ts';
import type { RateLimits } from '../rate-limit.ts';
import { applyLimitHeaders, refuseRateLimited } from './rate-limit-hooks.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { describeValidationErrors } from './validation.ts';

/** Longer path parameters never reach a route (signing tokens are about 75 characters). */
export const MAX_PARAM_LENGTH = 200;

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type: use application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
};

/** Whether a request outside the API is a browser asking for a page (issue 44 item 17). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(api|admin)\//.test(request.url)) return false;
  return /\btext\/html\b/.test(String(request.headers.accept ?? ''));
}

export interface ErrorHandling {
  /** The service's own "not found" page, for a browser that asked for a path nobody answers. */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function registerErrorHandling(app: FastifyInstance, handling: ErrorHandling = {}) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The envelope is JSON whatever the route had begun to answer: a PDF's type, length and file
    // name set before its bytes failed would otherwise turn the envelope itself into an opaque 500.
    reply.removeHeader('content-length').removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    const fe = error as FastifyError;
    if (fe.validation && fe.validationContext === 'params') {
      return reply.status(404).send(notFound().toBody());
    }
    if (fe.validation) {
      const message = describeValidationErrors(fe.validation as never, fe.validationContext ?? 'request');
      return reply.status(400).send({ statusCode: 400, error: statusText(400), message });
    }
    let status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
    if (fe instanceof SyntaxError && status === 500) status = 400;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ statusCode: status, error: statusText(status), message: statusText(status) });
    }
    const message =
      (fe.code && FRAMEWORK_MESSAGES[fe.code]) ||
      (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe instanceof SyntaxError
        ? 'Body is not valid JSON'
        : fe.message) ||
      statusText(status);
    return reply.status(status).send({ statusCode: status, error: statusText(status), message });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // A browser gets a page: the root goes to the application, any other path its "not found" page
    // (with the way into /app); an API client, the envelope.
    if (handling.notFoundPage && wantsPage(request)) {
      if (request.url.split('?')[0] === '/') return reply.redirect('/app/requests', 303);
      return handling.notFoundPage(request, reply);
    }
    const path = request.url.split('?')[0].replace(/^\/sign\/[^/]+/, '/sign/…');
    return reply.status(404).send({
      statusCode: 404,
      error: statusText(404),
      message: `Route ${request.method} ${path} not found`,
    });
  });
}

/**
 * Fastify's frameworkErrors: a URL the router could not read (malformed percent-encoding, a path
 * parameter over MAX_PARAM_LENGTH). No hook has run for it, so the per-IP limit is applied here;
 * the answer goes out in the envelope with the usual headers and never echoes the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  limits: RateLimits,
): void {
  reply.header('x-request-id', request.id);
  const answer = (e: AppError) => {
    reply.headers(e.headers).type('application/json; charset=utf-8');
    applySecurityHeaders(reply);
    reply.status(e.statusCode).send(e.toBody());
  };
  limits.ip.consume(request.ip).then(
    (state) => {
      applyLimitHeaders(reply, state);
      if (!state.allowed) return answer(refuseRateLimited(reply, state));
      if (error.code === 'FST_ERR_BAD_URL') return answer(new AppError(400, 'The URL is not valid'));
      return answer(notFound());
    },
    (failure) => {
      request.log.error({ err: failure }, 'rate limiter failed');
      answer(new AppError(500, statusText(500)));
    },
  );
}
