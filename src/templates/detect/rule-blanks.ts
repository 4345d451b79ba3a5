// The blanks drawn as rules: a horizontal rule, cut where vertical rules cross it (a table's
// cells), whose stretch above is free of text is a line to write on. A piece closed on a side by a
// vertical rule is a table cell: the space above it reaches up to the rule over it, and its label
// is the cell on its left, never text beneath it (that is the next row).
import type { HRule, PageParts } from './page-parts.ts';
import type { TextBlank, Word } from './text-lines.ts';

export interface RuleBlank {
  x0: number;
  x1: number;
  y: number;
  /** For a table cell, the rule over it. */
  top?: number;
  /** A cell narrower than a line to write on (a tick column's). */
  narrow?: boolean;
}

/** Narrower free stretches are not lines to write on. */
const NARROWEST = 36;
/** A table cell this narrow may still take a tick. */
const NARROWEST_CELL = 14;

export function ruleBlanks(parts: PageParts, words: Word[], textBlanks: TextBlank[]): RuleBlank[] {
  const rules = mergeRules(parts.hRules);
  const found: RuleBlank[] = [];
  for (const rule of rules) {
    const cuts = parts.vRules
      // Only a rule running up from this one splits it: one starting here splits the row below, not
      // the one above (a title row merged across the table).
      .filter((v) => v.x > rule.x0 + 2 && v.x < rule.x1 - 2 && v.y0 < rule.y - 2 && v.y1 >= rule.y - 2)
      .map((v) => v.x)
      .sort((a, b) => a - b);
    const edges = [rule.x0, ...cuts, rule.x1];
    for (let i = 0; i + 1 < edges.length; i += 1) {
      const [x0, x1] = [edges[i], edges[i + 1]];
      const walled = parts.vRules.some(
        (v) =>
          (Math.abs(v.x - x0) <= 2 || Math.abs(v.x - x1) <= 2) && v.y0 <= rule.y + 2 && v.y1 >= rule.y - 2,
      );
      if (x1 - x0 < (walled ? NARROWEST_CELL : NARROWEST)) continue;
      const over = walled ? ruleOver(rules, x0, x1, rule.y) : undefined;
      // A table's top border: the cells are below it.
      if (walled && over === undefined) continue;
      const bandTop = over ?? rule.y - 12;
      const onRule = words.filter((w) => w.baseline >= bandTop && w.baseline <= rule.y + 1);
      const taken: Array<[number, number]> = [
        ...onRule.map((w): [number, number] => [w.x0 - 3, w.x1 + 3]),
        ...textBlanks
          .filter((b) => b.y >= bandTop && b.y <= rule.y + 4)
          .map((b): [number, number] => [b.x0 - 3, b.x1 + 3]),
      ];
      for (const [from, to] of freeStretches(x0, x1, taken)) {
        const narrow = to - from < NARROWEST;
        if (narrow && over === undefined) continue;
        // A table cell is a blank only when all of it is free.
        if (over !== undefined && (from > x0 + 1 || to < x1 - 1)) continue;
        // A rule running on under a line of text (a letterhead's, an underline) is no blank; labels
        // sitting on the rule itself, as some forms print them, leave it one.
        const before = onRule.filter((w) => w.x1 + 3 >= from - 0.5 && w.x1 + 3 <= from + 0.5);
        if (from > x0 + 0.5 && before.some((w) => rule.y - w.baseline > 5)) continue;
        found.push({ x0: from, x1: to, y: rule.y, top: over, ...(narrow ? { narrow } : {}) });
      }
    }
  }
  return found;
}

/** Rules on one line that touch or overlap, as one (a line drawn in pieces, a cell's borders). */
function mergeRules(rules: HRule[]): HRule[] {
  const sorted = [...rules].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const merged: HRule[] = [];
  for (const rule of sorted) {
    const same = merged.find(
      (m) => Math.abs(m.y - rule.y) <= 1 && rule.x0 <= m.x1 + 1 && rule.x1 >= m.x0 - 1,
    );
    if (same) {
      same.x0 = Math.min(same.x0, rule.x0);
      same.x1 = Math.max(same.x1, rule.x1);
    } else merged.push({ ...rule });
  }
  return merged;
}

/** The nearest rule above a stretch that covers its middle (the top of its table row). */
function ruleOver(rules: HRule[], x0: number, x1: number, y: number): number | undefined {
  const middle = (x0 + x1) / 2;
  const above = rules.filter((r) => r.y < y - 6 && r.y >= y - 80 && r.x0 <= middle && r.x1 >= middle);
  return above.length > 0 ? Math.max(...above.map((r) => r.y)) : undefined;
}

/** [x0, x1] without the taken intervals. */
function freeStretches(x0: number, x1: number, taken: Array<[number, number]>): Array<[number, number]> {
  const free: Array<[number, number]> = [];
  let from = x0;
  for (const [a, b] of [...taken].sort((p, q) => p[0] - q[0])) {
    if (b <= from) continue;
    if (a >= x1) break;
    if (a > from) free.push([from, a]);
    from = Math.max(from, b);
  }
  if (from < x1) free.push([from, x1]);
  return free;
}
