// The ink of a page's text: the text state pdf.js's canvas keeps (text and line matrices, font and
// size, spacing, scaling, rise, leading, render mode) and, for each string shown, the box of every
// word — from the start of its first glyph to the end of its last, a fifth of an em wider each side
// for overhangs, over the font's whole height. Invisible text (the OCR layer of a scan) is no ink.
import { type Box, boxThrough, IDENTITY, type Matrix, multiply, num } from './ink-geometry.ts';

export interface FontInfo {
  fontMatrix?: number[];
  ascent?: number;
  descent?: number;
  bbox?: number[];
  vertical?: boolean;
}

interface Glyph {
  width: number;
  isSpace?: boolean;
}

/** A gap (thousandths of an em) in a TJ array that separates words. */
const WORD_GAP = 200;
/** How far a glyph may reach beyond its advance, in ems. */
const OVERHANG = 0.2;

export interface TextState {
  font: { info: FontInfo; low: number; high: number } | null;
  fontSize: number;
  fontDirection: 1 | -1;
  charSpacing: number;
  wordSpacing: number;
  textHScale: number;
  leading: number;
  textRise: number;
  renderMode: number;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
}

export function freshText(): TextState {
  return {
    font: null,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    textHScale: 1,
    leading: 0,
    textRise: 0,
    renderMode: 0,
    textMatrix: IDENTITY,
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
  };
}

/** What showing text needs from the graphics state around it. */
export interface TextPainter {
  ctm: Matrix;
  fonts: Map<string, FontInfo>;
  /** Whether text in a render mode (0 fill, 1 stroke, 2 both) leaves ink in the current colours. */
  visible(mode: number): boolean;
  mark(box: Box): void;
}

/** The vertical reach of a font's glyphs in ems, from its metrics, never less than a Latin face's. */
function fontReach(info: FontInfo): { low: number; high: number } {
  const scale = info.fontMatrix?.[3] ?? 0.001;
  const bbox = info.bbox?.length === 4 ? info.bbox : [0, 0, 0, 0];
  const clamp = (value: number, min: number, max: number) =>
    Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : 0;
  return {
    low: Math.min(-0.25, info.descent ?? 0, clamp(bbox[1] * scale, -0.6, 0)),
    high: Math.max(0.95, info.ascent ?? 0, clamp(bbox[3] * scale, 0, 1.3)),
  };
}

const glyphsOf = (value: unknown): Array<Glyph | number> =>
  Array.isArray(value) ? (value as Array<Glyph | number>) : [];

/** Applies a text operator; false when `fn` is not one. */
export function textOp(
  OPS: Record<string, number>,
  s: TextState,
  fn: number,
  args: unknown[],
  painter: TextPainter,
): boolean {
  switch (fn) {
    case OPS.beginText:
      s.textMatrix = IDENTITY;
      s.x = s.y = s.lineX = s.lineY = 0;
      break;
    case OPS.setTextMatrix: {
      const [a, b, c, d, e, f] = Array.from({ length: 6 }, (_, i) => num(args[i]));
      s.textMatrix = [a, b, c, d, e, f];
      s.x = s.y = s.lineX = s.lineY = 0;
      break;
    }
    case OPS.moveText:
      moveText(s, num(args[0]), num(args[1]));
      break;
    case OPS.setLeadingMoveText:
      s.leading = num(args[1]);
      moveText(s, num(args[0]), num(args[1]));
      break;
    case OPS.setLeading:
      s.leading = -num(args[0]);
      break;
    case OPS.nextLine:
      moveText(s, 0, s.leading);
      break;
    case OPS.setCharSpacing:
      s.charSpacing = num(args[0]);
      break;
    case OPS.setWordSpacing:
      s.wordSpacing = num(args[0]);
      break;
    case OPS.setHScale:
      s.textHScale = num(args[0]) / 100;
      break;
    case OPS.setTextRise:
      s.textRise = num(args[0]);
      break;
    case OPS.setTextRenderingMode:
      s.renderMode = num(args[0]);
      break;
    case OPS.setFont: {
      const info = painter.fonts.get(String(args[0])) ?? {};
      const size = num(args[1]);
      s.font = { info, ...fontReach(info) };
      s.fontSize = Math.abs(size);
      s.fontDirection = size < 0 ? -1 : 1;
      break;
    }
    case OPS.showText:
    case OPS.showSpacedText:
      showText(s, glyphsOf(args[0]), painter);
      break;
    case OPS.nextLineShowText:
      moveText(s, 0, s.leading);
      showText(s, glyphsOf(args[0]), painter);
      break;
    case OPS.nextLineSetSpacingShowText:
      s.wordSpacing = num(args[0]);
      s.charSpacing = num(args[1]);
      moveText(s, 0, s.leading);
      showText(s, glyphsOf(args[2]), painter);
      break;
    default:
      return false;
  }
  return true;
}

function moveText(s: TextState, x: number, y: number): void {
  s.lineX += x;
  s.lineY += y;
  s.x = s.lineX;
  s.y = s.lineY;
}

/** Advances as pdf.js's canvas does, marking each word shown. */
function showText(s: TextState, glyphs: Array<Glyph | number>, painter: TextPainter): void {
  const { font, fontSize: size } = s;
  if (!font || size === 0) return;
  const visible = painter.visible(s.renderMode & 3); // the +4 modes also clip
  const advanceScale = size * (font.info.fontMatrix?.[0] ?? 0.001);
  const hscale = s.textHScale * s.fontDirection;
  // A negative size turns glyphs upside down.
  const [low, high] = s.fontDirection < 0 ? [-font.high, -font.low] : [font.low, font.high];
  const toPage = multiply(multiply(painter.ctm, s.textMatrix), [hscale, 0, 0, 1, s.x, s.y + s.textRise]);
  const vertical = font.info.vertical === true;
  let x = 0;
  let runStart: number | null = null;
  const endRun = () => {
    if (runStart !== null && visible && !vertical) {
      const overhang = (OVERHANG * size) / Math.max(Math.abs(hscale), 0.01);
      const [from, to] = [Math.min(runStart, x) - overhang, Math.max(runStart, x) + overhang];
      painter.mark(boxThrough(toPage, from, low * size, to, high * size));
    }
    runStart = null;
  };
  for (const glyph of glyphs) {
    if (typeof glyph === 'number') {
      if (Math.abs(glyph) >= WORD_GAP) endRun();
      x -= (glyph * size) / 1000;
      continue;
    }
    if (glyph.isSpace) endRun();
    else runStart ??= x;
    const spacing = (glyph.isSpace ? s.wordSpacing : 0) + s.charSpacing;
    x += glyph.width * advanceScale + spacing * s.fontDirection;
  }
  endRun();
  if (vertical) {
    // Vertical writing advances downwards, its glyphs centred on the baseline's line.
    if (visible) painter.mark(boxThrough(toPage, -size, -Math.abs(x) - size, size, size));
    s.y -= x;
  } else {
    s.x += x * hscale;
  }
}
