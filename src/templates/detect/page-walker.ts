// Walks a page's operator list (pdf.js) for what detection needs: each glyph shown upright, with
// its character and its box; each horizontal and vertical rule (a stroked segment, a thin filled
// rectangle); each rectangle drawn as an outline. The text state is kept by the ink reader's own
// bookkeeping (render/ink-text.ts), the transform as its canvas would (render/ink-walker.ts).
// Everything lands in displayed points, so a page turned by /Rotate reads as it is seen.
import { type Matrix, multiply, num, nums } from '../render/ink-geometry.ts';
import { type FontInfo, freshText, type TextState, textOp } from '../render/ink-text.ts';
import type { Glyph, HRule, Rect, VRule } from './page-parts.ts';

type Ops = Record<string, number>;
type Point = [number, number];

interface State extends TextState {
  ctm: Matrix;
  fillInk: boolean;
  strokeInk: boolean;
  lineWidth: number;
}

/** A segment this close to axis-aligned (points) counts as horizontal or vertical. */
const STRAIGHT = 0.6;
/** A filled rectangle this thin (points) is a rule. */
const THIN = 3;
/** Shorter rules are ticks, underlines of a letter, decoration. */
const SHORTEST_RULE = 6;

const isWhite = (rgb: ArrayLike<number>) => rgb[0] >= 240 && rgb[1] >= 240 && rgb[2] >= 240;

interface RawGlyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

export class PageWalker {
  readonly glyphs: Glyph[] = [];
  readonly hRules: HRule[] = [];
  readonly vRules: VRule[] = [];
  readonly rects: Rect[] = [];
  images = 0;
  private state: State;
  private readonly stack: State[] = [];
  /** The path being built: its subpaths as displayed points, and whether each was closed. */
  private subpaths: Array<{ points: Point[]; closed: boolean }> = [];

  constructor(
    private readonly OPS: Ops,
    base: Matrix,
    private readonly fonts: Map<string, FontInfo>,
  ) {
    this.state = { ...freshText(), ctm: base, fillInk: true, strokeInk: true, lineWidth: 1 };
  }

  walk(fnArray: number[], argsArray: unknown[]): void {
    for (let i = 0; i < fnArray.length; i += 1) this.op(fnArray[i], (argsArray[i] ?? []) as unknown[]);
  }

  private op(fn: number, args: unknown[]): void {
    const { OPS } = this;
    const s = this.state;
    switch (fn) {
      case OPS.save:
        this.stack.push({ ...s });
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
        this.state = this.stack.pop() ?? s;
        break;
      case OPS.transform:
        s.ctm = multiply(
          s.ctm,
          Array.from({ length: 6 }, (_, i) => num(args[i])),
        );
        break;
      case OPS.paintFormXObjectBegin: {
        this.stack.push({ ...s });
        const matrix = nums(args[0]);
        if (matrix) this.state.ctm = multiply(s.ctm, matrix);
        break;
      }
      case OPS.beginGroup: {
        this.stack.push({ ...s });
        const matrix = nums((args[0] as { matrix?: unknown } | undefined)?.matrix);
        if (matrix) this.state.ctm = multiply(s.ctm, matrix);
        break;
      }
      case OPS.setLineWidth:
        s.lineWidth = num(args[0]);
        break;
      case OPS.setFillRGBColor:
        s.fillInk = !isWhite(args as unknown as ArrayLike<number>);
        break;
      case OPS.setStrokeRGBColor:
        s.strokeInk = !isWhite(args as unknown as ArrayLike<number>);
        break;
      case OPS.setFillTransparent:
        s.fillInk = false;
        break;
      case OPS.setStrokeTransparent:
        s.strokeInk = false;
        break;
      case OPS.constructPath:
        this.buildPath(nums(args[0]) ?? [], nums(args[1]) ?? []);
        break;
      case OPS.fill:
      case OPS.eoFill:
        this.paint(true, false);
        break;
      case OPS.stroke:
      case OPS.closeStroke:
        this.paint(false, true);
        break;
      case OPS.fillStroke:
      case OPS.eoFillStroke:
      case OPS.closeFillStroke:
      case OPS.closeEOFillStroke:
        this.paint(true, true);
        break;
      case OPS.endPath:
        this.subpaths = [];
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageXObjectRepeat:
        this.images += 1;
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        this.show(args[0]);
        textOp(OPS, s, fn, args, this.silent());
        break;
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText:
        // Move to the next line (and set the spacing) first, then show as above.
        if (fn === OPS.nextLineSetSpacingShowText) {
          s.wordSpacing = num(args[0]);
          s.charSpacing = num(args[1]);
        }
        textOp(OPS, s, OPS.nextLine, [], this.silent());
        this.show(fn === OPS.nextLineShowText ? args[0] : args[2]);
        textOp(OPS, s, OPS.showText, [fn === OPS.nextLineShowText ? args[0] : args[2]], this.silent());
        break;
      default:
        textOp(OPS, s, fn, args, this.silent());
    }
  }

  private silent() {
    return { ctm: this.state.ctm, fonts: this.fonts, visible: () => false, mark: () => {} };
  }

