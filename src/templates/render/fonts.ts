// Text in rendered documents: the DejaVu faces (and the handwriting face of typed signatures)
// embedded into a pdf-lib document as named subsets, text measurement, and the clean-up every string
// gets before it is drawn.
//
// pdf-lib asks fontkit to parse the TTF on every embedFont and runs full OpenType shaping on every
// string it measures or draws. We hand it a facade instead: each face is parsed once per process,
// and `layout` maps code points straight to glyphs through the cmap. pdf-lib ignores glyph
// positioning anyway, so shaping only bought ligatures (ﬁ, ﬂ) — which copy out of some viewers
// badly — at four times the cost. Measuring with the same mapping we draw with means a measured
// line is exactly the drawn line. Text is NFC-normalised first so that "Nguyễn" typed with
// combining marks finds the precomposed glyphs instead of unpositioned marks.
import fontkit from '@pdf-lib/fontkit';
import { type FontStyle, fontBytes, postscriptName, subsetName } from '../../platform/fonts.ts';
import { CustomFontSubsetEmbedder, type PDFDocument, PDFFont } from '../../platform/pdf.ts';

export type { FontStyle };

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}

interface ParsedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  glyphForCodePoint(codePoint: number): Glyph;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

type FontkitModule = Parameters<PDFDocument['registerFontkit']>[0];

export interface SharedFont {
  /** What pdf-lib sees: the parsed font with our `layout`. */
  facade: ParsedFont & { layout(text: string): { glyphs: Glyph[] } };
  glyph(codePoint: number): Glyph;
  /**
   * A shaped glyph (shaping.ts) as one character pdf-lib can be handed: a code point of the
   * supplementary private use planes standing for this glyph id with these source code points, which
   * `layout` turns back into the glyph (and the ToUnicode map into the source text).
   */
  token(id: number, codePoints: number[]): string;
}

/** The first code point of the tokens: plane 15, which no text we draw contains (cleanText). */
const TOKEN_BASE = 0xf0000;

const parsed = new WeakMap<Uint8Array, SharedFont>();

export function parse(bytes: Uint8Array): SharedFont {
  let shared = parsed.get(bytes);
  if (shared) return shared;
  const real = fontkit.create(bytes) as unknown as ParsedFont;
  const glyphs = new Map<number, Glyph>();
  // pdf-lib builds the ToUnicode map from `glyph.codePoints`. fontkit caches one Glyph per id with
  // the code points of whoever asked first, and subsetting asks for the components of composite
  // glyphs (the "c" inside "ć") with none; in a font shared across documents that would drop "c"
  // from a later document's text layer. Each code point therefore gets its own view of its glyph.
  const glyph = (codePoint: number) => {
    let view = glyphs.get(codePoint);
    if (!view) {
      view = Object.create(real.glyphForCodePoint(codePoint), {
        codePoints: { value: [codePoint] },
      }) as Glyph;
      glyphs.set(codePoint, view);
    }
    return view;
  };
  const tokens: Glyph[] = [];
  const tokenOf = new Map<string, string>();
  const token = (id: number, codePoints: number[]) => {
    const key = `${id}:${codePoints.join(',')}`;
    let char = tokenOf.get(key);
    if (!char) {
      const base = (real as unknown as FacadeGlyphs).getGlyph(id);
      tokens.push(Object.create(base, { codePoints: { value: codePoints } }) as Glyph);
      char = String.fromCodePoint(TOKEN_BASE + tokens.length - 1);
      tokenOf.set(key, char);
    }
    return char;
  };
  const resolve = (char: string) => {
    const codePoint = char.codePointAt(0)!;
    return codePoint >= TOKEN_BASE ? tokens[codePoint - TOKEN_BASE] : glyph(codePoint);
  };
  // A child object, so the unshaped layout never leaks to other users of fontkit.
  const facade = Object.create(real) as SharedFont['facade'] & FacadeGlyphs;
  facade.layout = (text) => ({ glyphs: Array.from(text, resolve) });
  facade.getGlyph = decodedOnce(real as unknown as FacadeGlyphs);
  facade.createSubset = evenGlyphs(real as unknown as FacadeGlyphs);
  shared = { facade, glyph, token };
  parsed.set(bytes, shared);
  return shared;
}

