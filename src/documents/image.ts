// A PNG or JPEG image made into a one-page PDF (issue 32 item 2): an A4 page in the image's
// orientation (as it is shown: a phone photo's EXIF orientation turns it), the image scaled to fit
// inside the margins, centred. pdf-lib embeds JPEG data as it is; PNG it decodes, so a PNG's pixel
// count is bounded before any decoding.
import { degrees, PageSizes, PDFDocument } from '../platform/pdf.ts';
import { imageKind } from './formats.ts';

/** A4 in PDF points, portrait. */
export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
/** Blank border around the image: 15 mm. */
export const IMAGE_MARGIN = (15 / 25.4) * 72;
/** pdf-lib decodes a PNG to RGBA in memory; larger ones are refused (a 5000 × 5000 image is 25 MP). */
export const PNG_MAX_PIXELS = 25_000_000;

export class ImageProblem extends Error {}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length < 24) throw new ImageProblem('the PNG image is truncated');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The EXIF orientation (1–8) of a JPEG, 1 when it has none or it cannot be read. Mirrored variants
 * count as their rotation (2→1, 4→3, 5→6, 7→8): a mirrored scan is rare, a sideways photo is not.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    if (marker === 0xda || marker === 0xd9) break; // image data: no EXIF after this
    const exif = at + 4;
    if (
      marker === 0xe1 &&
      exif + 14 <= bytes.length &&
      String.fromCharCode(...bytes.subarray(exif, exif + 4)) === 'Exif'
    ) {
      const found = tiffOrientation(view, exif + 6, Math.min(bytes.length, at + 2 + length));
      return { 2: 1, 4: 3, 5: 6, 7: 8 }[found] ?? found;
    }
    at += 2 + length;
  }
  return 1;
}

function tiffOrientation(view: DataView, tiff: number, end: number): number {
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** The one-page PDF showing the image; ImageProblem when the bytes are not a usable PNG or JPEG. */
export async function imageToPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const kind = imageKind(bytes);
  if (!kind) throw new ImageProblem('the file is not a PNG or JPEG image');
  if (kind === 'png') {
    const { width, height } = pngSize(bytes);
    if (width * height > PNG_MAX_PIXELS) {
      throw new ImageProblem(
        `the PNG image is ${width} × ${height} pixels; at most ${PNG_MAX_PIXELS / 1_000_000} million pixels are taken`,
      );
    }
  }
  // No creation date: the service's clock is the only source of time, and the PDF needs none.
  const doc = await PDFDocument.create({ updateMetadata: false });
  let image: Awaited<ReturnType<PDFDocument['embedPng']>>;
  try {
    image = kind === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    throw new ImageProblem(`the ${kind === 'png' ? 'PNG' : 'JPEG'} image could not be read`);
  }
  if (!(image.width > 0 && image.height > 0)) throw new ImageProblem('the image has no pixels');
  const orientation = kind === 'jpeg' ? jpegOrientation(bytes) : 1;
  const sideways = orientation === 6 || orientation === 8;
  // As shown: a sideways photo's width is its stored height.
  const shown = sideways
    ? { width: image.height, height: image.width }
    : { width: image.width, height: image.height };
  const landscape = shown.width > shown.height;
  const page = landscape ? { width: A4.height, height: A4.width } : A4;
  const scale = Math.min(
    (page.width - 2 * IMAGE_MARGIN) / shown.width,
    (page.height - 2 * IMAGE_MARGIN) / shown.height,
  );
  const box = { width: shown.width * scale, height: shown.height * scale };
  const left = (page.width - box.width) / 2;
  const bottom = (page.height - box.height) / 2;
  // Stored size on the page (before turning); pdf-lib turns an image about its lower-left corner.
  const drawn = sideways ? { width: box.height, height: box.width } : box;
  const origin =
    orientation === 6
      ? { x: left, y: bottom + box.height, rotate: -90 }
      : orientation === 8
        ? { x: left + box.width, y: bottom, rotate: 90 }
        : orientation === 3
          ? { x: left + box.width, y: bottom + box.height, rotate: 180 }
          : { x: left, y: bottom, rotate: 0 };
  const pdfPage = doc.addPage([page.width, page.height]);
  pdfPage.drawImage(image, { ...drawn, x: origin.x, y: origin.y, rotate: degrees(origin.rotate) });
  return doc.save();
}
