// Detection quality (issue 33 item 5): the set of test/detect-set/ made afresh, every document read
// by the detector, and precision and recall per field type printed against the target — recall
// ≥ 0.9 and precision ≥ 0.85 for signature and date lines, ≥ 0.8 for check boxes, initials and text
// (names) — and per kind of layout (issue 48), then the time to read a 20-page document (median of 5).
// Run: npm run bench:detect (add --verbose for each document's misses and extras).
import { performance } from 'node:perf_hooks';
import { detectFields } from '../src/templates/detect/index.ts';
import {
  buildDetectionSet,
  layoutTallies,
  precision,
  recall,
  scoreSet,
  tallies,
  twentyPages,
} from '../test/detect-set/index.ts';

const TARGETS: Record<string, { precision: number; recall: number }> = {
  signature: { precision: 0.85, recall: 0.9 },
  date: { precision: 0.85, recall: 0.9 },
  checkbox: { precision: 0.8, recall: 0.8 },
  initials: { precision: 0.8, recall: 0.8 },
  text: { precision: 0.8, recall: 0.8 },
};

const verbose = process.argv.includes('--verbose');
const started = performance.now();
const documents = await buildDetectionSet();
const built = performance.now();
const scores = await scoreSet(documents);
const read = performance.now();

console.log(
  `Detection set: ${documents.length} documents, ${documents.reduce((n, d) => n + d.truth.length, 0)} true fields`,
);
for (const [i, score] of scores.entries()) {
  const document = documents[i];
  const mark = score.missed.length + score.wrong.length === 0 ? 'ok ' : '   ';
  console.log(
    `  ${mark}${document.name.padEnd(24)} ${String(document.truth.length).padStart(2)} fields, ${String(score.proposals.length).padStart(2)} proposed, ${score.missed.length} missed, ${score.wrong.length} wrong — ${document.about}`,
  );
  if (verbose) {
    for (const m of score.missed)
      console.log(
        `      missed ${m.type} p${m.page} (${m.x.toFixed(0)}, ${m.y.toFixed(0)}) ${m.width.toFixed(0)}×${m.height.toFixed(0)}`,
      );
    for (const w of score.wrong)
      console.log(
        `      wrong  ${w.type} "${w.label}" p${w.page} (${w.x.toFixed(0)}, ${w.y.toFixed(0)}) ${w.width.toFixed(0)}×${w.height.toFixed(0)}`,
      );
  }
}
console.log('\n| type | fields | proposed | matched | precision | recall | target (P / R) |');
console.log('|---|---:|---:|---:|---:|---:|---|');
let met = true;
for (const [type, t] of [...tallies(documents, scores)].sort()) {
  const target = TARGETS[type];
  const ok = !target || (precision(t) >= target.precision && recall(t) >= target.recall);
  met &&= ok;
  const goal = target ? `${target.precision} / ${target.recall} ${ok ? 'met' : 'NOT MET'}` : '—';
  console.log(
    `| ${type} | ${t.truths} | ${t.proposed} | ${t.matched} | ${precision(t).toFixed(2)} | ${recall(t).toFixed(2)} | ${goal} |`,
  );
}
console.log('\n| layout | documents | fields | proposed | matched | precision | recall |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [layout, { documents: count, tally: t }] of layoutTallies(documents, scores)) {
  console.log(
    `| ${layout} | ${count} | ${t.truths} | ${t.proposed} | ${t.matched} | ${precision(t).toFixed(2)} | ${recall(t).toFixed(2)} |`,
  );
}
const long = await twentyPages();
const times: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const start = performance.now();
  await detectFields(long.pdf);
  times.push(performance.now() - start);
}
const median = times.sort((a, b) => a - b)[2];
console.log(`\nA 20-page document: median ${(median / 1000).toFixed(2)} s over 5 reads (target ≤ 1 s).`);
met &&= median <= 1000;
console.log(
  `\nMade in ${((built - started) / 1000).toFixed(1)} s (LibreOffice included), read in ${((read - built) / 1000).toFixed(1)} s (${((read - built) / documents.length).toFixed(0)} ms a document).`,
);
console.log(met ? 'Targets met.' : 'Targets NOT met.');
process.exitCode = met ? 0 : 1;
