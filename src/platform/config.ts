// Configuration: read once from the environment, validated at boot (CONTRACT §2).
// A malformed value throws a ConfigError naming the variable; server.ts turns it into exit code 1.
import path from 'node:path';
import { type DocumentWorkConfig, documentWorkConfig } from './config-documents.ts';
import { dnsServersConfig, type OidcConfig, oidcConfig } from './config-oidc.ts';
import { type TracingConfig, tracingConfig } from './config-tracing.ts';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database on a thread of its own (EMBEDDED_DB_THREAD, default on), or on the service's. */
  embeddedDbThread: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminToken: string | undefined;
  rateLimitPerIp: number;
  rateLimitPerKey: number;
  /** Key prefix of the shared counters in Redis (several deployments may share one Redis). */
  rateLimitPrefix: string;
  trustProxy: boolean | number | string[] | undefined;
  requestTtlDays: number;
  signingCertFile: string | undefined;
  signingCertPassword: string | undefined;
  /** RFC 3161 time-stamping authority; unset: seals carry no trusted timestamp. */
  tsaUrl: string | undefined;
  tsaUsername: string | undefined;
  tsaPassword: string | undefined;
  /** Total time a completion may spend on the authority before sealing without it (TSA_DEADLINE_MS). */
  tsaDeadlineMs: number;
  testClock: boolean;
  logLevel: string;
  /** Run the e-mail worker and expiry sweep inside the server process. */
  runWorker: boolean;
  /** How often the e-mail worker looks for due messages and expired requests (MAIL_POLL_MS). */
  mailPollMs: number;
  /** Workspace application: a session unused this many days ends (SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** Workspace application: a session ends this many days after sign-in, used or not (SESSION_ABSOLUTE_DAYS). */
  sessionAbsoluteDays: number;
  /** Sign-in links asked for per e-mail address from one IP address, and per IP address, in 15 minutes. */
  signInLimitPerAddress: number;
  signInLimitPerIp: number;
  /** Sign-in e-mails sent per e-mail address in an hour; asks beyond it send nothing (SIGN_IN_MAILS_PER_ADDRESS). */
  signInMailsPerAddress: number;
  /** Public links (issue 45 item 4): requests started per visitor's IP, and per link, per day. */
  publicLinkDailyPerIp: number;
  publicLinkDailyPerLink: number;
  /** The proof of work a public link's form asks: the browser tries up to this many numbers (half on average). */
  publicLinkWork: number;
  /** PostgreSQL pool size and the timeouts that make an outage answer 503 quickly. */
  database: {
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
  };
  /** Where document bytes live (DOCUMENT_STORE_URL): the database, or an S3-compatible bucket. */
  documentStore: DocumentStoreConfig;
  /** How long an object no row refers to is kept before the worker deletes it. */
  documentStoreGraceSeconds: number;
  /**
   * Days that delivered e-mails keep their recipient and contents, and ended sessions their IP address
   * and user agent (OPERATIONAL_DATA_DAYS); after that only what the audit needs stays.
   */
  operationalDataDays: number;
  /** Days the change feed keeps its events (EVENTS_RETENTION_DAYS); older cursors are 410 cursor_expired. */
  eventsRetentionDays: number;
  /** A second listener serving GET /metrics without authentication (METRICS_PORT). */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Single sign-on through one OpenID Provider (OIDC_*); unset: no "Continue with …" button. */
  oidc: OidcConfig | undefined;
  /** DNS servers asked for auto-join domains' TXT records (DNS_SERVERS); unset: the system's. */
  dnsServers: string[] | undefined;
  /**
   * OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT, …); unset: off. Checked here with the rest of
   * the configuration; src/main.ts reads the same variables first, to start tracing before the
   * server's modules load; a document thread (src/document-worker.ts) starts its own from this field.
   */
  tracing: TracingConfig | undefined;
  /**
   * LibreOffice's soffice, which converts Word, OpenDocument and RTF documents to PDF (SOFFICE_PATH);
   * unset: `soffice` found on PATH when a conversion needs it. Nothing else needs it: the service
   * starts without it, and such a conversion answers conversion_unavailable.
   */
  sofficePath: string | undefined;
  /**
   * The memory one LibreOffice conversion may take, in megabytes (CONVERSION_MEMORY_MB, default 1536):
   * its data segment is capped there (prlimit --data), so a document that unpacks into gigabytes fails
   * with conversion_failed instead of taking the machine's memory.
   */
  conversionMemoryMb: number;
  /** Where document work runs (WORKER_ROLE) and its budgets (DOCUMENT_*): config-documents.ts. */
  documentWork: DocumentWorkConfig;
}

