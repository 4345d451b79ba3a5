// Test harness: a fresh database per test file (a new PostgreSQL database with TEST_DB=postgres, else
// an in-memory PGlite), the app listening on a loopback port for real HTTP, tenants with API keys,
// separate server processes for multi-process tests, and waiting on conditions with a deadline.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import type { RateLimits } from '../src/platform/rate-limit.ts';
import { createLogger, createServices, type Services } from '../src/platform/services.ts';
import { sharedS3Peer } from './s3-peer.ts';

export const DB_KIND: 'postgres' | 'pglite' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const ROOT = path.resolve(import.meta.dirname, '..');
/** TEST_DOCUMENT_STORE=s3: documents go to a loopback S3 peer instead of the database. */
export const DOCUMENT_STORE_KIND: 'database' | 's3' =
  process.env.TEST_DOCUMENT_STORE === 's3' ? 's3' : 'database';

/** The DOCUMENT_STORE_URL of this run's mode: a fresh bucket on the shared S3 peer, or nothing. */
export async function testDocumentStoreEnv(): Promise<Record<string, string>> {
  if (DOCUMENT_STORE_KIND !== 's3') return {};
  const { storeUrl } = await (await sharedS3Peer()).bucket();
  return { DOCUMENT_STORE_URL: storeUrl };
}

/**
 * Creates a PostgreSQL database, empty or (`template`) a copy of a migrated one; returns its URL and a
 * drop function.
 */
export async function freshPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  services: Services;
  databaseUrl?: string;
  dataDir: string;
  admin<T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
  close(): Promise<void>;
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function request<T = any>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined = options.raw;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? await res.json()
    : type.includes('pdf')
      ? Buffer.from(await res.arrayBuffer())
      : await res.text();
  return { status: res.status, headers: res.headers, body: body as T };
}

/** The operator API of the service at `base` (createTenant takes it as `{ admin }`). */
export function operatorApi(base: string): TestApp['admin'] {
  return (method, p, body) => request(base, method, `/admin/v1${p}`, { token: ADMIN_TOKEN, body });
}

/**
 * The migrated starting points scripts/run-tests.mjs made for this run (test/database-templates.ts):
 * a template database on PostgreSQL, a snapshot on PGlite. Absent (a file run by hand), each test
 * database starts empty and is migrated by createServices, as the migration code's own tests need.
 */
const PG_TEMPLATE = process.env.TEST_PG_TEMPLATE;
const PGLITE_SNAPSHOT = process.env.TEST_PGLITE_SNAPSHOT;
const migratedSnapshot = PGLITE_SNAPSHOT
  ? (() => {
      let read: Promise<Blob> | undefined;
      return () => {
        read ??= readFile(PGLITE_SNAPSHOT).then((bytes) => new Blob([bytes]));
        return read;
      };
    })()
  : () => undefined;