/** fontkit's glyph lookup by id, and the decoding of a glyph's outline it offers. */
interface FacadeGlyphs {
  getGlyph(id: number, codePoints?: number[]): { _decode(): unknown; id: number };
  directory: { tables: Record<string, unknown> };
  createSubset(this: FacadeGlyphs): TrueTypeSubset;
}

/** fontkit's TrueType subset, as far as `evenGlyphs` reaches into it. */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset: number;
  _addGlyph?(id: number): number;
}

/**
 * Subsets whose glyphs each take an even number of bytes. fontkit copies each glyph's bytes as they
 * are and, when the subset is small, writes the short `loca` format, which stores offsets halved:
 * a glyph of odd length (Google's Noto CJK builds have many) shifts every glyph after it by a byte,
 * and viewers draw them as nothing. A zero byte of padding after such a glyph is what the TrueType
 * `glyf` table allows anyway.
 */
function evenGlyphs(real: FacadeGlyphs): FacadeGlyphs['createSubset'] {
  return function createSubset(this: FacadeGlyphs) {
    const subset = real.createSubset.call(this);
    const addGlyph = subset._addGlyph;
    if (!addGlyph) return subset; // a CFF font: no loca
    subset._addGlyph = function (this: TrueTypeSubset, id: number) {
      const index = addGlyph.call(this, id);
      const bytes = this.glyf![index];
      if (bytes.length % 2 === 1) {
        // fontkit's own Buffer class (its stream writer takes nothing else).
        const padded = (bytes.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(
          bytes.length + 1,
        );
        padded.set(bytes);
        this.glyf![index] = padded;
        this.offset += 1;
      }
      return index;
    };
    return subset;
  };
}

/**
 * Glyphs by id whose outline is decoded once per process. A subset decodes every glyph it writes to
 * tell a composite glyph (whose components it must add) from a simple one, and that decoding, of
 * every point, was most of a subset's cost; a parsed font never changes (none of ours is a variable
 * font, whose outlines depend on the instance), so the first decoding serves every later document.
 */
function decodedOnce(real: FacadeGlyphs): FacadeGlyphs['getGlyph'] {
  // A variable font's outlines are the instance's; fontkit then re-encodes each glyph itself.
  if ('fvar' in real.directory.tables) return (id, codePoints) => real.getGlyph(id, codePoints);
  const byId = new Map<number, ReturnType<FacadeGlyphs['getGlyph']>>();
  return (id, codePoints) => {
    let view = byId.get(id);
    if (!view) {
      const glyph = real.getGlyph(id, codePoints);
      let decoded: unknown;
      let done = false;
      const decode = () => {
        if (!done) {
          decoded = glyph._decode();
          done = true;
        }
        return decoded;
      };
      view = Object.create(glyph, { _decode: { value: decode } }) as typeof glyph;
      byId.set(id, view);
    }
    return view;
  };
}

export const fontkitFacade = {
  create: (bytes: Uint8Array) => parse(bytes).facade,
} as unknown as FontkitModule;

export type Fonts = Record<FontStyle, PDFFont>;

/**
 * Embeds the given faces as subsets (only the glyphs used are written at save): files of ~40 kB
 * instead of ~1.7 MB and a fraction of the time (bench/render.ts measures both), and pdftotext
 * extracts every test name exactly. Each subset is named as PDF readers expect (`ABCDEF+Name`,
 * the tag derived from `scope`). `subset: false` exists for that comparison.
 */
export async function embedFonts(
  doc: PDFDocument,
  styles: FontStyle[],
  { subset = true, scope = 'document' }: { subset?: boolean; scope?: string } = {},
): Promise<Partial<Fonts>> {
  const fonts: Partial<Fonts> = {};
  for (const style of styles) {
    fonts[style] = subset
      ? await embedSubset(doc, fontBytes(style), subsetName(scope, postscriptName(style)))
      : await embedWhole(doc, fontBytes(style));
  }
  return fonts;
}

/** Embeds any font file fontkit reads (TTF, WOFF) as a named subset, drawn with our unshaped layout. */
export async function embedSubset(doc: PDFDocument, bytes: Uint8Array, name: string): Promise<PDFFont> {
  doc.registerFontkit(fontkitFacade);
  return doc.embedFont(bytes, { subset: true, customName: name });
}

/**
 * The same as `embedSubset`, at once: pdf-lib's `embedFont` is async only because a fontkit may
 * parse asynchronously, and ours (the facade) never does. Text set line by line (script-text.ts)
 * finds out which faces a line needs while drawing it, inside layouts that are synchronous. It builds
 * the embedder pdf-lib's `embedFont` builds and registers the font where `embedFont` does (both
 * private in pdf-lib 1.17's types, which is pinned by the lockfile).
 */
export function embedSubsetNow(doc: PDFDocument, bytes: Uint8Array, name: string): PDFFont {
  const Embedder = CustomFontSubsetEmbedder as unknown as new (
    font: unknown,
    bytes: Uint8Array,
    name: string,
  ) => Parameters<typeof PDFFont.of>[2];
  const font = PDFFont.of(doc.context.nextRef(), doc, new Embedder(parse(bytes).facade, bytes, name));
  (doc as unknown as { fonts: PDFFont[] }).fonts.push(font);
  return font;
}

async function embedWhole(doc: PDFDocument, bytes: Uint8Array): Promise<PDFFont> {
  doc.registerFontkit(fontkitFacade);
  return doc.embedFont(bytes, { subset: false });
}

/** Per-font advance widths in thousandths of an em, memoised per code point. */
const advances = new WeakMap<Uint8Array, Map<number, number>>();

/** Width in points of `text` set in the font `bytes` at `size`, exactly as pdf-lib will draw it. */
export function widthIn(bytes: Uint8Array, text: string, size: number): number {
  let table = advances.get(bytes);
  if (!table) {
    table = new Map();
    advances.set(bytes, table);
  }
  const font = parse(bytes);
  let total = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    let advance = table.get(codePoint);
    if (advance === undefined) {
      advance = (font.glyph(codePoint).advanceWidth * 1000) / font.facade.unitsPerEm;
      table.set(codePoint, advance);
    }
    total += advance;
  }
  return (total * size) / 1000;
}

