// The process-wide services every feature receives: configuration, database, clock, logger,
// secrets. Built once by createServices (server.ts, CLI worker, tests) and handed to buildApp.
import pino, { type Logger } from 'pino';
import { type Clock, systemClock, testClock } from './clock.ts';
import type { Config } from './config.ts';
import { type Db, migrate, openDb } from './db/index.ts';
import { LOG_REDACT, logDestination } from './log-destination.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { redactUrl } from './redact-url.ts';
import { instanceSecret, resolveAdminToken } from './secrets.ts';
import { createDocumentStore, type DocumentStore } from './storage.ts';
import { createLocalWork, type DocumentWork } from './work/pool.ts';
import { createRemoteWork } from './work/remote.ts';

export interface Services {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
  adminToken: string;
  /** HMAC key from which signing-link tokens are derived. */
  tokenSecret: Buffer;
  documents: DocumentStore;
  metrics: Metrics;
  /** The document-work pool: every CPU-heavy piece of document work runs through it (issue 43). */
  work: DocumentWork;
}

// The access log line (app.ts) takes its redaction from here, like the logger's serializer below.
export { LOG_REDACT, redactUrl };

/**
 * Structured logs on stdout, written asynchronously: a busy process hands the kernel batches of
 * lines instead of one write per line, and what is left is tried once at exit (log-destination.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      serializers: {
        // Method, redacted path and peer only: headers (Authorization) are never logged.
        req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
      },
    },
    logDestination(),
  );
}

export async function createServices(
  config: Config,
  options: {
    db?: Db;
    log?: Logger;
    migrate?: boolean;
    lockNote?: string;
  } = {},
): Promise<Services> {
  const log = options.log ?? createLogger(config);
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      postgres: config.database,
      lockNote: options.lockNote,
      thread: config.embeddedDbThread,
    }));
  if (options.migrate !== false) {
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'database migrations applied');
  }
  const clock = config.testClock ? testClock(db) : systemClock();
  await clock.refresh();
  const adminToken = await resolveAdminToken(config.adminToken, config.dataDir, (token, file) => {
    // Printed once, on the run that generated it; kept in DATA_DIR for the operator to read later.
    process.stdout.write(`\nCountersign operator token (also saved in ${file}):\n  ${token}\n\n`);
  });
  const tokenSecret = await instanceSecret(db, 'signing_token_secret');
  const documents = createDocumentStore(db, clock, {
    // The AWS SDK is loaded only by deployments that use a bucket.
    objects:
      config.documentStore.kind === 's3'
        ? (await import('./storage-s3.ts')).s3ObjectStore(
            config.documentStore,
            log.child({ component: 'documents' }),
          )
        : undefined,
    graceSeconds: config.documentStoreGraceSeconds,
    log: log.child({ component: 'documents' }),
  });
  const metrics = createMetrics({ db, clock, log: log.child({ component: 'metrics' }) });
  // An API node hands its document work to documents nodes through the database (WORKER_ROLE=api).
  const work =
    config.documentWork.role === 'api'
      ? createRemoteWork(db, config.documentWork)
      : createLocalWork({
          limits: config.documentWork,
          context: { config, log: log.child({ component: 'documents' }) },
        });
  return { config, db, clock, log, adminToken, tokenSecret, documents, metrics, work };
}
