// The ink maps kept between renders are bounded in bytes, not only in pages (issue 26 item 9): a
// hostile member's templates of giant pages cannot make the process hold hundreds of megabytes,
// and a page larger than any PDF page may be is not read (its map is all ink, without a bit). A
// reading that fails reaches its callers, crashes nothing and is not kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { INK_CACHE_LIMITS, inkCacheUsage, templateInk } from '../src/templates/render/page-ink.ts';

async function bigPage(side: number, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([side, side]).drawText(label, { x: 40, y: 40, size: 12, font });
  return doc.save();
}

test('maps of many large pages stay within the byte limit; the newest is kept and still right', async () => {
  const side = 5000; // 5000 × 5000 points: a 3 MB map
  const mapBytes = Math.ceil(side / 32) * 4 * side;
  const count = Math.ceil((2 * INK_CACHE_LIMITS.bytes) / mapBytes); // twice what the cache may hold
  let last: Awaited<ReturnType<typeof templateInk>> | undefined;
  for (let i = 0; i < count; i++) {
    last = await templateInk(await bigPage(side, `Distinct page ${i}`), [1]);
    assert.ok(inkCacheUsage().bytes <= INK_CACHE_LIMITS.bytes, `after ${i + 1}: ${inkCacheUsage().bytes}`);
  }
  const usage = inkCacheUsage();
  assert.ok(usage.pages < count, `${usage.pages} of ${count} maps kept`);
  assert.ok(usage.bytes > INK_CACHE_LIMITS.bytes / 2, 'the cache is used, not emptied');
  const map = last?.get(1);
  assert.ok(map, 'the newest page has its map');
  // The label's ink is where it was drawn (top-left origin: near the foot of the page), not elsewhere.
  assert.equal(map.isFree({ x: 40, y: side - 52, width: 60, height: 14 }), false);
  assert.equal(map.isFree({ x: 2000, y: 2000, width: 100, height: 100 }), true);
});

test('a page larger than the largest PDF page is all ink, and its map holds no bits', async () => {
  const maps = await templateInk(await bigPage(20_000, 'Too big'), [1]);
  const map = maps.get(1);
  assert.ok(map, 'a map, so the caller need not make one of the page');
  assert.equal(map.byteLength, 0);
  assert.equal(map.isFree({ x: 5000, y: 5000, width: 100, height: 100 }), false, 'blank paper counts as ink');
});

test('a failed reading rejects its callers, is no unhandled rejection, and is read again next time', async () => {
  const pdf = await bigPage(600, 'Read twice');
  // The same bytes, but copying them for pdf.js throws: a failure outside pdf.js's own handling,
  // as an import of pdf.js that fails would be.
  const failing = new Uint8Array(pdf);
  failing.slice = () => {
    throw new Error('injected: the bytes cannot be copied');
  };
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    await assert.rejects(templateInk(failing, [1]), /injected/);
    // Node reports unhandled rejections once the microtasks of a turn have run: by the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  const map = (await templateInk(pdf, [1])).get(1);
  assert.ok(map, 'the same PDF is read again, not answered with the cached failure');
  assert.equal(map.isFree({ x: 40, y: 600 - 52, width: 60, height: 14 }), false, 'the label is ink');
  assert.equal(map.isFree({ x: 300, y: 100, width: 100, height: 100 }), true);
});
