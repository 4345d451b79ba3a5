// Page geometry for coordinate templates. Field boxes are given as the page is seen: origin at the
// top-left of the visible area (the crop box), y growing downwards, after the page's /Rotate. PDF
// draws from the bottom-left of the unrotated page, so every point is mapped, and text and images
// are turned by the page's rotation so that they read upright on screen. The mapping itself is
// templates/geometry.ts, the one coordinate model the builder and the signing page use too.
import type { PDFPage } from '../../platform/pdf.ts';
import { pageGeometry, toPdfPoint } from '../geometry.ts';

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
