// The detection engine's rules (issue 33 item 4) on hand-made page parts: what a label makes of a
// blank, a table's borders, a rule under text, a drawing's thousands of rules, and a real PDF's
// widgets and glyphs read through pdf.js.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findOnPage, MOST_DRAWN_PARTS } from '../src/templates/detect/find-page.ts';
import { detectFields } from '../src/templates/detect/index.ts';
import { kindOf } from '../src/templates/detect/labels.ts';
import type { Glyph, PageParts } from '../src/templates/detect/page-parts.ts';
import { Book } from './detect-set/sheet.ts';

test('labels name the kind in four languages; date wins over signature, signature over name', () => {
  const cases: Array<[string, string]> = [
    ['Signature', 'signature'],
    ['Sign here', 'signature'],
    ['Unterschrift des Mieters', 'signature'],
    ['Signature du client', 'signature'],
    ['Firma', 'signature'],
    ['By', 'signature'],
    ['Date', 'date'],
    ['Ort, Datum', 'date'],
    ['Fecha', 'date'],
    ['Date of signature', 'date'],
    ['le', 'date'],
    ['Initials', 'initials'],
    ['Paraphe', 'initials'],
    ['Printed name', 'name'],
    ['Nom', 'name'],
    ['Nombre', 'name'],
    ['Name and signature', 'signature'],
    ['Address', 'text'],
  ];
  for (const [label, kind] of cases) assert.equal(kindOf(label), kind, label);
});

/** Glyphs for a string on a baseline, 6 points a character. */
function text(value: string, x: number, baseline: number, size = 10): Glyph[] {
  return [...value].flatMap((ch, i) =>
    ch === ' ' ? [] : [{ ch, x0: x + 6 * i, x1: x + 6 * (i + 1), baseline, size }],
  );
}

const page = (parts: Partial<PageParts>): PageParts => ({
  page: 1,
  width: 595,
  height: 842,
  glyphs: [],
  hRules: [],
  vRules: [],
  rects: [],
  widgets: [],
  images: 0,
  ...parts,
});

test('an empty table cell beside a label cell is a field; the table top border and filled cells are not', () => {
  // Two rows: "Date" | (empty), "Item" | "Desk".
  const parts = page({
    glyphs: [...text('Date', 65, 115), ...text('Item', 65, 145), ...text('Desk', 205, 145)],
    hRules: [100, 130, 160].map((y) => ({ x0: 60, x1: 400, y })),
    vRules: [60, 200, 400].map((x) => ({ x, y0: 100, y1: 160 })),
  });
  const found = findOnPage(parts);
  assert.deepEqual(
    found.map((p) => [p.type, p.label, p.x, p.y, p.width, p.height]),
    [['date', 'Date', 200, 101, 200, 28]],
  );
});

test('a rule running on under a line of text is no blank; one with its label beside it is', () => {
  const parts = page({
    glyphs: [...text('ACME Ltd High Street', 60, 60), ...text('Signature:', 60, 200)],
    hRules: [
      { x0: 60, x1: 535, y: 68 },
      { x0: 130, x1: 330, y: 202 },
    ],
  });
  assert.deepEqual(
    findOnPage(parts).map((p) => [p.type, p.label, p.x, p.width]),
    [['signature', 'Signature', 130, 200]],
  );
});

test('a page drawing more rules than any form (a plan, a hostile file) has its lines left unread', () => {
  const many = Array.from({ length: MOST_DRAWN_PARTS + 1 }, (_, i) => ({
    x0: 100,
    x1: 300,
    y: 10 + (i % 800),
  }));
  const parts = page({ glyphs: text('Signature:', 20, 400), hRules: many });
  assert.deepEqual(findOnPage(parts), []);
});

test('through pdf.js: underscores after a label, a check box glyph read by its text, and a form widget', async () => {
  const book = await Book.create();
  const sheet = book.page();
  const end = sheet.text('Date:', 60, 100);
  sheet.text('______________', end + 3, 100);
  sheet.text('☐ Keep me informed', 60, 140);
  const field = book.doc.getForm().createTextField('buyer.signature_date');
  field.addToPage(sheet.page, { x: 300, y: 600, width: 120, height: 20, borderWidth: 0 });
  const found = await detectFields(await book.doc.save());
  assert.deepEqual(
    found.map((f) => [f.type, f.label, f.page]),
    [
      ['date', 'Date', 1],
      ['checkbox', 'Keep me informed', 1],
      // The readable full name, as form import labels it (issue 44 item 14).
      ['date', 'Buyer signature date', 1],
    ],
  );
  const [line, , widget] = found;
  assert.ok(
    line.x >= end + 2 && line.x <= end + 4 && line.y + line.height > 95 && line.y + line.height < 103,
  );
  assert.deepEqual([widget.x, widget.y, widget.width, widget.height], [300, 222, 120, 20]);
});

