// Renders every error, ours and the framework's, as {statusCode, error, message, code?, ...}.
// Nothing internal (stack, SQL, secrets) reaches a client; 5xx are logged with their cause.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, statusText } from '../errors.ts';
import { describeValidationErrors } from './validation.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type: use application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    const fe = error as FastifyError;
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0].replace(/^\/sign\/[^/]+/, '/sign/…');
    reply.status(404).send({
      statusCode: 404,
      error: statusText(404),
      message: `Route ${request.method} ${path} not found`,
    });
  });
}
