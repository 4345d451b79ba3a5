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
import type { IncomingMessage, RequestOptions } from 'node:http';
import { register } from 'node:module';
import { type Attributes, context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import type { TracingConfig } from './config-tracing.ts';
import { redactUrl } from './redact-url.ts';
import { tracingStarted } from './tracing-state.ts';

const INSTRUMENTED = ['http', 'https', 'node:http', 'node:https', 'pg', 'pg-pool', 'ioredis'];

/**
 * Liveness and readiness probes come every few seconds from every orchestrator, and a scrape of the
 * metrics from every Prometheus: not worth a trace.
 */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * What a server span says of its request, laid over what the HTTP instrumentation (0.223: the stable
 * `url.*`, `client.*`, `network.*` names only) records; the values here win, and an undefined one
 * leaves the attribute off. The path and query as the access log writes them: a signing or sign-in
 * link's token and a callback's authorization code are credentials. No client address
 * (`client.address` is the first of Forwarded / X-Forwarded-For, else the socket's peer, as is
 * `network.peer.*`) and no user agent: personal data a trace has no use for. The span's name needs
 * nothing: it is the method alone (with the route pattern only where a framework instrumentation
 * reports one, and none is installed).
 */
function serverSpanAttributes(request: IncomingMessage): Attributes {
  const url = redactUrl(request.url ?? '/');
  const at = url.indexOf('?');
  return {
    'url.path': at < 0 ? url : url.slice(0, at),
    'url.query': at < 0 ? undefined : url.slice(at + 1),
    'client.address': undefined,
    'network.peer.address': undefined,
    'network.peer.port': undefined,
    'user_agent.original': undefined,
  };
}

/**
 * The URL of an outgoing call (the time-stamping authority, the S3 document store) with its query
 * values out: an authority may take its key there, and the instrumentation hides only a few AWS and
 * Google signature parameters. Put together as the instrumentation puts it, less the user:password
 * part (which it would only mask).
 */
function clientSpanAttributes(options: RequestOptions): Attributes {
  const port = String(options.port ?? '');
  let host = options.host ?? options.hostname ?? 'localhost';
  if (!host.includes(':') && port && port !== '80' && port !== '443') host += `:${port}`;
  return { 'url.full': `${options.protocol ?? 'http:'}//${host}${redactUrl(options.path ?? '/')}` };
}

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
        ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? '').split('?')[0]),
        startIncomingSpanHook: serverSpanAttributes,
        startOutgoingSpanHook: clientSpanAttributes,
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
    activeTraceparentHeader,
  );
}

function activeTraceparentHeader(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Tracing in a thread of the document pool (src/document-worker.ts), with the service's settings: the
 * calls the thread makes itself (the time-stamping authority) are client spans, redacted as the
 * service's are, each exported as it ends (a thread may end at any time). No database
 * instrumentation: a document thread speaks only HTTP.
 */
export async function startThreadTracing(config: TracingConfig): Promise<void> {
  // The thread's own loader: the authority's client imports node:http as an ES module (see above).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['http', 'https', 'node:http', 'node:https'] },
  });
  const exporter =
    config.protocol === 'http/json'
      ? new JsonExporter({ url: config.endpoint })
      : new ProtobufExporter({ url: config.endpoint });
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [new HttpInstrumentation({ startOutgoingSpanHook: clientSpanAttributes })],
  });
  sdk.start();
}

/** Runs `fn` as a child of the span a `traceparent` names (work handed over by another thread). */
export function withParent<T>(traceparent: string | undefined, fn: () => T): T {
  if (!traceparent) return fn();
  return context.with(propagation.extract(context.active(), { traceparent }), fn);
}
