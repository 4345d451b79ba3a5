// The change feed under load (issue 35 item 1): 200 long-polling calls held open on one process
// (20 workspaces, 10 callers each, each re-polling with its new cursor the moment it is answered)
// while sends run one after another, round the workspaces. Prints the process's RSS before the
// callers, while they are all waiting, and its peak; and the delay from a change to each wake-up that
// it caused: measured from the moment the send was issued (so it includes the send itself, whose own
// latency is printed beside it) to the moment the waiting caller has its answer. Server and callers
// are this one process, on loopback. Asserts nothing.
// Run: node --import tsx bench/events.ts [pglite|postgres] [sends]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { waitingCalls } from '../src/events/routes.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createLogger, createServices } from '../src/platform/services.ts';
import { freshPostgresDatabase } from '../test/helpers.ts';
import { NDA } from '../test/requests-fixtures.ts';

const KIND = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const SENDS = Number(process.argv[3] ?? 200);
const WORKSPACES = 20;
const CALLERS_PER_WORKSPACE = 10;
const ADMIN = 'bench-admin-token-0123456789';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-bench-'));
const dbInfo = KIND === 'postgres' ? await freshPostgresDatabase() : { url: undefined, drop: async () => {} };
const config = loadConfig({
  PORT: '0',
  DATA_DIR: dataDir,
  ADMIN_TOKEN: ADMIN,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_KEY: '1000000',
  ...(dbInfo.url ? { DATABASE_URL: dbInfo.url } : {}),
});
const db = await openDb({ databaseUrl: dbInfo.url, memory: true });
const services = await createServices(config, { db, log: createLogger(config) });
const app = await buildApp(services);
let stopping = false;
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  services.config.publicUrl = base;
  const call = async (method: string, route: string, token: string, body?: unknown) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status >= 300) throw new Error(`${route}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  const tenants: Array<{ key: string; template: string }> = [];
  for (let i = 0; i < WORKSPACES; i++) {
    const ws = await call('POST', '/admin/v1/workspaces', ADMIN, { name: `Bench ${i}`, plan: 'enterprise' });
    const member = await call('POST', `/admin/v1/workspaces/${ws.id}/members`, ADMIN, {
      email: `owner${i}@bench.test`,
      name: 'Owner',
    });
    const key = await call('POST', `/admin/v1/workspaces/${ws.id}/api-keys`, ADMIN, { memberId: member.id });
    const template = await call('POST', '/api/v1/templates', key.key, NDA);
    await call('POST', `/api/v1/templates/${template.id}/publish`, key.key, {});
    tenants.push({ key: key.key, template: template.id });
  }
  const rssBefore = process.memoryUsage().rss;

  // When each send was issued, and when each caller had its event, by request id.
  const issued = new Map<string, number>();
  const woken = new Map<string, number[]>();
  const callers = tenants.flatMap((tenant) =>
    Array.from({ length: CALLERS_PER_WORKSPACE }, async () => {
      let cursor = (await call('GET', '/api/v1/esign/events?limit=500', tenant.key)).next as string;
      while (!stopping) {
        const page = await call('GET', `/api/v1/esign/events?after=${cursor}&wait=30&limit=500`, tenant.key);
        const now = performance.now();
        for (const event of page.events)
          woken.set(event.requestId, [...(woken.get(event.requestId) ?? []), now]);
        cursor = page.next;
      }
    }),
  );
  const deadline = performance.now() + 30_000;
  while (waitingCalls(app) < WORKSPACES * CALLERS_PER_WORKSPACE && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const held = waitingCalls(app);
  const rssHeld = process.memoryUsage().rss;

  const sendTimes: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    const tenant = tenants[i % WORKSPACES];
    const started = performance.now();
    const sent = await call('POST', '/api/v1/esign/submissions', tenant.key, {
      templateId: tenant.template,
      submitters: [
        { role: 'Client', name: 'Cleo Client', email: `client${i}@bench.test` },
        { role: 'Company', name: 'Cody Company', email: `company${i}@bench.test` },
      ],
      values: { clientName: 'Bench' },
    });
    sendTimes.push(performance.now() - started);
    issued.set(sent.id, started);
    // A moment for the callers to wait again before the next change.
    await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, 500));
  const expected = SENDS * CALLERS_PER_WORKSPACE;
  const delays = [...issued].flatMap(([id, at]) => (woken.get(id) ?? []).map((t) => t - at));
  const rssPeak = process.resourceUsage().maxRSS * 1024;
  console.log(
    `database: ${KIND}; ${held} calls held open (${WORKSPACES} workspaces × ${CALLERS_PER_WORKSPACE})`,
  );
  console.log(
    `RSS: ${mb(rssBefore)} before the callers, ${mb(rssHeld)} with them waiting, peak ${mb(rssPeak)}`,
  );
  console.log(
    `sends: ${SENDS}, one after another; send latency p50 ${quantile(sendTimes, 0.5).toFixed(1)} ms, p99 ${quantile(sendTimes, 0.99).toFixed(1)} ms`,
  );
  console.log(
    `wake-ups: ${delays.length} of ${expected} expected; ` +
      `change→wake p50 ${quantile(delays, 0.5).toFixed(1)} ms, p99 ${quantile(delays, 0.99).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
  );
  stopping = true;
  await app.close(); // answers the waiting calls (shutdown)
  await Promise.allSettled(callers);
} finally {
  stopping = true;
  if (app.server.listening) await app.close();
  services.documents.close();
  await db.close();
  await dbInfo.drop();
  await rm(dataDir, { recursive: true, force: true });
}
