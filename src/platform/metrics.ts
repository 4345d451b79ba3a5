// Prometheus metrics (prom-client), one registry per set of services (never the library's global
// one, so that test apps in one process do not share counters). Counters and histograms are moved by
// the code that does the work; the outbox and the database pool are read at scrape time by collect
// callbacks, with bounded queries. Served at GET /metrics behind the operator token, and without
// authentication on METRICS_PORT when that is set (a listener of its own, for a private network).
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from './clock.ts';
import type { Db } from './db/index.ts';
import type { RateLimits } from './rate-limit.ts';

/** Pending outbox rows counted per scrape at most (the index is walked no further). */
export const OUTBOX_COUNT_CAP = 10_000;

export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  rateLimitRefusals: Counter<'limit'>;
  mailDeliveries: Counter<'kind' | 'transport'>;
  mailDeliveryFailures: Counter<'kind' | 'outcome'>;
  completions: Counter;
  executedDocumentSeconds: Histogram<'stage'>;
  expirySweeps: Counter;
  requestsExpired: Counter;
  documentOrphansSwept: Counter;
  sendBatchSize: Histogram;
}

export function createMetrics(source: { db: Db; clock: Clock; log: Logger }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'countersign_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern (never the raw URL: signing tokens live in paths) and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'countersign_rate_limit_refusals_total',
      help: 'Calls refused with 429 by a rate limit, by limit (ip, api_key, or a feature limit such as signin-ip)',
      labelNames: ['limit'],
      registers,
    }),
    mailDeliveries: new Counter({
      name: 'countersign_mail_deliveries_total',
      help: 'Outbox messages delivered, by kind and transport (smtp or mailbox)',
      labelNames: ['kind', 'transport'],
      registers,
    }),
    mailDeliveryFailures: new Counter({
      name: 'countersign_mail_delivery_failures_total',
      help: 'Failed delivery attempts, by kind and outcome (retry later, or failed for good)',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    completions: new Counter({
      name: 'countersign_completions_total',
      help: 'Signature requests completed (executed document stored and sealed)',
      registers,
    }),
    executedDocumentSeconds: new Histogram({
      name: 'countersign_executed_document_seconds',
      help: 'Time to make the executed document at completion, by stage (render, certificate, seal)',
      labelNames: ['stage'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    expirySweeps: new Counter({
      name: 'countersign_expiry_sweeps_total',
      help: 'Passes of the expiry sweep',
      registers,
    }),
    requestsExpired: new Counter({
      name: 'countersign_requests_expired_total',
      help: 'Signature requests recorded as expired by the sweep',
      registers,
    }),
    documentOrphansSwept: new Counter({
      name: 'countersign_document_orphans_swept_total',
      help: 'Document objects deleted from object storage because no row referred to them',
      registers,
    }),
    sendBatchSize: new Histogram({
      name: 'countersign_send_batch_size',
      help: 'Sends per send statement: sends that arrive while others are being written go together',
      buckets: [1, 2, 4, 8, 16, 32, 64],
      registers,
    }),
  };
  registerOutboxGauges(registry, source);
  registerPoolGauges(registry, source.db);
  return metrics;
}

/** Outbox depth and the age of its oldest due message, read at scrape time (one query per scrape). */
function registerOutboxGauges(registry: Registry, { db, clock, log }: { db: Db; clock: Clock; log: Logger }) {
  let reading: Promise<{ pending: number; due: number; oldestAge: number }> | undefined;
  // The registry asks each gauge at once; they share one query.
  const read = () => {
    reading ??= readOutbox().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  async function readOutbox() {
    const now = clock.now();
    try {
      // Walks the partial index on pending rows in due order, never further than the cap.
      const { rows } = await db.query<{ pending: number; due: number; oldest: Date | null }>(
        `SELECT count(*)::int AS pending,
                count(*) FILTER (WHERE next_attempt_at <= $1)::int AS due,
                min(next_attempt_at) FILTER (WHERE next_attempt_at <= $1) AS oldest
           FROM (SELECT next_attempt_at FROM outbox_messages WHERE status = 'pending'
                  ORDER BY next_attempt_at LIMIT $2) p`,
        [now, OUTBOX_COUNT_CAP],
      );
      const { pending, due, oldest } = rows[0];
      const oldestAge = oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;
      return { pending, due, oldestAge };
    } catch (error) {
      // The scrape still answers; the gauges say "unknown" rather than a stale number.
      log.warn({ err: error }, 'metrics: the outbox could not be read');
      return { pending: Number.NaN, due: Number.NaN, oldestAge: Number.NaN };
    }
  }
  const gauge = (name: string, help: string, pick: (o: Awaited<ReturnType<typeof read>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await read()));
      },
    });
  gauge(
    'countersign_outbox_pending_messages',
    `E-mails waiting in the outbox, due or retrying later (counted up to ${OUTBOX_COUNT_CAP})`,
    (o) => o.pending,
  );
  gauge(
    'countersign_outbox_due_messages',
    `E-mails due for delivery now (counted up to ${OUTBOX_COUNT_CAP})`,
    (o) => o.due,
  );
  gauge(
    'countersign_outbox_oldest_due_age_seconds',
    'How long the oldest due e-mail has been waiting (0 when none is due)',
    (o) => o.oldestAge,
  );
}

/** Database connections: PostgreSQL's pool, or PGlite's one in-process connection. */
function registerPoolGauges(registry: Registry, db: Db) {
  new Gauge({
    name: 'countersign_db_pool_connections',
    help: 'Database connections by state: total and idle in the pool, and callers waiting for one (PostgreSQL); PGlite reports its single connection as total 1',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'max' }, stats.max);
      if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
      if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}

/** One answered request: its route pattern (never the URL, which may carry a signing token). */
export function observeRequest(
  metrics: Metrics,
  request: { method: string; routeOptions: { url?: string } },
  reply: { statusCode: number; elapsedTime: number },
) {
  metrics.httpRequestDuration.observe(
    { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
    reply.elapsedTime / 1000,
  );
}

/** The rate limits, counting each refusal. */
export function countRefusals(limits: RateLimits, metrics: Metrics): RateLimits {
  const counted = (limiter: RateLimits['ip'], limit: string): RateLimits['ip'] => ({
    async consume(key) {
      const state = await limiter.consume(key);
      if (!state.allowed) metrics.rateLimitRefusals.inc({ limit });
      return state;
    },
  });
  return {
    ip: counted(limits.ip, 'ip'),
    apiKey: counted(limits.apiKey, 'api_key'),
    counter: (name, points, windowSeconds) => counted(limits.counter(name, points, windowSeconds), name),
    close: () => limits.close(),
  };
}

export function observeExecutedDocument(
  metrics: Metrics,
  timings: { renderMs: number; certificateMs: number; sealMs: number },
) {
  metrics.completions.inc();
  metrics.executedDocumentSeconds.observe({ stage: 'render' }, timings.renderMs / 1000);
  metrics.executedDocumentSeconds.observe({ stage: 'certificate' }, timings.certificateMs / 1000);
  metrics.executedDocumentSeconds.observe({ stage: 'seal' }, timings.sealMs / 1000);
}

/** The exposition text, as GET /metrics answers it. */
export async function exposition(metrics: Metrics): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * METRICS_PORT: a listener of its own that serves GET /metrics without authentication, for scrapers
 * on a private network (and for `countersign worker` processes, which serve no HTTP otherwise).
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string },
  log: Logger,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    exposition(metrics).then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (error) => {
        log.error({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`;
  log.info({ url }, 'metrics listener started');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
