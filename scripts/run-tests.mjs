#!/usr/bin/env node
// Runs the whole suite with node's test runner, once on the embedded database (PGlite) and once on
// PostgreSQL (TEST_DB=postgres; each test file makes its own database), then a third, shorter pass
// over the tests that write, read and crash around documents with the documents kept in a loopback
// S3-compatible server (TEST_DOCUMENT_STORE=s3, on PostgreSQL so the crash tests run too). It ends
// with one line "N passed, N failed" summing every pass. `TEST_DB=pglite` or `TEST_DB=postgres` runs
// one database only (add TEST_DOCUMENT_STORE=s3 to keep documents in S3); file arguments narrow the
// run (e.g. `node scripts/run-tests.mjs test/auth.test.ts`). The tests that start the built service
// as a process (`npm start`'s entry) share one build, made here first (TEST_SERVER_ENTRY). Each file's
// database starts migrated from a template made here once per run (test/database-templates.ts), and
// each pass ends with its twenty slowest files (wall and CPU time, scripts/test-timing.mjs) so that the
// next slow one is seen, then the CPU time of all its processes. The browser files of a pass share one
// Chromium started here (test/chromium-server.ts, TEST_CHROMIUM_WS). TEST_CONCURRENCY sets how many
// files run at once (default 2). A full run writes its passes' wall times and totals to
// .test-output/last-run.json, which `npm run bench` reports. The files run from a bundle made here
// (scripts/build-tests.mjs); TEST_FROM_SOURCES=1 runs them through tsx instead.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildTests } from './build-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(path.join(root, 'test'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join('test', f));
/**
 * The files of the object-storage pass: completion, download, crash, uploaded PDFs, attachments, and
 * erasure and export (objects deleted after the commit, documents streamed from the bucket).
 */
const S3_FILES = [
  'test/signing-completion.test.ts',
  'test/document-download.test.ts',
  'test/mail-crash.test.ts',
  'test/completion-crash.test.ts',
  'test/signing-coordinate.test.ts',
  'test/mail-outbox.test.ts',
  'test/lifecycle-erase.test.ts',
  'test/lifecycle-export.test.ts',
];
/**
 * Files that measure how promptly the service answers one workspace while another loads it (issue 43:
 * a poll within 200 ms throughout): they run after the rest of their pass, one at a time, so that
 * another file's load does not starve the machine they measure.
 */
const ALONE_FILES = ['test/isolation.test.ts', 'test/conversion-fairness.test.ts'];
const runStarted = performance.now();
const loadAtStart = loadavg()[0];
const concurrency = process.env.TEST_CONCURRENCY ?? '2';
if (!/^[1-9]\d*$/.test(concurrency)) {
  process.stderr.write(`TEST_CONCURRENCY must be a positive whole number of files, not "${concurrency}"\n`);
  process.exit(2);
}
const store = process.env.TEST_DOCUMENT_STORE ?? 'database';
const fullRun = !process.env.TEST_DB && process.argv.slice(2).length === 0;
const passes = [
  ...(process.env.TEST_DB ? [process.env.TEST_DB] : ['pglite', 'postgres']).map((db) => ({
    db,
    store,
    files,
  })),
  ...(fullRun && store === 'database' ? [{ db: 'postgres', store: 's3', files: S3_FILES }] : []),
];
// A directory per run, so that runs started side by side never read each other's results.
const outDir = path.join(root, '.test-output', `${process.pid}`);
mkdirSync(outDir, { recursive: true });
process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));

// One build for every file that runs the built service (test/helpers.ts serverEntry), instead of one
// per file: a build compresses pdf.js and the islands, several seconds each time.
const startsTheBuild = (file) =>
  /\b(serverEntry|spawnServer)\(/.test(readFileSync(path.join(root, file), 'utf8'));
if (!process.env.TEST_SERVER_ENTRY && passes.some((pass) => pass.files.some(startsTheBuild))) {
  const buildDir = path.join(outDir, 'build');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), buildDir], { stdio: 'inherit' });
  process.env.TEST_SERVER_ENTRY = path.join(buildDir, 'server.mjs');
}

// The test files bundled into plain JavaScript (scripts/build-tests.mjs), so that each file's process
// runs on bare node instead of through tsx. TEST_FROM_SOURCES=1 runs the TypeScript through tsx as
// before (a file that imports a .ts module at run time, or a stack trace with the sources' lines).
const fromSources = process.env.TEST_FROM_SOURCES === '1';
const bundled = fromSources
  ? undefined
  : await buildTests(path.join(outDir, 'tests'), [...new Set(passes.flatMap((pass) => pass.files))]);
