// The checks of `countersign doctor`, one function per part: each answers a state and a reason in
// plain words, never throws, and gives up within a few seconds (a part that does not answer fails).
import { randomBytes, X509Certificate } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../platform/config.ts';

export type State = 'ok' | 'warning' | 'failed' | 'skipped';
export interface Outcome {
  state: State;
  reason: string;
}

const TIMEOUT_MS = 8_000;
/** The sealing certificate is flagged this many days before it expires. */
export const CERT_WARNING_DAYS = 30;

const reasonOf = (error: unknown) => {
  const e = error as { message?: string; code?: string; name?: string; errors?: Error[] };
  const message =
    e?.message || e?.errors?.map((x) => x.message).join('; ') || e?.code || e?.name || String(error);
  return message.replace(/\s*\n\s*/g, ' ');
};

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} did not answer within ${TIMEOUT_MS / 1000} s`)),
        TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

const redact = (url: string) => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
};

/** Which migrations of this version the database lacks. */
async function missingMigrations(applied: string[]): Promise<string[]> {
  const dir = path.resolve(import.meta.dirname, '../../migrations');
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f));
  return files.filter((f) => !applied.includes(f)).sort();
}

function migrationState(applied: string[], missing: string[], where: string): Outcome {
  if (missing.length)
    return {
      state: 'failed',
      reason: `${where}: ${missing.length} migration(s) not applied (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); run countersign migrate or start the service`,
    };
  return { state: 'ok', reason: `${where}, ${applied.length} migrations applied` };
}

export async function checkDatabase(config: Config): Promise<Outcome> {
  if (config.databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: TIMEOUT_MS,
    });
    const where = `PostgreSQL at ${redact(config.databaseUrl)}`;
    try {
      await withTimeout(client.connect(), 'PostgreSQL');
      const table = await client.query(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
      const applied = table.rows[0].present
        ? (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name)
        : [];
      return migrationState(applied, await missingMigrations(applied), where);
    } catch (error) {
      return { state: 'failed', reason: `${where} cannot be reached: ${reasonOf(error)}` };
    } finally {
      await client.end().catch(() => {});
    }
  }
  // The embedded database belongs to one process: while the service runs, it alone may open it.
  const dir = path.join(config.dataDir, 'pglite');
  if (
    !(await readdir(dir).then(
      (f) => f.length > 0,
      () => false,
    ))
  )
    return {
      state: 'warning',
      reason: `no embedded database in ${config.dataDir} yet: the first start creates it`,
    };
  const { lockDataDir, DataDirInUseError } = await import('../platform/db/data-dir-lock.ts');
  let lock: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    lock = await lockDataDir(config.dataDir, 'countersign doctor');
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      const who = error.holder ? `process ${error.holder.pid}` : 'another process';
      return {
        state: 'skipped',
        reason: `the embedded database in ${config.dataDir} is held by ${who} (the running service); it checks it itself: GET /readyz`,
      };
    }
    return {
      state: 'failed',
      reason: `the embedded database in ${config.dataDir} cannot be opened: ${reasonOf(error)}`,
    };
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite(dir);
    try {
      await pglite.waitReady;
      const table = await pglite.query<{ present: boolean }>(
        `SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
      );
      const applied = table.rows[0].present
        ? (await pglite.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name)
        : [];
      return migrationState(
        applied,
        await missingMigrations(applied),
        `embedded database in ${config.dataDir}`,
      );
    } finally {
      await pglite.close();
    }
  } catch (error) {
    return {
      state: 'failed',
      reason: `the embedded database in ${config.dataDir} cannot be opened: ${reasonOf(error)}`,
    };
  } finally {
    await lock.release();
  }
}

export async function checkRedis(config: Config): Promise<Outcome> {
  if (!config.redisUrl)
    return { state: 'skipped', reason: 'REDIS_URL unset: rate-limit counters live in each process' };
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: TIMEOUT_MS,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const where = redact(config.redisUrl);
  try {
    await withTimeout(redis.connect(), 'Redis');
    const pong = await withTimeout(redis.ping(), 'Redis');
    return { state: 'ok', reason: `${where} answers ${pong}` };
  } catch (error) {
    return { state: 'failed', reason: `${where} cannot be reached: ${reasonOf(error)}` };
  } finally {
    redis.disconnect();
  }
}

