// The ink maps kept between renders are bounded in bytes, not only in pages (issue 26 item 9): a
// hostile member's templates of giant pages cannot make the process hold hundreds of megabytes,
// and a page larger than any PDF page may be gets no map at all (it counts as all ink).
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

test('a page larger than the largest PDF page gets no map', async () => {
  const maps = await templateInk(await bigPage(20_000, 'Too big'), [1]);
  assert.equal(maps.get(1), null);
});
