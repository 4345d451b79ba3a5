// Flowing text down appended PDF pages: line wrapping at word boundaries, page breaks when a page is
// full, and keeping a block together when it fits on a fresh page; fixed-height drawings (a signer's
// signature and initials) take their place in the flow like text. Used by the audit certificate.
import { PageSizes, type PDFDocument, type PDFPage, rgb } from '../platform/pdf.ts';
import type { FontStyle } from '../templates/render/fonts.ts';
import type { ScriptText } from '../templates/render/script-text.ts';

export type Color = ReturnType<typeof rgb>;

/** A face as the flow uses it: one style of a document's ScriptText, so any script is set. */
export interface FlowFont {
  widthOfTextAtSize(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number }, size: number, color?: Color): void;
}

/**
 * One style of `text` as a FlowFont. A certificate read left to right sets every line so (a name or
 * date in Arabic or Hebrew is a run within it); one read right to left lets each line take the
 * direction of its first strong letter, so a Hebrew date reads from the right and a hash or an
 * address, all Latin, still from the left.
 */
export function flowFont(text: ScriptText, style: FontStyle, rtl = false): FlowFont {
  return {
    widthOfTextAtSize: (line, size) => text.measure(style, line, size),
    draw: (page, line, { x, y }, size, color) => {
      text.draw(page, line, style, {
        at: (dx, rise) => ({ x: x + dx, y: y + rise }),
        size,
        color: color ?? rgb(0, 0, 0),
        direction: rtl ? 'auto' : 'ltr',
      });
    },
  };
}

export interface TextStyle {
  font: FlowFont;
  size: number;
  color?: Color;
}

export interface FlowOptions {
  pageSize: [number, number];
  margin: number;
  /** Room kept free at the bottom of every page for the footer. */
  footerHeight: number;
  /**
   * Lay out without drawing or adding pages: the page breaks fall exactly where they would, and
   * `pageCount` tells how many pages the text takes (`pages` stays empty).
   */
  countOnly?: boolean;
  /**
   * Lay the page out from the right (a certificate in Arabic or Hebrew): every line is drawn against
   * the right margin at the mirror of its place, label columns on the right. The words of each line
   * are ordered by the font's own bidi handling either way.
   */
  rtl?: boolean;
}

const LINE_FACTOR = 1.35;
/** The height `rule` takes up. */
export const RULE_HEIGHT = 6;

/** The height one line of `style` takes up. */
export function lineHeight(style: TextStyle): number {
  return style.size * LINE_FACTOR;
}

/**
 * Text made safe to draw: composed (so accented letters use the font's precomposed glyphs and
 * extract as the same code points), with control characters (which would draw as missing-glyph
 * boxes) and bidirectional overrides (which would let a user agent visually reorder the text
 * around it) turned into spaces.
 */
export function printable(text: string): string {
  return text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu, ' ');
}

/**
 * Break `text` into lines no wider than `width`. Lines break only between words, so every word
 * reaches a text extractor whole; a single word wider than the line is the exception and is cut.
 */
