// Fitting text into a fixed box: the largest size (down to a floor of 4 pt) at which the words fit,
// wrapped onto several lines when the box is tall enough; truncation with an ellipsis only when
// even the floor size cannot hold it all.
// The rule's numbers are in fit-rule.ts, which the signer's in-place view applies on screen too.
import { FIT_LEADING, FIT_STEP, MIN_FONT_SIZE, startSize, VALUE_MAX_SIZE } from './fit-rule.ts';
import { type FontStyle, fontMetrics } from './fonts.ts';
import { breakLines } from './line-break.ts';
import { measureText as textWidth } from './script-text.ts';

export { FIT_LEADING, MIN_FONT_SIZE } from './fit-rule.ts';

export interface FittedText {
  size: number;
  lines: string[];
}

export interface FitOptions {
  maxSize?: number;
  /** Allow wrapping onto several lines when the box is tall enough (default true). */
  multiline?: boolean;
}

export function fitText(
  style: FontStyle,
  text: string,
  width: number,
  height: number,
  options: FitOptions = {},
): FittedText {
  const { maxSize = VALUE_MAX_SIZE, multiline = true } = options;
  const words = text.split(' ').filter(Boolean);
  // Widths scale linearly with size, so each word is measured once, at 1 pt.
  const unit = words.map((word) => textWidth(style, word, 1));
  const space = textWidth(style, ' ', 1);
  const start = startSize(height, maxSize);
  if (words.length === 0) return { size: start, lines: [] };
  for (let size = start; size >= MIN_FONT_SIZE; size -= FIT_STEP) {
    const lines = multiline ? wrapWords(words, unit, space, size, width) : [words.join(' ')];
    const fitsWidth = multiline || textWidth(style, lines[0], size) <= width;
    if (
      lines.length > 0 &&
      fitsWidth &&
      (lines.length === 1 || lines.length * size * FIT_LEADING <= height)
    ) {
      return { size, lines };
    }
  }
  return truncated(style, words.join(' '), width, height, multiline);
}

/** The lines of a greedy word wrap, or an empty list when a single word is wider than the box. */
function wrapWords(words: string[], unit: number[], space: number, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (let i = 0; i < words.length; i += 1) {
    const wordWidth = unit[i] * size;
    if (wordWidth > width) return [];
    if (line && lineWidth + space * size + wordWidth <= width) {
      line += ` ${words[i]}`;
      lineWidth += space * size + wordWidth;
    } else {
      if (line) lines.push(line);
      line = words[i];
      lineWidth = wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncated(
  style: FontStyle,
  text: string,
  width: number,
  height: number,
  multiline: boolean,
): FittedText {
  const size = MIN_FONT_SIZE;
  const maxLines = multiline ? Math.max(1, Math.floor(height / (size * FIT_LEADING))) : 1;
  const wrapped = multiline
    ? breakLines([{ text, style }], width, size).map((line) => line.segments.map((s) => s.text).join(''))
    : [text];
  const lines = wrapped.slice(0, maxLines);
  const cut = lines.length < wrapped.length || textWidth(style, lines[lines.length - 1] ?? '', size) > width;
  if (cut) lines[lines.length - 1] = ellipsize(style, lines[lines.length - 1] ?? '', width, size);
  return { size, lines };
}

function ellipsize(style: FontStyle, line: string, width: number, size: number): string {
  const chars = Array.from(line.trimEnd());
  while (chars.length > 0 && textWidth(style, `${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Baseline offsets (from the box top, downwards) of fitted lines centred vertically in the box. */
export function baselines(style: FontStyle, fitted: FittedText, boxHeight: number): number[] {
  const { ascent, descent } = fontMetrics(style);
  const lineHeight = fitted.size * FIT_LEADING;
  const top = (boxHeight - fitted.lines.length * lineHeight) / 2;
  const inner = (lineHeight - fitted.size * (ascent - descent)) / 2 + fitted.size * ascent;
  return fitted.lines.map((_, index) => top + index * lineHeight + inner);
}
