// Conversions take turns by workspace and stay inside a memory allowance (issue 43). With a stand-in
// soffice that logs each start and waits for the test's word: a workspace may have three conversions
// running and waiting, its fourth is a 429 with Retry-After at once, and a freed slot goes to the
// workspaces in turn, so a workspace that asked later starts before another's earlier queued files; a
// template of more Word files than that cap is made, its files taking turns among themselves. The
// allowance: soffice runs under `prlimit --data` with CONVERSION_MEMORY_MB (checked at boot). And with
// the real LibreOffice: a zip bomb (a .docx of a few hundred kilobytes whose text unpacks to 300 MB)
// is conversion_failed because LibreOffice ran out of its allowance, well within the time limit, while
// another workspace's requests are answered within 200 ms throughout.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import { convertDocument, converterOptions } from '../src/documents/convert.ts';
import {
  CONVERSION_MEMORY_MB,
  CONVERSIONS_PER_WORKSPACE,
  conversions,
  memoryLimit,
} from '../src/documents/libreoffice.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { PDFDocument } from '../src/platform/pdf.ts';
import { fakeSoffice, Scratch } from './document-conversion-support.ts';
import { zipBomb } from './heavy-inputs.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp, waitFor } from './helpers.ts';
import { docx } from './office-fixtures.ts';

const scratch = new Scratch();
after(() => scratch.cleanup());

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const template = (documents: unknown[]) => ({
  name: 'Contract',
  kind: 'coordinate',
  roles: [{ name: 'Signer' }],
  documents,
  fields: [],
});