export function wrapText(text: string, style: TextStyle, width: number): string[] {
  const measure = (s: string) => style.font.widthOfTextAtSize(s, style.size);
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width) {
      const cut = longestFittingPrefix(line, measure, width);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

function longestFittingPrefix(word: string, measure: (s: string) => number, width: number): number {
  const chars = Array.from(word);
  let fits = 1;
  let low = 1;
  let high = chars.length;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (measure(chars.slice(0, mid).join('')) <= width) {
      fits = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  // Back to UTF-16 units so a surrogate pair is never split.
  return chars.slice(0, fits).join('').length;
}

export class TextFlow {
  readonly pages: PDFPage[] = [];
  /** Pages begun so far, drawn or (with `countOnly`) only counted. */
  pageCount = 0;
  readonly left: number;
  readonly width: number;
  private page: PDFPage | undefined;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly options: FlowOptions,
  ) {
    this.left = options.margin;
    this.width = options.pageSize[0] - 2 * options.margin;
    this.newPage();
  }

  /** Called at the top of every page after the first, e.g. to repeat a table's column headings. */
  onContinuation: (() => void) | undefined;

  newPage(): void {
    this.pageCount += 1;
    if (!this.options.countOnly) {
      this.page = this.doc.addPage(this.options.pageSize);
      this.pages.push(this.page);
    }
    this.y = this.options.pageSize[1] - this.options.margin;
    const continuation = this.onContinuation;
    if (continuation && this.pageCount > 1) {
      // Cleared while it runs so that drawing the headings cannot recurse into another page.
      this.onContinuation = undefined;
      continuation();
      this.onContinuation = continuation;
    }
  }

  private get bottom(): number {
    return this.options.margin + this.options.footerHeight;
  }

  /** The height of an empty page's writing area. */
  get pageCapacity(): number {
    return this.options.pageSize[1] - this.options.margin - this.bottom;
  }

  /** Start a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** Move a block that would straddle a page break to the next page, if it fits on one. */
  keepTogether(height: number): void {
    if (height <= this.pageCapacity) this.ensure(height);
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** One line of text at `x`, which is never wrapped (used for hashes and headings). */
  line(text: string, style: TextStyle, x = this.left): void {
    this.ensure(lineHeight(style));
    this.y -= lineHeight(style);
    this.draw(printable(text), style, x);
  }

  /** Wrapped text between `x` and the right margin. */
  paragraph(text: string, style: TextStyle, x = this.left): void {
    for (const wrapped of wrapText(text, style, this.left + this.width - x)) this.line(wrapped, style, x);
  }

  /**
   * A label in the left column and its value wrapped in the right one. The row moves to the next
   * page whole rather than leave a label and half its value behind.
   */
  row(label: string, value: string, labelStyle: TextStyle, valueStyle: TextStyle, valueX: number): void {
    const lines = wrapText(value, valueStyle, this.left + this.width - valueX);
    const height = Math.max(lineHeight(labelStyle), lineHeight(valueStyle));
    this.keepTogether(lines.length * height);
    lines.forEach((text, index) => {
      this.ensure(height);
      this.y -= height;
      if (index === 0) this.draw(printable(label), labelStyle, this.left);
      this.draw(text, valueStyle, valueX);
    });
  }

  /** The height `row` will take, for keeping blocks together. */
  rowHeight(value: string, labelStyle: TextStyle, valueStyle: TextStyle, valueX: number): number {
    const lines = wrapText(value, valueStyle, this.left + this.width - valueX).length;
    return lines * Math.max(lineHeight(labelStyle), lineHeight(valueStyle));
  }

  /**
   * A drawing `height` tall, moved to the next page whole. `draw` gets the page and the y of the
   * block's top (PDF space, y up); it is not called when only counting.
   */
  block(height: number, draw: (page: PDFPage, top: number) => void): void {
    this.ensure(height);
    const top = this.y;
    this.y -= height;
    if (this.page) draw(this.page, top);
  }

  rule(color: Color): void {
    this.ensure(RULE_HEIGHT);
    this.y -= RULE_HEIGHT / 2;
    this.page?.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.5,
      color,
    });
    this.y -= RULE_HEIGHT / 2;
  }

  /**
   * Where something `width` wide, placed at `x` as if the page ran left to right, goes on this page:
   * there, or its mirror across the writing area when the flow runs right to left.
   */
  mirror(x: number, width: number): number {
    return this.options.rtl ? 2 * this.left + this.width - x - width : x;
  }

  private draw(text: string, style: TextStyle, x: number): void {
    if (!this.page) return;
    const at = this.options.rtl ? this.mirror(x, style.font.widthOfTextAtSize(text, style.size)) : x;
    drawLine(this.page, text, style, at, this.y + lineHeight(style));
  }
}

/** One line of `text` in the line box whose top is at `top`, as the flow draws its lines. */
export function drawLine(page: PDFPage, text: string, style: TextStyle, x: number, top: number): void {
  // Baseline sits a little above the bottom of the line box so descenders stay inside it.
  const baseline = top - lineHeight(style) + style.size * (LINE_FACTOR - 1) + style.size * 0.1;
  style.font.draw(page, text, { x, y: baseline }, style.size, style.color);
}

/** A4 unless the document itself is US Letter, so the certificate prints on the same paper. */
export function pageSizeLike(doc: PDFDocument): [number, number] {
  const first = doc.getPageCount() > 0 ? doc.getPage(0).getSize() : undefined;
  const [letterWidth, letterHeight] = PageSizes.Letter;
  if (first && Math.abs(first.width - letterWidth) < 2 && Math.abs(first.height - letterHeight) < 2) {
    return [letterWidth, letterHeight];
  }
  return [PageSizes.A4[0], PageSizes.A4[1]];
}
