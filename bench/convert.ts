// Conversion timings (issue 32 item 2), not a test: a generated 20-page Word file through LibreOffice
// (the service's own path: throwaway profile, network namespace where allowed), median of a few
// runs; four of them sent at once by two workspaces (two run, two wait: each workspace may have three
// running and waiting); and a phone-sized JPEG made into its A4 page.
// Run: npm run bench:convert
import { performance } from 'node:perf_hooks';
import { convertDocument } from '../src/documents/convert.ts';
import { PDFDocument } from '../src/platform/pdf.ts';
import { rasterImage, Scratch } from '../test/document-conversion-support.ts';
import { docx } from '../test/office-fixtures.ts';

const RUNS = 5;
const PAGES = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const sentence =
  'The tenant shall keep the premises in good repair and return them at the end of the term in the condition in which they were received, fair wear and tear excepted.';

async function main() {
  const pages = Array.from({ length: PAGES }, (_, page) => [
    `Clause ${page + 1}`,
    ...Array.from({ length: 6 }, (_, i) => `${page + 1}.${i + 1} ${sentence}`),
  ]);
  const file = await docx([], { pages });
  const entry = { name: 'Lease', file, filename: 'lease.docx' };

  const first = await convertDocument(entry);
  const pageCount = (await PDFDocument.load(first.pdf)).getPageCount();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await convertDocument(entry);
    times.push(performance.now() - start);
  }
  const start = performance.now();
  await Promise.all([1, 2, 3, 4].map((n) => convertDocument(entry, { tenant: `workspace ${n % 2}` })));
  const fourAtOnce = performance.now() - start;

  const scratch = new Scratch();
  const jpeg = await rasterImage('jpeg', 4032, 3024, scratch);
  const imageTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await convertDocument({ name: 'Photo', file: jpeg, filename: 'photo.jpg' });
    imageTimes.push(performance.now() - t0);
  }
  await scratch.cleanup();

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `Word, ${PAGES} pages generated (${kb(file.length)}) -> PDF of ${pageCount} pages (${kb(first.pdf.length)})`,
  );
  console.log(
    `  median of ${RUNS} runs: ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(`  four sent at once (at most two run): ${fourAtOnce.toFixed(0)} ms in all`);
  console.log(
    `JPEG 4032 x 3024 (${kb(jpeg.length)}) -> one A4 page: median ${median(imageTimes).toFixed(0)} ms`,
  );
  console.log(`RSS at the end: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
}

await main();
