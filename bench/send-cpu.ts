// The service's own CPU per call, in one process and without the network (issue 36): the application
// is built as server.ts builds it, on a fresh PostgreSQL database, and called with `app.inject`,
// CONCURRENCY calls at a time; what is printed is the process's CPU time (all its threads) per call.
// PostgreSQL's work and the HTTP parser are outside it, so the machine's other load moves it less
// than it moves `npm run bench`; on a busy shared machine rounds still spread by ±10–15%, so compare
// two builds in alternating runs, on their minimum and median.
// Run: node --import tsx bench/send-cpu.ts [send|poll] [calls] [rounds]  (stdout: the access log;
// CONCURRENCY=20 and LOG_LEVEL may be given)
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createLogger, createServices } from '../src/platform/services.ts';
import { profileTenant } from './profile-tenant.ts';

const kind = process.argv[2] ?? 'send';
const calls = Number(process.argv[3] ?? 4000);
const rounds = Number(process.argv[4] ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const ADMIN = 'bench-admin-token-0123456789';
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const name = `cs_cpu_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(PG_ADMIN);
url.pathname = `/${name}`;
const config = loadConfig({
  DATABASE_URL: url.toString(),
  DATA_DIR: await mkdtemp(path.join(tmpdir(), 'cs-cpu-')),
  ADMIN_TOKEN: ADMIN,
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_KEY: '1000000',
  // LOG_LEVEL=warn: without the access line, to see what it costs.
  ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
});
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  postgres: config.database,
});
const services = await createServices(config, { db, log: createLogger(config) });
const app = await buildApp(services);
await app.ready();

async function call(token: string, method: string, route: string, body?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url: route,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${route}: ${res.statusCode} ${res.body}`);
  return res.json();
}
const { key, sendBody: sendTo } = await profileTenant(call, ADMIN);
const sendBody = () => sendTo(false);
const ids: string[] = [];
for (let i = 0; i < 100; i++) ids.push((await call(key, 'POST', '/api/v1/esign/submissions', sendBody())).id);
let polled = 0;
const one = () =>
  kind === 'send'
    ? call(key, 'POST', '/api/v1/esign/submissions', sendBody())
    : call(key, 'GET', `/api/v1/esign/submissions/${ids[polled++ % ids.length]}`);

async function run(total: number): Promise<number> {
  let left = total;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await one();
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / total;
}
await run(Math.min(calls, 2000)); // warm-up: compiled schemas, optimised code, kept template
const results: number[] = [];
for (let r = 0; r < rounds; r++) results.push(await run(calls));
results.sort((a, b) => a - b);
process.stderr.write(
  `${kind}: CPU µs per call, ${rounds} rounds of ${calls} (${CONCURRENCY} at a time): median ${results[Math.floor(rounds / 2)].toFixed(0)}, min ${results[0].toFixed(0)}, all ${results.map((r) => r.toFixed(0)).join(' ')}\n`,
);
await app.close();
await services.documents.close();
await db.close();
await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
await admin.end();
