// Reading where a page prints from its drawing operations, as pdf.js lists them (its operator list),
// without rasterising it: the bookkeeping pdf.js's own canvas renderer does — saved states, the
// transform, the clip, colours, form XObjects, groups and annotations — kept to bounding boxes.
// Paths here, text in ink-text.ts, images in ink-image.ts. Every estimate errs towards ink: a
// stroke covers its full width around each segment, a fill its subpaths' boxes. White or fully
// transparent paint leaves none.
import {
  asBox,
  type Box,
  boxAround,
  boxThrough,
  intersect,
  type Matrix,
  multiply,
  num,
  nums,
  stretch,
  union,
} from './ink-geometry.ts';
import { type ImageInfo, markImage } from './ink-image.ts';
import { InkMap } from './ink-map.ts';
import { type FontInfo, freshText, type TextState, textOp } from './ink-text.ts';

/** pdf.js's operator numbers (its OPS table). */
export type Ops = Record<string, number>;

interface State extends TextState {
  ctm: Matrix;
  clip: Box;
  fillInk: boolean;
  strokeInk: boolean;
  fillAlpha: number;
  strokeAlpha: number;
  lineWidth: number;
}

const isWhite = (rgb: ArrayLike<number>) => rgb[0] >= 250 && rgb[1] >= 250 && rgb[2] >= 250;

export class InkWalker {
  readonly ink: InkMap;
  private state: State;
  private readonly stack: State[] = [];
  /** The path being built, in displayed points: each subpath's box and each segment's. */
  private subpaths: Box[] = [];
  private segments: Box[] = [];
  private clipPending = false;

  constructor(
    private readonly OPS: Ops,
    /** pdf.js's viewport transform at scale 1: PDF user space to the displayed page. */
    private readonly base: Matrix,
    width: number,
    height: number,
    private readonly fonts: Map<string, FontInfo>,
    private readonly images: Map<string, ImageInfo | null>,
  ) {
    this.ink = new InkMap(width, height);
    this.state = this.fresh([0, 0, width, height]);
  }

  walk(fnArray: number[], argsArray: unknown[]): InkMap {
    for (let i = 0; i < fnArray.length; i += 1) {
      // Mostly arrays; colours come as typed arrays, which index the same way.
      this.op(fnArray[i], (argsArray[i] ?? []) as unknown[]);
    }
    return this.ink;
  }

