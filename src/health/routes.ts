// Liveness and readiness (CONTRACT §2); exempt from rate limits. /healthz never touches the database
// (the process is up whatever the database does); /readyz answers within READY_TIMEOUT_MS even when
// the database is frozen.
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';

export const READY_TIMEOUT_MS = 1500;

export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await services.db.ready(READY_TIMEOUT_MS)) return { status: 'ok' };
    const unavailable = serviceUnavailable();
    return reply
      .status(503)
      .headers(unavailable.headers)
      .send({ ...unavailable.toBody(), message: 'Database unreachable' });
  });
}
