// The rule by which a value is fitted into its box, in points: stamped into the PDF (fit.ts,
// coordinate.ts) and previewed in the signer's in-place view (signing/client/in-place.ts), which
// applies it at the page's scale, so the box on screen shows the value as the document will carry it.
// No imports: the browser's bundle takes it as it is.

/** The largest size of a value stamped into its box. */
export const VALUE_MAX_SIZE = 12;
/** The smallest size text is shrunk to before it is cut with an ellipsis. */
export const MIN_FONT_SIZE = 4;
/** Line height as a multiple of the size; DejaVu's ascender-to-descender span is 1.164 em. */
export const FIT_LEADING = 1.17;
/** How much smaller each try is. */
export const FIT_STEP = 0.25;
/** The room kept between a box's edge and its value. */
export const BOX_PAD = 2;

/** The inner padding of a box `width` × `height`: tiny boxes keep most of their room. */
export function boxPad(width: number, height: number): number {
  return Math.min(BOX_PAD, width / 4, height / 4);
}

/** The size a value starts at in a box `height` points tall (inner height). */
export function startSize(height: number, maxSize = VALUE_MAX_SIZE): number {
  return Math.max(MIN_FONT_SIZE, Math.min(maxSize, height / FIT_LEADING));
}
