// Where a blank's label is: on its left on the same line (after any blank before it), under it
// (a line printed beneath a rule, "Signature" under "______"), or just above it. A label on the
// left that names a kind wins, then one under, then one above; without a recognised one the nearest
// words on the left or under stand as a text field's label.
import { cleanLabel, type Kind, kindOf } from './labels.ts';
import type { Word } from './text-lines.ts';

export interface Span {
  x0: number;
  x1: number;
  /** The line a pen writes on. */
  y: number;
}

export interface Label {
  text: string;
  kind: Kind;
  where: 'left' | 'after' | 'header' | 'under' | 'above' | 'none';
}

/** The farthest a label may stand left of its blank, in points. */
const LEFT_REACH = 110;

export class LabelFinder {
  constructor(
    private readonly words: Word[],
    /** Every blank on the page: a label never reaches back over another blank. */
    private readonly blanks: Span[],
  ) {}

  find(blank: Span, allowAbove: boolean): Label {
    const left = this.left(blank);
    const under = this.under(blank);
    const above = allowAbove ? this.above(blank) : '';
    const tried: Array<[string, Label['where']]> = [
      [left, 'left'],
      [under, 'under'],
      [above, 'above'],
    ];
    for (const [text, where] of tried) {
      const kind = kindOf(text);
      if (text && kind !== 'text') return { text: cleanLabel(text), kind, where };
    }
    if (left) return { text: left, kind: 'text', where: 'left' };
    if (under) return { text: under, kind: 'text', where: 'under' };
    if (above.endsWith(':')) return { text: cleanLabel(above), kind: 'text', where: 'above' };
    return { text: '', kind: 'text', where: 'none' };
  }

  /** The words just left of the blank on its line, back to a wide gap or an earlier blank. */
  left(blank: Span): string {
    const inBand = (y: number, size: number) => y >= blank.y - Math.max(9, 0.9 * size) && y <= blank.y + 3;
    const bound = Math.max(
      blank.x0 - LEFT_REACH,
      ...this.blanks
        .filter((b) => b !== blank && b.x1 <= blank.x0 + 1 && Math.abs(b.y - blank.y) <= 6)
        .map((b) => b.x1),
    );
    const after = Math.max(
      0,
      ...this.blanks
        .filter((b) => b !== blank && b.x1 <= blank.x0 + 1 && Math.abs(b.y - blank.y) <= 6)
        .map((b) => b.x1),
    );
    const candidates = this.words
      .filter((w) => inBand(w.baseline, w.size) && w.x1 <= blank.x0 + 2 && w.x1 >= bound && w.x0 >= after - 1)
      .sort((a, b) => b.x1 - a.x1);
    const picked: Word[] = [];
    for (const word of candidates) {
      const next = picked[picked.length - 1];
      // The nearest word may stand off (a tab), the rest of the label runs on in words.
      if (next && next.x0 - word.x1 > 1.2 * word.size) break;
      picked.push(word);
      if (picked.length === 8) break;
    }
    return cleanLabel(
      picked
        .reverse()
        .map((w) => w.text)
        .join(' '),
    );
  }

  /** The first line printed beneath the blank, within its width. */
  under(blank: Span): string {
    const below = this.words.filter(
      (w) =>
        w.baseline - 0.75 * w.size >= blank.y - 1 &&
        w.baseline - 0.75 * w.size <= blank.y + 14 &&
        w.x0 >= blank.x0 - 12 &&
        w.x0 < blank.x1 - 4 &&
        !this.blanks.some(
          (b) => b !== blank && Math.abs(b.y - w.baseline) < 10 && b.x0 <= w.x0 && w.x0 <= b.x1,
        ),
    );
    if (below.length === 0) return '';
    const first = Math.min(...below.map((w) => w.baseline));
    return cleanLabel(
      below
        .filter((w) => Math.abs(w.baseline - first) <= 1.5)
        .sort((a, b) => a.x0 - b.x0)
        .map((w) => w.text)
        .join(' '),
    );
  }

  /** The line just above the blank, starting about where it starts (raw: a trailing colon kept). */
  above(blank: Span): string {
    const over = this.words.filter(
      (w) =>
        w.baseline <= blank.y - 10 &&
        w.baseline >= blank.y - 34 &&
        w.x0 >= blank.x0 - 15 &&
        w.x0 <= blank.x1 - 10,
    );
    if (over.length === 0) return '';
    const last = Math.max(...over.map((w) => w.baseline));
    const line = over.filter((w) => Math.abs(w.baseline - last) <= 1.5).sort((a, b) => a.x0 - b.x0);
    if (line[0].x0 > blank.x0 + 25) return '';
    const text = line.map((w) => w.text).join(' ');
    return text.length <= 60 ? text : '';
  }
}
