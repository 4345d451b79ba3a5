// `npm run bench:isolation` (issue 43): no workspace slows another, measured on the built service
// (`npm start`'s bundle in its own process) on each database. Workspace A polls its request with four
// clients at a time while workspace B sends each hostile input in a loop, one kind at a time and then
// all together: A's p50/p99/max against A's with B idle, B's answers and their times, and the
// service's peak resident memory (its worker threads included) over each stretch. Then A's one-page
// .docx converted alone and while B floods conversions with zip bombs, A's long poll while B holds its
// share of waiting calls, the completion of 5 documents / 100 pages with A polling, and poll and send
// rates with the pool and with DOCUMENT_THREADS=0. Prints one table per database; a benchmark, not a
// test: nothing here runs in CI.
//
// Run: npm run bench:isolation   (ISOLATION_SECONDS=8 per stretch; ISOLATION_DB=pglite|postgres)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  base64,
  costlyPattern,
  diamondFormPdf,
  jpeg,
  pagesWithBlanks,
  pngWithPrivateChunkFirst,
  withFrameSize,
  zipBomb,
} from '../test/heavy-inputs.ts';
import { docx } from '../test/office-fixtures.ts';
import { call } from './api.ts';
import { postgresDatabase } from './database.ts';
import { fiveDocumentTemplate } from './documents.ts';
import { loadAverage } from './memory.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = 'bench-admin-token-0123456789';
const SECONDS = Number(process.env.ISOLATION_SECONDS ?? 8);
const POLLERS = 4;

interface Service {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startService(env: Record<string, string>): Promise<Service> {
  const port = 4700 + Math.floor(Math.random() * 200);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cs-isolation-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'dist/server.mjs')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: ADMIN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_KEY: '1000000',
      RUN_WORKER: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('the service did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function tenant(url: string) {
  const ws = await call(url, ADMIN, 'POST', '/admin/v1/workspaces', { name: 'Bench', plan: 'enterprise' });
  const member = await call(url, ADMIN, 'POST', `/admin/v1/workspaces/${ws.id}/members`, {
    email: `owner-${ws.id}@bench.test`,
    name: 'Owner',
  });
  const key = await call(url, ADMIN, 'POST', `/admin/v1/workspaces/${ws.id}/api-keys`, {
    memberId: member.id,
  });
  return { workspaceId: ws.id as string, key: key.key as string };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A's poll, four clients at a time, for as long as `during` runs (at least `SECONDS`). */
async function pollWhile(url: string, token: string, requestId: string, during: () => Promise<unknown>) {
  let done = false;
  const latencies: number[] = [];
  const client = async () => {
    while (!done) {
      const began = performance.now();
      const res = await fetch(`${url}/api/v1/esign/submissions/${requestId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`A's poll answered ${res.status}`);
      latencies.push(performance.now() - began);
    }
  };
  const clients = Array.from({ length: POLLERS }, client);
  await during();
  done = true;
  await Promise.all(clients);
  const sorted = latencies.sort((x, y) => x - y);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

/** The service's resident memory and its peak since the last reset (MiB): its threads are in it. */
async function memory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}
const resetPeak = (pid: number) =>
  import('node:fs/promises').then((fs) => fs.writeFile(`/proc/${pid}/clear_refs`, '5'));

/** Calls `once` in a loop (one at a time) for SECONDS: how many, their statuses, the longest. */
async function repeat(once: () => Promise<number>) {
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    const began = performance.now();
    const status = await once();
    times.push(performance.now() - began);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  times.sort((x, y) => x - y);
  return { times, statuses };
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)}` : '—');

async function measure(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const service = await startService(env);
  const rows: string[][] = [];
  try {
    const a = await tenant(service.url);
    const b = await tenant(service.url);
    const nda = await call(service.url, a.key, 'POST', '/api/v1/templates', {
      name: 'NDA',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '# NDA\n\nBetween {{clientName}} and Acme.',
      variables: [{ key: 'clientName', label: 'Client name', type: 'text', required: true }],
    });
    await call(service.url, a.key, 'POST', `/api/v1/templates/${nda.id}/publish`);
    const sent = await call(service.url, a.key, 'POST', '/api/v1/esign/submissions', {
      templateId: nda.id,
      submitters: [{ role: 'Client', name: 'Ann', email: 'ann@a.test' }],
      values: { clientName: 'Ann' },
    });
    const poll = (during: () => Promise<unknown>) => pollWhile(service.url, a.key, sent.id, during);
    const post = (route: string, body: unknown) =>
      fetch(`${service.url}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${b.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      });
    await poll(() => new Promise((r) => setTimeout(r, 2000))); // warm
    const idle = await poll(() => new Promise((r) => setTimeout(r, SECONDS * 1000)));
    rows.push(['B idle', `${idle.count}`, ms(idle.p50), ms(idle.p99), ms(idle.max), '—', '—', '—']);

