// API timings over real HTTP on loopback: sends (each one transaction with allowance, outbox and
// audit rows), polls and list pages, sequential and with 10 in flight, on PGlite or PostgreSQL.
// Run: node --import tsx bench/api.ts [pglite|postgres]   (postgres: PG_ADMIN_URL or the local server)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createLogger, createServices } from '../src/platform/services.ts';

const KIND = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const ADMIN = 'bench-admin-token-0123456789';
const SENDS = 200;
const READS = 500;
const IN_FLIGHT = 10;

async function database(): Promise<{ url?: string; drop(): Promise<void> }> {
  if (KIND === 'pglite') return { drop: async () => {} };
  const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `cs_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE ${name} WITH (FORCE)`) };
}

async function call(base: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Runs `count` calls with `inFlight` at a time; returns per-call latencies and the wall time. */
async function measure(count: number, inFlight: number, one: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await one(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), perSecond: (count / wall) * 1000 };
}

function report(label: string, r: { p50: number; p95: number; perSecond: number }) {
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `${label.padEnd(34)} p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   ${r.perSecond.toFixed(0).padStart(5)} /s`,
  );
}

async function main() {
  const db = await database();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-bench-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: ADMIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_KEY: '1000000',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  });
  const handle = await openDb({ databaseUrl: db.url, memory: true });
  const services = await createServices(config, { db: handle, log: createLogger(config) });
  const app = await buildApp(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const ws = await call(base, ADMIN, 'POST', '/admin/v1/workspaces', { name: 'Bench', plan: 'enterprise' });
    const member = await call(base, ADMIN, 'POST', `/admin/v1/workspaces/${ws.id}/members`, {
      email: 'bench@example.com',
      name: 'Bench',
    });
    const { key } = await call(base, ADMIN, 'POST', `/admin/v1/workspaces/${ws.id}/api-keys`, {
      memberId: member.id,
    });
    const template = await call(base, key, 'POST', '/api/v1/templates', {
      name: 'Bench NDA',
      kind: 'flow',
      roles: [{ name: 'Client' }, { name: 'Company' }],
      body: '# NDA\n\nBetween **{{clientName}}** and Acme.',
      variables: [{ key: 'clientName', label: 'Client name', type: 'text' }],
    });
    await call(base, key, 'POST', `/api/v1/templates/${template.id}/publish`);
    const ids: string[] = [];
    const send = (i: number) =>
      call(base, key, 'POST', '/api/v1/esign/submissions', {
        templateId: template.id,
        submitters: [
          { role: 'Client', name: 'Zoë Ångström', email: `zoe${i}@example.com` },
          { role: 'Company', name: 'Ops', email: 'ops@example.com' },
        ],
        values: { clientName: 'Zoë Ångström' },
        idempotencyKey: `bench-${i}`,
      }).then((r) => ids.push(r.id));

    console.log(`Countersign API on ${KIND}, node ${process.version}, loopback HTTP`);
    report(`send, sequential (${SENDS / 2})`, await measure(SENDS / 2, 1, (i) => send(i)));
    report(
      `send, ${IN_FLIGHT} in flight (${SENDS / 2})`,
      await measure(SENDS / 2, IN_FLIGHT, (i) => send(SENDS + i)),
    );
    report(
      `replayed send, ${IN_FLIGHT} in flight (${SENDS / 2})`,
      await measure(SENDS / 2, IN_FLIGHT, (i) => send(i)),
    );
    report(
      `poll, ${IN_FLIGHT} in flight (${READS})`,
      await measure(READS, IN_FLIGHT, (i) =>
        call(base, key, 'GET', `/api/v1/esign/submissions/${ids[i % ids.length]}`),
      ),
    );
    report(
      `list 25, ${IN_FLIGHT} in flight (${READS})`,
      await measure(READS, IN_FLIGHT, (i) =>
        call(base, key, 'GET', `/api/v1/esign/submissions?offset=${i % 100}`),
      ),
    );
  } finally {
    await app.close();
    await handle.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
