// GET /metrics (Prometheus text format) behind the operator token. With METRICS_PORT set, the same
// exposition is also served without authentication on that port (platform/metrics.ts).
import type { FastifyInstance } from 'fastify';
import { exposition } from '../platform/metrics.ts';
import type { Services } from '../platform/services.ts';
import { protectOperatorRoutes } from './operator-token.ts';

export async function metricsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  protectOperatorRoutes(app, services.adminToken);
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, body } = await exposition(services.metrics);
    return reply.type(contentType).send(body);
  });
}
