// Memory under hostile uploads on the embedded database (issue 26 item 9): builds the service,
// starts it on PGlite in a fresh DATA_DIR, uploads ~60 odd, huge and broken PDFs as coordinate
// templates through the API (broken cross-reference tables, 100 and 5,000 pages, deeply nested
// objects, 9 MB streams, JavaScript, large images, giant pages), renders each accepted one
// (which reads its pages' ink), and prints the service's RSS, V8 heap and external memory (where
// PGlite's WebAssembly memory is counted) from its /metrics before, along the way and after.
// Run: node --import tsx bench/hostile-uploads.ts [uploads=60]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOKEN = 'bench-admin-token-0123456789abcdef';
const UPLOADS = Number(process.argv[2] ?? 60);

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

// ---- the hostile files ---------------------------------------------------------------------------
async function pages(count: number, size: [number, number] = [595, 842]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < count; i++)
    doc.addPage(size).drawText(`Page ${i + 1}`, { x: 40, y: 40, size: 12, font });
  return doc.save();
}
async function bigStream(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  // Incompressible bytes as a content stream the page draws (never valid operators: pdf.js must cope).
  const stream = doc.context.stream(randomBytes(7 * 1024 * 1024));
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}
async function bigImage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const side = 1400; // 1400 × 1400 RGB, uncompressed: 5.9 MB decoded
  const image = doc.context.stream(randomBytes(side * side * 3), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  const ref = doc.context.register(image);
  page.node.setXObject(PDFName.of('Im0'), ref);
  const content = doc.context.stream('q 595 0 0 842 0 0 cm /Im0 Do Q');
  page.node.set(PDFName.of('Contents'), doc.context.register(content));
  return doc.save({ useObjectStreams: false });
}
async function nested(depth: number): Promise<Uint8Array> {
  const bytes = Buffer.from(await pages(1));
  const text = bytes.toString('latin1');
  // An array nested `depth` deep in the catalog, spliced into the first dictionary.
  const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return new Uint8Array(
    Buffer.from(text.replace('/Type /Catalog', `/Type /Catalog /Deep ${deep}`), 'latin1'),
  );
}
async function brokenXref(): Promise<Uint8Array> {
  const text = Buffer.from(await pages(3)).toString('latin1');
  return new Uint8Array(Buffer.from(text.replace(/startxref\s+\d+/, 'startxref 999999'), 'latin1'));
}
async function javascript(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)'.repeat(10_000)) });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return doc.save();
}

const KINDS: Array<[string, () => Promise<Uint8Array>]> = [
  ['100 pages', () => pages(100)],
  ['5,000 pages (refused)', () => pages(5000)],
  ['giant page 14400 pt', () => pages(1, [14_400, 14_400])],
  ['9 MB stream', bigStream],
  ['large image', bigImage],
  ['nested 5,000 deep', () => nested(5000)],
  ['broken xref', brokenXref],
  ['JavaScript', javascript],
];

// ---- the service ---------------------------------------------------------------------------------
interface Sample {
  rss: number;
  heap: number;
  external: number;
}

async function sample(url: string): Promise<Sample> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const read = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rss: read('process_resident_memory_bytes'),
    heap: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const line = (label: string, s: Sample) =>
  console.log(
    `${label.padEnd(22)} rss ${mb(s.rss).padStart(7)}  heap ${mb(s.heap).padStart(7)}  external ${mb(s.external).padStart(7)}`,
  );

async function main() {
  const outdir = path.join(ROOT, '.test-output', `bench-hostile-${process.pid}`);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), outdir], { stdio: 'ignore' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'countersign-hostile-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(outdir, 'server.mjs')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: TOKEN,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_KEY: '1000000',
      // A heap snapshot on SIGUSR2 collects all garbage first: what is sampled after one is retained.
      NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dataDir} ${process.env.NODE_OPTIONS ?? ''}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`service exited ${child.exitCode}`);
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error('service did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const admin = async (p: string, body: unknown) =>
      (await fetch(`${url}/admin/v1${p}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as { id: string; key: string };
    const ws = await admin('/workspaces', { name: 'Bench', plan: 'enterprise' });
    const member = await admin(`/workspaces/${ws.id}/members`, { name: 'Owner', email: 'owner@bench.test' });
    const { key } = await admin(`/workspaces/${ws.id}/api-keys`, { memberId: member.id });
    const api = (p: string, body: unknown) =>
      fetch(`${url}/api/v1${p}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const files = new Map<string, string>();
    for (const [name, make] of KINDS) files.set(name, Buffer.from(await make()).toString('base64'));
    const collected = async (label: string) => {
      const before = (await readdir(dataDir)).filter((f) => f.endsWith('.heapsnapshot'));
      child.kill('SIGUSR2');
      for (let i = 0; i < 1200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        const written = (await readdir(dataDir)).filter(
          (f) => f.endsWith('.heapsnapshot') && !before.includes(f),
        );
        // The snapshot is written synchronously: /metrics answers again once it is done.
        if (
          written.length > 0 &&
          (await fetch(`${url}/healthz`).then(
            (r) => r.ok,
            () => false,
          ))
        ) {
          for (const f of written) await rm(path.join(dataDir, f), { force: true });
          break;
        }
      }
      line(label, await sample(url));
    };
    line('after start', await sample(url));
    await collected('after start, collected');
    const outcomes = new Map<string, string>();
    let peak = 0;
    for (let i = 0; i < UPLOADS; i++) {
      const [name] = KINDS[i % KINDS.length];
      const res = await api('/templates', {
        name: `Hostile ${i}`,
        kind: 'coordinate',
        roles: [{ name: 'Signer' }],
        pdf: files.get(name),
        fields: [
          {
            name: 'sig',
            label: 'Sig',
            type: 'signature',
            role: 'Signer',
            page: 1,
            x: 10,
            y: 10,
            width: 100,
            height: 30,
          },
        ],
      });
      const body = (await res.json()) as { id?: string; message?: string };
      let outcome = String(res.status);
      if (res.status === 201 && body.id) {
        const rendered = await api(`/templates/${body.id}/render`, { values: {} });
        await rendered.arrayBuffer();
        outcome += ` render ${rendered.status}`;
      }
      outcomes.set(name, outcome);
      const now = await sample(url);
      peak = Math.max(peak, now.rss);
      if ((i + 1) % 10 === 0) line(`after ${i + 1} uploads`, now);
    }
    await new Promise((r) => setTimeout(r, 2000));
    const end = await sample(url);
    line('at rest after', end);
    await collected('after, collected');
    console.log(`peak rss ${mb(peak)}`);
    for (const [name, outcome] of outcomes) console.log(`  ${name.padEnd(24)} ${outcome}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
    await rm(outdir, { recursive: true, force: true });
  }
}

await main();
