// Bulk send of a spreadsheet through the application's path (issue 24 item 5): a member signed in
// over HTTP uploads a file of ROWS valid rows (the check: every row validated, the sent keys looked
// up, the allowance read), then posts it to the send step, which sends each row through sendRequest;
// then the same file again (every row a replay). Prints the time of each step, the requests written
// and the process's peak RSS (server and client are this one process). Asserts nothing.
// Run: node --import tsx bench/bulk-send.ts [pglite|postgres] [rows]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { sessionCookieName, startSession } from '../src/members/sessions.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createLogger, createServices } from '../src/platform/services.ts';
import { SERVICES } from '../test/app-support.ts';
import { csv, row } from '../test/bulk-support.ts';
import { freshPostgresDatabase } from '../test/helpers.ts';

const KIND = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const ROWS = Number(process.argv[3] ?? 1000);
const ADMIN = 'bench-admin-token-0123456789';

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
  const ws = await call('POST', '/admin/v1/workspaces', ADMIN, { name: 'Bench', plan: 'enterprise' });
  const member = await call('POST', `/admin/v1/workspaces/${ws.id}/members`, ADMIN, {
    email: 'owner@bench.test',
    name: 'Owner',
  });
  const key = await call('POST', `/admin/v1/workspaces/${ws.id}/api-keys`, ADMIN, { memberId: member.id });
  const template = await call('POST', '/api/v1/templates', key.key, SERVICES);
  await call('POST', `/api/v1/templates/${template.id}/publish`, key.key, {});

  const { token } = await db.transaction((tx) =>
    startSession(
      tx,
      services.clock,
      { idleDays: 7, absoluteDays: 30 },
      { workspaceId: ws.id, memberId: member.id, method: 'link', ip: null, userAgent: null },
    ),
  );
  const cookie = `${sessionCookieName(config.publicUrl)}=${token}`;
  const bulk = `/app/send/${template.id}/bulk`;
  const page = await (await fetch(`${base}${bulk}`, { headers: { cookie } })).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const post = async (route: string, fields: Record<string, string>, file?: Buffer) => {
    const form = new FormData();
    form.set('_csrf', csrf);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'people.csv');
    const res = await fetch(`${base}${route}`, { method: 'POST', body: form, headers: { cookie } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${text.slice(0, 500)}`);
    return text;
  };
  const file = Buffer.from(csv(Array.from({ length: ROWS }, (_, i) => row(i + 1, 'bench'))));
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await step();
    process.stdout.write(
      `${KIND.padEnd(8)} ${label.padEnd(40)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(7)} s\n`,
    );
    return result;
  };
  const counted = (text: string, result: string) =>
    new RegExp(`data-count="${result}">([\\d,]+)<`).exec(text)?.[1];

  const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
  process.stdout.write(
    `${KIND.padEnd(8)} before the upload: RSS ${mib(process.memoryUsage().rss / 1024)}, peak so far ${mib(process.resourceUsage().maxRSS)}\n`,
  );
  const checked = await timed(`check ${ROWS} rows (${(file.length / 1024).toFixed(0)} KiB)`, () =>
    post(bulk, { sendEmail: '1' }, file),
  );
  const content = /name="content" value="([^"]*)"/.exec(checked)?.[1] ?? '';
  const sent = await timed(`send ${ROWS} rows`, () => post(`${bulk}/send`, { content, sendEmail: '1' }));
  const again = await timed(`send the same ${ROWS} rows again (replays)`, () =>
    post(`${bulk}/send`, { content, sendEmail: '1' }),
  );
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM signature_requests WHERE workspace_id = $1',
    [ws.id],
  );
  process.stdout.write(
    `${KIND.padEnd(8)} sent ${counted(sent, 'sent')}, then already sent ${counted(again, 'alreadySent')}; requests written ${rows[0].n}\n`,
  );
  process.stdout.write(
    `${KIND.padEnd(8)} after: RSS ${mib(process.memoryUsage().rss / 1024)}, peak ${mib(process.resourceUsage().maxRSS)} (this process: server${KIND === 'pglite' ? ', embedded database' : ''} and client)\n`,
  );
} finally {
  await app.close();
  services.documents.close();
  await db.close();
  await dbInfo.drop();
  await rm(dataDir, { recursive: true, force: true });
}
