// CPU profile of the service under one kind of load (issue 10: "find the cost before changing code").
// Run: node --import tsx bench/profile.ts poll|send|list [seconds]  → writes a .cpuprofile (one per
// thread: the embedded database's thread too, with PROFILE_DB=pglite) into
// ./profiles and prints the database round trips per call (pg_stat_statements-free: counted by the
// server's statement log is too slow, so the service counts them itself with BENCH_COUNT_QUERIES=1).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuTimeUs, machineTicks, postgresCpuUs, postgresSpent } from './cpu.ts';
import { residentBreakdown } from './memory.ts';
import { profileTenant } from './profile-tenant.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const kind = process.argv[2] ?? 'poll';
const seconds = Number(process.argv[3] ?? 8);
const ADMIN = 'bench-admin-token-0123456789';
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const name = `cs_prof_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
if (process.env.PROFILE_EXPLAIN) {
  // The server's own account of a sample of statements, with their plans and the time of each node
  // (and of the trigger and foreign-key statements they run), in PostgreSQL's log.
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_nested_statements = on',
    'auto_explain.log_triggers = on',
    `auto_explain.sample_rate = ${Number(process.env.PROFILE_EXPLAIN)}`,
  ]) {
    await admin.query(`ALTER DATABASE ${name} SET ${setting}`);
  }
}
const url = new URL(PG_ADMIN);
url.pathname = `/${name}`;
const outDir = path.join(ROOT, 'profiles');
await mkdir(outDir, { recursive: true });
// What `npm start` runs: the built bundle (scripts/build.mjs).
execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
const port = await new Promise<number>((resolve) => {
  // A port the system says is free (a random one can be taken).
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const child = spawn(
  process.execPath,
  [
    ...(process.env.NO_PROFILE ? [] : ['--cpu-prof', `--cpu-prof-dir=${outDir}`]),
    ...(process.env.PROFILE_NODE_ARGS ? process.env.PROFILE_NODE_ARGS.split(' ') : []),
    'dist/server.mjs',
  ],
  {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // PROFILE_DB=pglite: the embedded database instead (EMBEDDED_DB_THREAD passed on).
      ...(process.env.PROFILE_DB === 'pglite' ? {} : { DATABASE_URL: url.toString() }),
      ...(process.env.EMBEDDED_DB_THREAD ? { EMBEDDED_DB_THREAD: process.env.EMBEDDED_DB_THREAD } : {}),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'cs-prof-')),
      ADMIN_TOKEN: ADMIN,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_KEY: '1000000',
      PORT: String(port),
      ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
      ...(process.env.RUN_WORKER ? { RUN_WORKER: process.env.RUN_WORKER } : {}),
      EXP_MB: process.env.EXP_MB ?? '100',
      EXP_INFLIGHT: process.env.EXP_INFLIGHT ?? '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
for (;;) {
  // A service that could not start (its port taken, say) ends the run instead of being waited for.
  if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode} before it served`);
  try {
    await fetch(`${base}/healthz`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
async function call(token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as any;
}
const { key, sendBody: sendTo } = await profileTenant(call, ADMIN);
const body = () => sendTo(process.env.SEND_EMAIL === '1');
const ids: string[] = [];
for (let i = 0; i < 100; i++)
  ids.push((await call(key, 'POST', '/api/v1/esign/submissions', JSON.parse(body()))).id);
let i = 0;
const cpu = () => cpuTimeUs(child.pid!);
if (process.env.PROFILE_SQL) {
  // An experiment on the schema before the load (e.g. without a constraint), on this run's database only.
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  await c.query(process.env.PROFILE_SQL);
  await c.end();
}
const machineBefore = await machineTicks();
const cpuBefore = await cpu();
const postgresBefore = await postgresCpuUs();
const result = await autocannon({
  url: base,
  connections: 50,
  duration: seconds,
  // PROFILE_RATE=n: n requests a second in all instead of as many as the service answers, so that two
  // builds are compared at the same load (and the same batch sizes) on a machine shared with others.
  ...(process.env.PROFILE_RATE ? { overallRate: Number(process.env.PROFILE_RATE) } : {}),
  requests: [
    {
      method: kind === 'send' ? 'POST' : 'GET',
      path: '/',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      setupRequest: (req) => {
        if (kind === 'poll') req.path = `/api/v1/esign/submissions/${ids[i++ % ids.length]}`;
        if (kind === 'list') req.path = '/api/v1/esign/submissions?status=pending&limit=25';
        if (kind === 'send') {
          req.path = '/api/v1/esign/submissions';
          req.body = body();
        }
        return req;
      },
    },
  ],
});
const cpuUs = ((await cpu()) - cpuBefore) / result.requests.total;
const postgresUs = postgresSpent(postgresBefore, await postgresCpuUs()) / result.requests.total;
const machineAfter = await machineTicks();
const busy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
console.log(
  `${kind}: ${cpuUs.toFixed(0)} µs CPU per request (PostgreSQL ${postgresUs.toFixed(0)} µs, machine ${(busy * 100).toFixed(0)}% busy), ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
);
if (kind === 'send') {
  // How many sends each send statement carried (countersign_send_batch_size), over the whole run.
  const metrics = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${ADMIN}` } })
  ).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? Number.NaN);
  const [sum, count] = [value('countersign_send_batch_size_sum'), value('countersign_send_batch_size_count')];
  console.log(`send statements: ${count}, ${(sum / count).toFixed(1)} sends each on average`);
}
if (process.env.PROFILE_MEMORY) {
  await new Promise((r) => setTimeout(r, Number(process.env.PROFILE_SETTLE_MS ?? 0)));
  // With PROFILE_NODE_ARGS=--heapsnapshot-signal=SIGUSR2 the server writes a heap snapshot of what is live.
  if (process.env.PROFILE_NODE_ARGS?.includes('heapsnapshot')) {
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 8000));
  }
  const metrics = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${ADMIN}` } })
  ).text();
  console.log(
    metrics
      .split('\n')
      .filter((l) =>
        /^(process_resident_memory_bytes|nodejs_heap_size_(total|used)_bytes|nodejs_external_memory_bytes|nodejs_heap_space_size_used_bytes)/.test(
          l,
        ),
      )
      .map((l) => l.replace(/ (\d+)$/, (_, n) => ` ${(Number(n) / 2 ** 20).toFixed(1)} MB`))
      .join('\n'),
  );
  const where = await residentBreakdown(child.pid!);
  console.log(
    `resident: WebAssembly ${where.wasm.toFixed(1)} MB, other anonymous ${where.anonymous.toFixed(1)} MB, files ${where.files.toFixed(1)} MB`,
  );
}
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
await admin.end();
if (!process.env.NO_PROFILE) {
  const files = (await readdir(outDir)).filter((f) => f.endsWith('.cpuprofile')).sort();
  console.log(`profile: ${path.join(outDir, files[files.length - 1])}`);
}
