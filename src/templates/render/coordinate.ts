// Coordinate documents: the uploaded PDF with each filled field stamped into its box — text shrunk
// (and wrapped, in tall boxes) to fit, a check mark for ticked checkboxes, and signatures as typed
// text in the handwriting face or the drawn PNG scaled to the box, with the signer's name and the
// date printed under it. Boxes are top-left-origin and follow the page's rotation. A footer, when
// asked for, goes at the foot of every page.
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from '../../platform/pdf.ts';
import { boxOf, type FieldBox } from '../types.ts';
import {
  decodePngDataUrl,
  filledValue,
  type RenderableTemplate,
  type RenderInput,
} from './content.ts';
import { baselines, fitText } from './fit.ts';
import { cleanText, embedFonts, type FontStyle, fontMetrics, glyphBounds, textWidth } from './fonts.ts';
import { type RenderOptions, signatureCaption } from './options.ts';
import { type PageFrame, pageFrame } from './page-frame.ts';
import { fitSignature, SignatureFonts, signatureMetrics } from './signature-text.ts';

/** Inner padding of a box, so text does not touch a printed field border. */
const PAD = 2;
const TEXT = rgb(0.05, 0.05, 0.1);
const INK = rgb(0.05, 0.16, 0.45);
const MUTED = rgb(0.4, 0.4, 0.45);
const CHECK_MARK = '✔';
const CAPTION_SIZE = 6.5;
const FOOTER_SIZE = 7;

export async function renderCoordinate(
  template: RenderableTemplate,
  templatePdf: Uint8Array,
  input: RenderInput,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(templatePdf, { updateMetadata: false });
  const pages = doc.getPages();
  const fonts = new Map<FontStyle, PDFFont>();
  const fontFor = async (style: FontStyle) => {
    let font = fonts.get(style);
    if (!font) {
      font = (await embedFonts(doc, [style], { scope: 'stamp' }))[style]!;
      fonts.set(style, font);
    }
    return font;
  };
  const signatureFonts = new SignatureFonts(doc, 'stamp');

  for (const field of template.inputs) {
    const box = boxOf(field);
    const page = box && pages[box.page - 1];
    if (!box || !page) continue; // the definition guarantees both; a stale template skips, not crashes
    const frame = pageFrame(page);
    const filled = filledValue(input, field);
    const pad = Math.min(PAD, box.width / 4, box.height / 4); // tiny boxes keep most of their room
    const inner = {
      ...box,
      x: box.x + pad,
      y: box.y + pad,
      width: box.width - 2 * pad,
      height: box.height - 2 * pad,
    };

    if (filled.kind === 'text') {
      stampText(page, frame, inner, cleanText(filled.text), 'regular', await fontFor('regular'), TEXT, 12);
    } else if (filled.kind === 'checkbox' && filled.checked) {
      stampCheckMark(page, frame, inner, await fontFor('regular'));
    } else if (filled.kind === 'signature' && filled.signature.type === 'typed') {
      const text = cleanText(filled.signature.text);
      const size = fitSignature(text, inner.width, inner.height, 36);
      const { ascent, descent } = signatureMetrics();
      const baseline = inner.y + (inner.height - size * (ascent - descent)) / 2 + size * ascent;
      await signatureFonts.draw(page, text, {
        at: (dx) => frame.toPdf(inner.x + dx, baseline),
        size,
        color: INK,
        rotation: frame.rotation,
      });
    } else if (filled.kind === 'signature' && filled.signature.type === 'drawn') {
      const image = await doc.embedPng(decodePngDataUrl(filled.signature.image));
      const scale = Math.min(inner.width / image.width, inner.height / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      // The image's own origin is its bottom-left corner as seen on screen.
      const origin = frame.toPdf(inner.x + (inner.width - width) / 2, inner.y + (inner.height + height) / 2);
      page.drawImage(image, { ...origin, width, height, rotate: degrees(frame.rotation) });
    }
    if (filled.kind === 'signature' && !filled.initials && filled.signer.signedAt) {
      const caption = cleanText(signatureCaption(filled.signer.name, filled.signer.signedAt));
      stampCaption(page, frame, box, caption, await fontFor('regular'));
    }
  }
  if (options.footer) {
    const font = await fontFor('regular');
    const footer = options.footer;
    for (const [index, page] of pages.entries()) {
      stampFooter(page, font, cleanText(footer(index + 1, pages.length)));
    }
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * Who signed and when, under the signature's box (above it when the box sits at the foot of the
 * page), as wide as the box allows down to a floor, never wider than the page.
 */
function stampCaption(page: PDFPage, frame: PageFrame, box: FieldBox, caption: string, font: PDFFont): void {
  const room = Math.min(Math.max(box.width, 140), frame.width - box.x - 4);
  const size = Math.max(4, Math.min(CAPTION_SIZE, room / Math.max(textWidth('regular', caption, 1), 1)));
  const { ascent, descent } = fontMetrics('regular');
  const height = size * (ascent - descent);
  const below = box.y + box.height + 1.5 + height <= frame.height;
  const baseline = below ? box.y + box.height + 1.5 + size * ascent : box.y - 1.5 + size * descent;
  page.drawText(caption, {
    ...frame.toPdf(box.x, baseline),
    size,
    font,
    color: MUTED,
    rotate: degrees(frame.rotation),
  });
}

/** A footer line centred at the foot of the page as it is displayed. */
function stampFooter(page: PDFPage, font: PDFFont, text: string): void {
  const frame = pageFrame(page);
  const width = textWidth('regular', text, FOOTER_SIZE);
  page.drawText(text, {
    ...frame.toPdf((frame.width - width) / 2, frame.height - 12),
    size: FOOTER_SIZE,
    font,
    color: MUTED,
    rotate: degrees(frame.rotation),
  });
}

/** The check mark's inked shape (not its em box) scaled to the box and centred in it. */
function stampCheckMark(page: PDFPage, frame: PageFrame, box: FieldBox, font: PDFFont): void {
  const ink = glyphBounds('regular', CHECK_MARK);
  const size = Math.min(box.width / (ink.maxX - ink.minX), box.height / (ink.maxY - ink.minY));
  const x = box.x + (box.width - (ink.maxX - ink.minX) * size) / 2 - ink.minX * size;
  const baseline = box.y + (box.height - (ink.maxY - ink.minY) * size) / 2 + ink.maxY * size;
  page.drawText(CHECK_MARK, {
    ...frame.toPdf(x, baseline),
    size,
    font,
    color: TEXT,
    rotate: degrees(frame.rotation),
  });
}

function stampText(
  page: PDFPage,
  frame: PageFrame,
  box: FieldBox,
  text: string,
  style: FontStyle,
  font: PDFFont,
  color: ReturnType<typeof rgb>,
  maxSize: number,
  multiline = true,
): void {
  const fitted = fitText(style, text, box.width, box.height, { maxSize, multiline });
  const offsets = baselines(style, fitted, box.height);
  fitted.lines.forEach((line, index) => {
    const origin = frame.toPdf(box.x, box.y + offsets[index]);
    page.drawText(line, { ...origin, size: fitted.size, font, color, rotate: degrees(frame.rotation) });
  });
}
