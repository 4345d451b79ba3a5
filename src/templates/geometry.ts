// The one coordinate model of the builder and the signer's in-place view (STYLE, "One coordinate
// model"): CONTRACT §4 boxes are PDF points with the origin at the top-left of the page as it is
// displayed — inside its crop box, after its /Rotate — and pages count from 1. pdf.js draws a page at
// `scale` with exactly that orientation, so a box is on screen at its points times the scale; the map
// to PDF user space is the server's too (render/page-frame.ts stamps with it), so the builder, the
// signing page and the executed document share one answer. Pure: no DOM, no pdf.js, no pdf-lib.

export type Rotation = 0 | 90 | 180 | 270;

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  page: number;
  x: number;
  y: number;
}

/** A rectangle on screen, in CSS pixels relative to the page's top-left corner. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageGeometry extends Size {
  rotation: Rotation;
  /** The crop box in PDF user space: [x0, y0, x1, y1] (pdf.js `page.view`). */
  view: readonly [number, number, number, number];
}

/** Points are kept to a hundredth: finer than any printer, and stable through zoom round trips. */
export const round = (n: number) => Math.round(n * 100) / 100;

export function normaliseRotation(degrees: number): Rotation {
  return ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as Rotation;
}

/** The page as displayed: its crop box turned by its rotation. */
export function pageGeometry(view: readonly number[], rotate: number): PageGeometry {
  const [x0, y0, x1, y1] = view;
  const rotation = normaliseRotation(rotate);
  const w = Math.abs(x1 - x0);
  const h = Math.abs(y1 - y0);
  const sideways = rotation === 90 || rotation === 270;
  return {
    width: sideways ? h : w,
    height: sideways ? w : h,
    rotation,
    view: [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)],
  };
}

/** A displayed, top-left-origin point in PDF user space (what the server stamps with). */
export function toPdfPoint(page: PageGeometry, x: number, y: number): { x: number; y: number } {
  const [cx, cy, cx1, cy1] = page.view;
  const cw = cx1 - cx;
  const ch = cy1 - cy;
  switch (page.rotation) {
    case 90:
      return { x: cx + y, y: cy + x };
    case 180:
      return { x: cx + cw - x, y: cy + y };
    case 270:
      return { x: cx + cw - y, y: cy + ch - x };
    default:
      return { x: cx + x, y: cy + ch - y };
  }
}

/** The inverse of toPdfPoint: a point of PDF user space as displayed, from the top-left. */
export function fromPdfPoint(page: PageGeometry, px: number, py: number): { x: number; y: number } {
  const [cx, cy, cx1, cy1] = page.view;
  const cw = cx1 - cx;
  const ch = cy1 - cy;
  switch (page.rotation) {
    case 90:
      return { x: py - cy, y: px - cx };
    case 180:
      return { x: cx + cw - px, y: py - cy };
    case 270:
      return { x: cy + ch - py, y: cx + cw - px };
    default:
      return { x: px - cx, y: cy + ch - py };
  }
}

/** Where a box is drawn on its page shown at `scale` (CSS pixels per point). */
export function boxToScreen(box: Omit<Box, 'page'>, scale: number): ScreenRect {
  return { left: box.x * scale, top: box.y * scale, width: box.width * scale, height: box.height * scale };
}

/** The box a rectangle drawn at `scale` stands for, in points, kept inside its page. */
export function screenToBox(rect: ScreenRect, scale: number, page: number, size: Size): Box {
  return clampBox(
    {
      page,
      x: rect.left / scale,
      y: rect.top / scale,
      width: rect.width / scale,
      height: rect.height / scale,
    },
    size,
  );
}

export const MIN_SIDE = 4;

/**
 * The size a field gets when it is placed rather than drawn: dropped in the builder, and the least a
 * field found in a document's text (found-fields/tags.ts) is given.
 */
export function defaultSize(type: string): Size {
  switch (type) {
    case 'signature':
      return { width: 180, height: 48 };
    case 'initials':
      return { width: 60, height: 30 };
    case 'checkbox':
      return { width: 14, height: 14 };
    case 'date':
    case 'number':
      return { width: 100, height: 20 };
    default:
      return { width: 160, height: 20 };
  }
}

/** The box inside its page: at least MIN_SIDE points a side, moved (not shrunk) back onto the page. */
export function clampBox(box: Box, size: Size): Box {
  const width = round(Math.min(Math.max(box.width, MIN_SIDE), size.width));
  const height = round(Math.min(Math.max(box.height, MIN_SIDE), size.height));
  const x = round(Math.min(Math.max(box.x, 0), size.width - width));
  const y = round(Math.min(Math.max(box.y, 0), size.height - height));
  return { page: box.page, x, y, width, height };
}

export interface SnapOptions {
  /** Grid step in points; 0 or absent: no grid. */
  grid?: number;
  /** Edges of other fields on the page, in points: vertical lines (x) and horizontal lines (y). */
  edges?: { x: number[]; y: number[] };
  /** How near, in points, an edge pulls. */
  tolerance?: number;
}

function snapLine(value: number, lines: number[], tolerance: number): number | undefined {
  let best: number | undefined;
  for (const line of lines) {
    if (
      Math.abs(line - value) <= tolerance &&
      (best === undefined || Math.abs(line - value) < Math.abs(best - value))
    )
      best = line;
  }
  return best;
}

/**
 * A moved box snapped: its left/right (top/bottom) edge to the nearest other field's edge within
 * the tolerance, else its position to the grid. The size is kept.
 */
export function snapMove(box: Box, options: SnapOptions): Box {
  const tolerance = options.tolerance ?? 4;
  const axis = (start: number, length: number, lines: number[]) => {
    const toStart = snapLine(start, lines, tolerance);
    if (toStart !== undefined) return toStart;
    const toEnd = snapLine(start + length, lines, tolerance);
    if (toEnd !== undefined) return toEnd - length;
    return options.grid ? Math.round(start / options.grid) * options.grid : start;
  };
  return {
    ...box,
    x: round(axis(box.x, box.width, options.edges?.x ?? [])),
    y: round(axis(box.y, box.height, options.edges?.y ?? [])),
  };
}

/** A resized box (its right and bottom edges moved) snapped to edges, else to the grid. */
export function snapResize(box: Box, options: SnapOptions): Box {
  const tolerance = options.tolerance ?? 4;
  const edge = (end: number, lines: number[]) =>
    snapLine(end, lines, tolerance) ?? (options.grid ? Math.round(end / options.grid) * options.grid : end);
  const right = edge(box.x + box.width, options.edges?.x ?? []);
  const bottom = edge(box.y + box.height, options.edges?.y ?? []);
  return {
    ...box,
    width: round(Math.max(MIN_SIDE, right - box.x)),
    height: round(Math.max(MIN_SIDE, bottom - box.y)),
  };
}

/** The edges other fields offer on a page, for snapping. */
export function edgesOf(boxes: Box[], page: number): { x: number[]; y: number[] } {
  const on = boxes.filter((b) => b.page === page);
  return {
    x: on.flatMap((b) => [b.x, b.x + b.width]),
    y: on.flatMap((b) => [b.y, b.y + b.height]),
  };
}

/** Page numbers (from 1) whose displayed sizes differ by more than half a point, or exist on one side only. */
export function differingPages(a: Size[], b: Size[]): number[] {
  const pages: number[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const p = a[i];
    const q = b[i];
    if (!p || !q || Math.abs(p.width - q.width) > 0.5 || Math.abs(p.height - q.height) > 0.5)
      pages.push(i + 1);
  }
  return pages;
}
