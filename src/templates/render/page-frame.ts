// Page geometry for coordinate templates. Field boxes are given as the page is seen: origin at the
// top-left of the visible area (the crop box), y growing downwards, after the page's /Rotate. PDF
// draws from the bottom-left of the unrotated page, so every point is mapped, and text and images
// are turned by the page's rotation so that they read upright on screen.
import type { PDFPage } from 'pdf-lib';

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
  const box = page.getCropBox();
  const rotation = ((((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) %
    360) as PageFrame['rotation'];
  const sideways = rotation === 90 || rotation === 270;
  const { x: cx, y: cy, width: cw, height: ch } = box;
  const toPdf = (x: number, y: number) => {
    switch (rotation) {
      case 90:
        return { x: cx + y, y: cy + x };
      case 180:
        return { x: cx + cw - x, y: cy + y };
      case 270:
        return { x: cx + cw - y, y: cy + ch - x };
      default:
        return { x: cx + x, y: cy + ch - y };
    }
  };
  return { width: sideways ? ch : cw, height: sideways ? cw : ch, rotation, toPdf };
}
