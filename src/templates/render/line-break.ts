// Greedy line breaking of styled text with measured widths: words move whole to the next line, a
// word that alone is wider than the line is split between characters (graphemes, so a letter keeps
// its marks), and a run of differently styled pieces with no space between them ("**Zoë**'s") stays
// one unbreakable word. Chinese and Japanese, written without spaces, may break between any two
// characters (Intl.Segmenter's graphemes), except before closing punctuation and small kana or after
// opening punctuation (the basic kinsoku rules of JIS X 4051). Widths are those of script-text.ts,
// whatever the script.
import type { FontStyle } from './fonts.ts';
import { measureText as textWidth } from './script-text.ts';

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
      for (const { segment: char } of graphemes.segment(piece.text)) {
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
        ideographicParts(part).forEach((text, index) => {
          if (index > 0) endWord();
          pieces.push({ text, style: item.style, width: textWidth(item.style, text, size) });
        });
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

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Not at the start of a line: closing brackets and marks, small kana, the prolonged sound mark. */
const NO_BREAK_BEFORE =
  /^[、。，．・：；？！）」』】〕〉》〙〗〟｝］ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ!?,.:;)\]}%]/u;
/** Not at the end of a line: opening brackets. */
const NO_BREAK_AFTER = /[（「『【〔〈《〘〖〝｛［([{]$/u;

/** A word without spaces cut where a line may break inside it: between ideographic characters. */
function ideographicParts(word: string): string[] {
  if (!IDEOGRAPHIC.test(word)) return [word];
  const parts: string[] = [];
  let previousIdeographic = false;
  for (const { segment } of graphemes.segment(word)) {
    const ideographic = IDEOGRAPHIC.test(segment);
    const last = parts[parts.length - 1];
    const mayBreak =
      last !== undefined &&
      (ideographic || previousIdeographic) &&
      !NO_BREAK_BEFORE.test(segment) &&
      !NO_BREAK_AFTER.test(last);
    if (mayBreak || last === undefined) parts.push(segment);
    else parts[parts.length - 1] += segment;
    previousIdeographic = ideographic;
  }
  return parts;
}