/** Width in points of `text` set in `style` at `size`, exactly as pdf-lib will draw it. */
export function textWidth(style: FontStyle, text: string, size: number): number {
  return widthIn(fontBytes(style), text, size);
}

/** Whether the font `bytes` has a glyph of its own for a code point. */
export function hasGlyph(bytes: Uint8Array, codePoint: number): boolean {
  let table = glyphKnown.get(bytes);
  if (!table) {
    table = new Map();
    glyphKnown.set(bytes, table);
  }
  let has = table.get(codePoint);
  if (has === undefined) {
    has = parse(bytes).facade.hasGlyphForCodePoint(codePoint);
    table.set(codePoint, has);
  }
  return has;
}

/** Per font, whether it has each code point asked about: run itemizing asks per character. */
const glyphKnown = new WeakMap<Uint8Array, Map<number, boolean>>();

/** Ascender and (negative) descender of a font, as fractions of the font size. */
export function metricsOf(bytes: Uint8Array): { ascent: number; descent: number } {
  const font = parse(bytes).facade;
  return { ascent: font.ascent / font.unitsPerEm, descent: font.descent / font.unitsPerEm };
}

/** Ascender and (negative) descender of a face, as fractions of the font size. */
export function fontMetrics(style: FontStyle): { ascent: number; descent: number } {
  return metricsOf(fontBytes(style));
}

/** The inked bounds of one character's glyph, as fractions of the font size (y up from the baseline). */
export function glyphBounds(
  style: FontStyle,
  char: string,
): { minX: number; minY: number; maxX: number; maxY: number } {
  const font = parse(fontBytes(style));
  const { bbox } = font.glyph(char.codePointAt(0)!);
  const em = font.facade.unitsPerEm;
  return { minX: bbox.minX / em, minY: bbox.minY / em, maxX: bbox.maxX / em, maxY: bbox.maxY / em };
}

/**
 * What a value or template text becomes before drawing: NFC, tabs and line breaks as spaces, other
 * control characters dropped (they have no glyph and would print as boxes), and so are zero-width
 * characters and variation selectors, because we map code points to glyphs one by one, and the
 * private use planes 15 and 16, whose code points stand for shaped glyphs when handed to pdf-lib.
 */
export function cleanText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\t\n\r\v\f\u2028\u2029]/g, ' ')) {
    if (!isInvisible(char.codePointAt(0)!)) out += char;
  }
  return out;
}

function isInvisible(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x200b && codePoint <= 0x200d) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    codePoint === 0xfeff ||
    // The supplementary private use planes: where shaped glyphs' tokens live (`SharedFont.token`).
    codePoint >= TOKEN_BASE
  );
}