const runnable = (file) => bundled?.[file] ?? file;

// One Chromium for every browser file of a pass (each connects and makes its own contexts) instead of
// one launched per file. A file is a browser file when it, or a support file it imports, launches one.
const launchesChromium = (file, seen = new Set()) => {
  const full = path.resolve(root, file);
  if (seen.has(full)) return false;
  seen.add(full);
  const text = readFileSync(full, 'utf8');
  if (/\blaunchChromium\(/.test(text)) return true;
  return [...text.matchAll(/from '(\.\/[\w.-]+\.ts)'/g)].some(([, imported]) =>
    launchesChromium(path.join(path.dirname(full), imported), seen),
  );
};
/**
 * Starts the pass's shared Chromium (test/chromium-server.ts); `stop` ends it and waits, so that its
 * CPU time (Chromium's with it) counts in the pass's. Its stdin is a pipe from this process: when the
 * runner ends, however it ends, the browser closes.
 */
async function startSharedChromium() {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test/chromium-server.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  const kill = () => server.kill();
  process.on('exit', kill);
  const endpoint = await Promise.race([
    once(createInterface({ input: server.stdout }), 'line').then(([line]) => line),
    exited.then(() => undefined),
  ]);
  if (!endpoint) {
    process.stderr.write('the shared Chromium did not start (test/chromium-server.ts)\n');
    process.exit(1);
  }
  return {
    endpoint,
    async stop() {
      server.stdin.end();
      await exited;
      process.off('exit', kill);
    },
  };
}

// The migrated template database (PostgreSQL) and snapshot (PGlite) of this run. Without them (e.g.
// PostgreSQL unreachable here) the files migrate their own databases, as a file run by hand does.
const templates = (() => {
  const kinds = [...new Set(passes.map((pass) => pass.db))];
  // The on-disk embedded database copied into spawned services' data directories, when any file spawns one.
  if (passes.some((pass) => pass.files.some(startsTheBuild))) kinds.push('pglite-data-dir');
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'test/database-templates.ts'), 'prepare', outDir, ...kinds],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = made.stdout?.trim().split('\n').at(-1);
  if (made.status !== 0 || !line) {
    process.stdout.write('(no migrated templates: every test database migrates on its own)\n');
    return {};
  }
  return JSON.parse(line);
})();
process.on('exit', () => {
  if (!templates.TEST_PG_TEMPLATE) return;
  spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'test/database-templates.ts'), 'drop', templates.TEST_PG_TEMPLATE],
    { cwd: root, stdio: 'inherit' },
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/**
 * CPU time (ms) of this process's children that have ended, theirs included (Linux /proc; undefined
 * elsewhere): around a pass, what its test processes, services and tools used, PostgreSQL's not.
 */
function endedChildrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}
/**
 * Prints the twenty files of a pass that took longest, from the lines scripts/test-timing.mjs appended;
 * returns the CPU time of all the pass's files' processes (ms).
 */