    const pattern = await call(service.url, b.key, 'POST', '/api/v1/templates', {
      name: 'Largest pattern',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: 'Reference: {{ref}}',
      variables: [{ key: 'ref', label: 'Reference', type: 'text', pattern: `^${costlyPattern(1)}$` }],
    });
    const [diamond, pages500, pages100, bomb] = await Promise.all([
      diamondFormPdf(24),
      pagesWithBlanks(500),
      pagesWithBlanks(100),
      zipBomb(300),
    ]);
    const hugeJpeg = withFrameSize(await jpeg(64, 64), 65_000, 65_000);
    const coordinate = (documents: unknown) => ({
      name: 'Hostile',
      kind: 'coordinate',
      roles: [{ name: 'Client' }],
      documents,
      fields: [],
    });
    const hostile: Array<[string, () => Promise<number>]> = [
      [
        'a form tree 24 levels deep, each listing its child twice',
        () =>
          post('/api/v1/templates', {
            name: 'Diamond',
            kind: 'coordinate',
            roles: [{ name: 'Client' }],
            pdf: base64(diamond),
            fieldsFrom: ['form'],
          }),
      ],
      [
        'a PNG whose private first chunk hides 12,000 × 12,000',
        () =>
          post(
            '/api/v1/templates',
            coordinate([{ name: 'Scan', file: base64(pngWithPrivateChunkFirst()), filename: 'scan.png' }]),
          ),
      ],
      [
        'a JPEG claiming 65,000 × 65,000',
        () =>
          post(
            '/api/v1/templates',
            coordinate([{ name: 'Photo', file: base64(hugeJpeg), filename: 'p.jpg' }]),
          ),
      ],
      [
        'a 1,002-instruction pattern on 10,000 characters',
        () => post(`/api/v1/templates/${pattern.id}/render`, { values: { ref: 'ä'.repeat(10_000) } }),
      ],
      ['detect on 500 pages', () => post('/api/v1/templates/detect', { pdf: base64(pages500) })],
      ['detect on 100 pages', () => post('/api/v1/templates/detect', { pdf: base64(pages100) })],
      [
        'a zip-bomb .docx (300 MB of text)',
        () =>
          post('/api/v1/templates', coordinate([{ name: 'Bomb', file: base64(bomb), filename: 'b.docx' }])),
      ],
    ];
    const stretch = async (what: string, work: () => Promise<Array<Awaited<ReturnType<typeof repeat>>>>) => {
      await resetPeak(service.pid);
      let outcomes: Array<Awaited<ReturnType<typeof repeat>>> = [];
      const a = await poll(async () => {
        outcomes = await work();
      });
      const { peak } = await memory(service.pid);
      const times = outcomes.flatMap((o) => o.times).sort((x, y) => x - y);
      const statuses = new Map<number, number>();
      for (const o of outcomes) for (const [s, n] of o.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
      rows.push([
        what,
        `${a.count}`,
        ms(a.p50),
        ms(a.p99),
        ms(a.max),
        `${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
        `${ms(percentile(times, 50))} / ${ms(times.at(-1) ?? Number.NaN)}`,
        `${Math.round(peak)}`,
      ]);
    };
    for (const [what, once] of hostile) await stretch(`B sends ${what}`, async () => [await repeat(once)]);
    await stretch('B sends all of them at once', () => Promise.all(hostile.map(([, once]) => repeat(once))));

    // The completion of 5 documents / 100 pages, B's, while A polls.
    const five = await fiveDocumentTemplate();
    const template = await call(service.url, b.key, 'POST', '/api/v1/templates', five.body);
    await call(service.url, b.key, 'POST', `/api/v1/templates/${template.id}/publish`);
    const completions: number[] = [];
    await stretch('B completes 5 documents / 100 pages', async () => {
      const statuses = new Map<number, number>();
      for (let i = 0; i < 6; i++) {
        const request = await call(service.url, b.key, 'POST', '/api/v1/esign/submissions', {
          templateId: template.id,
          submitters: [
            { role: 'Client', name: 'C', email: `c${i}@b.test` },
            { role: 'Company', name: 'D', email: `d${i}@b.test` },
          ],
          values: five.values,
        });
        for (const submitter of request.submitters) {
          const began = performance.now();
          const res = await fetch(`${service.url}${new URL(submitter.signingUrl).pathname}/complete`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ consent: true, signature: { type: 'typed', text: 'Signed' } }),
          });
          const body = (await res.json()) as { requestStatus?: string };
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (body.requestStatus === 'completed') completions.push(performance.now() - began);
        }
      }
      return [{ times: completions.slice().sort((x, y) => x - y), statuses }];
    });

    // A's one-page Word file, alone and while B floods conversions with zip bombs.
    const letter = base64(await docx(['Dear Ann,', 'Please sign the enclosed letter.']));
    const convertA = async () => {
      const began = performance.now();
      const res = await fetch(`${service.url}/api/v1/templates`, {
        method: 'POST',
        headers: { authorization: `Bearer ${a.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(coordinate([{ name: 'Letter', file: letter, filename: 'letter.docx' }])),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - began, status: res.status };
    };
    const alone: number[] = [];
    for (let i = 0; i < 3; i++) alone.push((await convertA()).ms);
    let flooding = true;
    const flood = Array.from({ length: 4 }, async () => {
      while (flooding)
        await post(
          '/api/v1/templates',
          coordinate([{ name: 'Bomb', file: base64(bomb), filename: 'b.docx' }]),
        );
    });
    await new Promise((r) => setTimeout(r, 1000));
    const during: number[] = [];
    for (let i = 0; i < 3; i++) during.push((await convertA()).ms);
    flooding = false;
    await Promise.all(flood);
    const median = (v: number[]) => v.slice().sort((x, y) => x - y)[Math.floor(v.length / 2)];
    rows.push([
      "A's one-page .docx, alone / while B floods conversions",
      '—',
      '—',
      '—',
      '—',
      '—',
      `${ms(median(alone))} / ${ms(median(during))} (${(median(during) / median(alone)).toFixed(2)}×)`,
      '—',
    ]);

    // A's long poll while B holds its 50 waiting calls.
    const events = (key: string, wait: number) =>
      fetch(`${service.url}/api/v1/esign/events?wait=${wait}`, {
        headers: { authorization: `Bearer ${key}` },
      });
    const first = (await (await events(b.key, 0)).json()) as { next: string };
    const held = Array.from({ length: 50 }, () =>
      fetch(`${service.url}/api/v1/esign/events?after=${first.next}&wait=20`, {
        headers: { authorization: `Bearer ${b.key}` },
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const extra = await fetch(`${service.url}/api/v1/esign/events?after=${first.next}&wait=20`, {
      headers: { authorization: `Bearer ${b.key}` },
    });
    const began = performance.now();
    const aWait = await events(a.key, 1);
    rows.push([
      "A's long poll (wait=1) while B holds 50 waiting calls",
      '—',
      '—',
      '—',
      '—',
      `A ${aWait.status}, B's 51st ${extra.status}`,
      `${ms(performance.now() - began)}`,
      '—',
    ]);
    await Promise.all(held.map((p) => p.then((r) => r.arrayBuffer()).catch(() => {})));
    process.stdout.write(
      `\n${kind}: completion of 5 documents / 100 pages, median ${ms(median(completions))} ms\n`,
    );
  } finally {
    await service.stop();
  }
  return rows;
}

/** Poll and send rates on a quiet service, with the pool and with DOCUMENT_THREADS=0. */
async function hotPaths(databaseUrl: string | undefined, threads: string) {
  const service = await startService({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DOCUMENT_THREADS: threads,
  });
  try {
    const a = await tenant(service.url);
    const nda = await call(service.url, a.key, 'POST', '/api/v1/templates', {
      name: 'NDA',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '# NDA {{clientName}}',
      variables: [{ key: 'clientName', label: 'Client name', type: 'text', required: true }],
    });
    await call(service.url, a.key, 'POST', `/api/v1/templates/${nda.id}/publish`);
    const body = {
      templateId: nda.id,
      submitters: [{ role: 'Client', name: 'Ann', email: 'ann@a.test' }],
      values: { clientName: 'Ann' },
    };
    const sent = await call(service.url, a.key, 'POST', '/api/v1/esign/submissions', body);
    const run = (options: autocannon.Options) =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon({ connections: 20, duration: 5, ...options }, (error, result) =>
          error ? reject(error) : resolve(result),
        ),
      );
    const headers = { authorization: `Bearer ${a.key}`, 'content-type': 'application/json' };
    const pollRun = await run({ url: `${service.url}/api/v1/esign/submissions/${sent.id}`, headers });
    const sendRun = await run({
      url: `${service.url}/api/v1/esign/submissions`,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return {
      pollRps: pollRun.requests.average,
      pollP99: pollRun.latency.p99,
      sendRps: sendRun.requests.average,
      rss: (await memory(service.pid)).rss,
    };
  } finally {
    await service.stop();
  }
}

async function main() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
  const only = process.env.ISOLATION_DB;
  process.stdout.write(`bench:isolation, ${new Date().toISOString()}, load ${loadAverage()}\n`);
  for (const kind of ['pglite', 'postgres'] as const) {
    if (only && only !== kind) continue;
    const database = kind === 'postgres' ? await postgresDatabase() : undefined;
    try {
      const rows = await measure(kind, database?.url);
      const table = [
        [
          'stretch',
          "A's polls",
          'A p50 ms',
          'A p99 ms',
          'A max ms',
          "B's answers",
          "B's call ms: median / max",
          'peak RSS MiB',
        ],
        Array(8).fill('---'),
        ...rows,
      ];
      process.stdout.write(`\n${kind}\n\n${table.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n`);
      // Each run on a database of its own (a burst of sends leaves the next run's plans stale: issue
      // 47), in the order 1 0 0 1 so that neither setting always runs on the warmer machine.
      for (const threads of ['1', '0', '0', '1']) {
        const fresh = kind === 'postgres' ? await postgresDatabase() : undefined;
        try {
          const hot = await hotPaths(fresh?.url, threads);
          process.stdout.write(
            `${kind}, DOCUMENT_THREADS=${threads}: poll ${Math.round(hot.pollRps)} req/s (p99 ${hot.pollP99} ms), send ${Math.round(hot.sendRps)} req/s, RSS after ${Math.round(hot.rss)} MiB\n`,
          );
        } finally {
          await fresh?.drop();
        }
      }
    } finally {
      await database?.drop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`bench:isolation failed: ${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  },
);