/**
 * Builds the app on a fresh database (migrated: from the run's template or snapshot when there is one)
 * and listens on a random loopback port.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { rateLimits?: RateLimits; databaseUrl?: string; compileSchemasAtStart?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-test-'));
  let databaseUrl = options.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  if (!databaseUrl && DB_KIND === 'postgres') {
    const fresh = await freshPostgresDatabase({ template: PG_TEMPLATE });
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_KEY: '100000',
    SIGN_IN_LIMIT_PER_IP: '100000',
    SIGN_IN_LIMIT_PER_ADDRESS: '100000',
    SIGN_IN_MAILS_PER_ADDRESS: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(env.DOCUMENT_STORE_URL ? {} : await testDocumentStoreEnv()),
    ...(process.env.TEST_DOCUMENT_THREADS ? { DOCUMENT_THREADS: process.env.TEST_DOCUMENT_THREADS } : {}),
    ...env,
  });
  const snapshot = databaseUrl ? undefined : await migratedSnapshot();
  // The embedded database where the service would run it: on its own thread unless EMBEDDED_DB_THREAD=0.
  const db = await openDb({
    databaseUrl,
    memory: true,
    snapshot,
    thread: config.embeddedDbThread,
    workerEntry: builtPgliteWorker(),
  });
  const services = await createServices(config, { db, log: createLogger(config) });
  const app = await buildApp(services, {
    rateLimits: options.rateLimits,
    compileSchemasAtStart: options.compileSchemasAtStart,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  services.config.publicUrl = url;
  return {
    url,
    app,
    services,
    databaseUrl,
    dataDir,
    admin: operatorApi(url),
    async close() {
      await app.close();
      services.documents.close();
      await services.work.close();
      await db.close();
      await drop?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Tenant {
  workspaceId: string;
  memberId: string;
  apiKey: string;
  apiKeyId: string;
}

/** A workspace on `plan` with one member and one API key. */
export async function createTenant(t: { admin: TestApp['admin'] }, plan = 'professional'): Promise<Tenant> {
  const ws = await t.admin('POST', '/workspaces', { name: 'Acme', plan });
  if (ws.status !== 201) throw new Error(`workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
  const member = await t.admin('POST', `/workspaces/${ws.body.id}/members`, {
    email: 'owner@acme.test',
    name: 'Owner',
  });
  const key = await t.admin('POST', `/workspaces/${ws.body.id}/api-keys`, { memberId: member.body.id });
  return { workspaceId: ws.body.id, memberId: member.body.id, apiKey: key.body.key, apiKeyId: key.body.id };
}

/** Polls `check` until it returns a truthy value or the deadline passes. */
export async function waitFor<T>(check: () => Promise<T> | T, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

let spawnedStore: Promise<Record<string, string>> | undefined;
/**
 * Servers spawned by one test process share one bucket in s3 mode, so that a restarted server (the
 * crash tests) finds the documents of the one it replaces, as it would with one configured bucket.
 */
function spawnedDocumentStoreEnv(env: Record<string, string>) {
  if (env.DOCUMENT_STORE_URL) return {};
  spawnedStore ??= testDocumentStoreEnv();
  return spawnedStore;
}

/**
 * The run's built database thread (scripts/run-tests.mjs builds once per run, TEST_SERVER_ENTRY):
 * started from it, the thread costs no TypeScript loader of its own. A file run by hand without that
 * build starts the thread from the sources.
 */
function builtPgliteWorker(): string | undefined {
  const entry = process.env.TEST_SERVER_ENTRY;
  return entry ? path.join(path.dirname(entry), 'pglite-worker.mjs') : undefined;
}

let built: string | undefined;
/**
 * What `npm start` runs: the service compiled by scripts/build.mjs. scripts/run-tests.mjs builds it
 * once for every file of a run (TEST_SERVER_ENTRY); a file run on its own builds it once per test
 * process into a directory of its own inside the checkout (where its packages are found), removed
 * at exit.
 */
export function serverEntry(): string {
  if (!built && process.env.TEST_SERVER_ENTRY) built = process.env.TEST_SERVER_ENTRY;
  if (!built) {
    const outdir = path.join(ROOT, '.test-output', `build-${process.pid}`);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), outdir], { stdio: 'inherit' });
    process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
    built = path.join(outdir, 'server.mjs');
  }
  return built;
}

/**
 * Copies the run's migrated on-disk embedded database (test/database-templates.ts, TEST_PGLITE_DATA_DIR)
 * into the DATA_DIR of a service about to start on it, so that its first start opens a database
 * instead of making and migrating one. Only into an existing, empty DATA_DIR of a service with no
 * DATABASE_URL: a restored or reused directory, or one the service is to create, is left as it is.
 * Returns whether it copied.
 */
export async function seedEmbeddedDatabase(
  env: Record<string, string>,
  template = process.env.TEST_PGLITE_DATA_DIR,
): Promise<boolean> {
  if (!template || env.DATABASE_URL || !env.DATA_DIR) return false;
  const entries = await readdir(env.DATA_DIR).catch(() => undefined);
  if (entries?.length !== 0) return false;
  await cp(template, path.join(env.DATA_DIR, 'pglite'), { recursive: true });
  return true;
}

/**
 * Runs `npm start`'s entry point (or another build's, `entry`) as its own process and waits until
 * /healthz answers. A new, empty DATA_DIR gets the run's migrated embedded database first.
 */
export async function spawnServer(
  env: Record<string, string>,
  entry = serverEntry(),
): Promise<ServerProcess> {
  await seedEmbeddedDatabase(env);
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      // The address the tests call: pages opened on another host are redirected to PUBLIC_URL's.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(await spawnedDocumentStoreEnv(env)),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
      return (await fetch(`${url}/healthz`)).ok;
    },
    'server to answer /healthz',
    60_000,
  ).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The workspace's allowance as GET /api/v1/esign/usage reports it. */
export async function usageOf(base: string, apiKey: string) {
  return (await request(base, 'GET', '/api/v1/esign/usage', { token: apiKey })).body.signatureRequests;
}