function printSlowest(timingsFile, files) {
  let lines = [];
  try {
    lines = readFileSync(timingsFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  } catch {}
  const timed = new Set(lines.map((l) => l.file));
  const untimed = files.filter((f) => !timed.has(path.relative(root, path.resolve(root, f))));
  const slowest = lines.sort((a, b) => b.wallMs - a.wallMs).slice(0, 20);
  const cpu = lines.reduce((sum, l) => sum + l.cpuMs, 0);
  process.stdout.write(
    `\nslowest files (wall, CPU of the file's process; all ${lines.length} files' CPU ${seconds(cpu)}):\n`,
  );
  for (const l of slowest) {
    process.stdout.write(`  ${seconds(l.wallMs).padStart(8)} ${seconds(l.cpuMs).padStart(8)}  ${l.file}\n`);
  }
  if (untimed.length) process.stdout.write(`  not timed (killed or never ended): ${untimed.join(', ')}\n`);
  return cpu;
}

let passed = 0;
let failed = 0;
let skipped = 0;
let crashed = false;
const prepareMs = performance.now() - runStarted;
const passTimes = [];
for (const [index, pass] of passes.entries()) {
  const tap = path.join(outDir, `${index}.tap`);
  const where = pass.store === 'database' ? pass.db : `${pass.db}, documents in S3`;
  process.stdout.write(`\n=== tests on ${where} (${pass.files.length} files) ===\n`);
  const timings = path.join(outDir, `${index}.timings`);
  const started = performance.now();
  const childrenCpuBefore = endedChildrenCpuMs();
  const chromium =
    !process.env.TEST_CHROMIUM_WS && pass.files.some((f) => launchesChromium(f))
      ? await startSharedChromium()
      : undefined;
  const alone = pass.files.filter((f) => ALONE_FILES.includes(path.relative(root, path.resolve(root, f))));
  const groups = [
    { files: pass.files.filter((f) => !alone.includes(f)), concurrency, tap },
    { files: alone, concurrency: '1', tap: `${tap}.alone` },
  ].filter((group) => group.files.length > 0);
  const runs = groups.map((group) => runGroup(pass, group, timings, chromium));
  await chromium?.stop();
  const cpuMs = printSlowest(timings, pass.files);
  const wallMs = performance.now() - started;
  const childrenCpu = endedChildrenCpuMs();
  const allCpuMs = childrenCpu === undefined ? undefined : childrenCpu - childrenCpuBefore;
  // Well under the cores' worth, files wait on something else than CPU: TEST_CONCURRENCY=3 may pay.
  const busy =
    allCpuMs === undefined
      ? ''
      : `CPU of the pass's processes: ${seconds(allCpuMs)}, ${Math.round((100 * allCpuMs) / (wallMs * cpus().length))}% of ${cpus().length} cores\n`;
  process.stdout.write(`${busy}pass on ${where}: ${seconds(wallMs)}\n`);
  const text = groups.map((group) => readFileSync(group.tap, 'utf8')).join('\n');
  const count = (name) =>
    [...text.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped');
  if (runs.some((run) => run.status !== 0) && count('fail') + count('cancelled') === 0) crashed = true;
  passTimes.push({
    db: pass.db,
    store: pass.store,
    files: pass.files.length,
    wallMs: Math.round(wallMs),
    cpuMs,
    allCpuMs,
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
  });
}

/** One node --test run of a pass's files (all of them, or those that run alone). */
function runGroup(pass, group, timings, chromium) {
  return spawnSync(
    process.execPath,
    [
      ...(fromSources ? ['--import', 'tsx'] : []),
      '--import',
      path.join(root, 'scripts/test-timing.mjs'),
      '--test',
      `--test-concurrency=${group.concurrency}`,
      // A file that hangs ends here. Ten minutes, not four: on a 2-core machine half as fast as the
      // one the suite grew on, a browser file of several pages took more than 240 s (240 of them in
      // its tests) while the PostgreSQL pass ran two files at once; it was slow, not stuck.
      '--test-timeout=600000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${group.tap}`,
      ...group.files.map(runnable),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_DB: pass.db,
        TEST_DOCUMENT_STORE: pass.store,
        TEST_TIMINGS: timings,
        // The PGlite pass does document work on each file's own thread (docs/architecture.md#tests); the
        // PostgreSQL passes on the pool's threads, as the service does.
        ...(pass.db === 'pglite' && !process.env.TEST_DOCUMENT_THREADS ? { TEST_DOCUMENT_THREADS: '0' } : {}),
        ...(chromium ? { TEST_CHROMIUM_WS: chromium.endpoint } : {}),
        ...(pass.db === 'postgres' && templates.TEST_PG_TEMPLATE
          ? { TEST_PG_TEMPLATE: templates.TEST_PG_TEMPLATE }
          : {}),
        ...(pass.db === 'pglite' && templates.TEST_PGLITE_SNAPSHOT
          ? { TEST_PGLITE_SNAPSHOT: templates.TEST_PGLITE_SNAPSHOT }
          : {}),
        // Every pass: the services some files start on the embedded database whatever the pass's.
        ...(templates.TEST_PGLITE_DATA_DIR ? { TEST_PGLITE_DATA_DIR: templates.TEST_PGLITE_DATA_DIR } : {}),
      },
    },
  );
}
if (crashed) failed += 1;
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
if (fullRun) {
  // Kept after the run (.test-output/ is ignored by git) for `npm run bench`'s "npm test" row.
  const record = {
    finishedAt: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    concurrency: Number(concurrency),
    loadAverage: { start: loadAtStart, end: loadavg()[0] },
    prepareMs: Math.round(prepareMs),
    passes: passTimes,
    totalWallMs: Math.round(performance.now() - runStarted),
    passed,
    failed,
    skipped,
  };
  writeFileSync(path.join(root, '.test-output', 'last-run.json'), `${JSON.stringify(record, null, 2)}\n`);
}
process.exit(failed > 0 ? 1 : 0);
