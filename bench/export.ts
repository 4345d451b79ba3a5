// `npm run bench:export` (issue 21): a workspace of 10,000 requests (seeded by SQL) of which 1,000 carry
// an executed document (a real sealed PDF, made by one signing through the service and copied into
// each), exported through GET /admin/v1/workspaces/{id}/export from the built service on a fresh
// PostgreSQL database. Prints the archive's size, how long it took, the server's resident memory
// before and at most during the export (sampled every 20 ms), and then judges the archive: `unzip -t`,
// every JSON line parsed, pdfsig on every PDF. EXPORT_REQUESTS / EXPORT_DOCUMENTS change the sizes.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresDatabase } from './database.ts';
import { seedRequests } from './seed.ts';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = 'bench-admin-token-0123456789abcdef';
const REQUESTS = Number(process.env.EXPORT_REQUESTS ?? 10_000);
const DOCUMENTS = Number(process.env.EXPORT_DOCUMENTS ?? 1_000);

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function call(base: string, method: string, route: string, token: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function startService(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      if (Date.now() > deadline) throw new Error('the service did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
const db = await postgresDatabase();
const dir = await mkdtemp(path.join(tmpdir(), 'cs-bench-export-'));
const service = await startService({ DATABASE_URL: db.url, LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '1000000' });
try {
  // A workspace, a published flow template, and one request signed through the service.
  const ws = await call(service.url, 'POST', '/admin/v1/workspaces', ADMIN, {
    name: 'Export bench',
    plan: 'enterprise',
  });
  const member = await call(service.url, 'POST', `/admin/v1/workspaces/${ws.id}/members`, ADMIN, {
    email: 'owner@bench.test',
    name: 'Owner',
  });
  const { key } = await call(service.url, 'POST', `/admin/v1/workspaces/${ws.id}/api-keys`, ADMIN, {
    memberId: member.id,
  });
  const template = await call(service.url, 'POST', '/api/v1/templates', key, {
    name: 'Bench agreement',
    kind: 'flow',
    roles: [{ name: 'Client' }, { name: 'Company' }],
    body: '# Bench agreement\n\nBetween {{client}} and the Company.',
    variables: [{ key: 'client', label: 'Client', type: 'text' }],
  });
  await call(service.url, 'POST', `/api/v1/templates/${template.id}/publish`, key);
  // The seed spreads requests over two templates.
  await call(service.url, 'POST', '/api/v1/templates', key, {
    name: 'Bench draft',
    kind: 'flow',
    roles: [{ name: 'Client' }],
    body: '# Draft',
    variables: [],
  });
  const sent = await call(service.url, 'POST', '/api/v1/esign/submissions', key, {
    templateId: template.id,
    submitters: [
      { role: 'Client', name: 'Zoë Client', email: 'zoe@bench.test' },
      { role: 'Company', name: 'Cody Company', email: 'cody@bench.test' },
    ],
    values: { client: 'Zoë Client' },
    sendEmail: false,
  });
  for (const s of sent.submitters) {
    const token = s.signingUrl.split('/sign/')[1];
    await call(service.url, 'POST', `/sign/${token}/complete`, '', {
      consent: true,
      signature: { type: 'typed', text: s.name },
    });
  }
  // The rest by SQL: requests, and the sealed PDF copied into DOCUMENTS - 1 of them.
  await seedRequests(db.url, ws.id, template.id, REQUESTS - 1);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ signed_document_id: string }>(
    'SELECT signed_document_id FROM signature_requests WHERE id = $1',
    [sent.id],
  );
  await client.query(
    `WITH chosen AS (
       SELECT id, row_number() OVER (ORDER BY id) AS n FROM signature_requests
        WHERE workspace_id = $1 AND id <> $2 AND status = 'completed' ORDER BY id LIMIT $3
     ), copied AS (
       INSERT INTO documents (id, workspace_id, content_type, sha256, size, bytes, store, created_at)
       SELECT 'doc_bench' || lpad(c.n::text, 20, '0'), d.workspace_id, d.content_type, d.sha256, d.size, d.bytes, d.store, now()
         FROM chosen c, documents d WHERE d.id = $4
       RETURNING id
     )
     UPDATE signature_requests r SET signed_document_id = 'doc_bench' || lpad(c.n::text, 20, '0'), has_signed_document = true
       FROM chosen c WHERE r.id = c.id`,
    [ws.id, sent.id, DOCUMENTS - 1, rows[0].signed_document_id],
  );
  await client.query(
    `UPDATE signature_requests SET has_signed_document = false
      WHERE workspace_id = $1 AND signed_document_id IS NULL AND has_signed_document`,
    [ws.id],
  );
  await client.end();

  // The export, with the server's memory sampled while it streams.
  const pid = service.child.pid!;
  await new Promise((r) => setTimeout(r, 2000));
  const before = await residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    residentMb(pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 20);
  const zip = path.join(dir, 'export.zip');
  const started = performance.now();
  const res = await fetch(`${service.url}/admin/v1/workspaces/${ws.id}/export`, {
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
    createWriteStream(zip),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const size = (await readFile(zip)).byteLength;

  // The archive, judged.
  const tested = await exec('unzip', ['-tq', zip], { maxBuffer: 64 * 1024 * 1024 });
  await exec('unzip', ['-q', zip, '-d', path.join(dir, 'x')]);
  let lines = 0;
  for (const name of ['requests.jsonl', 'templates.jsonl', 'members.jsonl', 'audit.jsonl']) {
    for (const line of (await readFile(path.join(dir, 'x', name), 'utf8')).split('\n').filter(Boolean)) {
      JSON.parse(line);
      lines += 1;
    }
  }
  const pdfs = await readdir(path.join(dir, 'x', 'documents'));
  let valid = 0;
  for (const pdf of pdfs) {
    const { stdout } = await exec('pdfsig', [path.join(dir, 'x', 'documents', pdf)]).catch((e) => e);
    if (/Signature is Valid/.test(String(stdout))) valid += 1;
  }
  console.log(
    `export of ${REQUESTS} requests and ${DOCUMENTS} executed documents (${new Date().toISOString().slice(0, 10)}, node ${process.version})`,
  );
  console.log(`- archive ${(size / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  console.log(
    `- server resident memory: ${before.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB during: growth ${(peak - before).toFixed(0)} MB (target < 100 MB)`,
  );
  console.log(`- unzip -t: ${tested.stdout.trim()}`);
  console.log(`- ${lines} JSON lines parsed; pdfsig: ${valid} of ${pdfs.length} documents valid`);
  if (peak - before >= 100 || valid !== pdfs.length || pdfs.length !== DOCUMENTS) process.exitCode = 1;
} finally {
  service.child.kill('SIGTERM');
  await new Promise((r) => service.child.once('exit', r));
  await db.drop();
  await rm(dir, { recursive: true, force: true });
}
