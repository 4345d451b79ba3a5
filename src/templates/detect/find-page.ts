// The fields proposed on one page, from its parts (page-parts.ts): lines to write on (underscores,
// leader dots, drawn rules, empty table cells and boxes) typed by their label, check boxes (glyphs
// and small drawn squares) labelled by the words on their right, and the page's own form widgets.
// Boxes are CONTRACT §4 boxes: displayed points from the page's top-left corner.

import { type Edges, settleFoundBox } from '../found-size.ts';
import { clampBox } from '../geometry.ts';
import { besideLabel } from './cell-label.ts';
import type { Label } from './label-finder.ts';
import { type Blank, LabelFinder } from './label-finder.ts';
import { cleanLabel, type Kind, kindOf } from './labels.ts';
import type { PageParts, Rect } from './page-parts.ts';
import { ruleBlanks } from './rule-blanks.ts';
import { readLines, type Word } from './text-lines.ts';

export type ProposalType =
  | 'signature'
  | 'initials'
  | 'date'
  | 'text'
  | 'checkbox'
  | 'select'
  | 'radio'
  | 'multiple';

export interface Proposal {
  type: ProposalType;
  label: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 to 1: how sure the reading is (a form widget is surest, a line without a label least). */
  confidence: number;
  /** A form's field: the key form import gives it (`applicant.name` → `applicant_name`). */
  name?: string;
  /** A form's choice: its options (a list's, a group's buttons' values) and, for buttons, each one's box. */
  options?: string[];
  optionBoxes?: Array<{ x: number; y: number; width: number; height: number }>;
}

/** The height a field of each kind wants above its line, before the text above limits it. */
const HEIGHT: Record<Kind, number> = {
  signature: 36,
  initials: 26,
  date: 20,
  name: 20,
  title: 20,
  place: 20,
  check: 12,
  text: 20,
};
const TYPE_OF: Record<Kind, ProposalType> = {
  signature: 'signature',
  initials: 'initials',
  date: 'date',
  name: 'text',
  title: 'text',
  place: 'text',
  check: 'checkbox',
  text: 'text',
};
const CONFIDENCE = { left: 0.9, after: 0.85, header: 0.85, under: 0.85, above: 0.75, none: 0.3 } as const;

/**
 * A form page draws a few hundred rules and boxes at most; past this, the page is a drawing (a
 * plan, a chart, a hostile file) and its lines are not read, which also keeps the work bounded.
 */
export const MOST_DRAWN_PARTS = 3000;
/** Likewise for blanks and check boxes in the text. */
const MOST_TEXT_BLANKS = 1000;

/** The page's proposals; `form`, the page's form fields as form import reads them (none by default). */
export function findOnPage(page: PageParts, form: Proposal[] = []): Proposal[] {
  const lines = readLines(page.glyphs);
  const { words } = lines;
  const crowded = lines.blanks.length + lines.boxes.length > MOST_TEXT_BLANKS;
  const textBlanks = crowded ? [] : lines.blanks;
  const boxGlyphs = crowded ? [] : lines.boxes;
  const drawing = page.hRules.length + page.vRules.length + page.rects.length > MOST_DRAWN_PARTS;
  const parts = drawing ? { ...page, hRules: [], vRules: [], rects: [] } : page;
  const proposals: Proposal[] = [];
  const box = (x0: number, y0: number, x1: number, y1: number) => ({
    page: parts.page,
    x: round(x0),
    y: round(y0),
    width: round(x1 - x0),
    height: round(y1 - y0),
  });

  const { squares, areas } = sortRects(parts.rects, words);
  const blanks: Blank[] = [
    ...textBlanks.filter((b) => !isLeaderToPageNumber(b, words)).map((b): Blank => ({ ...b, walled: false })),
    ...ruleBlanks(parts, words, textBlanks).map(
      (b): Blank => ({
        ...b,
        source: b.top === undefined ? 'rule' : 'cell',
        walled: b.top !== undefined,
      }),
    ),
    ...areas.map((r): Blank => ({ x0: r.x0, x1: r.x1, y: r.y1, top: r.y0, source: 'box', walled: true })),
  ];
  const finder = new LabelFinder(words, blanks);
  const checksFromCells: Array<Rect & { label: Label }> = [];
  for (const blank of blanks) {
    const label = blank.walled ? besideLabel(blank, words, parts.vRules) : finder.find(blank);
    // A rule nobody labelled is decoration: a separator, a frame.
    if (label.where === 'none' && blank.source !== 'underscores' && blank.source !== 'dots') continue;
    if (!blank.walled && (finder.inProse(blank, label) || isDecoration(blank, label, parts))) continue;
    const kind = label.kind;
    if (blank.narrow && kind !== 'check') continue;
    if (kind === 'check') {
      // A tick column's cell: a square in its middle.
      const side = Math.min(14, blank.x1 - blank.x0 - 6, blank.y - (blank.top ?? blank.y - 20) - 6);
      const [cx, cy] = [(blank.x0 + blank.x1) / 2, ((blank.top ?? blank.y - 20) + blank.y) / 2];
      checksFromCells.push({
        x0: cx - side / 2,
        x1: cx + side / 2,
        y0: cy - side / 2,
        y1: cy + side / 2,
        label,
      });
      continue;
    }
    const top =
      blank.top !== undefined
        ? blank.top + 1
        : Math.max(blank.y - HEIGHT[kind], ceiling(blank, words, parts) + 1);
    const y0 = Math.min(top, blank.y - 8);
    proposals.push({
      type: TYPE_OF[kind],
      label: label.text,
      ...box(blank.x0, y0, blank.x1, blank.top !== undefined ? blank.y - 1 : blank.y),
      confidence: kind === 'text' && label.where !== 'none' ? 0.5 : CONFIDENCE[label.where],
    });
  }

  const checks = [
    ...boxGlyphs.map((g) => ({
      x0: g.x0,
      x1: g.x1,
      y0: g.baseline - 0.75 * g.size,
      y1: g.baseline + 0.05 * g.size,
      sure: 0.9,
    })),
    ...squares.map((r) => ({ ...r, sure: 0.8 })),
  ];
  for (const check of checks) {
    proposals.push({
      type: 'checkbox',
      label: checkLabel(check, words, checks),
      ...box(check.x0, check.y0, check.x1, check.y1),
      confidence: check.sure,
    });
  }
  for (const check of checksFromCells) {
    proposals.push({
      type: 'checkbox',
      label: check.label.text,
      ...box(check.x0, check.y0, check.x1, check.y1),
      confidence: CONFIDENCE[check.label.where],
    });
  }
  // Every box inside its page, as create requires (a line at the top edge, a widget hanging off it).
  return withFormFields(atLeastMinimum(proposals, parts, words), parts, form).map((p) => ({
    ...p,
    ...clampBox(p, page),
  }));
}

