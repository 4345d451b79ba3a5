// The "npm test on a clean clone" row of `npm run bench` (issue 36 item 5): read, not measured here,
// from .test-output/last-run.json, which scripts/run-tests.mjs writes at the end of every full run
// (all files, both databases, the S3 pass): each pass's wall time and the run's total.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Under 20 minutes on a quiet 2-core machine. */
export const TEST_RUN_TARGET_S = 20 * 60;

interface LastRun {
  finishedAt: string;
  concurrency: number;
  loadAverage: { start: number; end: number };
  prepareMs: number;
  passes: Array<{ db: string; store: string; files: number; wallMs: number; cpuMs: number }>;
  totalWallMs: number;
  passed: number;
  failed: number;
}

export interface TestRunRow {
  what: string;
  target: string;
  /** False when no full run is on record: the row says "not measured" and fails nothing. */
  measured: boolean;
  ok: boolean;
}

const s = (ms: number) => `${Math.round(ms / 1000)} s`;

export async function lastTestRun(root: string): Promise<TestRunRow> {
  const target = `< ${TEST_RUN_TARGET_S / 60} min`;
  let run: LastRun;
  try {
    run = JSON.parse(await readFile(path.join(root, '.test-output', 'last-run.json'), 'utf8'));
  } catch {
    return {
      what: 'npm test on a clean clone: not measured (no full run recorded)',
      target,
      measured: false,
      ok: true,
    };
  }
  const passes = run.passes.map((p) => `${p.store === 's3' ? 'S3' : p.db} ${s(p.wallMs)}`).join(', ');
  return {
    what:
      `npm test on a clean clone (last full run ${run.finishedAt.slice(0, 16)}Z): ${s(run.totalWallMs)} ` +
      `(set-up ${s(run.prepareMs)}, ${passes}; ${run.concurrency} files at once, load ${run.loadAverage.start.toFixed(1)}` +
      `–${run.loadAverage.end.toFixed(1)}; ${run.passed} passed, ${run.failed} failed)`,
    target,
    measured: true,
    ok: run.totalWallMs < TEST_RUN_TARGET_S * 1000 && run.failed === 0,
  };
}
