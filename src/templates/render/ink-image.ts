// The ink of an image painted on a page: its dark pixels, found row by row in runs and marked
// through the image's matrix (an image fills the unit square of the space it is painted in, its
// first row at the top). Pixels paler than pale paper are not ink, so a scanned form's background
// leaves its margins free; an image whose pixels pdf.js did not hand over counts as ink throughout.
import { type Box, boxThrough, type Matrix } from './ink-geometry.ts';

/** A decoded image as pdf.js hands it over: 1-bit grey, RGB or RGBA rows, top row first. */
export interface ImageInfo {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray | null;
}

/** pdf.js's ImageKind. */
const KIND = { gray1: 1, rgb: 2, rgba: 3 };
/** Pixels with a luminance below this (of 255) are ink; paler ones are paper. */
const DARK_BELOW = 224;
/** Pixels more transparent than this (of 255) are not painted. */
const OPAQUE_FROM = 32;

export function markImage(image: ImageInfo | null, m: Matrix, mark: (box: Box) => void): void {
  const data = image?.data;
  const kind = image?.kind;
  const rowBytes = !image
    ? 0
    : kind === KIND.gray1
      ? (image.width + 7) >> 3
      : image.width * (kind === KIND.rgb ? 3 : 4);
  if (!image || !data || !Object.values(KIND).includes(kind ?? 0) || data.length < rowBytes * image.height) {
    mark(boxThrough(m, 0, 0, 1, 1));
    return;
  }
  const { width, height } = image;
  const channels = kind === KIND.rgb ? 3 : 4;
  const dark = (row: number, column: number): boolean => {
    if (kind === KIND.gray1) return (data[row * rowBytes + (column >> 3)] & (128 >> (column & 7))) === 0;
    const at = row * rowBytes + column * channels;
    if (kind === KIND.rgba && data[at + 3] < OPAQUE_FROM) return false;
    return data[at] * 299 + data[at + 1] * 587 + data[at + 2] * 114 < DARK_BELOW * 1000;
  };
  for (let row = 0; row < height; row += 1) {
    const top = 1 - row / height;
    const bottom = 1 - (row + 1) / height;
    let run = -1;
    for (let column = 0; column <= width; column += 1) {
      const inked = column < width && dark(row, column);
      if (inked && run < 0) run = column;
      else if (!inked && run >= 0) {
        mark(boxThrough(m, run / width, bottom, column / width, top));
        run = -1;
      }
    }
  }
}
