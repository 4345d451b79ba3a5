// Text in any script on a PDF page: runs chosen by script-runs.ts, measured and drawn.
//
// Runs in DejaVu and the CJK faces take the fast path of fonts.ts (code point → glyph through the
// cmap, no shaping): Latin, Greek, Cyrillic and CJK need nothing more. Arabic and Hebrew runs are
// shaped by fontkit's OpenType layout (joining forms, lam-alef and other ligatures, mark positions):
// each shaped glyph is handed to pdf-lib as a token (fonts.ts `SharedFont.token`) whose ToUnicode
// entry is the characters it came from, so a ligature copies out as its letters. pdf-lib writes one
// advance per glyph; where the shaper moves a glyph (a mark over its letter, a kerned pair) the glyph
// is drawn where the shaper put it, as a text operation of its own.
import fontkit from '@pdf-lib/fontkit';
import { subsetName } from '../../platform/fonts.ts';
import { degrees, type PDFDocument, type PDFFont, type PDFPage, type RGB } from '../../platform/pdf.ts';
import { type ScriptFace, strictGlyphs } from '../../platform/script-fonts.ts';
import { embedSubsetNow, type FontStyle, parse, widthIn } from './fonts.ts';
import { cjkOrder, type Direction, type Face, faceRuns, mirrored, visualRuns } from './script-runs.ts';

/** One text operation: characters (or glyph tokens) for one font, at an offset in em from the line's start. */
interface Operation {
  face: Face;
  chars: string;
  dx: number;
  rise: number;
}

interface ShapedGlyph {
  token: string;
  /** All in em. */
  advance: number;
  xOffset: number;
  yOffset: number;
  /** The advance pdf-lib will give the glyph: the font's own (hmtx). */
  ownAdvance: number;
}

interface Shaper {
  layout(
    text: string,
    features: undefined,
    script: string,
    language: undefined,
    direction: 'ltr' | 'rtl',
  ): {
    glyphs: Array<{ id: number; codePoints: number[]; advanceWidth: number }>;
    positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
  };
  unitsPerEm: number;
  _glyphs: Record<number, unknown>;
}

const shapers = new WeakMap<Uint8Array, Shaper>();
const shapedCache = new Map<string, ShapedGlyph[]>();
const SHAPED_CACHE_LIMIT = 20_000;

/**
 * A run shaped by fontkit, glyphs in visual order. The shaper is a parse of its own: fontkit keeps
 * one glyph object per id with the characters of whoever asked first, and the characters each
 * shaped glyph stands for must be this text's, so its glyph cache is emptied before each layout.
 */
function shape(face: Face, text: string, direction: 'ltr' | 'rtl'): ShapedGlyph[] {
  const key = `${face.key}\u0000${direction}\u0000${text}`;
  let glyphs = shapedCache.get(key);
  if (glyphs) return glyphs;
  const bytes = face.bytes();
  let shaper = shapers.get(bytes);
  if (!shaper) {
    shaper = fontkit.create(bytes) as unknown as Shaper;
    shapers.set(bytes, shaper);
  }
  shaper._glyphs = {};
  const run = shaper.layout(text, undefined, face.shapedAs!, undefined, direction);
  const shared = parse(bytes);
  const em = shaper.unitsPerEm;
  // A right-to-left ligature's letters are listed last to first: readers (poppler, pdf.js) put a
  // right-to-left line's characters back in logical order by reversing them, ligature text included.
  const letters = (codePoints: number[]) =>
    direction === 'rtl' ? [...codePoints].reverse() : [...codePoints];
  glyphs = run.glyphs.map((glyph, i) => ({
    token: shared.token(glyph.id, letters(glyph.codePoints)),
    advance: run.positions[i].xAdvance / em,
    xOffset: run.positions[i].xOffset / em,
    yOffset: run.positions[i].yOffset / em,
    ownAdvance: glyph.advanceWidth / em,
  }));
  if (shapedCache.size >= SHAPED_CACHE_LIMIT) shapedCache.clear();
  shapedCache.set(key, glyphs);
  return glyphs;
}

/** Operations drawing one run starting at `dx` (em); returns them and the run's width (em). */
function runOperations(
  face: Face,
  text: string,
  rtl: boolean,
  dx: number,
): { operations: Operation[]; width: number } {
  if (!face.shapedAs) {
    const shared = parse(face.bytes());
    // Reversed, brackets mirrored: the mirror's glyph standing for the typed character.
    const show = (char: string) => {
      const mirror = mirrored(char);
      return mirror === char
        ? char
        : shared.token(shared.glyph(mirror.codePointAt(0)!).id, [char.codePointAt(0)!]);
    };
    const chars = rtl ? Array.from(text).reverse().map(show).join('') : text;
    return { operations: [{ face, chars, dx, rise: 0 }], width: widthIn(face.bytes(), text, 1) };
  }
  const operations: Operation[] = [];
  let pen = dx;
  let current: Operation | undefined;
  let currentEnd = 0;
  for (const glyph of shape(face, text, rtl ? 'rtl' : 'ltr')) {
    const inPlace = glyph.xOffset === 0 && glyph.yOffset === 0;
    if (inPlace && current && Math.abs(currentEnd - pen) < 1e-9) {
      current.chars += glyph.token;
    } else {
      current = { face, chars: glyph.token, dx: pen + glyph.xOffset, rise: glyph.yOffset };
      operations.push(current);
      currentEnd = current.dx;
      if (!inPlace) current = undefined;
    }
    if (current) currentEnd += glyph.ownAdvance;
    pen += glyph.advance;
  }
  return { operations, width: pen - dx };
}

