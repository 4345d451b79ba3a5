// Reading the PNG and JPEG images strangers send (issue 43, the "images" class): the one place in the
// service that decodes an image, for a template's image document, a signer's upload, a workspace
// logo and a drawn signature. The type is told by the content (PNG or JPEG, nothing else reaches the
// decoder); width and height come from libvips (sharp), which reads the whole header structure, so a
// private chunk placed before a PNG's IHDR or a JPEG frame header claiming 65,000 × 65,000 is measured
// for what it is and refused before a pixel is decoded. What passes is decoded by libvips off the
// JavaScript thread, with the caller's pixel limit, a time limit and at most two images at once per
// process (fairly between tenants), and it comes back normalised: turned by its EXIF orientation and
// re-encoded without metadata (EXIF, comments, text chunks), so that what is stored is what was
// measured. sharp is loaded by the first image, not when the service starts (test/build.test.ts).
import type { Sharp } from 'sharp';
import { FairLimiter } from '../platform/work/fair-queue.ts';
import { imageKind } from './formats.ts';

export type ImageType = 'image/png' | 'image/jpeg';

/** What a page image (a template's image document, a signer's upload) may be: 25 million pixels. */
export const IMAGE_MAX_PIXELS = 25_000_000;

export interface ImageLimits {
  /** Width × height, as the header says it; more is refused before decoding. */
  maxPixels: number;
  /** The longest side, when the caller has a rule for it. */
  maxSide?: number;
  /** The types taken (default PNG and JPEG). */
  allowed?: readonly ImageType[];
  /** Whose turn it is in the limiter: a workspace or a signing link ('-' when the caller has none). */
  tenant?: string;
  /** libvips stops a decode that runs longer (default 20 s). */
  timeoutSeconds?: number;
}

/** An image as it is kept: normalised bytes of the same type, its size as shown (orientation applied). */
export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** An image's pixels as shown, 8-bit sRGB, with its alpha channel apart (for a PDF's /SMask). */
export interface ImagePixels {
  type: ImageType;
  width: number;
  height: number;
  /** Three bytes a pixel, row by row. */
  rgb: Uint8Array;
  /** One byte a pixel, when the image has an alpha channel. */
  alpha?: Uint8Array;
}

export type ImageRefusal =
  | 'empty'
  | 'not_an_image'
  | 'not_allowed'
  | 'too_many_pixels'
  | 'corrupt'
  | 'too_slow';

/** Why an image was refused, in a sentence; `details` names the type and size for a caller's own words. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageRefusal,
    message: string,
    readonly details: { type?: ImageType; width?: number; height?: number } = {},
  ) {
    super(message);
  }
}

/** 'PNG' or 'JPEG', for sentences. */
export const typeName = (type: ImageType) => (type === 'image/png' ? 'PNG' : 'JPEG');

/** The image's type by its content, whatever its name or declared type says; undefined when neither. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  const kind = imageKind(bytes);
  return kind === 'png' ? 'image/png' : kind === 'jpeg' ? 'image/jpeg' : undefined;
}

/** The image measured and re-encoded (PNG stays PNG, JPEG stays JPEG), or an ImageRefused. */
export async function readImage(bytes: Uint8Array, limits: ImageLimits): Promise<CheckedImage> {
  const type = typeOrRefuse(bytes, limits);
  return imageChecks.run(limits.tenant ?? '-', async () => {
    const sharp = await loadSharp();
    await measure(sharp, bytes, type, limits);
    const decoding = decoder(sharp, bytes, limits);
    // Quality 92 keeps a scan's text crisp; mozjpeg's trellis search is off: several times slower.
    const encoded = type === 'image/png' ? decoding.png() : decoding.jpeg({ quality: 92, mozjpeg: false });
    const { data, info } = await decoded(type, encoded.toBuffer({ resolveWithObject: true }));
    return { type, width: info.width, height: info.height, bytes: data };
  });
}

/** The image measured and decoded to its pixels (for a PDF page), or an ImageRefused. */
export async function readImagePixels(bytes: Uint8Array, limits: ImageLimits): Promise<ImagePixels> {
  const type = typeOrRefuse(bytes, limits);
  return imageChecks.run(limits.tenant ?? '-', async () => {
    const sharp = await loadSharp();
    await measure(sharp, bytes, type, limits);
    // Grey, palette and 16-bit images alike become 8-bit RGB, the one colour space the PDF needs.
    const { data, info } = await decoded(
      type,
      decoder(sharp, bytes, limits)
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    );
    const { width, height } = info;
    if (info.channels === 3) return { type, width, height, rgb: data };
    if (info.channels !== 4) throw corrupt(type);
    // The alpha channel apart, still in libvips: a loop over every pixel here would hold the thread.
    const raw = () =>
      sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: limits.maxPixels }).timeout({
        seconds: limits.timeoutSeconds ?? TIMEOUT_SECONDS,
      });
    const [rgb, alpha] = await decoded(
      type,
      Promise.all([raw().removeAlpha().raw().toBuffer(), raw().extractChannel('alpha').raw().toBuffer()]),
    );
    return { type, width, height, rgb, alpha };
  });
}

