// Text in rendered documents: the DejaVu faces embedded into a pdf-lib document, text measurement,
// and the clean-up every string gets before it is drawn.
//
// pdf-lib asks fontkit to parse the TTF on every embedFont and runs full OpenType shaping on every
// string it measures or draws. We hand it a facade instead: each face is parsed once per process,
// and `layout` maps code points straight to glyphs through the cmap. pdf-lib ignores glyph
// positioning anyway, so shaping only bought ligatures (ﬁ, ﬂ) — which copy out of some viewers
// badly — at four times the cost. Measuring with the same mapping we draw with means a measured
// line is exactly the drawn line. Text is NFC-normalised first so that "Nguyễn" typed with
// combining marks finds the precomposed glyphs instead of unpositioned marks.
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { type FontStyle, fontBytes } from '../../platform/fonts.ts';

export type { FontStyle };

interface Glyph {
  id: number;
  advanceWidth: number;
}

interface ParsedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  glyphForCodePoint(codePoint: number): Glyph;
  glyphsForString(text: string): Glyph[];
}

type FontkitModule = Parameters<PDFDocument['registerFontkit']>[0];

const parsed = new WeakMap<Uint8Array, ParsedFont>();

function parse(bytes: Uint8Array): ParsedFont {
  let font = parsed.get(bytes);
  if (!font) {
    const real = fontkit.create(bytes) as unknown as ParsedFont;
    // A child object, so the unshaped layout never leaks to other users of fontkit.
    font = Object.create(real) as ParsedFont;
    (font as ParsedFont & { layout: (text: string) => { glyphs: Glyph[] } }).layout = (text) => ({
      glyphs: real.glyphsForString(text),
    });
    parsed.set(bytes, font);
  }
  return font;
}

const facade = { create: (bytes: Uint8Array) => parse(bytes) } as unknown as FontkitModule;

export type Fonts = Record<FontStyle, PDFFont>;

/**
 * Embeds the given faces as subsets (only the glyphs used are written at save): files of ~40 kB
 * instead of ~1.7 MB and a tenth of the time, and pdftotext extracts every test name exactly.
 */
export async function embedFonts(doc: PDFDocument, styles: FontStyle[]): Promise<Partial<Fonts>> {
  doc.registerFontkit(facade);
  const fonts: Partial<Fonts> = {};
  for (const style of styles) fonts[style] = await doc.embedFont(fontBytes(style), { subset: true });
  return fonts;
}

/** Per-face advance widths in thousandths of an em, memoised per code point. */
const advances = new Map<FontStyle, Map<number, number>>();

/** Width in points of `text` set in `style` at `size`, exactly as pdf-lib will draw it. */
export function textWidth(style: FontStyle, text: string, size: number): number {
  let table = advances.get(style);
  if (!table) {
    table = new Map();
    advances.set(style, table);
  }
  const font = parse(fontBytes(style));
  let total = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    let advance = table.get(codePoint);
    if (advance === undefined) {
      advance = (font.glyphForCodePoint(codePoint).advanceWidth * 1000) / font.unitsPerEm;
      table.set(codePoint, advance);
    }
    total += advance;
  }
  return (total * size) / 1000;
}

/** Ascender and (negative) descender of a face, as fractions of the font size. */
export function fontMetrics(style: FontStyle): { ascent: number; descent: number } {
  const font = parse(fontBytes(style));
  return { ascent: font.ascent / font.unitsPerEm, descent: font.descent / font.unitsPerEm };
}

/**
 * What a value or template text becomes before drawing: NFC, tabs and line breaks as spaces,
 * other control characters dropped (they have no glyph and would print as boxes).
 */
export function cleanText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[\t\n\r\v\f\u2028\u2029]/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b\ufeff]/g, '')
  );
}