/**
 * Each found box at least its type's minimum where the page has room (found-size.ts; issue 44
 * items 20 and 21), around the page's words, rules and widgets and the other proposals: a signature
 * under a heading takes the room below its line (it may cross its own line, never the caption under
 * it), a check box becomes a square about its mark.
 */
function atLeastMinimum(proposals: Proposal[], parts: PageParts, words: Word[]): Proposal[] {
  const ink: Edges[] = [
    ...words.map((w) => ({
      x0: w.x0,
      x1: w.x1,
      y0: w.baseline - 0.75 * w.size,
      y1: w.baseline + 0.25 * w.size,
    })),
    ...parts.vRules.map((r) => ({ x0: r.x - 0.5, x1: r.x + 0.5, y0: r.y0, y1: r.y1 })),
    ...parts.widgets.map((w) => w.rect),
  ];
  const rules = parts.hRules.map((r) => ({ x0: r.x0, x1: r.x1, y0: r.y - 0.5, y1: r.y + 0.5 }));
  const boxes: Edges[] = proposals.map((p) => ({ x0: p.x, y0: p.y, x1: p.x + p.width, y1: p.y + p.height }));
  return proposals.map((proposal, i) => {
    const own = boxes[i];
    const signed = proposal.type === 'signature' || proposal.type === 'initials';
    const onOwnLine = (r: Edges) => Math.abs(r.y0 + 0.5 - own.y1) <= 1.5 && r.x0 < own.x1 && own.x0 < r.x1;
    const around = [
      ...ink,
      ...rules.filter((r) => !(signed && onOwnLine(r))),
      ...boxes.filter((_, j) => j !== i),
    ];
    const settled = settleFoundBox(own, proposal.type, around, parts);
    boxes[i] = settled;
    return {
      ...proposal,
      x: round(settled.x0),
      y: round(settled.y0),
      width: round(settled.x1 - settled.x0),
      height: round(settled.y1 - settled.y0),
    };
  });
}

/** Rectangles: small squares are check boxes; wider ones, empty or captioned, boxes to fill. */
function sortRects(rects: Rect[], words: Word[]): { squares: Rect[]; areas: Rect[] } {
  const squares: Rect[] = [];
  const areas: Rect[] = [];
  for (const r of rects) {
    const [w, h] = [r.x1 - r.x0, r.y1 - r.y0];
    const inside = words.filter(
      (t) => t.x0 >= r.x0 - 1 && t.x1 <= r.x1 + 1 && t.baseline > r.y0 && t.baseline <= r.y1 + 1,
    );
    if (w >= 5 && w <= 22 && Math.abs(w - h) <= Math.max(2, 0.15 * w)) {
      if (inside.length === 0) squares.push(r);
    } else if (w >= 50 && h >= 12 && h <= 160 && inside.length <= 4) {
      areas.push(r);
    }
  }
  return { squares, areas };
}