describe('conversions take turns by workspace', () => {
  let app: TestApp;
  let record: string;
  let a: Tenant;
  let b: Tenant;
  let c: Tenant;

  before(async () => {
    record = await scratch.dir('cs-fair-soffice-');
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    await writeFile(path.join(record, 'page.pdf'), await doc.save());
    // A stand-in soffice: appends the mark the test put after the file's ZIP bytes (B2, A1…) to the
    // log as it starts, waits for release.<mark> (or release, for all), then writes a real PDF.
    const soffice = await fakeSoffice(
      record,
      [
        'out=""; prev=""; input=""',
        'for a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; input="$a"; done',
        `mark=$(tail -c 12 "$input" | grep -ao 'MARK[A-Z][0-9]*' | cut -c5-)`,
        `echo "$mark" >> ${record}/started.log`,
        `echo "$mark $(nice)" >> ${record}/nice.log`,
        `while [ ! -e ${record}/release.$mark ] && [ ! -e ${record}/release ]; do sleep 0.05; done`,
        `cp ${record}/page.pdf "$out/document.pdf"`,
      ].join('\n'),
    );
    app = await startTestApp({ SOFFICE_PATH: soffice });
    [a, b, c] = [await createTenant(app), await createTenant(app), await createTenant(app)];
  });
  after(() => app?.close());

  const started = async () =>
    (await readFile(path.join(record, 'started.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const marked = async (mark: string) =>
    b64(new Uint8Array(Buffer.concat([await docx([`Document ${mark}`]), Buffer.from(`\nMARK${mark}\n`)])));
  /** Creates a template of one Word file marked `mark`, as the workspace `tenant`. */
  const create = async (tenant: Tenant, mark: string) =>
    request(app.url, 'POST', '/api/v1/templates', {
      token: tenant.apiKey,
      body: template([{ name: mark, file: await marked(mark), filename: `${mark}.docx` }]),
    });
  const load = (tenant: Tenant) => conversions.load().get(tenant.workspaceId);

  test('a workspace runs one conversion at a time, its fourth is a 429 with Retry-After, and a freed slot goes to the workspace whose last start is oldest', async () => {
    // C's first takes a slot; its second waits though the other slot is free (one at a time each).
    const fromC = [create(c, 'C1')];
    await waitFor(async () => (await started()).at(-1) === 'C1', 'C1 to start');
    fromC.push(create(c, 'C2'));
    await waitFor(() => load(c)?.waiting === 1, 'C2 to wait its turn');
    // B's first takes the other slot; its next two wait, and B is at its cap.
    const fromB = [create(b, 'B1')];
    await waitFor(async () => (await started()).at(-1) === 'B1', 'B1 to start');
    for (const mark of ['B2', 'B3']) {
      fromB.push(create(b, mark));
      await waitFor(() => load(b)?.waiting === fromB.length - 1, `${mark} to wait its turn`);
    }
    assert.equal(CONVERSIONS_PER_WORKSPACE, 3);
    const fourth = await create(b, 'B4');
    assert.equal(fourth.status, 429, JSON.stringify(fourth.body));
    assert.match(fourth.body.message, /already has 3 conversions running or waiting; retry in \d+ seconds?/);
    assert.match(fourth.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
    assert.deepEqual(load(b), { running: 1, waiting: 2 }, 'the refused fourth holds nothing');
    // A sends one after all of B's.
    const fromA = create(a, 'A1');
    await waitFor(() => load(a)?.waiting === 1, 'A1 to wait its turn');

    // One slot freed at a time, so each start follows from the one release: A, who has run nothing,
    // goes first; then C, whose last start is older than B's.
    for (const [mark, count] of [
      ['C1', 3],
      ['B1', 4],
      ['A1', 5],
    ] as const) {
      await writeFile(path.join(record, `release.${mark}`), '');
      await waitFor(async () => (await started()).length === count, `the start after ${mark} ends`);
    }
    await writeFile(path.join(record, 'release'), '');
    for (const reply of [...fromC, ...fromB, fromA]) assert.equal((await reply).status, 201);
    // First come, first served would have been C1 C2 B1 B2 B3 A1.
    assert.deepEqual(await started(), ['C1', 'B1', 'A1', 'C2', 'B2', 'B3']);
    assert.equal(conversions.load().size, 0);
    // Each ran at nice 10 but B2, which started while B3 waited: a burst runs at nice 15.
    const nice = (await readFile(path.join(record, 'nice.log'), 'utf8')).trim().split('\n');
    assert.deepEqual(nice, ['C1 10', 'B1 10', 'A1 10', 'C2 10', 'B2 15', 'B3 10']);
  });

  test("a template of more Word files than its workspace's cap is made: its files take turns among themselves", async () => {
    // (release exists: the stand-in answers at once.)
    const marks = ['D1', 'D2', 'D3', 'D4', 'D5'];
    const reply = await request(app.url, 'POST', '/api/v1/templates', {
      token: a.apiKey,
      body: template(
        await Promise.all(
          marks.map(async (mark) => ({ name: mark, file: await marked(mark), filename: `${mark}.docx` })),
        ),
      ),
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(
      reply.body.documents.map((d: { name: string }) => d.name),
      marks,
    );
  });
});

describe("LibreOffice's memory allowance", () => {
  test('soffice runs under prlimit --data with the allowance; without prlimit, uncapped', async () => {
    const prefix = await memoryLimit(700);
    assert.equal(prefix.length, 2, JSON.stringify(prefix));
    assert.match(prefix[0], /\/prlimit$/);
    assert.equal(prefix[1], `--data=${700 * 1024 * 1024}`);
    assert.deepEqual(await memoryLimit(700, '/nonexistent'), []);

    // The stand-in soffice reads its own limits: the cap is on soffice itself, soft and hard.
    const record = await scratch.dir();
    const soffice = await fakeSoffice(
      record,
      [
        'out=""; prev=""',
        'for a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; done',
        `grep "Max data size" /proc/self/limits > ${record}/limits`,
        `printf '%%PDF-1.4\\n%%fake\\n' > "$out/document.pdf"`,
      ].join('\n'),
    );
    const file = await docx(['x']);
    const config = loadConfig({ SOFFICE_PATH: soffice, CONVERSION_MEMORY_MB: '700' });
    assert.equal(config.conversionMemoryMb, 700);
    await convertDocument({ name: 'Letter', file, filename: 'l.docx' }, converterOptions(config, 'w1'));
    const bytes = String(700 * 1024 * 1024);
    assert.match(
      await readFile(path.join(record, 'limits'), 'utf8'),
      new RegExp(`\\s${bytes}\\s+${bytes}\\s`),
    );
    // The default, for callers that give no configuration.
    assert.equal(loadConfig({}).conversionMemoryMb, CONVERSION_MEMORY_MB);
    await convertDocument({ name: 'Letter', file, filename: 'l.docx' }, { sofficePath: soffice });
    const defaultBytes = String(1536 * 1024 * 1024);
    assert.match(
      await readFile(path.join(record, 'limits'), 'utf8'),
      new RegExp(`\\s${defaultBytes}\\s+${defaultBytes}\\s`),
    );
  });

  test('CONVERSION_MEMORY_MB is checked at boot: a whole number of megabytes from 256', () => {
    for (const [value, problem] of [
      ['lots', /CONVERSION_MEMORY_MB must be a whole number, got "lots"/],
      ['100', /CONVERSION_MEMORY_MB must be between 256 and 65536, got 100/],
    ] as const) {
      assert.throws(
        () => loadConfig({ CONVERSION_MEMORY_MB: value }),
        (error) =>
          error instanceof ConfigError &&
          error.variable === 'CONVERSION_MEMORY_MB' &&
          problem.test(error.message),
      );
    }
  });
});

describe('a zip bomb through the real LibreOffice', () => {
  let app: TestApp;
  let quiet: Tenant;
  let bomber: Tenant;
  before(async () => {
    app = await startTestApp({ DOCUMENT_THREADS: '1' });
    [quiet, bomber] = [await createTenant(app), await createTenant(app)];
  });
  after(() => app?.close());

  test("is conversion_failed at LibreOffice's memory allowance within the time limit, while another workspace is answered within 200 ms", async (t) => {
    const bomb = await zipBomb(300);
    assert.ok(bomb.length < 1024 * 1024, `the bomb is ${bomb.length} bytes zipped`);
    const usage = () => request(app.url, 'GET', '/api/v1/esign/usage', { token: quiet.apiKey });
    assert.equal((await usage()).status, 200);

    const startedAt = performance.now();
    let answered = false;
    const reply = request(app.url, 'POST', '/api/v1/templates', {
      token: bomber.apiKey,
      body: template([{ name: 'Quarterly report', file: b64(bomb), filename: 'report.docx' }]),
    }).finally(() => {
      answered = true;
    });
    await waitFor(
      () => conversions.load().get(bomber.workspaceId)?.running === 1,
      'the bomb to be converting',
    );
    const times: number[] = [];
    // The service's event loop is this process's: its delays tell a blocked loop from a busy machine.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    // Paced, not back to back: a loop that kept this process (the service's) busy itself would
    // measure its own queue, not whether the conversion holds anyone up.
    while (!answered) {
      const t0 = performance.now();
      assert.equal((await usage()).status, 200);
      times.push(performance.now() - t0);
      await setTimeout(20);
    }
    loop.disable();
    const seconds = (performance.now() - startedAt) / 1000;
    const failed = await reply;
    const sorted = [...times].sort((x, y) => x - y);
    t.diagnostic(
      `bomb ${(bomb.length / 1024).toFixed(0)} KiB zipped (300 MiB of text): answered ${failed.status} ` +
        `after ${seconds.toFixed(1)} s; ${times.length} usage calls meanwhile: median ` +
        `${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms; ` +
        `event loop delay max ${(loop.max / 1e6).toFixed(1)} ms; load average ${loadavg()[0].toFixed(1)}`,
    );
    assert.equal(failed.status, 400, JSON.stringify(failed.body));
    assert.equal(failed.body.code, 'conversion_failed');
    assert.equal(
      failed.body.message,
      `Document "Quarterly report" could not be converted to PDF: LibreOffice ran out of its memory allowance of ${CONVERSION_MEMORY_MB} MB`,
    );
    assert.ok(seconds < 60, 'stopped by the allowance, before the time limit');
    assert.ok(times.length >= 10, `the other workspace was polled throughout (${times.length} calls)`);
    assert.ok(sorted[sorted.length - 1] < 200, `every call answered within 200 ms: ${sorted.slice(-5)}`);
  });
});
