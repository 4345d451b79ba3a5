// Where a template page carries ink: a grid of one-point cells over the page as it is displayed
// (points, origin at the top-left, like field boxes), one bit each. Marking is conservative — a cell
// is inked when anything may paint in it, padded by a point for anti-aliasing — so that a rectangle
// the map calls free really is blank paper. Stamps use it to keep their captions off the page's own
// text and lines (page-ink.ts builds it).

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far every mark spreads beyond what was painted: anti-aliasing reaches about a pixel. */
const PAD = 1;

export class InkMap {
  readonly columns: number;
  readonly rows: number;
  private readonly words: number;
  /** One bit a cell; null for a map that is all ink (`everywhere`), which needs none. */
  private readonly bits: Uint32Array | null;

  /** A blank page of that size, to be marked; or, `allInk`, one that is ink everywhere, holding no bits. */
  constructor(
    readonly width: number,
    readonly height: number,
    allInk = false,
  ) {
    this.columns = Math.max(1, Math.ceil(width));
    this.rows = Math.max(1, Math.ceil(height));
    this.words = Math.ceil(this.columns / 32);
    this.bits = allInk ? null : new Uint32Array(this.words * this.rows);
  }

  /** What the map holds in memory (page-ink.ts bounds its cache by it). */
  get byteLength(): number {
    return this.bits?.byteLength ?? 0;
  }

  /**
   * A page we could not read, or one too large to map: all of it counts as ink, so nothing is placed
   * on it by guesswork. It holds no bits, whatever the page's size: a giant page's map would be
   * gigabytes, allocated on every render (issue 26 review).
   */
  static everywhere(width: number, height: number): InkMap {
    return new InkMap(width, height, true);
  }

  /** Marks the rectangle [x0, x1] × [y0, y1] (any order, clipped to the page) as inked. */
  mark(x0: number, y0: number, x1: number, y1: number): void {
    const c0 = Math.max(0, Math.floor(Math.min(x0, x1) - PAD));
    const c1 = Math.min(this.columns - 1, Math.ceil(Math.max(x0, x1) + PAD) - 1);
    const r0 = Math.max(0, Math.floor(Math.min(y0, y1) - PAD));
    const r1 = Math.min(this.rows - 1, Math.ceil(Math.max(y0, y1) + PAD) - 1);
    const bits = this.bits;
    if (!bits) return; // all ink already
    if (!(c0 <= c1 && r0 <= r1)) return; // off the page, or NaN from a degenerate matrix
    const masks = this.masks(c0, c1);
    for (let row = r0; row <= r1; row += 1) {
      const base = row * this.words;
      for (const [word, mask] of masks) bits[base + word] |= mask;
    }
  }

  /** Whether no cell the rectangle touches is inked. Parts off the page count as inked. */
  isFree(rect: Rect): boolean {
    const bits = this.bits;
    if (!bits) return false;
    if (rect.x < 0 || rect.y < 0 || rect.x + rect.width > this.width || rect.y + rect.height > this.height) {
      return false;
    }
    const c0 = Math.floor(rect.x);
    const c1 = Math.max(c0, Math.min(this.columns - 1, Math.ceil(rect.x + rect.width) - 1));
    const r0 = Math.floor(rect.y);
    const r1 = Math.min(this.rows - 1, Math.ceil(rect.y + rect.height) - 1);
    const masks = this.masks(c0, c1);
    for (let row = r0; row <= r1; row += 1) {
      const base = row * this.words;
      for (const [word, mask] of masks) if (bits[base + word] & mask) return false;
    }
    return true;
  }

  /** Whether the cell holding a point is inked (tests compare the map with a rendered page). */
  isInked(x: number, y: number): boolean {
    const column = Math.floor(x);
    const row = Math.floor(y);
    if (!this.bits || column < 0 || row < 0 || column >= this.columns || row >= this.rows) return true;
    return (this.bits[row * this.words + (column >>> 5)] & (1 << (column & 31))) !== 0;
  }

  /** The words of a row that hold columns c0..c1, each with the bits of those columns. */
  private masks(c0: number, c1: number): Array<[number, number]> {
    const masks: Array<[number, number]> = [];
    for (let word = c0 >>> 5; word <= c1 >>> 5; word += 1) {
      const from = Math.max(c0, word * 32) & 31;
      const to = Math.min(c1, word * 32 + 31) & 31;
      masks.push([word, to - from === 31 ? 0xffffffff : ((1 << (to - from + 1)) - 1) << from]);
    }
    return masks;
  }
}
