// Anchors (issue 33 item 3), the module alone: a text is found in the documents' text as pdf.js
// reads it (across show operators, whitespace runs as one space), its occurrences counted across the
// documents in order, and a field placed right of, below, above or over the match, then moved by
// the offsets.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { PDFDocument, StandardFonts } from '../src/platform/pdf.ts';
import {
  findText,
  type PageChars,
  placeAtAnchor,
  readPagesText,
} from '../src/templates/found-fields/anchors.ts';
import { pdfWords } from './found-fields-support.ts';

let lease: Uint8Array;
let annex: Uint8Array;
let documents: PageChars[][];

async function pdf(pages: Array<Array<[string, number, number]>>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    for (const [text, x, y] of lines) page.drawText(text, { x, y, size: 12, font });
  }
  return doc.save();
}

before(async () => {
  lease = await pdf([
    [
      ['Lease between the parties', 72, 760],
      ['Tenant signature:', 72, 200],
    ],
  ]);
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const split = 72 + font.widthOfTextAtSize('Tenant sig', 12);
  annex = await pdf([
    [['Annex A', 72, 760]],
    [
      ['Tenant sig', 72, 300],
      ['nature:', split, 300],
      ['Landlord    signature:', 72, 150],
    ],
  ]);
  documents = [await readPagesText(lease), await readPagesText(annex)];
});

describe('finding the text', () => {
  test('occurrences count across the documents in order, a match may span show operators', () => {
    const matches = findText(documents, 'Tenant signature:');
    assert.deepEqual(
      matches.map((m) => [m.document, m.page]),
      [
        [0, 1],
        [1, 2],
      ],
    );
  });

  test('the match is where poppler sees the words', async () => {
    const [match] = findText(documents, 'Tenant signature:');
    const words = (await pdfWords(lease)).filter((w) => w.text === 'Tenant' || w.text === 'signature:');
    const left = Math.min(...words.map((w) => w.xMin));
    const right = Math.max(...words.map((w) => w.xMax));
    assert.ok(Math.abs(match.box.x0 - left) < 1.5, `${match.box.x0} vs ${left}`);
    assert.ok(Math.abs(match.box.x1 - right) < 1.5, `${match.box.x1} vs ${right}`);
    assert.ok(match.box.y0 < words[0].yMax && match.box.y1 > words[0].yMin);
  });

  test('whitespace runs match one space; a text nowhere matches nothing', () => {
    assert.equal(findText(documents, 'Landlord signature:').length, 1);
    assert.equal(findText(documents, 'Landlord\n signature:').length, 1);
    assert.deepEqual(findText(documents, 'Guarantor signature'), []);
  });
});

describe('placing the field', () => {
  const box = { x0: 100, y0: 200, x1: 180, y1: 212 };
  const size = { width: 150, height: 40 };
  test('right (the default): starting where the text ends, bottom edges level', () => {
    assert.deepEqual(placeAtAnchor(box, { text: 't' }, size), { x: 180, y: 172 });
  });
  test('below, above and over', () => {
    assert.deepEqual(placeAtAnchor(box, { text: 't', position: 'below' }, size), { x: 100, y: 212 });
    assert.deepEqual(placeAtAnchor(box, { text: 't', position: 'above' }, size), { x: 100, y: 160 });
    assert.deepEqual(placeAtAnchor(box, { text: 't', position: 'over' }, size), { x: 100, y: 200 });
  });
  test('offsets move it in points', () => {
    assert.deepEqual(placeAtAnchor(box, { text: 't', position: 'right', offsetX: 6, offsetY: -2 }, size), {
      x: 186,
      y: 170,
    });
  });
});