export async function checkS3(config: Config): Promise<Outcome> {
  const store = config.documentStore;
  if (store.kind !== 's3')
    return { state: 'skipped', reason: 'DOCUMENT_STORE_URL unset: documents are kept in the database' };
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    credentials: store.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    requestHandler: { connectionTimeout: TIMEOUT_MS, requestTimeout: TIMEOUT_MS },
  });
  const where = `bucket ${store.bucket}${store.endpoint ? ` at ${store.endpoint}` : ''}`;
  const Key = `${store.prefix}countersign-doctor-${randomBytes(6).toString('hex')}`;
  let step = 'reach';
  try {
    await withTimeout(client.send(new s3.HeadBucketCommand({ Bucket: store.bucket })), 'S3');
    step = 'write a probe object to';
    await withTimeout(
      client.send(new s3.PutObjectCommand({ Bucket: store.bucket, Key, Body: 'probe' })),
      'S3',
    );
    step = 'delete the probe object from';
    await withTimeout(client.send(new s3.DeleteObjectCommand({ Bucket: store.bucket, Key })), 'S3');
    return { state: 'ok', reason: `${where}: reachable, a probe object was written and deleted` };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why = status === 404 ? 'no such bucket' : status === 403 ? 'access denied' : reasonOf(error);
    return { state: 'failed', reason: `cannot ${step} ${where}: ${why}` };
  } finally {
    client.destroy();
  }
}

export async function checkSmtp(config: Config): Promise<Outcome> {
  if (!config.smtpUrl)
    return { state: 'skipped', reason: 'SMTP_URL unset: e-mail goes to the local mailbox' };
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const where = redact(config.smtpUrl);
  try {
    await withTimeout(transport.verify(), 'SMTP');
    return { state: 'ok', reason: `${where} accepted the connection and EHLO` };
  } catch (error) {
    return { state: 'failed', reason: `${where}: ${reasonOf(error)}` };
  } finally {
    transport.close();
  }
}

export async function checkCertificate(config: Config, now = new Date()): Promise<Outcome> {
  if (!config.signingCertFile) {
    const names = await readdir(path.join(config.dataDir, 'signing')).catch(() => [] as string[]);
    // Generated on first use: the doctor creates nothing in DATA_DIR.
    if (!names.includes('signing.p12'))
      return {
        state: 'warning',
        reason: `no sealing certificate in ${config.dataDir}/signing yet: the first completion generates one`,
      };
  }
  let pem: string;
  try {
    const { loadSigningIdentity } = await import('../seal/identity.ts');
    const identity = await loadSigningIdentity({
      dataDir: config.dataDir,
      certFile: config.signingCertFile,
      certPassword: config.signingCertPassword,
    });
    pem = identity.certificatePem;
  } catch (error) {
    return { state: 'failed', reason: reasonOf(error) };
  }
  const cert = new X509Certificate(pem);
  const until = new Date(cert.validTo);
  const days = Math.floor((until.getTime() - now.getTime()) / 86_400_000);
  const source = config.signingCertFile ?? `${config.dataDir}/signing`;
  const subject = cert.subject.replace(/\n/g, ', ');
  if (until <= now)
    return {
      state: 'failed',
      reason: `${subject} (${source}) expired on ${until.toISOString()}: new seals fail`,
    };
  if (new Date(cert.validFrom) > now)
    return {
      state: 'failed',
      reason: `${subject} (${source}) is not valid before ${new Date(cert.validFrom).toISOString()}`,
    };
  if (days < CERT_WARNING_DAYS)
    return {
      state: 'warning',
      reason: `${subject} (${source}) expires in ${days} days, on ${until.toISOString()}: replace it`,
    };
  return { state: 'ok', reason: `${subject} (${source}) valid until ${until.toISOString()} (${days} days)` };
}

/**
 * LibreOffice, which turns Word, OpenDocument and RTF documents into PDFs. Without it the service
 * runs and takes PDFs and images; those documents are refused (conversion_unavailable): a warning.
 */
export async function checkConverter(config: Config): Promise<Outcome> {
  const { locateSoffice } = await import('../documents/libreoffice.ts');
  const found = await locateSoffice(config.sofficePath);
  if (found) {
    return {
      state: 'ok',
      reason: `LibreOffice converts Word, OpenDocument and RTF documents: ${found}${config.sofficePath ? ' (SOFFICE_PATH)' : ''}`,
    };
  }
  return {
    state: 'warning',
    reason: config.sofficePath
      ? `SOFFICE_PATH ${config.sofficePath} is not an executable file: Word, OpenDocument and RTF documents are refused (conversion_unavailable)`
      : 'no soffice on PATH: Word, OpenDocument and RTF documents are refused (conversion_unavailable); install the Debian package libreoffice-writer-nogui or set SOFFICE_PATH',
  };
}
