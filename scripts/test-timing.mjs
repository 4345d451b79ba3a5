// Preloaded into every test file's process by scripts/run-tests.mjs (`--import`): when the file's
// process ends, it appends one line to TEST_TIMINGS with the file, its wall time from the process's
// start (node's start, imports and the tests themselves) and the CPU time it used. The runner prints
// the slowest files of each pass from these lines; CPU time says what a file costs on a loaded machine.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const out = process.env.TEST_TIMINGS;
const run = process.argv[1];
// A file of the run's bundle is reported by the source it was made from (scripts/build-tests.mjs).
const file = run?.endsWith('.test.mjs') ? path.join('test', `${path.basename(run, '.mjs')}.ts`) : run;
if (out && file?.endsWith('.test.ts')) {
  process.on('exit', (code) => {
    const cpu = process.cpuUsage();
    const line = {
      file: path.relative(process.cwd(), file),
      wallMs: Math.round(performance.now()),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      code,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
