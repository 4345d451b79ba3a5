// OpenTelemetry tracing (issue 26, item 4), loaded only when an OTLP endpoint is configured: the
// entry point (src/main.ts) imports this module, starts it, and only then imports the server, so
// the instrumentations are in place before http, pg and ioredis are first loaded.
//
// The instrumentations patch modules as they are first loaded. http (required by Fastify) and pg (its
// ES entry wraps its CommonJS code) load through the require path they hook, but ioredis imported from
// an ES module does not: without import-in-the-middle's loader hook (the one
// @opentelemetry/instrumentation ships) no Redis command is traced. So the hook is registered first,
// for exactly the modules instrumented here. It costs a loader thread (about 20 MB and a second of
// start-up on our machines), paid only with tracing on.
import { register } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { TracingConfig } from './config-tracing.ts';
import { tracingStarted } from './tracing-state.ts';

const INSTRUMENTED = ['http', 'https', 'node:http', 'node:https', 'pg', 'pg-pool', 'ioredis'];

/** Liveness and readiness probes come every few seconds from every orchestrator: not worth a trace. */
const PROBES = new Set(['/healthz', '/readyz']);

export async function startTracing(config: TracingConfig): Promise<void> {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: INSTRUMENTED },
  });
  const exporter =
    config.protocol === 'http/json'
      ? new JsonExporter({ url: config.endpoint })
      : new ProtobufExporter({ url: config.endpoint });
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    traceExporter: exporter,
    // Traces only: no metrics (GET /metrics has them) and no log export (logs go to stdout).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => PROBES.has((request.url ?? '').split('?')[0]),
      }),
      // Queries inside a request's trace only: the worker's polling every second would otherwise be
      // a trace of its own each time. Statements are recorded without their parameters (the default).
      new PgInstrumentation({ requireParentSpan: true }),
      // The command name only: rate-limit keys carry IP addresses and key ids.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  tracingStarted(
    () => trace.getActiveSpan()?.spanContext().traceId,
    () => sdk.shutdown(),
  );
}
