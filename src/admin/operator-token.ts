// The operator credential (ADMIN_TOKEN, CONTRACT §3): one check for every operator route, compared
// in constant time over digests so neither the token's content nor its length leaks.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { documentErrors } from '../platform/http/openapi-errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** An onRequest hook that refuses (401) any call without `Authorization: Bearer <operator token>`. */
export function requireOperatorToken(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]), expected)) {
      throw new AppError(401, 'Missing or invalid operator token');
    }
  };
}

/** Puts every route of this scope behind the operator token, and says so in the OpenAPI document. */
export function protectOperatorRoutes(app: FastifyInstance, adminToken: string) {
  app.addHook('onRequest', requireOperatorToken(adminToken));
  app.addHook('onRoute', (route) => documentErrors(route, [401]));
}
