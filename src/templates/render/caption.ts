// Where a signature's caption (who signed, and when) goes on a coordinate template: outside the box,
// on blank paper, never over the template's own printing (its ink map), another field's box, an
// earlier caption or the footer, and never smaller than 6 pt. Tried in order: below the box, above
// it, to its right, to its left — each first on one line, then wrapped to the box's width, at 6.5
// then 6 pt, a little further from the box and slid along it before giving up on that side. When
// the paper around the box is all taken, the caption goes in a strip at the bottom of the box and
// the signature keeps the part above it.

import { FIT_LEADING } from './fit.ts';
import { fontMetrics } from './fonts.ts';
import type { InkMap, Rect } from './ink-map.ts';
import { breakLines } from './line-break.ts';
import { measureText as textWidth } from './script-text.ts';

export const CAPTION_SIZES = [6.5, 6];
/** Distances from the box tried on each side, in points. */
const GAPS = [1.5, 3, 4.5];
/** Steps, in points, of the slide along the box. */
const SLIDE = 2;
/** Blank paper kept from the page's edge. */
const EDGE = 3;
/** Room kept between a caption and a field box or another caption. */
const CLEARANCE = 1;
/** Padding between the strip's caption and the box's edges. */
const STRIP_PAD = 1.5;
/** Narrowest column a wrapped caption is set in, when its box is narrower still. */
const MIN_WRAP = 72;

export interface CaptionPlacement {
  size: number;
  lines: string[];
  /** Top-left of the caption's ink (ascender of the first line to descender of the last). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Set for the last resort: the height taken at the bottom of the box, which the signature leaves. */
  strip?: number;
}

export interface CaptionRequest {
  text: string;
  box: Rect;
  page: { width: number; height: number };
  ink: InkMap;
  /** Field boxes, captions already placed and the footer: nothing of ours may overlap them. */
  taken: Rect[];
}

interface Layout {
  size: number;
  lines: string[];
  width: number;
  height: number;
}

function layout(text: string, size: number, wrapWidth?: number): Layout {
  const lines =
    wrapWidth === undefined
      ? [text]
      : breakLines([{ text, style: 'regular' }], wrapWidth, size).map((line) =>
          line.segments.map((segment) => segment.text).join(''),
        );
  const { ascent, descent } = fontMetrics('regular');
  return {
    size,
    lines,
    width: Math.max(...lines.map((line) => textWidth('regular', line, size))),
    height: (lines.length - 1) * size * FIT_LEADING + size * (ascent - descent),
  };
}

/** One line, then wrapped to the box's width (if that makes a different layout), at each size. */
function layouts(text: string, box: Rect): Layout[] {
  const all: Layout[] = [];
  for (const size of CAPTION_SIZES) all.push(layout(text, size));
  for (const size of CAPTION_SIZES) {
    const wrapped = layout(text, size, Math.max(box.width, MIN_WRAP));
    if (wrapped.lines.length > 1) all.push(wrapped);
  }
  return all;
}

/** Starting at `preferred`, then alternately further either way, every SLIDE points within [min, max]. */
function* slide(preferred: number, min: number, max: number): Generator<number> {
  if (min > max) return;
  const start = Math.min(max, Math.max(min, preferred));
  yield start;
  for (let step = SLIDE; start - step >= min || start + step <= max; step += SLIDE) {
    if (start + step <= max) yield start + step;
    if (start - step >= min) yield start - step;
  }
}

/** Left edges at which a caption `width` wide still sits along the box (it spans or lies within it). */
function alongX(box: Rect, width: number): Generator<number> {
  const lo = Math.min(box.x, box.x + box.width - width);
  const hi = Math.max(box.x, box.x + box.width - width);
  return slide(box.x, lo, hi);
}

/** Top edges at which a caption `height` tall sits beside the box, bottoms aligned first. */
function alongY(box: Rect, height: number): Generator<number> {
  const lo = Math.min(box.y, box.y + box.height - height);
  const hi = Math.max(box.y, box.y + box.height - height);
  return slide(box.y + box.height - height, lo, hi);
}

function* candidates(box: Rect, shape: Layout, side: Side): Generator<Rect> {
  const { width, height } = shape;
  for (const gap of GAPS) {
    if (side === 'below' || side === 'above') {
      const y = side === 'below' ? box.y + box.height + gap : box.y - gap - height;
      for (const x of alongX(box, width)) yield { x, y, width, height };
    } else {
      const x = side === 'right' ? box.x + box.width + gap : box.x - gap - width;
      for (const y of alongY(box, height)) yield { x, y, width, height };
    }
  }
}

type Side = 'below' | 'above' | 'right' | 'left';
const SIDES: Side[] = ['below', 'above', 'right', 'left'];

const overlaps = (a: Rect, b: Rect, margin: number) =>
  a.x < b.x + b.width + margin &&
  b.x < a.x + a.width + margin &&
  a.y < b.y + b.height + margin &&
  b.y < a.y + a.height + margin;

function isFree(rect: Rect, request: CaptionRequest): boolean {
  const { page, ink, taken } = request;
  return (
    rect.x >= EDGE &&
    rect.y >= EDGE &&
    rect.x + rect.width <= page.width - EDGE &&
    rect.y + rect.height <= page.height - EDGE &&
    !taken.some((other) => overlaps(rect, other, CLEARANCE)) &&
    ink.isFree(rect)
  );
}

export function placeCaption(request: CaptionRequest): CaptionPlacement {
  const { box, text } = request;
  const shapes = layouts(text, box);
  for (const side of SIDES) {
    for (const shape of shapes) {
      for (const rect of candidates(box, shape, side)) {
        if (isFree(rect, request)) return { size: shape.size, lines: shape.lines, ...rect };
      }
    }
  }
  return inStrip(text, box);
}

/** The last resort: the smallest size, wrapped to the box, at the bottom inside it. */
function inStrip(text: string, box: Rect): CaptionPlacement {
  const size = CAPTION_SIZES[CAPTION_SIZES.length - 1];
  const shape = layout(text, size, Math.max(1, box.width - 2 * STRIP_PAD));
  const y = box.y + box.height - STRIP_PAD - shape.height;
  return {
    size,
    lines: shape.lines,
    x: box.x + STRIP_PAD,
    y,
    width: shape.width,
    height: shape.height,
    strip: Math.min(box.height, shape.height + 2 * STRIP_PAD),
  };
}

/** The baseline of each line of a placed caption, from the page's top. */
export function captionBaselines(placement: CaptionPlacement): number[] {
  const { ascent } = fontMetrics('regular');
  return placement.lines.map(
    (_, index) => placement.y + index * placement.size * FIT_LEADING + placement.size * ascent,
  );
}