export type DocumentStoreConfig =
  | { kind: 'database' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket ('' or ending with '/'). */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default chain (instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
    };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use one of ${protocols.join(', ')} (got ${parsed.protocol})`);
  }
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be 1 or 0, got "${raw}"`);
}

function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '') return undefined;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') return true;
  const parts = raw.split(',').map((p) => p.trim());
  const cidr = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
  for (const part of parts) {
    if (!cidr.test(part))
      throw new ConfigError('TRUST_PROXY', `must be a hop count or a CIDR list, got "${part}"`);
  }
  return parts;
}

/**
 * DOCUMENT_STORE_URL: unset keeps documents in the database; `s3://[key:secret@]bucket[/prefix]
 * ?endpoint=…&region=…&pathStyle=1` stores them in an S3-compatible bucket. Credentials come from the
 * URL or from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN); region from the URL,
 * else AWS_REGION, else us-east-1.
 */
function documentStore(env: Env): DocumentStoreConfig {
  const name = 'DOCUMENT_STORE_URL';
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'database') return { kind: 'database' };
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(
      name,
      'must be s3://bucket[/prefix]?endpoint=…&region=… (or unset for the database)',
    );
  }
  if (parsed.protocol !== 's3:') throw new ConfigError(name, `must use s3: (got ${parsed.protocol})`);
  const bucket = parsed.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(name, `must name a valid bucket, got "${bucket}"`);
  }
  const folder = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  const prefix = folder ? `${folder}/` : '';
  const endpoint = parsed.searchParams.get('endpoint') || undefined;
  if (endpoint !== undefined) {
    let e: URL;
    try {
      e = new URL(endpoint);
    } catch {
      throw new ConfigError(name, `endpoint must be a URL, got "${endpoint}"`);
    }
    if (!['http:', 'https:'].includes(e.protocol)) throw new ConfigError(name, 'endpoint must be http(s)');
  }
  const region = parsed.searchParams.get('region') || env.AWS_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError(name, `region is malformed: "${region}"`);
  const pathStyle = parsed.searchParams.get('pathStyle');
  if (pathStyle !== null && !['0', '1', 'true', 'false'].includes(pathStyle)) {
    throw new ConfigError(name, 'pathStyle must be 1 or 0');
  }
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  if (Boolean(user) !== Boolean(password)) {
    throw new ConfigError(name, 'must carry both an access key and a secret (key:secret@bucket), or neither');
  }
  const envKey = env.AWS_ACCESS_KEY_ID || undefined;
  const envSecret = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (!user && Boolean(envKey) !== Boolean(envSecret)) {
    throw new ConfigError('AWS_SECRET_ACCESS_KEY', 'and AWS_ACCESS_KEY_ID must be set together');
  }
  const credentials = user
    ? { accessKeyId: user, secretAccessKey: password }
    : envKey && envSecret
      ? { accessKeyId: envKey, secretAccessKey: envSecret, sessionToken: env.AWS_SESSION_TOKEN || undefined }
      : undefined;
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region,
    // S3-compatible servers other than AWS mostly want path-style addressing.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : ['1', 'true'].includes(pathStyle),
    credentials,
  };
}

