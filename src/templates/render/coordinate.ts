// Coordinate documents: the uploaded PDF with each filled field stamped into its box — text shrunk
// (and wrapped, in tall boxes) to fit, a check mark for ticked checkboxes, a chosen option's mark
// (✓ multiple, ● radio) in its option box when the field has them (else the chosen text), an image
// field's picture fitted in its box (issue 34), and signatures as typed text in the handwriting face
// or the drawn PNG scaled to the box, with the signer's name and the
// signing time beside it, in the signer's language, on blank paper outside the box (caption.ts,
// page-ink.ts). Boxes are top-left-origin and follow the page's rotation. A footer, when asked
// for, goes at the foot of every page.
import { degrees, PDFDocument, type PDFImage, type PDFPage, rgb } from '../../platform/pdf.ts';
import { directionOf } from '../../platform/text-direction.ts';
import { boxOf, type FieldBox, type TemplateInput } from '../types.ts';
import { type CaptionPlacement, captionBaselines, placeCaption } from './caption.ts';
import {
  decodePngDataUrl,
  filledValue,
  type RenderableTemplate,
  type RenderInput,
  readingLocale,
} from './content.ts';
import { baselines, fitText } from './fit.ts';
import { boxPad, VALUE_MAX_SIZE } from './fit-rule.ts';
import { cleanText, type FontStyle, fontMetrics, glyphBounds } from './fonts.ts';
import { InkMap, type Rect } from './ink-map.ts';
import { type RenderOptions, signatureCaption } from './options.ts';
import { type PageFrame, pageFrame } from './page-frame.ts';
import { templateInk } from './page-ink.ts';
import { ScriptText, measureText as textWidth } from './script-text.ts';
import { fitSignature, SignatureFonts, signatureMetrics } from './signature-text.ts';

// A box's inner padding (fit-rule.ts boxPad) keeps text off a printed field border.
const TEXT = rgb(0.05, 0.05, 0.1);
const INK = rgb(0.05, 0.16, 0.45);
const MUTED = rgb(0.4, 0.4, 0.45);
const CHECK_MARK = '✔';
/** The marks of a chosen option in its option box: a multiple's tick, a radio's dot (its share of the box). */
const CHOICE_MARK = { char: '✓', share: 1 };
const RADIO_MARK = { char: '●', share: 0.6 };
const FOOTER_SIZE = 7;
/** The footer's baseline, up from the foot of the page as displayed. */
const FOOTER_RISE = 12;