  /** The glyphs of one string shown, where pdf.js's canvas would put them (ink-text.ts's advance). */
  private show(value: unknown): void {
    const s = this.state;
    const { font, fontSize: size } = s;
    if (!font || size === 0 || font.info.vertical || (s.renderMode & 3) === 3) return;
    const advanceScale = size * (font.info.fontMatrix?.[0] ?? 0.001);
    const hscale = s.textHScale * s.fontDirection;
    const m = multiply(multiply(s.ctm, s.textMatrix), [hscale, 0, 0, 1, s.x, s.y + s.textRise]);
    // Only text that reads left to right, upright, as the page is displayed.
    const along = Math.hypot(m[0], m[1]);
    const up = Math.hypot(m[2], m[3]);
    if (along === 0 || up === 0 || Math.abs(m[1]) > 0.05 * along || m[0] <= 0 || m[3] >= 0) return;
    const shownSize = size * up;
    let x = 0;
    for (const glyph of Array.isArray(value) ? (value as Array<RawGlyph | number>) : []) {
      if (typeof glyph === 'number') {
        x -= (glyph * size) / 1000;
        continue;
      }
      const advance = (glyph.width ?? 0) * advanceScale;
      const spacing = (glyph.isSpace ? s.wordSpacing : 0) + s.charSpacing;
      // A subset font may put any glyph at code 32, which pdf.js calls a space: its text decides.
      const ch = glyph.unicode ?? '';
      if (ch.trim() !== '') {
        this.glyphs.push({
          ch,
          x0: m[0] * x + m[4],
          x1: m[0] * (x + advance) + m[4],
          baseline: m[1] * x + m[5],
          size: shownSize,
        });
      }
      x += advance + spacing * s.fontDirection;
    }
  }

  /** pdf.js's constructPath: operator numbers and their coordinates, flattened, in user space. */
  private buildPath(ops: number[], coords: number[]): void {
    const { OPS } = this;
    const m = this.state.ctm;
    const at = (x: number, y: number): Point => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
    let current: Point[] | null = null;
    let i = 0;
    for (const op of ops) {
      if (op === OPS.moveTo) {
        current = [at(coords[i], coords[i + 1])];
        this.subpaths.push({ points: current, closed: false });
        i += 2;
      } else if (op === OPS.lineTo) {
        current?.push(at(coords[i], coords[i + 1]));
        i += 2;
      } else if (op === OPS.curveTo) {
        // A curve makes its subpath neither a rule nor a rectangle.
        if (current) current.push([Number.NaN, Number.NaN]);
        i += 6;
      } else if (op === OPS.curveTo2 || op === OPS.curveTo3) {
        if (current) current.push([Number.NaN, Number.NaN]);
        i += 4;
      } else if (op === OPS.rectangle) {
        const [x, y, w, h] = coords.slice(i, i + 4);
        this.subpaths.push({
          points: [at(x, y), at(x + w, y), at(x + w, y + h), at(x, y + h)],
          closed: true,
        });
        current = null;
        i += 4;
      } else if (op === OPS.closePath) {
        const last = this.subpaths[this.subpaths.length - 1];
        if (last) last.closed = true;
      }
    }
  }

  private paint(fill: boolean, stroke: boolean): void {
    const s = this.state;
    const filled = fill && s.fillInk;
    const stroked = stroke && s.strokeInk;
    for (const { points, closed } of this.subpaths) {
      if (points.some((p) => Number.isNaN(p[0]))) continue;
      const rect = rectangleOf(points);
      if (rect) {
        const w = rect.x1 - rect.x0;
        const h = rect.y1 - rect.y0;
        if (filled && h <= THIN && w >= SHORTEST_RULE)
          this.hRules.push({ x0: rect.x0, x1: rect.x1, y: (rect.y0 + rect.y1) / 2 });
        else if (filled && w <= THIN && h >= SHORTEST_RULE)
          this.vRules.push({ x: (rect.x0 + rect.x1) / 2, y0: rect.y0, y1: rect.y1 });
        else if (stroked && w > THIN && h > THIN && (closed || points.length === 5)) this.rects.push(rect);
        else if (stroked) this.segments(points, closed);
        continue;
      }
      if (stroked) this.segments(points, closed);
    }
    this.subpaths = [];
  }

  /** The straight, axis-aligned segments of a stroked subpath. */
  private segments(points: Point[], closed: boolean): void {
    const ends = closed ? [...points, points[0]] : points;
    for (let i = 0; i + 1 < ends.length; i += 1) {
      const [a, b] = [ends[i], ends[i + 1]];
      if (Math.abs(a[1] - b[1]) <= STRAIGHT && Math.abs(a[0] - b[0]) >= SHORTEST_RULE) {
        this.hRules.push({ x0: Math.min(a[0], b[0]), x1: Math.max(a[0], b[0]), y: (a[1] + b[1]) / 2 });
      } else if (Math.abs(a[0] - b[0]) <= STRAIGHT && Math.abs(a[1] - b[1]) >= SHORTEST_RULE) {
        this.vRules.push({ x: (a[0] + b[0]) / 2, y0: Math.min(a[1], b[1]), y1: Math.max(a[1], b[1]) });
      }
    }
  }
}

/** The rectangle four (or five, the last closing) axis-aligned points make, or null. */
function rectangleOf(points: Point[]): Rect | null {
  const corners =
    points.length === 5 && Math.hypot(points[4][0] - points[0][0], points[4][1] - points[0][1]) <= STRAIGHT
      ? points.slice(0, 4)
      : points;
  if (corners.length !== 4) return null;
  for (let i = 0; i < 4; i += 1) {
    const [a, b] = [corners[i], corners[(i + 1) % 4]];
    if (Math.abs(a[0] - b[0]) > STRAIGHT && Math.abs(a[1] - b[1]) > STRAIGHT) return null;
  }
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