/**
 * At most two images decoded at once in a process (libvips is told to use one thread for each); a
 * tenant may have six checks running or waiting, and a check that waited 20 s is answered 429.
 */
export const imageChecks = new FairLimiter({ slots: 2, perTenant: 6, maxWaitMs: 20_000 }, 'image checks');

/**
 * 'error': a decoder's error (bad data, a file cut short) refuses the image. The stricter 'warning'
 * would also refuse the many phone and scanner JPEGs that libjpeg warns about and draws whole.
 */
const FAIL_ON = 'error';
/** A 25-million-pixel PNG decodes and re-encodes in a few seconds on one thread. */
const TIMEOUT_SECONDS = 20;
const FORMAT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

type SharpModule = typeof import('sharp').default;

let sharpLoaded: Promise<SharpModule> | undefined;

function loadSharp() {
  sharpLoaded ??= import('sharp').then(
    ({ default: sharp }) => {
      // No cache of decoded images between requests (each image is read once), and one libvips thread
      // for each image: the limiter decides how many run.
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp;
    },
    (error) => {
      sharpLoaded = undefined;
      throw error;
    },
  );
  return sharpLoaded;
}

function typeOrRefuse(bytes: Uint8Array, limits: ImageLimits): ImageType {
  if (bytes.length === 0) throw new ImageRefused('empty', 'The image file is empty');
  const type = imageTypeOf(bytes);
  if (!type) throw new ImageRefused('not_an_image', 'The file is not a PNG or JPEG image');
  const allowed = limits.allowed ?? ['image/png', 'image/jpeg'];
  if (!allowed.includes(type)) {
    throw new ImageRefused(
      'not_allowed',
      `The file is a ${typeName(type)} image; only ${allowed.map(typeName).join(' or ')} is taken`,
      { type },
    );
  }
  return type;
}

/**
 * Width and height as shown, read from the header by libvips (no pixel is decoded, so no pixel limit
 * is set here: the numbers are wanted for the refusal), checked against the caller's limits.
 */
async function measure(sharp: SharpModule, bytes: Uint8Array, type: ImageType, limits: ImageLimits) {
  const header = await sharp(bytes, { limitInputPixels: false, failOn: FAIL_ON })
    .metadata()
    .catch(() => {
      throw corrupt(type);
    });
  if (header.format !== FORMAT[type]) throw corrupt(type);
  const { width, height } = header.autoOrient ?? header;
  if (!(width > 0 && height > 0)) {
    throw new ImageRefused('corrupt', `The ${typeName(type)} image has no pixels`, { type });
  }
  const tooWide = limits.maxSide !== undefined && Math.max(width, height) > limits.maxSide;
  if (width * height > limits.maxPixels || tooWide) {
    const most = tooWide ? `${limits.maxSide} pixels a side` : pixelsInWords(limits.maxPixels);
    throw new ImageRefused(
      'too_many_pixels',
      `The ${typeName(type)} image is ${width} × ${height} pixels; at most ${most} are taken`,
      { type, width, height },
    );
  }
}

/** The decoding pipeline: the pixel limit again (libvips's own check), strict errors, a time limit. */
function decoder(sharp: SharpModule, bytes: Uint8Array, limits: ImageLimits): Sharp {
  return sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: FAIL_ON, autoOrient: true }).timeout({
    seconds: limits.timeoutSeconds ?? TIMEOUT_SECONDS,
  });
}

/** What a libvips failure means for the sender: too many pixels, too slow, or a damaged file. */
async function decoded<T>(type: ImageType, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/exceeds pixel limit/.test(message)) {
      throw new ImageRefused('too_many_pixels', `The ${typeName(type)} image has too many pixels`, { type });
    }
    if (/^timeout/.test(message)) {
      throw new ImageRefused('too_slow', `The ${typeName(type)} image took too long to read`, { type });
    }
    throw corrupt(type);
  }
}

const corrupt = (type: ImageType) =>
  new ImageRefused('corrupt', `The ${typeName(type)} image is damaged: it does not read as a whole image`, {
    type,
  });

function pixelsInWords(pixels: number): string {
  return pixels % 1_000_000 === 0 ? `${pixels / 1_000_000} million pixels` : `${pixels} pixels`;
}
