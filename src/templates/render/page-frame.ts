// Page geometry for coordinate templates. Field boxes are given as the page is seen: origin at the
// top-left of the visible area (the crop box), y growing downwards, after the page's /Rotate. PDF
// draws from the bottom-left of the unrotated page, so every point is mapped, and text and images
// are turned by the page's rotation so that they read upright on screen. The mapping itself is
// templates/geometry.ts, the one coordinate model the builder and the signing page use too.
import type { PDFPage } from '../../platform/pdf.ts';
import { pageGeometry, toPdfPoint } from '../geometry.ts';

/**
 * No page may be larger than 14,400 points (200 inches) a side (ISO 32000-1 Annex C, the limit of
 * Acrobat's user space), so no real page covers more than this many square points. An upload with a
 * page over it is refused, and a page's ink map, a bit per square point, stays under 26 MB
 * (page-ink.ts). Bounded by area, not by side, because the area is what costs memory: a long page
 * (a receipt, a web page saved whole) is not refused for its length alone.
 */
export const LARGEST_PAGE_AREA = 14_400 * 14_400;

/** Whether a page of that displayed size covers more than any PDF page may (NaN included). */
export function isOversizedPage(width: number, height: number): boolean {
  return !(width * height <= LARGEST_PAGE_AREA);
}

export interface PageFrame {
  /** Width and height of the page as displayed. */
  width: number;
  height: number;
  /** Clockwise rotation applied by viewers, normalised to 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270;
  /** A displayed, top-left-origin point in PDF user space. */
  toPdf(x: number, y: number): { x: number; y: number };
}

export function pageFrame(page: PDFPage): PageFrame {
  const { x, y, width, height } = page.getCropBox();
  const geometry = pageGeometry([x, y, x + width, y + height], page.getRotation().angle);
  return {
    width: geometry.width,
    height: geometry.height,
    rotation: geometry.rotation,
    toPdf: (px, py) => toPdfPoint(geometry, px, py),
  };
}
