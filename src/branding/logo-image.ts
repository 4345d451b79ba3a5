// Checking a workspace logo before it is stored (issue 25 item 3): PNG or JPEG only, told apart by
// their bytes (never by a file name or a declared type, though a declared type that disagrees with
// the bytes is refused too), at most 200 KB and 1000×1000 pixels read from the PNG IHDR chunk or the
// JPEG SOF marker, and the whole file decoded: a PNG's chunks walked to IEND, its data inflated and
// measured against its header, then pdf-lib's decoder (which unfilters every row); a JPEG by walking
// its markers to the scan and its end (not a full decode). Anything else — SVG, GIF, WebP, a truncated
// file — is refused with a sentence saying why.
import { inflateSync } from 'node:zlib';

export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_MAX_PIXELS = 1000;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface CheckedLogo {
  type: LogoType;
  width: number;
  height: number;
}

/** Why a logo was refused: a sentence for the 400 (the settings page translates by `reason`). */
export class LogoRefused extends Error {
  constructor(
    readonly reason: 'too_large' | 'not_an_image' | 'type_mismatch' | 'too_many_pixels' | 'corrupt' | 'empty',
    message: string,
    /** The numbers and types the message names, for a translated message. */
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function sniff(bytes: Uint8Array): LogoType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Width and height from the IHDR chunk, which a PNG must start with. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = String.fromCharCode(...bytes.subarray(12, 16));
  if (bytes.length < 33 || view.getUint32(8) !== 13 || chunkType !== 'IHDR') {
    throw new LogoRefused(
      'corrupt',
      'The PNG file is damaged: it does not start with an image header (IHDR).',
    );
  }
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Width and height from the frame header (SOF), after walking every marker segment up to the scan
 * and checking the file ends with EOI: a JPEG whose segments do not add up is refused.
 */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const corrupt = (why: string) => new LogoRefused('corrupt', `The JPEG file is damaged: ${why}.`);
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw corrupt('a marker is missing where one should start');
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    if (length < 2 || offset + 2 + length > bytes.length) throw corrupt('a segment runs past the end');
    if (SOF_MARKERS.has(marker)) {
      if (length < 8) throw corrupt('the frame header is too short');
      size = {
        height: (bytes[offset + 5] << 8) | bytes[offset + 6],
        width: (bytes[offset + 7] << 8) | bytes[offset + 8],
      };
    }
    if (marker === 0xda) {
      if (!size) throw corrupt('the image data comes before the frame header (SOF)');
      const end = bytes.length;
      if (!(bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9))
        throw corrupt('it does not end (no EOI marker)');
      return size;
    }
    offset += 2 + length;
  }
  throw corrupt('it has no image data');
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Walks the PNG's chunks to IEND and inflates its image data: the data must inflate whole and, for
 * a non-interlaced image, hold exactly one filter byte and one row of samples per line.
 */
function checkPngData(bytes: Uint8Array, width: number, height: number): void {
  const corrupt = (why: string) => new LogoRefused('corrupt', `The PNG file is damaged: ${why}.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Uint8Array[] = [];
  let offset = 8;
  let ended = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (offset + 12 + length > bytes.length) throw corrupt(`the ${type} chunk runs past the end`);
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) throw corrupt('it does not end (no IEND chunk)');
  if (data.length === 0) throw corrupt('it has no image data');
  let raw: Buffer;
  try {
    // At most 1000 rows of 1000 16-bit RGBA pixels: a small file cannot inflate beyond that.
    raw = inflateSync(Buffer.concat(data), { maxOutputLength: LOGO_MAX_PIXELS * (1 + LOGO_MAX_PIXELS * 8) });
  } catch {
    throw corrupt('its image data does not decompress');
  }
  const [depth, colourType, interlace] = [bytes[24], bytes[25], bytes[28]];
  const channels = CHANNELS[colourType];
  if (!channels) throw corrupt(`colour type ${colourType} is not one PNG defines`);
  if (interlace === 0) {
    const expected = height * (1 + Math.ceil((width * channels * depth) / 8));
    if (raw.length !== expected) throw corrupt('its image data does not hold the rows its header announces');
  }
}

/**
 * The logo's type and size, or a LogoRefused. `declaredType` is the content type or the type the
 * file name implies, when there is one: it must name what the bytes are.
 */
export async function checkLogo(bytes: Uint8Array, declaredType?: string): Promise<CheckedLogo> {
  if (bytes.length === 0) throw new LogoRefused('empty', 'The logo file is empty.');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new LogoRefused(
      'too_large',
      `The logo is ${Math.ceil(bytes.length / 1024)} KB; a logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`,
      { size: Math.ceil(bytes.length / 1024) },
    );
  }
  const type = sniff(bytes);
  if (!type) {
    throw new LogoRefused(
      'not_an_image',
      'The logo must be a PNG or JPEG image (SVG and other formats are refused).',
    );
  }
  if (declaredType && declaredType !== type) {
    throw new LogoRefused(
      'type_mismatch',
      `The logo was given as ${declaredType} but its contents are ${type === 'image/png' ? 'a PNG' : 'a JPEG'} image.`,
      { declared: declaredType, actual: type },
    );
  }
  const { width, height } = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (width === 0 || height === 0) throw new LogoRefused('corrupt', 'The logo has no pixels.');
  if (width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS) {
    throw new LogoRefused(
      'too_many_pixels',
      `The logo is ${width}×${height} pixels; a logo may be at most ${LOGO_MAX_PIXELS}×${LOGO_MAX_PIXELS}.`,
      { width, height },
    );
  }
  if (type === 'image/png') {
    checkPngData(bytes, width, height);
    try {
      // pdf-lib is loaded by the first logo, not by every process that starts (test/build.test.ts).
      const { PDFDocument } = await import('../platform/pdf.ts');
      const doc = await PDFDocument.create();
      const image = await doc.embedPng(bytes);
      await image.embed();
    } catch {
      throw new LogoRefused('corrupt', 'The PNG file is damaged: its image data does not decode.');
    }
  }
  return { type, width, height };
}

/** The type a file name's extension names, if it names one of ours (or another image type). */
export function typeFromFileName(name: string): string | undefined {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!extension) return undefined;
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return `image/${extension}`;
}
