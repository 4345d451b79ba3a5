// Greedy line breaking of styled text with measured widths: words move whole to the next line, a
// word that alone is wider than the line is split between characters, and a run of differently
// styled pieces with no space between them ("**Zoë**'s") stays one unbreakable word.
import { type FontStyle, textWidth } from './fonts.ts';

export type LayoutItem = { text: string; style: FontStyle } | { break: true };

export interface LineSegment {
  text: string;
  style: FontStyle;
  /** Offset from the start of the line, in points. */
  x: number;
  width: number;
}

export interface Line {
  segments: LineSegment[];
  width: number;
}

interface Piece {
  text: string;
  style: FontStyle;
  width: number;
}

type Unit = { pieces: Piece[]; width: number; space: Piece | null } | { break: true };

/** The lines `items` fill at `size` points within `maxWidth`. Text must already be cleaned. */
export function breakLines(items: LayoutItem[], maxWidth: number, size: number): Line[] {
  const lines: Line[] = [];
  let line: Piece[] = [];
  let width = 0;
  const endLine = () => {
    lines.push(toLine(line));
    line = [];
    width = 0;
  };
  for (const unit of toUnits(items, size)) {
    if ('break' in unit) {
      endLine();
      continue;
    }
    const gap = line.length > 0 && unit.space ? unit.space.width : 0;
    if (line.length > 0 && width + gap + unit.width <= maxWidth) {
      if (unit.space && gap > 0) line.push(unit.space);
      line.push(...unit.pieces);
      width += gap + unit.width;
      continue;
    }
    if (line.length > 0) endLine();
    if (unit.width <= maxWidth) {
      line.push(...unit.pieces);
      width = unit.width;
      continue;
    }
    // Too long for any line (a URL, a long number): split it between characters.
    for (const piece of unit.pieces) {
      for (const char of piece.text) {
        const charWidth = textWidth(piece.style, char, size);
        if (width > 0 && width + charWidth > maxWidth) endLine();
        line.push({ text: char, style: piece.style, width: charWidth });
        width += charWidth;
      }
    }
  }
  if (line.length > 0) endLine();
  return lines;
}

/** Words (with the space before each) and forced breaks; spaces collapse as in HTML. */
function toUnits(items: LayoutItem[], size: number): Unit[] {
  const units: Unit[] = [];
  let pieces: Piece[] = [];
  let space: Piece | null = null;
  const endWord = () => {
    if (pieces.length === 0) return;
    units.push({ pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0), space });
    pieces = [];
    space = null;
  };
  for (const item of items) {
    if ('break' in item) {
      endWord();
      units.push(item);
      space = null;
      continue;
    }
    for (const part of item.text.split(/( +)/)) {
      if (part === '') continue;
      if (part.startsWith(' ')) {
        endWord();
        space ??= { text: ' ', style: item.style, width: textWidth(item.style, ' ', size) };
      } else {
        pieces.push({ text: part, style: item.style, width: textWidth(item.style, part, size) });
      }
    }
  }
  endWord();
  return units;
}

/** Adjacent pieces of one style merge, so a line is drawn with as few text operations as possible. */
function toLine(pieces: Piece[]): Line {
  const segments: LineSegment[] = [];
  let x = 0;
  for (const piece of pieces) {
    const last = segments[segments.length - 1];
    if (last && last.style === piece.style) {
      last.text += piece.text;
      last.width += piece.width;
    } else {
      segments.push({ text: piece.text, style: piece.style, x, width: piece.width });
    }
    x += piece.width;
  }
  return { segments, width: x };
}
