// The hot reads as the data grows (issue 47): one workspace grown by SQL (test/growth-support.ts) to
// 1,000 requests and analysed, then a burst to 50,000 (and to 1,000,000 with GROWTH_MILLION=1, which
// takes minutes on PostgreSQL and far longer on the embedded database) timed right after it, with
// autovacuum off so that nothing analyses the tables behind the measurement, again after ANALYZE,
// and after VACUUM (the visibility map set, as autovacuum leaves it in time).
// Each call goes over HTTP on loopback with an API key: the poll of one request, the list's first page
// and its last (offset n−100, limit 100), usage, the events feed's first page. Prints the median of
// 15 calls (after one warm-up) as a Markdown table; asserts nothing.
// Run: node --import tsx bench/growth.ts [pglite|postgres]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createLogger, createServices } from '../src/platform/services.ts';
import {
  GROWTH_WORKSPACE,
  growRequests,
  holdStatistics,
  requestId,
  seedGrowthWorkspace,
} from '../test/growth-support.ts';
import { freshPostgresDatabase } from '../test/helpers.ts';

const KIND = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const SIZES = process.env.GROWTH_MILLION === '1' ? [1_000, 50_000, 1_000_000] : [1_000, 50_000];
const CALLS = 15;
const BURST = 10_000; // rows per statement of the burst, well within the statement timeout

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-bench-'));
const dbInfo = KIND === 'postgres' ? await freshPostgresDatabase() : { url: undefined, drop: async () => {} };
const config = loadConfig({
  PORT: '0',
  DATA_DIR: dataDir,
  ADMIN_TOKEN: 'bench-admin-token-0123456789',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_KEY: '1000000',
  ...(dbInfo.url ? { DATABASE_URL: dbInfo.url } : {}),
});
// The burst's scripts may take longer than a call's 5 s statement timeout.
const db = await openDb({ databaseUrl: dbInfo.url, memory: true, postgres: { statementTimeoutMs: 120_000 } });
const services = await createServices(config, { db, log: createLogger(config) });
const app = await buildApp(services);
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await holdStatistics(db);
  await seedGrowthWorkspace(db);
  const created = await fetch(`${base}/admin/v1/workspaces/${GROWTH_WORKSPACE}/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ memberId: 'mem_growth' }),
  });
  const { key } = (await created.json()) as { key: string };
  const get = async (route: string) => {
    const res = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${key}` } });
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const time = async (route: string) => {
    await get(route);
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      await get(route);
      samples.push(performance.now() - started);
    }
    return median(samples).toFixed(1);
  };
  const row = async (n: number, when: string) => {
    const cells = [
      await time(`/api/v1/esign/submissions/${requestId(Math.ceil(n / 2))}`),
      await time('/api/v1/esign/submissions?limit=25&offset=0'),
      await time(`/api/v1/esign/submissions?limit=100&offset=${n - 100}`),
      await time('/api/v1/esign/usage'),
      await time('/api/v1/esign/events?limit=100'),
    ];
    console.log(`| ${KIND} | ${n.toLocaleString('en')}, ${when} | ${cells.join(' | ')} |`);
  };

  console.log(
    '| database | requests | poll ms | list offset 0 ms | list offset n−100 ms | usage ms | events first page ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  let grown = 0;
  for (const n of SIZES) {
    const started = performance.now();
    for (let from = grown + 1; from <= n; from += BURST)
      await growRequests(db, from, Math.min(n, from + BURST - 1));
    grown = n;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (n === SIZES[0]) {
      await db.exec('ANALYZE');
      await row(n, 'analysed');
      continue;
    }
    await row(n, `right after the burst (${seconds} s)`);
    await db.exec('ANALYZE');
    await row(n, 'after ANALYZE');
    // What autovacuum leaves in time: the visibility map set, so the skip reads the index alone.
    await db.exec('VACUUM');
    await row(n, 'after VACUUM');
  }
} finally {
  await app.close();
  services.documents.close();
  await db.close();
  await dbInfo.drop();
  await rm(dataDir, { recursive: true, force: true });
}