  private fresh(clip: Box): State {
    return {
      ...freshText(),
      ctm: this.base,
      clip,
      fillInk: true,
      strokeInk: true,
      fillAlpha: 1,
      strokeAlpha: 1,
      lineWidth: 1,
    };
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
      case OPS.endAnnotation:
        this.state = this.stack.pop() ?? s;
        break;
      case OPS.transform:
        s.ctm = multiply(
          s.ctm,
          Array.from({ length: 6 }, (_, i) => num(args[i])),
        );
        break;
      case OPS.paintFormXObjectBegin:
        this.enter(nums(args[0]), nums(args[1]));
        break;
      case OPS.beginGroup: {
        const group = (args[0] ?? {}) as { matrix?: unknown; bbox?: unknown };
        this.enter(nums(group.matrix), nums(group.bbox));
        break;
      }
      case OPS.beginAnnotation:
        this.annotation(nums(args[1]), nums(args[2]), nums(args[3]));
        break;
      case OPS.setLineWidth:
        s.lineWidth = num(args[0]);
        break;
      case OPS.setGState:
        for (const [key, value] of (Array.isArray(args[0]) ? args[0] : []) as Array<[string, unknown]>) {
          if (key === 'ca') s.fillAlpha = num(value);
          else if (key === 'CA') s.strokeAlpha = num(value);
          else if (key === 'LW') s.lineWidth = num(value);
        }
        break;
      case OPS.setFillRGBColor:
        s.fillInk = !isWhite(args as unknown as ArrayLike<number>);
        break;
      case OPS.setStrokeRGBColor:
        s.strokeInk = !isWhite(args as unknown as ArrayLike<number>);
        break;
      case OPS.setFillColorN: // a pattern or a shading: ink of some colour
        s.fillInk = true;
        break;
      case OPS.setStrokeColorN:
        s.strokeInk = true;
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
        this.paint(false, false);
        break;
      case OPS.clip:
      case OPS.eoClip:
        this.clipPending = true;
        break;
      case OPS.shadingFill:
        this.mark(s.clip);
        break;
      default:
        if (!this.imageOp(fn, args)) textOp(OPS, s, fn, args, this.textPainter());
    }
  }

  private imageOp(fn: number, args: unknown[]): boolean {
    const { OPS } = this;
    const { ctm } = this.state;
    const mark = (box: Box) => this.mark(box);
    const unit = (m: Matrix) => this.mark(boxThrough(m, 0, 0, 1, 1));
    const positions = (list: unknown, at: (x: number, y: number) => number[]) => {
      const xy = nums(list) ?? [];
      for (let i = 0; i + 1 < xy.length; i += 2) unit(multiply(ctm, at(xy[i], xy[i + 1])));
    };
    switch (fn) {
      case OPS.paintImageXObject:
        markImage(this.images.get(String(args[0])) ?? null, ctm, mark);
        break;
      case OPS.paintInlineImageXObject:
        markImage((args[0] ?? null) as ImageInfo | null, ctm, mark);
        break;
      case OPS.paintImageXObjectRepeat:
        positions(args[3], (x, y) => [num(args[1]), 0, 0, num(args[2]), x, y]);
        break;
      case OPS.paintInlineImageXObjectGroup:
        for (const entry of (nums(args[1]) ?? []) as unknown as Array<{ transform: number[] }>) {
          unit(multiply(ctm, entry.transform));
        }
        break;
      case OPS.paintImageMaskXObject:
      case OPS.paintSolidColorImageMask:
        if (this.fills()) unit(ctm);
        break;
      case OPS.paintImageMaskXObjectGroup:
        if (!this.fills()) break;
        for (const image of (nums(args[0]) ?? []) as unknown as Array<{ transform: number[] }>) {
          unit(multiply(ctm, image.transform));
        }
        break;
      case OPS.paintImageMaskXObjectRepeat:
        if (this.fills()) positions(args[5], (x, y) => [...args.slice(1, 5).map(num), x, y]);
        break;
      default:
        return false;
    }
    return true;
  }

  private textPainter() {
    return {
      ctm: this.state.ctm,
      fonts: this.fonts,
      visible: (mode: number) =>
        (mode !== 1 && mode !== 3 && this.fills()) || ((mode === 1 || mode === 2) && this.strokes()),
      mark: (box: Box) => this.mark(box),
    };
  }

  private mark(box: Box): void {
    const [x0, y0, x1, y1] = intersect(box, this.state.clip);
    if (x0 <= x1 && y0 <= y1) this.ink.mark(x0, y0, x1, y1);
  }

  private fills(): boolean {
    return this.state.fillInk && this.state.fillAlpha > 0;
  }

  private strokes(): boolean {
    return this.state.strokeInk && this.state.strokeAlpha > 0;
  }

  /** A form XObject or a transparency group: a saved state, its matrix, clipped to its box. */
  private enter(matrix: number[] | null, bbox: number[] | null): void {
    this.stack.push({ ...this.state });
    if (matrix) this.state.ctm = multiply(this.state.ctm, matrix);
    if (bbox) this.clipTo(boxThrough(this.state.ctm, ...asBox(bbox)));
  }

  /** An annotation's appearance starts from the page's initial state, clipped to its rectangle. */
  private annotation(rect: number[] | null, transform: number[] | null, matrix: number[] | null): void {
    this.stack.push(this.state);
    this.state = this.fresh(this.state.clip);
    if (rect) this.clipTo(boxThrough(this.base, ...asBox(rect)));
    if (transform) this.state.ctm = multiply(this.state.ctm, transform);
    if (matrix) this.state.ctm = multiply(this.state.ctm, matrix);
  }

  private clipTo(box: Box): void {
    this.state.clip = intersect(this.state.clip, box);
  }

  /** pdf.js's constructPath: operator numbers and their coordinates, flattened, in user space. */
  private buildPath(ops: number[], coords: number[]): void {
    const { OPS } = this;
    const m = this.state.ctm;
    const point = (i: number): [number, number] => [
      m[0] * coords[i] + m[2] * coords[i + 1] + m[4],
      m[1] * coords[i] + m[3] * coords[i + 1] + m[5],
    ];
    let current = point(0);
    let start = current;
    let subpath: Box | null = null;
    const segment = (...points: Array<[number, number]>) => {
      const box = boxAround([current, ...points]);
      this.segments.push(box);
      subpath = subpath ? union(subpath, box) : box;
      current = points[points.length - 1];
    };
    const endSubpath = () => {
      if (subpath) this.subpaths.push(subpath);
      subpath = null;
    };
    let i = 0;
    for (const op of ops) {
      if (op === OPS.moveTo) {
        endSubpath();
        current = start = point(i);
        i += 2;
      } else if (op === OPS.lineTo) {
        segment(point(i));
        i += 2;
      } else if (op === OPS.curveTo) {
        segment(point(i), point(i + 2), point(i + 4));
        i += 6;
      } else if (op === OPS.curveTo2 || op === OPS.curveTo3) {
        segment(point(i), point(i + 2));
        i += 4;
      } else if (op === OPS.rectangle) {
        endSubpath();
        const [x, y, w, h] = coords.slice(i, i + 4);
        const corner = (dx: number, dy: number): [number, number] => [
          m[0] * (x + dx) + m[2] * (y + dy) + m[4],
          m[1] * (x + dx) + m[3] * (y + dy) + m[5],
        ];
        current = start = corner(0, 0);
        segment(corner(w, 0));
        segment(corner(w, h));
        segment(corner(0, h));
        segment(start);
        endSubpath();
        i += 4;
      } else if (op === OPS.closePath) {
        segment(start);
      }
    }
    endSubpath();
  }

  /** Paints (or only ends) the path built so far, then applies a pending clip. */
  private paint(fill: boolean, stroke: boolean): void {
    if (fill && this.fills()) for (const box of this.subpaths) this.mark(box);
    if (stroke && this.strokes()) {
      // The full width on every side: enough for square caps and ordinary mitred corners.
      const reach = Math.max(this.state.lineWidth * stretch(this.state.ctm), 1);
      for (const [x0, y0, x1, y1] of this.segments)
        this.mark([x0 - reach, y0 - reach, x1 + reach, y1 + reach]);
    }
    if (this.clipPending && this.subpaths.length > 0) this.clipTo(this.subpaths.reduce(union));
    this.clipPending = false;
    this.subpaths = [];
    this.segments = [];
  }
}
