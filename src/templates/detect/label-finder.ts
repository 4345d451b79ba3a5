// Where a blank's label is, on every side of it (issue 48 item 2): on its left on the same line
// (after any blank before it), after it ("______ (Signature)", "______ Initials"), under it (a line
// printed beneath, "Signature" under "______") or just above it. In reading order: a label on the
// left that names a kind wins, then one in brackets after it, then the nearer of one under and one
// above, then plain words after it; without a recognised one the nearest words on the left, after
// or under stand as a text field's label. Words in brackets right after a blank are that blank's,
// never the next one's left label.
import { cleanLabel, type Kind, kindOf } from './labels.ts';
import type { Word } from './text-lines.ts';

export interface Span {
  x0: number;
  x1: number;
  /** The line a pen writes on. */
  y: number;
}

/** A place to write: a run of underscores or dots, a rule, a table cell or a drawn box. */
export interface Blank extends Span {
  top?: number;
  source: 'underscores' | 'dots' | 'rule' | 'cell' | 'box';
  /** A table cell or a drawn box: its label is beside it, never under it. */
  walled: boolean;
  /** A cell too narrow to write in: a field only when its column asks for a tick. */
  narrow?: boolean;
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
  ) {
    this.claimed = new Set(blanks.flatMap((b) => this.afterWords(b).filter(isBracketed)));
  }

  /** Each blank's words in brackets just after it: theirs alone. */
  private readonly claimed: Set<Word>;

  find(blank: Span): Label {
    const left = this.left(blank);
    const afterWords = this.afterWords(blank);
    const after = cleanLabel(afterWords.map((w) => w.text).join(' '));
    const bracketed = afterWords.length > 0 && isBracketed(afterWords[0]);
    // "Signature: ____ Date: ____": the words after a blank that end in a colon are the next one's.
    const plainAfter = bracketed || /:\s*$/.test(afterWords.map((w) => w.text).join(' ')) ? '' : after;
    const under = this.under(blank);
    const above = this.above(blank);
    const recognised = (text: string) => text !== '' && kindOf(text) !== 'text';
    const label = (text: string, where: Label['where']): Label => ({
      text: cleanLabel(text),
      kind: kindOf(text),
      where,
    });
    if (recognised(left.text)) return label(left.text, 'left');
    if (bracketed && recognised(after)) return label(after, 'after');
    const vertical = [
      ...(recognised(under.text) ? [{ ...under, where: 'under' as const }] : []),
      ...(recognised(above.text) ? [{ ...above, where: 'above' as const }] : []),
    ].sort((a, b) => a.distance - b.distance);
    if (vertical.length > 0) return label(vertical[0].text, vertical[0].where);
    if (recognised(plainAfter)) return label(plainAfter, 'after');
    if (left.text) return { text: left.text, kind: 'text', where: 'left' };
    if (bracketed && after) return { text: after, kind: 'text', where: 'after' };
    if (under.text) return { text: under.text, kind: 'text', where: 'under' };
    if (above.text.endsWith(':')) return { text: cleanLabel(above.text), kind: 'text', where: 'above' };
    return { text: '', kind: 'text', where: 'none' };
  }

  /**
   * Whether the blank stands inside a sentence (issue 48 item 4), no side naming a kind and no colon
   * before it: the sentence runs on right after it in lower case or punctuation ("is ______.", "I,
   * ______, confirm"), or a phrase of four words or more runs into it on a line of a paragraph (a line
   * of text just above or below). Such a blank is a question in prose; "Address ____ Phone ____" and
   * "Address of the property ____" on a form's own lines stay fields.
   */
  inProse(blank: Span, label: Label): boolean {
    if (label.kind !== 'text') return false;
    const before = this.leftWords(blank);
    const raw = before.map((w) => w.text).join(' ');
    if (before.length === 0 || /:\s*$/.test(raw)) return false;
    const [next] = this.afterWords(blank);
    if (next && /^[\p{Ll}.,;!?…]/u.test(next.text)) return true;
    const size = before[0].size;
    const inParagraph = this.words.some(
      (w) =>
        Math.abs(Math.abs(w.baseline - before[0].baseline) - 1.4 * size) <= 0.5 * size &&
        w.x1 > before[0].x0 &&
        w.x0 < blank.x1,
    );
    return before.length >= 4 && inParagraph;
  }

  /** The words right after the blank on its line, up to a wide gap, another blank or a closing bracket. */
  afterWords(blank: Span): Word[] {
    const onLine = this.words
      .filter((w) => Math.abs(w.baseline - blank.y) <= 0.6 * w.size + 2 && w.x0 >= blank.x1 - 1)
      .sort((a, b) => a.x0 - b.x0);
    const nextBlank = Math.min(
      ...this.blanks
        .filter((b) => b !== blank && b.x0 >= blank.x1 - 1 && Math.abs(b.y - blank.y) <= 6)
        .map((b) => b.x0),
    );
    const picked: Word[] = [];
    for (const word of onLine) {
      const from = picked[picked.length - 1]?.x1 ?? blank.x1;
      if (word.x0 - from > 1.2 * word.size || word.x1 > nextBlank + 1) break;
      picked.push(word);
      if (word.text.endsWith(')') || picked.length === 6) break;
    }
    return picked;
  }

  /** The words just left of the blank on its line, back to a wide gap or an earlier blank. */
  left(blank: Span): { text: string } {
    return {
      text: cleanLabel(
        this.leftWords(blank)
          .map((w) => w.text)
          .join(' '),
      ),
    };
  }

  private leftWords(blank: Span): Word[] {
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
      .filter(
        (w) =>
          inBand(w.baseline, w.size) &&
          w.x1 <= blank.x0 + 2 &&
          w.x1 >= bound &&
          w.x0 >= after - 1 &&
          !this.claimed.has(w),
      )
      .sort((a, b) => b.x1 - a.x1);
    const picked: Word[] = [];
    for (const word of candidates) {
      const next = picked[picked.length - 1];
      // The nearest word may stand off (a tab), the rest of the label runs on in words.
      if (next && next.x0 - word.x1 > 1.2 * word.size) break;
      picked.push(word);
      if (picked.length === 8) break;
    }
    return picked.reverse();
  }

  /** The first line printed beneath the blank, within its width, and how far below it stands. */
  under(blank: Span): { text: string; distance: number } {
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
    if (below.length === 0) return { text: '', distance: Number.POSITIVE_INFINITY };
    const first = Math.min(...below.map((w) => w.baseline));
    const line = below.filter((w) => Math.abs(w.baseline - first) <= 1.5).sort((a, b) => a.x0 - b.x0);
    return {
      text: cleanLabel(line.map((w) => w.text).join(' ')),
      distance: first - 0.75 * line[0].size - blank.y,
    };
  }

  /**
   * The line just above the blank, starting about where it starts (raw: a trailing colon kept), when
   * it is a caption and not a form's line of its own.
   */
  above(blank: Span): { text: string; distance: number } {
    const none = { text: '', distance: Number.POSITIVE_INFINITY };
    const over = this.words.filter(
      (w) =>
        w.baseline <= blank.y - 10 &&
        w.baseline >= blank.y - 34 &&
        w.x0 >= blank.x0 - 15 &&
        w.x0 <= blank.x1 - 10,
    );
    if (over.length === 0) return none;
    const last = Math.max(...over.map((w) => w.baseline));
    const line = over.filter((w) => Math.abs(w.baseline - last) <= 1.5).sort((a, b) => a.x0 - b.x0);
    if (line[0].x0 > blank.x0 + 25) return none;
    // A form's line with its own blanks ("Signature: ____ Date: ____") labels those, not this one.
    if (this.blanks.some((b) => b !== blank && Math.abs(b.y - last) <= 4)) return none;
    const text = line.map((w) => w.text).join(' ');
    // A line of writing space above reaches a little higher than the text under it.
    return text.length <= 60 ? { text, distance: blank.y - last - 8 } : none;
  }
}

const isBracketed = (word: Word) => word.text.startsWith('(');
