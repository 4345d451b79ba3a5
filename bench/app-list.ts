// The application's requests page at 100,000 requests: requests, submitters and audit entries are
// seeded by SQL into one workspace, then the page (over HTTP, signed in) and its queries are timed:
// the first page, a page deep in the list (keyset cursor), tab counts, a rare tab, searches that
// hit and that miss. Prints medians and p95s; asserts nothing.
// Run: node --import tsx bench/app-list.ts [pglite|postgres] [requests]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { startSession } from '../src/members/sessions.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createLogger, createServices } from '../src/platform/services.ts';
import { browseRequests, countRequestsByTab } from '../src/requests/browse.ts';
import { freshPostgresDatabase } from '../test/helpers.ts';

const KIND = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const COUNT = Number(process.argv[3] ?? 100_000);
const RUNS = 20;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function time(label: string, one: () => Promise<unknown>) {
  await one(); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await one();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  process.stdout.write(
    `${KIND.padEnd(8)} ${label.padEnd(44)} median ${quantile(samples, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(samples, 0.95).toFixed(1).padStart(7)} ms\n`,
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-bench-'));
const dbInfo = KIND === 'postgres' ? await freshPostgresDatabase() : { url: undefined, drop: async () => {} };
const config = loadConfig({
  PORT: '0',
  DATA_DIR: dataDir,
  ADMIN_TOKEN: 'bench-admin-token-0123456789',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_IP: '1000000',
  ...(dbInfo.url ? { DATABASE_URL: dbInfo.url } : {}),
});
const db = await openDb({ databaseUrl: dbInfo.url, memory: true });
const services = await createServices(config, { db, log: createLogger(config) });
try {
  const now = new Date();
  const seedStarted = performance.now();
  await db.exec(`
    INSERT INTO workspaces (id, name, plan, created_at) VALUES ('ws_bench', 'Bench', 'enterprise', now());
    INSERT INTO members (id, workspace_id, email, name, role, status, created_at)
      VALUES ('mem_bench', 'ws_bench', 'owner@bench.test', 'Owner', 'owner', 'active', now() - interval '400 days');
    INSERT INTO templates (id, workspace_id, name, kind, status, roles, body, inputs, created_at, published_at)
      VALUES ('tpl_bench', 'ws_bench', 'Master services agreement', 'flow', 'published',
              '[{"name":"Client"},{"name":"Provider"}]', '# MSA', '[]', now(), now());
    INSERT INTO signature_requests (id, workspace_id, template_id, template_name, status, sender_values, send_email,
                                    member_id, has_signed_document, created_at, expires_at, completed_at)
    SELECT 'sr_' || lpad(to_hex(i), 26, '0'), 'ws_bench', 'tpl_bench',
           CASE WHEN i % 7 = 0 THEN 'Lease ' || (i % 50) ELSE 'Master services agreement' END,
           CASE WHEN i % 100 = 0 THEN 'voided' WHEN i % 20 = 0 THEN 'declined' WHEN i % 10 = 0 THEN 'opened'
                WHEN i % 10 IN (1, 2) THEN 'pending' ELSE 'completed' END,
           '{}', true, 'mem_bench', i % 10 >= 3, now() - make_interval(secs => (${COUNT} - i) * 300),
           now() - make_interval(secs => (${COUNT} - i) * 300) + interval '30 days',
           CASE WHEN i % 10 >= 3 THEN now() - make_interval(secs => (${COUNT} - i) * 300) + interval '1 day' END
      FROM generate_series(1, ${COUNT}) AS i;
    INSERT INTO submitters (id, request_id, position, role, name, email, status)
    SELECT 'sub_' || lpad(to_hex(i), 25, '0') || p, 'sr_' || lpad(to_hex(i), 26, '0'), p,
           CASE WHEN p = 0 THEN 'Client' ELSE 'Provider' END,
           CASE WHEN p = 0 THEN 'Client person ' || i ELSE 'Provider person ' || (i % 40) END,
           CASE WHEN p = 0 THEN 'client' || i || '@example.test' ELSE 'provider' || (i % 40) || '@acme.test' END,
           'completed'
      FROM generate_series(1, ${COUNT}) AS i, generate_series(0, 1) AS p;
    UPDATE signature_requests r SET search_text = lower(r.template_name || ' ' || (
      SELECT string_agg(s.name || ' ' || s.email || ' ' || regexp_replace(s.email, '[^[:alnum:]]+', ' ', 'g'), ' ')
        FROM submitters s WHERE s.request_id = r.id));
    ANALYZE;
  `);
  process.stdout.write(
    `${KIND.padEnd(8)} seeded ${COUNT} requests, ${COUNT * 2} submitters in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
  );

  const ctx = { now, publicUrl: config.publicUrl, tokenSecret: services.tokenSecret, links: true };
  const deep = await db.query<{ created_at: Date; id: string }>(
    `SELECT created_at, id FROM signature_requests ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(COUNT * 0.9)} LIMIT 1`,
  );
  const cursor = { createdAt: deep.rows[0].created_at, id: deep.rows[0].id, direction: 'older' as const };
  const page = (q: Parameters<typeof browseRequests>[2]) => () => browseRequests(db, 'ws_bench', q, ctx);
  await time('first page (all)', page({ tab: 'all', limit: 25 }));
  await time('page at 90% depth (keyset cursor)', page({ tab: 'all', limit: 25, cursor }));
  await time(
    'newer page from 90% depth',
    page({ tab: 'all', limit: 25, cursor: { ...cursor, direction: 'newer' } }),
  );
  await time('first page, in progress tab', page({ tab: 'in_progress', limit: 25 }));
  await time('first page, voided tab (1%)', page({ tab: 'voided', limit: 25 }));
  await time('tab counts', () => countRequestsByTab(db, 'ws_bench', undefined, now));
  await time('search, one match, first page', page({ tab: 'all', limit: 25, search: 'client person 4242' }));
  await time('search, no match, first page', page({ tab: 'all', limit: 25, search: 'nobody at all' }));
  await time('search, one match, tab counts', () =>
    countRequestsByTab(db, 'ws_bench', 'client person 4242', now),
  );
  await time(
    'search, 2.5% match (provider person 7)',
    page({ tab: 'all', limit: 25, search: 'provider person 7' }),
  );
  await time(
    'search, every request (services), first page',
    page({ tab: 'all', limit: 25, search: 'services' }),
  );
  await time('search, every request (services), counts', () =>
    countRequestsByTab(db, 'ws_bench', 'services', now),
  );

  const app = await buildApp(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The pages are served on PUBLIC_URL's host only (others are redirected to it).
  services.config.publicUrl = base;
  const { token } = await db.transaction((tx) =>
    startSession(
      tx,
      services.clock,
      { idleDays: 7, absoluteDays: 30 },
      {
        workspaceId: 'ws_bench',
        memberId: 'mem_bench',
        method: 'link',
        ip: null,
        userAgent: null,
      },
    ),
  );
  const get = (route: string) => async () => {
    const res = await fetch(`${base}${route}`, { headers: { cookie: `cs_session=${token}` } });
    if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
    await res.text();
  };
  await time('HTTP: the requests page', get('/app/requests'));
  await time(
    'HTTP: the requests page at 90% depth',
    get(`/app/requests?before=${cursor.createdAt.getTime()}.${cursor.id}`),
  );
  await time('HTTP: the requests page, search hit', get('/app/requests?q=client+person+4242'));
  await app.close();
} finally {
  await db.close();
  await dbInfo.drop();
  await rm(dataDir, { recursive: true, force: true });
}