/** The lowest ink above a line within its width: the field may not grow over it. */
function ceiling(blank: Blank, words: Word[], parts: PageParts): number {
  const overlaps = (x0: number, x1: number) => x1 > blank.x0 + 1 && x0 < blank.x1 - 1;
  const bottoms = [
    ...words
      .filter((w) => w.baseline < blank.y - 3 && overlaps(w.x0, w.x1))
      .map((w) => w.baseline + 0.25 * w.size),
    ...parts.hRules.filter((r) => r.y < blank.y - 3 && overlaps(r.x0, r.x1)).map((r) => r.y),
  ];
  return bottoms.length > 0 ? Math.max(...bottoms) : Number.NEGATIVE_INFINITY;
}

/**
 * A rule that decorates the page (issue 48 item 4), when no label names a kind: a header's or
 * footer's rule, wide and near the top or bottom edge, or a rule over a page number ("Page 1 of 3").
 */
function isDecoration(blank: Blank, label: Label, parts: PageParts): boolean {
  if (blank.source !== 'rule' || label.kind !== 'text') return false;
  const nearEdge = blank.y < 0.08 * parts.height || blank.y > 0.92 * parts.height;
  return (nearEdge && blank.x1 - blank.x0 >= 0.6 * parts.width) || PAGE_NUMBER.test(label.text);
}

const PAGE_NUMBER =
  /^(?:(?:page|p\.|seite|página|pagina|pag\.|strona|sida|side|sivu|strana|sayfa)\s*)?-?\s*\d+\s*-?(?:\s*(?:of|von|de|di|sur|van|z|av|af|\/)\s*\d+)?$/i;

/** A table of contents' leader: dots running to a page number are not a blank. */
function isLeaderToPageNumber(
  blank: { x1: number; y: number; size: number; source: string },
  words: Word[],
): boolean {
  return (
    blank.source === 'dots' &&
    words.some(
      (w) =>
        Math.abs(w.baseline - blank.y) <= 2 &&
        w.x0 >= blank.x1 - 1 &&
        w.x0 <= blank.x1 + 3 * blank.size &&
        /^([0-9]+|[ivxlc]+)$/i.test(w.text),
    )
  );
}

/** The words right of a check box up to the next box or a wide gap, else those on its left. */
function checkLabel(check: Rect, words: Word[], checks: Rect[]): string {
  const middle = (check.y0 + check.y1) / 2;
  const sameLine = words.filter((w) => Math.abs(w.baseline - 0.35 * w.size - middle) <= 0.5 * w.size);
  const nextBox = Math.min(
    ...checks.filter((c) => c.x0 > check.x1 && Math.abs((c.y0 + c.y1) / 2 - middle) < 4).map((c) => c.x0),
  );
  const right = sameLine
    .filter((w) => w.x0 >= check.x1 - 1 && w.x1 <= nextBox + 1)
    .sort((a, b) => a.x0 - b.x0);
  const picked: Word[] = [];
  for (const word of right) {
    const before = picked[picked.length - 1]?.x1 ?? check.x1;
    if (word.x0 - before > 2 * word.size) break;
    picked.push(word);
  }
  if (picked.length > 0) return cleanLabel(picked.map((w) => w.text).join(' '));
  const left = sameLine
    .filter((w) => w.x1 <= check.x0 + 1 && check.x0 - w.x1 < 60)
    .sort((a, b) => a.x0 - b.x0);
  return cleanLabel(left.map((w) => w.text).join(' '));
}

/**
 * The page's form fields, as form import reads them (`form`, from found-fields/acroform.ts: one type,
 * label and options rule for both, issue 44 item 14), with a text field typed by its label (a date, a
 * name); a blank found under a widget gives way to it.
 */
function withFormFields(proposals: Proposal[], parts: PageParts, form: Proposal[]): Proposal[] {
  const widgets = parts.widgets.filter(
    (w) => !w.pushButton && ['Tx', 'Btn', 'Ch', 'Sig'].includes(w.fieldType),
  );
  const boxes = [
    ...widgets.map((w) => w.rect),
    ...form.map((f) => ({ x0: f.x, y0: f.y, x1: f.x + f.width, y1: f.y + f.height })),
  ];
  const covered = (p: Proposal) =>
    boxes.some((w) => p.x < w.x1 && p.x + p.width > w.x0 && p.y < w.y1 + 4 && p.y + p.height > w.y0 - 4);
  const fromForm = form.map((f) => {
    const label = cleanLabel(f.label);
    return { ...f, label, type: f.type === 'text' ? TYPE_OF[kindOf(label)] : f.type };
  });
  return [...proposals.filter((p) => !covered(p)), ...fromForm];
}

const round = (n: number) => Math.round(n * 100) / 100;
