// Render timings: a 5-page flow document (target: median under 150 ms) and a 10-field coordinate
// document, plus what full font embedding would cost next to the subsets we use.
// Run: node --import tsx bench/render.ts
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { embedFonts } from '../src/templates/render/fonts.ts';
import { renderDocument } from '../src/templates/render/index.ts';
import { fivePageFlow, flowBody, flowValues, signers, variables } from './fixtures.ts';

const WARM_UP = 5;
const RUNS = 30;

async function coordinateCase() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i += 1)
    doc.addPage([612, 792]).drawText(`Lease page ${i}`, { x: 72, y: 740, size: 14, font });
  const pdf = await doc.save();
  const inputs = Array.from({ length: 10 }, (_, i) => ({
    key: `f${i}`,
    label: `Field ${i}`,
    type: i === 9 ? ('checkbox' as const) : ('text' as const),
    required: true,
    page: (i % 3) + 1,
    x: 72,
    y: 100 + i * 40,
    width: i % 2 ? 90 : 220,
    height: 18,
  }));
  const values = Object.fromEntries(
    inputs.map((input, i) => [
      input.key,
      input.type === 'checkbox' ? true : `Zoë Ångström, Nguyễn Văn An ${i}`,
    ]),
  );
  const template = { name: 'Lease', kind: 'coordinate' as const, roles: [{ name: 'Tenant' }], inputs };
  return { template, pdf, values };
}

async function measure(label: string, render: () => Promise<Uint8Array>): Promise<void> {
  for (let i = 0; i < WARM_UP; i += 1) await render();
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    size = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(
    `${label.padEnd(36)} median ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms   ` +
      `min ${times[0].toFixed(1).padStart(6)} ms   ${(size / 1024).toFixed(0)} kB`,
  );
}

/** Four faces and a line of text each, saved: what embedding alone costs per document. */
async function embedOnly(subset: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc, ['regular', 'bold', 'italic', 'boldItalic'], { subset });
  const page = doc.addPage();
  let y = 780;
  for (const font of Object.values(fonts)) {
    page.drawText('Zoë Ångström, Łukasz Żółć, Nguyễn Văn An, Ђорђе', { x: 50, y, size: 11, font });
    y -= 20;
  }
  return doc.save({ useObjectStreams: false });
}

const coldStart = performance.now();
await renderDocument(
  { name: 'Cold', kind: 'flow', roles: [{ name: 'Client' }], body: flowBody(1), inputs: variables },
  undefined,
  {
    values: flowValues,
    signers,
  },
);
console.log(
  `first render in this process (parses the fonts): ${(performance.now() - coldStart).toFixed(0)} ms`,
);
const flow = await fivePageFlow();
console.log('flow document: 5 pages');
console.log(`node ${process.version}, ${RUNS} runs after ${WARM_UP} warm-up runs\n`);

await measure('flow, 5 pages', () => renderDocument(flow, undefined, { values: flowValues, signers }));
const coordinate = await coordinateCase();
await measure('coordinate, 3 pages, 10 fields', () =>
  renderDocument(coordinate.template, coordinate.pdf, { values: coordinate.values }),
);
await measure('embedding 4 faces, subset', () => embedOnly(true));
await measure('embedding 4 faces, full (not used)', () => embedOnly(false));