/** SOFFICE_PATH: an absolute path (checked for existence only when a conversion needs it). */
function sofficePath(env: Env): string | undefined {
  const raw = env.SOFFICE_PATH;
  if (raw === undefined || raw === '') return undefined;
  if (!path.isAbsolute(raw) || raw.includes('\0')) {
    throw new ConfigError('SOFFICE_PATH', `must be an absolute path to soffice, got "${raw}"`);
  }
  return path.normalize(raw);
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const mailFrom = env.MAIL_FROM || 'Countersign <no-reply@localhost>';
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM', 'must contain an e-mail address');
  const adminToken = env.ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters');
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be a pino level, got "${logLevel}"`);
  }
  const signingCertFile = env.SIGNING_CERT_FILE || undefined;
  if (env.TSA_PASSWORD && !env.TSA_USERNAME)
    throw new ConfigError('TSA_PASSWORD', 'is set without TSA_USERNAME');
  const sessionIdleDays = integer(env, 'SESSION_IDLE_DAYS', 7, 1, 365);
  const sessionAbsoluteDays = integer(env, 'SESSION_ABSOLUTE_DAYS', 30, 1, 365);
  if (sessionIdleDays > sessionAbsoluteDays) {
    throw new ConfigError(
      'SESSION_IDLE_DAYS',
      `must not exceed SESSION_ABSOLUTE_DAYS (${sessionAbsoluteDays})`,
    );
  }
  return {
    port,
    host,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedDbThread: flag(env, 'EMBEDDED_DB_THREAD', true),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    adminToken,
    rateLimitPerIp: integer(env, 'RATE_LIMIT_PER_IP', 120, 1, 1_000_000),
    rateLimitPerKey: integer(env, 'RATE_LIMIT_PER_KEY', 600, 1, 1_000_000),
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || 'countersign:rl',
    trustProxy: trustProxy(env),
    requestTtlDays: integer(env, 'REQUEST_TTL_DAYS', 30, 1, 365),
    signingCertFile,
    signingCertPassword: env.SIGNING_CERT_PASSWORD ?? undefined,
    tsaUrl: url(env, 'TSA_URL', ['http:', 'https:']),
    tsaUsername: env.TSA_USERNAME || undefined,
    tsaPassword: env.TSA_PASSWORD || undefined,
    tsaDeadlineMs: integer(env, 'TSA_DEADLINE_MS', 5000, 100, 60_000),
    testClock: flag(env, 'TEST_CLOCK', false),
    logLevel,
    runWorker: flag(env, 'RUN_WORKER', true),
    mailPollMs: integer(env, 'MAIL_POLL_MS', 1000, 10, 600_000),
    sessionIdleDays,
    sessionAbsoluteDays,
    signInLimitPerAddress: integer(env, 'SIGN_IN_LIMIT_PER_ADDRESS', 5, 1, 1_000_000),
    signInLimitPerIp: integer(env, 'SIGN_IN_LIMIT_PER_IP', 30, 1, 1_000_000),
    signInMailsPerAddress: integer(env, 'SIGN_IN_MAILS_PER_ADDRESS', 10, 1, 1_000_000),
    publicLinkDailyPerIp: integer(env, 'PUBLIC_LINK_DAILY_PER_IP', 10, 1, 1_000_000),
    publicLinkDailyPerLink: integer(env, 'PUBLIC_LINK_DAILY_PER_LINK', 500, 1, 10_000_000),
    publicLinkWork: integer(env, 'PUBLIC_LINK_WORK', 100_000, 10, 100_000_000),
    database: {
      poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1000),
      connectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 2000, 100, 600_000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 100, 3_600_000),
      idleInTransactionTimeoutMs: integer(env, 'DB_IDLE_TX_TIMEOUT_MS', 15_000, 100, 3_600_000),
    },
    documentStore: documentStore(env),
    documentStoreGraceSeconds: integer(env, 'DOCUMENT_STORE_GRACE_SECONDS', 86_400, 1, 31_536_000),
    operationalDataDays: integer(env, 'OPERATIONAL_DATA_DAYS', 30, 1, 3650),
    eventsRetentionDays: integer(env, 'EVENTS_RETENTION_DAYS', 30, 1, 3650),
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 0, 65535) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    oidc: oidcConfig(env, (variable, problem) => {
      throw new ConfigError(variable, problem);
    }),
    dnsServers: dnsServersConfig(env, (variable, problem) => {
      throw new ConfigError(variable, problem);
    }),
    tracing: tracingConfig(env, (variable, problem) => {
      throw new ConfigError(variable, problem);
    }),
    sofficePath: sofficePath(env),
    // LibreOffice takes about 160 MB for a one-page letter: less than 256 MB leaves it no room to work.
    conversionMemoryMb: integer(env, 'CONVERSION_MEMORY_MB', 1536, 256, 65_536),
    documentWork: documentWorkConfig(env, integer, (variable, problem) => {
      throw new ConfigError(variable, problem);
    }),
  };
}
