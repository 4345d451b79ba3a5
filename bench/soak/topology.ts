// The soak's production topology on one machine: a PostgreSQL of its own (restartable), a Redis of its
// own (for the rate-limit counters), an S3-compatible server (s3rver) for the documents, an SMTP sink
// that keeps every message, and service nodes running what `npm start` runs (the built bundle on bare
// node, each with its e-mail worker), on fixed ports so that a restarted node answers where it did.
// The API nodes (a, b) never do document work (WORKER_ROLE=api): two documents nodes (d1, d2,
// WORKER_ROLE=documents) take it from PostgreSQL, and one of them is killed in the middle of a job.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, serverEntry, waitFor } from '../../test/helpers.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/mail-smtp-peer.ts';
import { type OwnPostgres, startOwnPostgres } from '../../test/own-postgres.ts';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.ts';

export const ADMIN = 'soak-admin-token-0123456789abcdef';
/** The address the nodes are published under; clients send it as a load balancer would (X-Forwarded-Host). */
export const PUBLIC_URL = 'http://sign.soak.test';

export interface ServiceNode {
  name: string;
  url: string;
  pid(): number | undefined;
  up(): boolean;
  start(): Promise<void>;
  /** SIGKILL: no shutdown at all, as when a machine dies. */
  kill(): Promise<void>;
  /** SIGTERM, waiting for the exit. */
  stop(): Promise<void>;
  /** Lines the node logged at warn level or above. */
  logFile: string;
}

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Topology {
  dir: string;
  postgres: OwnPostgres;
  redis: RedisServer;
  s3: S3Peer;
  smtp: SmtpPeer;
  /** The API nodes, which the clients call. */
  nodes: ServiceNode[];
  /** The documents nodes, which take the API nodes' document work from PostgreSQL. */
  documentsNodes: ServiceNode[];
  close(): Promise<void>;
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startRedis(dir: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // No persistence: the counters are worth nothing after a restart, which is the point.
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: 'ignore' },
      );
      child = started;
      const net = await import('node:net');
      await waitFor(
        () =>
          new Promise<boolean>((resolve, reject) => {
            if (started.exitCode !== null)
              return reject(new Error(`redis-server exited ${started.exitCode}`));
            const socket = net.connect(port, '127.0.0.1');
            socket.once('connect', () => {
              socket.end();
              resolve(true);
            });
            socket.once('error', () => resolve(false));
          }),
        'redis-server to accept connections',
        30_000,
      );
    },
    async stop() {
      if (!child) return;
      const running = child;
      child = undefined;
      running.kill('SIGTERM');
      await exitOf(running);
    },
  };
  await redis.start();
  return redis;
}

function serviceNode(name: string, port: number, env: Record<string, string>, logFile: string): ServiceNode {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile, { flags: 'a' });
  const node: ServiceNode = {
    name,
    url,
    logFile,
    pid: () => child?.pid,
    up: () => !!child && child.exitCode === null && child.signalCode === null,
    async start() {
      const started = spawn(process.execPath, [serverEntry()], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      log.write(`--- ${new Date().toISOString()} ${name} started (pid ${started.pid})\n`);
      started.stdout?.pipe(log, { end: false });
      started.stderr?.pipe(log, { end: false });
      // Generous: a node starting on a loaded 2-core machine while PostgreSQL restarts takes a while.
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`${name} exited ${started.exitCode} (see ${logFile})`);
        if (
          await fetch(`${url}/healthz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        if (Date.now() > deadline)
          throw new Error(`${name} did not answer /healthz in 120 s (see ${logFile})`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async kill() {
      if (!child) return;
      const running = child;
      running.kill('SIGKILL');
      await exitOf(running);
      log.write(`--- ${new Date().toISOString()} ${name} killed (SIGKILL)\n`);
    },
    async stop() {
      if (!child) return;
      const running = child;
      running.kill('SIGTERM');
      await exitOf(running);
    },
  };
  return node;
}

/**
 * Starts everything; node `a` alone first, which creates the signing identity as it starts; the
 * documents nodes get a copy, and `startSecondNode` copies it to node `b`: every node must seal and
 * verify with one key.
 */
export async function startTopology(): Promise<Topology & { startSecondNode(): Promise<void> }> {
  serverEntry(); // build once, before any clock starts
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-soak-'));
  const postgres = await startOwnPostgres();
  const redis = await startRedis(dir);
  const s3 = await startS3Peer();
  const smtp = await startSmtpPeer();
  const { storeUrl } = await s3.bucket('soak');
  const env = (dataDir: string) => ({
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    ADMIN_TOKEN: ADMIN,
    REDIS_URL: redis.url,
    DOCUMENT_STORE_URL: storeUrl,
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '200',
    // Behind a load balancer: one public address for links and pages, the balancer trusted to say so.
    PUBLIC_URL: PUBLIC_URL,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The soak measures faults, not limits: the counters are kept (in Redis) but never reached.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_KEY: '1000000',
    // Only to end a dead claimer's e-mail lease at the drain (see drain.ts), not during the load.
    TEST_CLOCK: '1',
  });
  const nodes: ServiceNode[] = [];
  for (const name of ['a', 'b']) {
    const dataDir = path.join(dir, `node-${name}`);
    await mkdir(dataDir, { recursive: true });
    const api = { ...env(dataDir), WORKER_ROLE: 'api' };
    nodes.push(serviceNode(name, await freePort(), api, path.join(dir, `node-${name}.log`)));
  }
  const documentsNodes: ServiceNode[] = [];
  for (const name of ['d1', 'd2']) {
    const dataDir = path.join(dir, `node-${name}`);
    await mkdir(dataDir, { recursive: true });
    // One thread each: two nodes, so that one dies with work the other can take.
    const documents = { ...env(dataDir), WORKER_ROLE: 'documents', DOCUMENT_THREADS: '1' };
    documentsNodes.push(serviceNode(name, await freePort(), documents, path.join(dir, `node-${name}.log`)));
  }
  // Node a makes the sealing identity as it starts; every node seals (and verifies) with that one.
  await nodes[0].start();
  for (const node of documentsNodes) {
    await cp(path.join(dir, 'node-a', 'signing'), path.join(dir, `node-${node.name}`, 'signing'), {
      recursive: true,
    });
    await node.start();
  }
  const close = async () => {
    for (const node of [...nodes, ...documentsNodes]) await node.stop().catch(() => {});
    await smtp.close();
    await s3.close();
    await redis.stop();
    await postgres.destroy();
    if (!process.env.SOAK_KEEP) await rm(dir, { recursive: true, force: true });
  };
  return {
    dir,
    postgres,
    redis,
    s3,
    smtp,
    nodes,
    documentsNodes,
    close,
    async startSecondNode() {
      await cp(path.join(dir, 'node-a', 'signing'), path.join(dir, 'node-b', 'signing'), { recursive: true });
      await nodes[1].start();
    },
  };
}