export async function renderCoordinate(
  template: RenderableTemplate,
  templatePdf: Uint8Array,
  input: RenderInput,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const doc = options.loaded ?? (await PDFDocument.load(templatePdf, { updateMetadata: false }));
  const pages = doc.getPages();
  // A value may be in any script, whatever the form's language: each face is embedded when needed.
  const font = new ScriptText(doc, 'stamp', { locale: input.locale ?? input.signers?.[0]?.locale });
  const signatureFonts = new SignatureFonts(doc, 'stamp');
  const captions = await placeCaptions(template, templatePdf, input, pages, options);

  for (const field of template.inputs) {
    const box = boxOf(field);
    const page = box && pages[box.page - 1];
    if (!box || !page) continue; // the definition guarantees both; a stale template skips, not crashes
    const frame = pageFrame(page);
    const filled = filledValue(input, field);
    const pad = boxPad(box.width, box.height);
    const caption = captions.get(field);
    const inner = {
      ...box,
      x: box.x + pad,
      y: box.y + pad,
      width: box.width - 2 * pad,
      // A caption in a strip at the bottom of the box: the signature keeps the part above it.
      height: Math.max(1, box.height - 2 * pad - (caption?.strip ?? 0)),
    };

    if (filled.kind === 'text' && filled.chosen && field.optionBoxes) {
      const mark = field.type === 'radio' ? RADIO_MARK : CHOICE_MARK;
      field.optionBoxes.forEach((optionBox, index) => {
        if (!filled.chosen?.includes(field.options?.[index] ?? '')) return;
        const pad = boxPad(optionBox.width, optionBox.height);
        const at = { page: box.page, x: optionBox.x + pad, y: optionBox.y + pad };
        const size = { width: optionBox.width - 2 * pad, height: optionBox.height - 2 * pad };
        stampMark(page, frame, { ...at, ...size }, font, mark);
      });
    } else if (filled.kind === 'text') {
      stampText(page, frame, inner, cleanText(filled.text), 'regular', font, TEXT, VALUE_MAX_SIZE);
    } else if (filled.kind === 'checkbox' && filled.checked) {
      stampMark(page, frame, inner, font, CHECK_MARK);
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
      drawFitted(page, frame, inner, await doc.embedPng(decodePngDataUrl(filled.signature.image)));
    } else if (filled.kind === 'image') {
      // An image field (issue 34): the picture fitted in the box, its aspect kept, centred.
      const image =
        filled.contentType === 'image/png'
          ? await doc.embedPng(filled.bytes)
          : await doc.embedJpg(filled.bytes);
      drawFitted(page, frame, inner, image);
    }
    if (caption) stampCaption(page, frame, caption, font);
  }
  if (options.footer) {
    const footer = options.footer;
    for (const [index, page] of pages.entries()) {
      stampFooter(page, font, cleanText(footer(index + 1, pages.length)));
    }
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * Where each signed signature's caption goes (caption.ts), decided before anything is drawn, since a
 * caption in the last-resort strip takes room from its signature. The earliest signature is placed
 * first, so a caption keeps its place when later signers sign. pdf.js reads the pages' ink only
 * when there is a caption to place.
 */
async function placeCaptions(
  template: RenderableTemplate,
  templatePdf: Uint8Array,
  input: RenderInput,
  pages: PDFPage[],
  options: RenderOptions,
): Promise<Map<TemplateInput, CaptionPlacement>> {
  const signed = template.inputs.flatMap((field, index) => {
    const box = boxOf(field);
    const filled = filledValue(input, field);
    if (!box || !pages[box.page - 1] || filled.kind !== 'signature' || filled.initials) return [];
    const signedAt = filled.signer.signedAt;
    return signedAt ? [{ field, index, box, signer: filled.signer, signedAt }] : [];
  });
  const placed = new Map<TemplateInput, CaptionPlacement>();
  if (signed.length === 0) return placed;
  signed.sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime() || a.index - b.index);
  const inks = await templateInk(templatePdf, [...new Set(signed.map(({ box }) => box.page))]);
  const taken = new Map<number, Rect[]>();
  for (const { field, box, signer, signedAt } of signed) {
    const frame = pageFrame(pages[box.page - 1]);
    let onPage = taken.get(box.page);
    if (!onPage) {
      onPage = template.inputs.flatMap((other) => {
        const otherBox = boxOf(other);
        return otherBox?.page === box.page ? [otherBox] : [];
      });
      if (options.footer) onPage.push(footerRect(frame, cleanText(options.footer(box.page, pages.length))));
      taken.set(box.page, onPage);
    }
    const text = cleanText(signatureCaption(signer.name, signedAt, readingLocale(signer.locale)));
    const ink = inks.get(box.page) ?? InkMap.everywhere(frame.width, frame.height);
    const placement = placeCaption({ text, box, page: frame, ink, taken: onPage });
    onPage.push(placement);
    placed.set(field, placement);
  }
  return placed;
}

/** Who signed and when, where placeCaptions put it, upright as the page is displayed. */
function stampCaption(page: PDFPage, frame: PageFrame, caption: CaptionPlacement, font: ScriptText): void {
  const lineBaselines = captionBaselines(caption);
  caption.lines.forEach((line, index) => {
    font.draw(page, line, 'regular', {
      at: (dx, rise) => frame.toPdf(caption.x + dx, lineBaselines[index] - rise),
      size: caption.size,
      color: MUTED,
      rotation: frame.rotation,
    });
  });
}

/** Where the footer's ink lies on a page, as displayed. */
function footerRect(frame: PageFrame, text: string): Rect {
  const { ascent, descent } = fontMetrics('regular');
  const width = textWidth('regular', text, FOOTER_SIZE);
  const baseline = frame.height - FOOTER_RISE;
  return {
    x: (frame.width - width) / 2,
    y: baseline - FOOTER_SIZE * ascent,
    width,
    height: FOOTER_SIZE * (ascent - descent),
  };
}

/** A footer line centred at the foot of the page as it is displayed. */
function stampFooter(page: PDFPage, font: ScriptText, text: string): void {
  const frame = pageFrame(page);
  const left = (frame.width - textWidth('regular', text, FOOTER_SIZE)) / 2;
  font.draw(page, text, 'regular', {
    at: (dx, rise) => frame.toPdf(left + dx, frame.height - FOOTER_RISE - rise),
    size: FOOTER_SIZE,
    color: MUTED,
    rotation: frame.rotation,
  });
}

/** An image scaled to fit the box (its aspect kept) and centred in it, upright as the page is displayed. */
function drawFitted(page: PDFPage, frame: PageFrame, box: FieldBox, image: PDFImage): void {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  // The image's own origin is its bottom-left corner as seen on screen.
  const origin = frame.toPdf(box.x + (box.width - width) / 2, box.y + (box.height + height) / 2);
  page.drawImage(image, { ...origin, width, height, rotate: degrees(frame.rotation) });
}

/**
 * A mark's inked shape (not its em box) scaled to `share` of the box and centred in it: a ticked
 * checkbox's check mark, or a chosen option's mark in its option box.
 */
function stampMark(
  page: PDFPage,
  frame: PageFrame,
  box: FieldBox,
  font: ScriptText,
  mark: string | { char: string; share: number },
): void {
  const { char, share } = typeof mark === 'string' ? { char: mark, share: 1 } : mark;
  const ink = glyphBounds('regular', char);
  const size = share * Math.min(box.width / (ink.maxX - ink.minX), box.height / (ink.maxY - ink.minY));
  const x = box.x + (box.width - (ink.maxX - ink.minX) * size) / 2 - ink.minX * size;
  const baseline = box.y + (box.height - (ink.maxY - ink.minY) * size) / 2 + ink.maxY * size;
  font.draw(page, char, 'regular', {
    at: (dx, rise) => frame.toPdf(x + dx, baseline - rise),
    size,
    color: TEXT,
    rotation: frame.rotation,
  });
}

function stampText(
  page: PDFPage,
  frame: PageFrame,
  box: FieldBox,
  text: string,
  style: FontStyle,
  font: ScriptText,
  color: ReturnType<typeof rgb>,
  maxSize: number,
  multiline = true,
): void {
  const fitted = fitText(style, text, box.width, box.height, { maxSize, multiline });
  const offsets = baselines(style, fitted, box.height);
  // A right-to-left value (an Arabic name, a Hebrew address) sits against the box's right edge.
  const direction = directionOf(text);
  fitted.lines.forEach((line, index) => {
    const width = direction === 'rtl' ? font.lineWidth([{ text: line, style }], fitted.size, 'rtl') : 0;
    const left = direction === 'rtl' ? box.x + box.width - width : box.x;
    font.draw(page, line, style, {
      at: (dx, rise) => frame.toPdf(left + dx, box.y + offsets[index] - rise),
      size: fitted.size,
      color,
      rotation: frame.rotation,
      direction,
    });
  });
}
