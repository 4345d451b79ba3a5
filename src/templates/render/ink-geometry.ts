// The arithmetic of reading a page's ink (ink-walker.ts): PDF matrices as pdf.js writes them
// ([a, b, c, d, e, f], composed as its canvas does) and axis-aligned boxes on the displayed page.

export type Matrix = [number, number, number, number, number, number];
/** A box in displayed page points: [x0, y0, x1, y1], x0 ≤ x1, y0 ≤ y1. */
export type Box = [number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` then `n` applied first: what canvas `transform(n)` makes of the current matrix `m`. */
export function multiply(m: Matrix, n: readonly number[]): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** The displayed bounding box of the rectangle [x0, x1] × [y0, y1] of a space mapped by `m`. */
export function boxThrough(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const xs = [m[0] * x0 + m[2] * y0, m[0] * x1 + m[2] * y0, m[0] * x0 + m[2] * y1, m[0] * x1 + m[2] * y1];
  const ys = [m[1] * x0 + m[3] * y0, m[1] * x1 + m[3] * y0, m[1] * x0 + m[3] * y1, m[1] * x1 + m[3] * y1];
  return [Math.min(...xs) + m[4], Math.min(...ys) + m[5], Math.max(...xs) + m[4], Math.max(...ys) + m[5]];
}

/** The box around some points. */
export function boxAround(points: ReadonlyArray<readonly [number, number]>): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export function union(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

export function intersect(a: Box, b: Box): Box {
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

/** How much `m` stretches lengths at most (for line widths). */
export function stretch(m: Matrix): number {
  return Math.max(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3]));
}

/** An operator argument that should be a number (NaN, from a broken file, becomes 0). */
export const num = (value: unknown): number => Number(value) || 0;

/** An operator argument that should be an array of numbers (a matrix, a box, positions). */
export const nums = (value: unknown): number[] | null => (Array.isArray(value) ? (value as number[]) : null);

export const asBox = (value: readonly number[]): Box => [value[0], value[1], value[2], value[3]];
