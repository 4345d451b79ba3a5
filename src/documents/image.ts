// A PNG or JPEG image made into a one-page PDF (issue 32 item 2): an A4 page in the image's
// orientation (as it is shown: a phone photo's EXIF orientation turns it), the image scaled to fit
// inside the margins, centred. The image is measured, turned and decoded by images.ts (libvips, off
// the JavaScript thread, at most 25 million pixels), never by pdf-lib (issue 43): a JPEG goes into the
// PDF as the JPEG images.ts wrote, which pdf-lib embeds without decoding; a PNG's pixels are deflated
// here by node's zlib (on its thread pool) and written as an image XObject of our own, its alpha
// channel as a soft mask.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { PageSizes, PDFDocument, type PDFPage, type PDFRef } from '../platform/pdf.ts';
import {
  IMAGE_MAX_PIXELS,
  ImageRefused,
  imageTypeOf,
  readImage,
  readImagePixels,
  typeName,
} from './images.ts';

/** A4 in PDF points, portrait. */
export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
/** Blank border around the image: 15 mm. */
export const IMAGE_MARGIN = (15 / 25.4) * 72;

export class ImageProblem extends Error {}

/**
 * Level 3: a 25-million-pixel photo deflates in about a third of the default level's time (seconds of
 * a thread-pool thread) for about a fifth more bytes; flat scans compress well at any level.
 */
const deflated = (data: Uint8Array) => promisify(deflate)(data, { level: 3 });

/**
 * The one-page PDF showing the image; ImageProblem when the bytes are not a usable PNG or JPEG.
 * `tenant` takes the caller's turn in the image limiter (images.ts).
 */
export async function imageToPdf(bytes: Uint8Array, options: { tenant?: string } = {}): Promise<Uint8Array> {
  const type = imageTypeOf(bytes);
  const limits = { maxPixels: IMAGE_MAX_PIXELS, tenant: options.tenant };
  // No creation date: the service's clock is the only source of time, and the PDF needs none.
  const doc = await PDFDocument.create({ updateMetadata: false });
  try {
    if (type === 'image/jpeg') {
      const jpeg = await readImage(bytes, limits);
      const image = await doc.embedJpg(jpeg.bytes);
      const { page, box } = imagePage(doc, jpeg);
      page.drawImage(image, box);
    } else {
      const pixels = await readImagePixels(bytes, limits);
      const image = await pngXObject(doc, pixels);
      const { page, box } = imagePage(doc, pixels);
      const name = page.node.newXObject('Image', image);
      const matrix = [box.width, 0, 0, box.height, box.x, box.y].map((n) => Math.round(n * 1000) / 1000);
      const content = new TextEncoder().encode(`q ${matrix.join(' ')} cm ${name.toString()} Do Q`);
      page.node.addContentStream(doc.context.register(doc.context.stream(content)));
    }
  } catch (error) {
    if (error instanceof ImageRefused) throw new ImageProblem(problem(error));
    throw error;
  }
  return doc.save();
}

/** The sentence conversion_failed gives after "could not be converted to PDF: ". */
function problem(refused: ImageRefused): string {
  const kind = refused.details.type ? typeName(refused.details.type) : 'image';
  const { width, height } = refused.details;
  switch (refused.reason) {
    case 'not_an_image':
      return 'the file is not a PNG or JPEG image';
    case 'too_many_pixels':
      return width && height
        ? `the ${kind} image is ${width} × ${height} pixels; at most ${IMAGE_MAX_PIXELS / 1_000_000} million pixels are taken`
        : `the ${kind} image has more than ${IMAGE_MAX_PIXELS / 1_000_000} million pixels`;
    case 'too_slow':
      return `the ${kind} image took too long to read`;
    case 'empty':
      return 'the file is empty';
    default:
      return `the ${kind} image could not be read`;
  }
}

/**
 * The A4 page in the image's orientation, and where the image goes on it: scaled to fit inside the
 * margins, centred. The image's size is as shown (images.ts has turned it by its EXIF orientation).
 */
function imagePage(doc: PDFDocument, image: { width: number; height: number }) {
  const landscape = image.width > image.height;
  const size = landscape ? { width: A4.height, height: A4.width } : A4;
  const scale = Math.min(
    (size.width - 2 * IMAGE_MARGIN) / image.width,
    (size.height - 2 * IMAGE_MARGIN) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const box = { x: (size.width - width) / 2, y: (size.height - height) / 2, width, height };
  const page: PDFPage = doc.addPage([size.width, size.height]);
  return { page, box };
}

/** The PNG's pixels as an image XObject: deflated RGB, and its alpha channel as a grey /SMask. */
async function pngXObject(doc: PDFDocument, pixels: Awaited<ReturnType<typeof readImagePixels>>) {
  const image = (data: Uint8Array, colourSpace: string, extra: Record<string, PDFRef> = {}) =>
    doc.context.register(
      doc.context.stream(data, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: pixels.width,
        Height: pixels.height,
        ColorSpace: colourSpace,
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        ...extra,
      }),
    );
  const [rgb, alpha] = await Promise.all([
    deflated(pixels.rgb),
    pixels.alpha ? deflated(pixels.alpha) : undefined,
  ]);
  const mask = alpha ? image(alpha, 'DeviceGray') : undefined;
  return image(rgb, 'DeviceRGB', mask ? { SMask: mask } : {});
}