export interface SetOptions {
  /** The document's language: which CJK face Han characters try first. */
  locale?: string;
  /** Throw on a character no face has (the default: COUNTERSIGN_STRICT_GLYPHS). */
  strict?: boolean;
}

function optionsOf({ locale, strict = strictGlyphs() }: SetOptions): { cjk: ScriptFace[]; strict: boolean } {
  return { cjk: cjkOrder(locale), strict };
}

/** Widths in em of the words measured so far (line breaking measures each word of a document). */
const measured = new Map<string, number>();
const MEASURED_LIMIT = 50_000;

/** Width in points of `text` in `style` at `size`, as `ScriptText` draws it. */
export function measureText(style: FontStyle, text: string, size: number, options: SetOptions = {}): number {
  const set = optionsOf(options);
  const key = `${style}\u0000${set.cjk[0]}\u0000${set.strict}\u0000${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    width = emWidth(style, text, set);
    if (measured.size >= MEASURED_LIMIT) measured.clear();
    measured.set(key, width);
  }
  return width * size;
}

function emWidth(style: FontStyle, text: string, options: { cjk: ScriptFace[]; strict: boolean }): number {
  let width = 0;
  for (const run of faceRuns(text, style, options)) {
    width += run.face.shapedAs
      ? shape(run.face, run.text, 'rtl').reduce((sum, glyph) => sum + glyph.advance, 0)
      : widthIn(run.face.bytes(), run.text, 1);
  }
  return width;
}

export interface DrawOptions {
  /** Where a point `dx` along the baseline and `rise` above it lands on the page. */
  at: (dx: number, rise: number) => { x: number; y: number };
  size: number;
  color: RGB;
  /** Degrees, for text upright on a rotated page. */
  rotation?: number;
  /** The paragraph's direction (default: from the text's first strong character). */
  direction?: Direction;
}

/** Sets text in one document, embedding each face as a named subset the first time a line needs it. */
export class ScriptText {
  private readonly fonts = new Map<Face, PDFFont>();
  private readonly options: { cjk: ScriptFace[]; strict: boolean };

  constructor(
    private readonly doc: PDFDocument,
    private readonly scope: string,
    private readonly setOptions: SetOptions = {},
  ) {
    this.options = optionsOf(setOptions);
  }

  /** Width in points of `text` in `style` at `size`, as `draw` sets it. */
  measure(style: FontStyle, text: string, size: number): number {
    return measureText(style, text, size, this.setOptions);
  }

  /** One line of `text` in `style`; returns its width in points. */
  draw(page: PDFPage, text: string, style: FontStyle, options: DrawOptions): number {
    return this.drawPieces(page, [{ text, style }], options);
  }

  /** One line made of differently styled pieces (logical order); returns its width in points. */
  drawPieces(page: PDFPage, pieces: Array<{ text: string; style: FontStyle }>, options: DrawOptions): number {
    const { size } = options;
    const { operations, width } = this.set(pieces, options.direction ?? 'auto');
    for (const operation of operations) {
      if (operation.chars === '') continue;
      page.drawText(operation.chars, {
        ...options.at(operation.dx * size, operation.rise * size),
        size,
        font: this.font(operation.face),
        color: options.color,
        ...(options.rotation ? { rotate: degrees(options.rotation) } : {}),
      });
    }
    return width * size;
  }

  /**
   * The width in points of a line as `drawPieces` sets it: a space between two Arabic words is the
   * Arabic face's, which measuring word by word cannot know, so a line set flush right asks here.
   */
  lineWidth(pieces: Array<{ text: string; style: FontStyle }>, size: number, direction: Direction): number {
    return this.set(pieces, direction).width * size;
  }

  private set(
    pieces: Array<{ text: string; style: FontStyle }>,
    direction: Direction,
  ): { operations: Operation[]; width: number } {
    let dx = 0;
    const operations: Operation[] = [];
    for (const run of visualRuns(pieces, direction, this.options)) {
      const set = runOperations(run.face, run.text, run.level % 2 === 1, dx);
      operations.push(...set.operations);
      dx += set.width;
    }
    return { operations, width: dx };
  }

  private font(face: Face): PDFFont {
    let font = this.fonts.get(face);
    if (!font) {
      font = embedSubsetNow(this.doc, face.bytes(), subsetName(this.scope, face.postscriptName));
      this.fonts.set(face, font);
    }
    return font;
  }
}
