// The label of a walled blank, a table cell or a drawn box: its caption inside, the cell on its
// left, its column's header (issue 48 item 1: the top row of a ruled table, "Name | Signature |
// Date"), or for a box the line printed over it. A label that names a kind wins in that order; else
// the column's header, then the left cell, stands as a text field's label. A table's header repeated
// further down, or set under a title row, is read where it is nearest the cell.
import type { Blank, Label } from './label-finder.ts';
import { cleanLabel, kindOf } from './labels.ts';
import type { VRule } from './page-parts.ts';
import type { Word } from './text-lines.ts';

export function besideLabel(blank: Blank, words: Word[], vRules: VRule[]): Label {
  const top = blank.top ?? blank.y - 20;
  const inside = words
    .filter(
      (w) => w.x0 >= blank.x0 - 1 && w.x1 <= blank.x1 + 1 && w.baseline > top && w.baseline <= blank.y + 1,
    )
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)
    .map((w) => w.text)
    .join(' ');
  const left = words
    .filter(
      (w) => w.baseline > top && w.baseline <= blank.y + 1 && w.x1 <= blank.x0 + 2 && w.x0 >= blank.x0 - 250,
    )
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  // Only the nearest cell's words: none separated from the box by another blank.
  const leftText = left
    .filter((w) => w.x0 >= Math.max(...left.map((l) => l.x0)) - 200)
    .map((w) => w.text)
    .join(' ');
  const header = blank.source === 'cell' ? columnHeader(blank, top, words, vRules) : '';
  const above = blank.source === 'box' ? captionAbove(blank, top, words) : '';
  for (const [text, where] of [
    [inside, 'left'],
    [leftText, 'left'],
    [header, 'header'],
    [above, 'above'],
  ] as const) {
    const clean = cleanLabel(text);
    const kind = kindOf(clean);
    if (clean && kind !== 'text') return { text: clean, kind, where };
  }
  if (inside) return { text: cleanLabel(inside), kind: 'text', where: 'left' };
  if (header) return { text: cleanLabel(header), kind: 'text', where: 'header' };
  if (leftText) return { text: cleanLabel(leftText), kind: 'text', where: 'left' };
  return { text: '', kind: 'text', where: 'none' };
}

/**
 * The header of the cell's column within its table (the vertical rule at its side runs unbroken from
 * there down to the cell): of the lines of text in the column above the cell, the nearest that names
 * a kind (a header repeated further down, a header under a title row), else the first (the header
 * row over filled cells that name nothing, "John Smith" under "Participant").
 */
function columnHeader(blank: Blank, top: number, words: Word[], vRules: VRule[]): string {
  const sides = vRules.filter(
    (v) =>
      (Math.abs(v.x - blank.x0) <= 2 || Math.abs(v.x - blank.x1) <= 2) &&
      v.y0 <= top + 2 &&
      v.y1 >= blank.y - 2,
  );
  if (sides.length === 0) return '';
  const tableTop = Math.min(...sides.map((v) => v.y0));
  const column = words
    .filter((w) => w.x0 >= blank.x0 - 1 && w.x1 <= blank.x1 + 1 && w.baseline > tableTop && w.baseline < top)
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const lines: Word[][] = [];
  for (const word of column) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(word.baseline - line[0].baseline) <= 1.5) line.push(word);
    else lines.push([word]);
  }
  const texts = lines.map((line) => line.map((w) => w.text).join(' '));
  return [...texts].reverse().find((text) => kindOf(text) !== 'text') ?? texts[0] ?? '';
}

/** The line printed just over a box, starting about where it starts. */
function captionAbove(blank: Blank, top: number, words: Word[]): string {
  const over = words.filter(
    (w) => w.baseline <= top + 1 && w.baseline >= top - 22 && w.x0 >= blank.x0 - 15 && w.x0 < blank.x1 - 10,
  );
  if (over.length === 0) return '';
  const last = Math.max(...over.map((w) => w.baseline));
  const line = over.filter((w) => Math.abs(w.baseline - last) <= 1.5).sort((a, b) => a.x0 - b.x0);
  return line[0].x0 <= blank.x0 + 25 ? line.map((w) => w.text).join(' ') : '';
}
