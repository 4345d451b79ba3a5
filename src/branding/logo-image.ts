// Checking a workspace logo before it is stored (issue 25 item 3): PNG or JPEG only, told apart by
// their bytes (never by a file name or a declared type, though a declared type that disagrees with
// the bytes is refused too), at most 200 KB and 1000×1000 pixels. The image is measured and decoded
// whole by documents/images.ts (libvips, issue 43), which reads the whole header structure rather
// than the bytes where a well-formed file keeps its size, and the logo kept is the image it wrote
// back: turned by its EXIF orientation, without metadata. Anything else — SVG, GIF, WebP, a
// truncated file — is refused with a sentence saying why.
import { ImageRefused, imageTypeOf, readImage, typeName } from '../documents/images.ts';

export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_MAX_PIXELS = 1000;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface CheckedLogo {
  type: LogoType;
  width: number;
  height: number;
  /** The logo to store: re-encoded from what was sent, as it was measured. */
  bytes: Uint8Array;
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

/**
 * The logo's type, size and bytes to store, or a LogoRefused. `declaredType` is the content type or
 * the type the file name implies, when there is one: it must name what the bytes are. `tenant` (the
 * workspace) takes its turn in the image limiter.
 */
export async function checkLogo(
  bytes: Uint8Array,
  declaredType?: string,
  tenant?: string,
): Promise<CheckedLogo> {
  if (bytes.length === 0) throw new LogoRefused('empty', 'The logo file is empty.');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new LogoRefused(
      'too_large',
      `The logo is ${Math.ceil(bytes.length / 1024)} KB; a logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`,
      { size: Math.ceil(bytes.length / 1024) },
    );
  }
  const type = imageTypeOf(bytes);
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
  try {
    const image = await readImage(bytes, {
      maxPixels: LOGO_MAX_PIXELS * LOGO_MAX_PIXELS,
      maxSide: LOGO_MAX_PIXELS,
      tenant,
    });
    return { type: image.type, width: image.width, height: image.height, bytes: image.bytes };
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const { width, height } = error.details;
    if (error.reason === 'too_many_pixels' && width && height) {
      throw new LogoRefused(
        'too_many_pixels',
        `The logo is ${width}×${height} pixels; a logo may be at most ${LOGO_MAX_PIXELS}×${LOGO_MAX_PIXELS}.`,
        { width, height },
      );
    }
    throw new LogoRefused(
      'corrupt',
      `The ${typeName(type)} file is damaged: it does not read as a whole image.`,
    );
  }
}

/** The type a file name's extension names, if it names one of ours (or another image type). */
export function typeFromFileName(name: string): string | undefined {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!extension) return undefined;
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return `image/${extension}`;
}