test('a box is kept inside its page: a signature line near the top edge grows only as far as the edge', () => {
  const parts = page({ width: 300, height: 200, glyphs: text('Signature:', 10, 12) });
  parts.hRules.push({ x0: 80, x1: 320, y: 14 });
  const [found] = findOnPage(parts);
  assert.equal(found.type, 'signature');
  assert.ok(found.y >= 0 && found.x + found.width <= 300, JSON.stringify(found));
});

test('found boxes get their type’s minimum where the page has room, over no text and no other field (issue 44 items 20 and 21)', () => {
  // A heading 17 points over a signature line, its caption 40 points under it; a small drawn check
  // box with its words on its right; a date line right of the signature's.
  const proposals = findOnPage(
    page({
      glyphs: [
        ...text('Signed for the tenant', 72, 600, 12),
        ...text('Tenant signature', 72, 657),
        ...text('I agree to be contacted', 92, 707),
        ...text('Date', 330, 615),
      ],
      hRules: [
        { x0: 72, x1: 272, y: 617 },
        { x0: 360, x1: 480, y: 617 },
      ],
      rects: [{ x0: 72, y0: 700, x1: 79, y1: 707 }],
    }),
  );
  const sig = proposals.find((p) => p.type === 'signature');
  assert.ok(sig, JSON.stringify(proposals));
  assert.ok(sig.height >= 36, `a signature at least 36 pt tall where the page allows, not ${sig.height}`);
  assert.ok(sig.y >= 600 + 0.25 * 12 - 0.01, `under the heading: ${sig.y}`);
  assert.ok(sig.y + sig.height <= 657 - 7.5 + 0.01, `over its caption: ${sig.y + sig.height}`);
  const check = proposals.find((p) => p.type === 'checkbox');
  assert.ok(check, JSON.stringify(proposals));
  assert.ok(
    check.width >= 12 && check.height >= 12,
    `a check box at least 12 pt a side: ${check.width}×${check.height}`,
  );
  assert.ok(check.x + check.width <= 92 + 0.01, 'not over its words');
  for (const a of proposals)
    for (const b of proposals) {
      if (a === b) continue;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      assert.ok(!overlap, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`);
    }
});

test('a blank a sentence runs on from is prose; a plain label with another label after it, or a long label on its own line, is a field (issue 48 item 4)', () => {
  const found = findOnPage(
    page({
      glyphs: [
        ...text('Address', 60, 100),
        ...text('Phone', 260, 100),
        ...text('Address of the property', 60, 140),
        ...text('The river is', 60, 180),
        ...text('long.', 220, 180),
        ...text('This contract binds the parties named in the schedule and is', 60, 220),
        ...text('governed by the laws of', 60, 234),
        ...text('and of nowhere else in the world.', 60, 248),
      ],
      hRules: [
        { x0: 110, x1: 250, y: 102 },
        { x0: 300, x1: 420, y: 102 },
        { x0: 210, x1: 400, y: 142 },
        { x0: 140, x1: 215, y: 182 },
        { x0: 205, x1: 330, y: 236 },
      ],
    }),
  );
  assert.deepEqual(
    found.map((p) => [p.type, p.label]),
    [
      ['text', 'Address'],
      ['text', 'Phone'],
      ['text', 'Address of the property'],
    ],
  );
});

test('a line of its own under a form line takes no label from that line: its words label their own blanks (issue 48 item 2)', () => {
  const found = findOnPage(
    page({
      glyphs: [
        ...text('Signature:', 60, 100),
        ...text('Date:', 300, 100),
        ...text('____________________', 60, 122),
      ],
      hRules: [
        { x0: 125, x1: 290, y: 102 },
        { x0: 335, x1: 450, y: 102 },
      ],
    }),
  );
  assert.deepEqual(found.map((p) => [p.type, p.label]).sort(), [
    ['date', 'Date'],
    ['signature', 'Signature'],
    ['text', ''],
  ]);
});

test("a table's empty cells take the nearest header naming a kind: a header repeated further down, one under a title row (issue 48 item 1)", () => {
  // Rows: a title over the whole table, "Name | Signature", an empty row, "Nom | Paraphe", an empty row.
  const rows = [100, 125, 150, 175, 200, 225];
  const found = findOnPage(
    page({
      glyphs: [
        ...text('Training', 65, 118),
        ...text('Name', 65, 143),
        ...text('Signature', 205, 143),
        ...text('Nom', 65, 193),
        ...text('Paraphe', 205, 193),
      ],
      hRules: rows.map((y) => ({ x0: 60, x1: 400, y })),
      vRules: [
        { x: 60, y0: 100, y1: 225 },
        { x: 400, y0: 100, y1: 225 },
        { x: 200, y0: 125, y1: 225 },
      ],
    }),
  );
  assert.deepEqual(found.map((p) => [p.type, p.label, p.y < 175 ? 'first' : 'second']).sort(), [
    ['initials', 'Paraphe', 'second'],
    ['signature', 'Signature', 'first'],
    ['text', 'Name', 'first'],
    ['text', 'Nom', 'second'],
  ]);
});
