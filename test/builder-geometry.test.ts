// The builder's coordinate model (src/web/builder/geometry.ts) against the server's: a box placed on
// screen at any zoom is saved as the CONTRACT §4 box the stamping code (pageFrame) draws into, for
// rotated pages, a crop box that is not the media box, and letter and A4 pages in one document.
// pdf.js itself reads the same document, so the view and rotation the builder gets are checked too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { degrees, PDFDocument } from 'pdf-lib';
import {
  boxToScreen,
  differingPages,
  edgesOf,
  fromPdfPoint,
  pageGeometry,
  screenToBox,
  snapMove,
  snapResize,
  toPdfPoint,
} from '../src/templates/geometry.ts';
import { pageFrame } from '../src/templates/render/page-frame.ts';

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];

/** Letter, A4 turned by /Rotate 90, a cropped page, then 180 and 270 with crop boxes. */
async function mixedDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(LETTER);
  doc.addPage(A4).setRotation(degrees(90));
  doc.addPage(LETTER).setCropBox(36, 72, 500, 600);
  const upsideDown = doc.addPage(A4);
  upsideDown.setRotation(degrees(180));
  upsideDown.setCropBox(20, 30, 400, 700);
  const left = doc.addPage(LETTER);
  left.setRotation(degrees(270));
  left.setCropBox(10, 50, 590, 700);
  return doc.save();
}

test('every page: displayed size and the point map agree with the server’s pageFrame', async () => {
  const doc = await PDFDocument.load(await mixedDocument());
  for (const [index, page] of doc.getPages().entries()) {
    const crop = page.getCropBox();
    const geometry = pageGeometry(
      [crop.x, crop.y, crop.x + crop.width, crop.y + crop.height],
      page.getRotation().angle,
    );
    const frame = pageFrame(page);
    assert.equal(geometry.width, frame.width, `page ${index + 1} width`);
    assert.equal(geometry.height, frame.height, `page ${index + 1} height`);
    assert.equal(geometry.rotation, frame.rotation);
    for (const [x, y] of [
      [0, 0],
      [72.5, 130.25],
      [frame.width, frame.height],
      [frame.width / 3, frame.height - 1],
    ]) {
      const ours = toPdfPoint(geometry, x, y);
      const theirs = frame.toPdf(x, y);
      assert.ok(
        Math.abs(ours.x - theirs.x) < 1e-9 && Math.abs(ours.y - theirs.y) < 1e-9,
        `page ${index + 1}`,
      );
      const back = fromPdfPoint(geometry, ours.x, ours.y);
      assert.ok(Math.abs(back.x - x) < 1e-9 && Math.abs(back.y - y) < 1e-9, `page ${index + 1} inverse`);
    }
  }
});

test('pdf.js reads the view and rotation the builder maps with (rotated, cropped, letter and A4)', async () => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = await mixedDocument();
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const doc = await PDFDocument.load(bytes);
  const sizes = [];
  for (let n = 1; n <= loaded.numPages; n++) {
    const page = await loaded.getPage(n);
    const geometry = pageGeometry(page.view, page.rotate);
    const frame = pageFrame(doc.getPage(n - 1));
    assert.equal(Math.round(geometry.width * 100), Math.round(frame.width * 100), `page ${n}`);
    assert.equal(Math.round(geometry.height * 100), Math.round(frame.height * 100), `page ${n}`);
    // pdf.js's own viewport at scale 1 maps a PDF point to the same displayed point.
    const viewport = page.getViewport({ scale: 1 });
    assert.equal(Math.round(viewport.width), Math.round(geometry.width));
    const inPdf = toPdfPoint(geometry, 100, 150);
    const [vx, vy] = viewport.convertToViewportPoint(inPdf.x, inPdf.y);
    assert.ok(Math.abs(vx - 100) < 1e-6 && Math.abs(vy - 150) < 1e-6, `page ${n}: ${vx},${vy}`);
    sizes.push({ width: geometry.width, height: geometry.height });
  }
  assert.deepEqual(
    sizes.slice(0, 2).map((s) => [s.width, s.height]),
    [LETTER, [A4[1], A4[0]]],
  );
  await loaded.destroy();
});

test('a box drawn at any zoom saves the same points, and stays inside its page', () => {
  const size = { width: 612, height: 792 };
  const box = { page: 2, x: 72.25, y: 600.5, width: 180, height: 48 };
  for (const scale of [0.5, 1, 1.37, 2, 3.3]) {
    assert.deepEqual(screenToBox(boxToScreen(box, scale), scale, 2, size), box, `scale ${scale}`);
  }
  const overflowing = screenToBox({ left: 1200, top: -10, width: 100, height: 30 }, 2, 1, size);
  assert.deepEqual(overflowing, { page: 1, x: 562, y: 0, width: 50, height: 15 });
});

test('snapping: to other fields’ edges first, then to the grid; off when neither is asked', () => {
  const others = [{ page: 1, x: 72, y: 100, width: 100, height: 20 }];
  const edges = edgesOf(others, 1);
  const moved = snapMove({ page: 1, x: 74.3, y: 133.2, width: 50, height: 20 }, { grid: 10, edges });
  assert.deepEqual(moved, { page: 1, x: 72, y: 130, width: 50, height: 20 });
  const free = snapMove({ page: 1, x: 74.3, y: 133.2, width: 50, height: 20 }, {});
  assert.equal(free.x, 74.3);
  const resized = snapResize({ page: 1, x: 72, y: 130, width: 98.5, height: 19 }, { grid: 5, edges });
  assert.deepEqual(resized, { page: 1, x: 72, y: 130, width: 100, height: 20 });
});

test('page sizes are compared page by page, naming those that differ', () => {
  const letter = { width: 612, height: 792 };
  const a4 = { width: 595.28, height: 841.89 };
  assert.deepEqual(differingPages([letter, a4], [letter, a4]), []);
  assert.deepEqual(differingPages([letter, a4], [letter, letter, a4]), [2, 3]);
});
