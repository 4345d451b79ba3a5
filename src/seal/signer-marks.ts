// A signer's marks on the audit certificate, beside their evidence: the signature as it was made (the
// drawn PNG, or the typed name in the handwriting face the pages use) and, where the template has an
// initials field for their role, the initials the pages carry. Frames have a fixed size, so the
// strip's height is known before anything is drawn: the certificate's page count is counted first.
import { type PDFDocument, type PDFPage, rgb } from '../platform/pdf.ts';
import { decodePngDataUrl } from '../templates/render/content.ts';
import { cleanText } from '../templates/render/fonts.ts';
import {
  fitSignature,
  SignatureFonts,
  signatureMetrics,
  signatureWidth,
} from '../templates/render/signature-text.ts';
import type { SignatureInput } from '../templates/types.ts';
import { drawLine, lineHeight, type TextStyle } from './text-flow.ts';

export interface SignerMarks {
  signature: SignatureInput;
  /** Set only when the template has an initials field for the signer's role. */
  initials?: SignatureInput;
}

/** The words around the frames, in the signer's language. */
export interface MarkLabels {
  signature: string;
  initials: string;
  /** How the signature was made ("Drawn by hand"), written under its frame. */
  method: string | null;
}

/** Where the strip goes across the page. */
export interface StripColumns {
  left: number;
  valueX: number;
  right: number;
  /** Where something placed left to right goes (a right-to-left certificate mirrors it); the marks themselves are never mirrored. */
  mirror?: (x: number, width: number) => number;
}

const SIGNATURE_WIDTH = 180;
const INITIALS_WIDTH = 72;
const FRAME_HEIGHT = 44;
const PAD = 4;
/** Between the signature's frame and the initials' label, and between a label and its frame. */
const GAP = 16;
const LABEL_GAP = 8;
const ABOVE = 2;
const BELOW = 6;
const MAX_TYPED_SIZE = 26;
/** The ink of the marks stamped on the pages, so both read as the same hand. */
const INK = rgb(0.05, 0.16, 0.45);
const FRAME = rgb(0.75, 0.75, 0.8);

/** The strip's height: the frames, then the method under the signature's frame. */
export function marksHeight(caption: TextStyle): number {
  return ABOVE + FRAME_HEIGHT + lineHeight(caption) + BELOW;
}

/**
 * Draws strips into the certificate. The frames and labels are drawn at once; the marks themselves
 * (an image to embed, a face to subset) are awaited in `finish`, before the document is written.
 */
export class MarkPainter {
  private readonly fonts: SignatureFonts;
  private readonly pending: Array<() => Promise<void>> = [];

  constructor(private readonly doc: PDFDocument) {
    this.fonts = new SignatureFonts(doc, 'certificate');
  }

  strip(
    page: PDFPage,
    top: number,
    columns: StripColumns,
    marks: SignerMarks,
    labels: MarkLabels,
    styles: { label: TextStyle },
  ): void {
    const frameTop = top - ABOVE;
    const bottom = frameTop - FRAME_HEIGHT;
    const place = columns.mirror ?? ((x: number) => x);
    const width = (text: string) => styles.label.font.widthOfTextAtSize(text, styles.label.size);
    const label = (text: string, x: number, at: number) =>
      drawLine(page, text, styles.label, place(x, width(text)), at);
    label(labels.signature, columns.left, frameTop);
    this.frame(
      page,
      { x: place(columns.valueX, SIGNATURE_WIDTH), y: bottom, width: SIGNATURE_WIDTH },
      marks.signature,
    );
    if (labels.method) label(labels.method, columns.valueX, bottom);
    if (!marks.initials) return;
    const labelX = columns.valueX + SIGNATURE_WIDTH + GAP;
    label(labels.initials, labelX, frameTop);
    const x = Math.min(labelX + width(labels.initials) + LABEL_GAP, columns.right - INITIALS_WIDTH);
    this.frame(page, { x: place(x, INITIALS_WIDTH), y: bottom, width: INITIALS_WIDTH }, marks.initials);
  }

  /** Every mark drawn; call once the layout is done. */
  async finish(): Promise<void> {
    for (const draw of this.pending.splice(0)) await draw();
  }

  private frame(page: PDFPage, at: { x: number; y: number; width: number }, mark: SignatureInput): void {
    page.drawRectangle({ ...at, height: FRAME_HEIGHT, borderColor: FRAME, borderWidth: 0.5 });
    const inner = { x: at.x + PAD, y: at.y + PAD, width: at.width - 2 * PAD, height: FRAME_HEIGHT - 2 * PAD };
    this.pending.push(() =>
      mark.type === 'drawn'
        ? this.drawImage(page, inner, mark.image)
        : this.drawTyped(page, inner, mark.text),
    );
  }

  /** The PNG scaled to fit, centred. */
  private async drawImage(page: PDFPage, box: Box, dataUrl: string): Promise<void> {
    const image = await this.doc.embedPng(decodePngDataUrl(dataUrl));
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: box.x + (box.width - width) / 2,
      y: box.y + (box.height - height) / 2,
      width,
      height,
    });
  }

  /** The typed text in the handwriting face, as large as fits, centred on its ink. */
  private async drawTyped(page: PDFPage, box: Box, typed: string): Promise<void> {
    const text = cleanText(typed);
    const size = fitSignature(text, box.width, box.height, MAX_TYPED_SIZE);
    const { ascent, descent } = signatureMetrics();
    const baseline = box.y + box.height / 2 - (size * (ascent + descent)) / 2;
    const x = box.x + (box.width - signatureWidth(text, size)) / 2;
    await this.fonts.draw(page, text, { at: (dx) => ({ x: x + dx, y: baseline }), size, color: INK });
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
