// With tracing on, every log line about a request carries the trace id of its server span
// (`traceId`), so a slow or failed request found in a tracing backend leads to its log lines and back.
import type { FastifyInstance } from 'fastify';
import { activeTraceId, tracingOn } from '../tracing-state.ts';

export function logTraceIds(app: FastifyInstance): void {
  if (!tracingOn()) return;
  app.addHook('onRequest', async (request) => {
    const traceId = activeTraceId();
    if (traceId) request.log = request.log.child({ traceId });
  });
}
