// Liveness and readiness (CONTRACT §2); exempt from rate limits.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../platform/services.ts';

export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await services.db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply
        .status(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' });
    }
  });
}
