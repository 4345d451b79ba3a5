// Applies the per-IP limit to every call but /healthz and /readyz, and gives routes that
// authenticate an API key a way to apply the per-key limit after the IP limit let them through (so a
// call refused by the IP limit never spends the key's budget). The headers show the tighter limit.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { type LimitState, type RateLimits, tighter } from '../rate-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rateLimit?: LimitState;
  }
}

const EXEMPT = new Set(['/healthz', '/readyz']);

/** Liveness and readiness: exempt from the limits, and they never read the database's test clock. */
export function isHealthCheck(url: string): boolean {
  return EXEMPT.has(url.split('?')[0]);
}

export function refuseRateLimited(reply: FastifyReply, state: LimitState): AppError {
  reply.header('retry-after', String(state.resetSeconds));
  return new AppError(429, `Rate limit exceeded; retry in ${state.resetSeconds} seconds`);
}

export function registerRateLimitHooks(app: FastifyInstance, limits: RateLimits) {
  app.addHook('onRequest', async (request, reply) => {
    if (isHealthCheck(request.url)) return;
    const state = await limits.ip.consume(request.ip);
    request.rateLimit = state;
    if (!state.allowed) throw refuseRateLimited(reply, state);
  });
  // A callback hook: every answer passes through it, and an async hook costs each a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.rateLimit) applyLimitHeaders(reply, request.rateLimit);
    done(null, payload);
  });
}

/** The x-ratelimit-* headers of the limit the client should see. */
export function applyLimitHeaders(reply: FastifyReply, state: LimitState): void {
  reply.header('x-ratelimit-limit', String(state.limit));
  reply.header('x-ratelimit-remaining', String(state.remaining));
  reply.header('x-ratelimit-reset', String(state.resetSeconds));
}

/** Spend one unit of an authenticated API key's budget; throws the 429 when it is used up. */
export async function consumeKeyLimit(
  limits: RateLimits,
  request: FastifyRequest,
  reply: FastifyReply,
  keyId: string,
) {
  const state = await limits.apiKey.consume(keyId);
  request.rateLimit = request.rateLimit ? tighter(request.rateLimit, state) : state;
  if (!state.allowed) throw refuseRateLimited(reply, state);
}
