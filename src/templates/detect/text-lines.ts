// A page's glyphs read as lines of text, and within them the runs that are blanks to fill: three or
// more underscores, four or more leader dots (spaced or not), and check-box glyphs (☐, □ …). What
// is left are words, the material labels are made of. Displayed points, y growing downwards.
import type { Glyph } from './page-parts.ts';

export interface Word {
  text: string;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

export interface TextBlank {
  source: 'underscores' | 'dots';
  x0: number;
  x1: number;
  /** Where a pen would write on: just under the baseline for underscores, on it for dots. */
  y: number;
  size: number;
}

export interface BoxGlyph {
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

export interface TextLines {
  words: Word[];
  blanks: TextBlank[];
  boxes: BoxGlyph[];
}

const UNDERSCORE = /^[_＿‗]$/;
const DOT = /^[.…·․‥]$/;
const BOX = /^[☐□❑❒☑☒▢⬜]$/;

type Kind = 'underscore' | 'dot' | 'box' | 'text';
const kindOf = (ch: string): Kind =>
  UNDERSCORE.test(ch) ? 'underscore' : DOT.test(ch) ? 'dot' : BOX.test(ch) ? 'box' : 'text';

export function readLines(glyphs: Glyph[]): TextLines {
  const result: TextLines = { words: [], blanks: [], boxes: [] };
  for (const line of groupLines(glyphs)) splitLine(line, result);
  return result;
}

/** Glyphs sharing a baseline (within a fifth of their size), each line left to right. */
function groupLines(glyphs: Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const lines: Glyph[][] = [];
  let current: Glyph[] = [];
  for (const glyph of sorted) {
    const first = current[0];
    if (first && Math.abs(glyph.baseline - first.baseline) > Math.max(1, 0.2 * first.size)) {
      lines.push(current);
      current = [];
    }
    current.push(glyph);
  }
  if (current.length > 0) lines.push(current);
  return lines.map((line) => line.sort((a, b) => a.x0 - b.x0));
}

function splitLine(line: Glyph[], into: TextLines): void {
  const runs: Array<{ kind: Kind; glyphs: Glyph[] }> = [];
  for (const glyph of line) {
    const kind = kindOf(glyph.ch);
    const run = runs[runs.length - 1];
    const last = run?.glyphs[run.glyphs.length - 1];
    const gap = last ? glyph.x0 - last.x1 : 0;
    // Words break at a space's width; leader dots are often spaced, underscores seldom.
    const reach =
      kind === 'dot' ? 0.7 * glyph.size : kind === 'underscore' ? 0.35 * glyph.size : 0.2 * glyph.size;
    if (run && kind === run.kind && kind !== 'box' && gap <= reach) run.glyphs.push(glyph);
    else runs.push({ kind, glyphs: [glyph] });
  }
  runs.forEach((run, i) => {
    // Underscores joining letters on both sides are part of a word ("EXPORT___DIR", "file___name").
    const inWord =
      run.kind === 'underscore' &&
      touchesLetter(runs[i - 1], run, 'before') &&
      touchesLetter(runs[i + 1], run, 'after');
    emit(inWord ? 'text' : run.kind, run.glyphs, into);
  });
}

/** Whether a neighbouring run of text ends (or starts) with a letter or digit touching the run. */
function touchesLetter(
  neighbour: { kind: Kind; glyphs: Glyph[] } | undefined,
  run: { glyphs: Glyph[] },
  side: 'before' | 'after',
): boolean {
  if (neighbour?.kind !== 'text') return false;
  const glyph = side === 'before' ? neighbour.glyphs[neighbour.glyphs.length - 1] : neighbour.glyphs[0];
  const edge = side === 'before' ? run.glyphs[0] : run.glyphs[run.glyphs.length - 1];
  const gap = side === 'before' ? edge.x0 - glyph.x1 : glyph.x0 - edge.x1;
  return /^[\p{L}\p{N}]$/u.test(glyph.ch) && gap <= 0.2 * glyph.size;
}

function emit(kind: Kind, run: Glyph[], into: TextLines): void {
  const x0 = run[0].x0;
  const x1 = run[run.length - 1].x1;
  const size = Math.max(...run.map((g) => g.size));
  const baseline = run[0].baseline;
  const text = run.map((g) => g.ch).join('');
  if (kind === 'box') {
    into.boxes.push({ x0, x1, baseline, size });
    return;
  }
  const dots = kind === 'dot' ? [...text].reduce((n, ch) => n + (ch === '…' || ch === '‥' ? 3 : 1), 0) : 0;
  if (kind === 'underscore' && run.length >= 3 && x1 - x0 >= Math.max(15, 1.5 * size)) {
    into.blanks.push({ source: 'underscores', x0, x1, y: baseline + 0.1 * size, size });
  } else if (kind === 'dot' && dots >= 4 && x1 - x0 >= Math.max(18, 2 * size)) {
    into.blanks.push({ source: 'dots', x0, x1, y: baseline, size });
  } else {
    // Short runs of either stay in the text ("etc.", "file_name").
    const last = into.words[into.words.length - 1];
    if (last && last.baseline === baseline && x0 - last.x1 <= 0.2 * size) {
      last.text += text;
      last.x1 = x1;
    } else into.words.push({ text, x0, x1, baseline, size });
  }
}
