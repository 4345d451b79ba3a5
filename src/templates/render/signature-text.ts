// Typed signatures in the handwriting face (platform/fonts.ts): a name is split into runs, each set
// in the first signature file whose unicode-range covers its characters and that has their glyphs
// (the choice a browser makes with the page's @font-face rules), else in the fallback face. Runs are
// measured and drawn with the same unshaped mapping, so a measured name is exactly the drawn name.
// What the fallback face gets is set by script-text.ts in its italic style: Latin in DejaVu Sans
// Oblique, an Arabic or Japanese name in the face of its script, shaped where the script needs it.

import {
  fontBytes,
  postscriptName,
  SIGNATURE_FALLBACK,
  type SignatureFace,
  signatureFaceBytes,
  signatureFaces,
  subsetName,
} from '../../platform/fonts.ts';
import type { PDFDocument, PDFFont, PDFPage, RGB } from '../../platform/pdf.ts';
import { degrees } from '../../platform/pdf.ts';
import { embedSubset, hasGlyph, metricsOf, widthIn } from './fonts.ts';
import { measureText, ScriptText } from './script-text.ts';

interface Run {
  /** Index into signatureFaces(), or -1 for the fallback face. */
  face: number;
  text: string;
}

function covers(face: SignatureFace, codePoint: number): boolean {
  return face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function faceFor(codePoint: number): number {
  const faces = signatureFaces();
  for (let i = 0; i < faces.length; i += 1) {
    if (covers(faces[i], codePoint) && hasGlyph(signatureFaceBytes(faces[i]), codePoint)) return i;
  }
  return -1;
}

const bytesOf = (face: number) =>
  face < 0 ? fontBytes(SIGNATURE_FALLBACK) : signatureFaceBytes(signatureFaces()[face]);

/**
 * The text in runs of one face each. Spaces, digits and punctuation after a fallback run stay in it,
 * so an Arabic name is one run, shaped and ordered right to left as a whole.
 */
export function signatureRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const face = last?.face === -1 && /[\p{Zs}\p{N}\p{P}]/u.test(char) ? -1 : faceFor(char.codePointAt(0)!);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** Width in points of a typed signature at `size`. */
export function signatureWidth(text: string, size: number): number {
  return signatureRuns(text).reduce((total, run) => total + runWidth(run, size), 0);
}

function runWidth(run: Run, size: number): number {
  return run.face < 0
    ? measureText(SIGNATURE_FALLBACK, run.text, size)
    : widthIn(bytesOf(run.face), run.text, size);
}

/** The handwriting face's ascender and (negative) descender, as fractions of the size. */
export function signatureMetrics(): { ascent: number; descent: number } {
  return metricsOf(signatureFaceBytes(signatureFaces()[0]));
}

/** The largest size up to `maxSize` at which `text` fits `width`, and its ink fits `height`. */
export function fitSignature(text: string, width: number, height: number, maxSize: number): number {
  const { ascent, descent } = signatureMetrics();
  const byHeight = height / (ascent - descent);
  const atOne = signatureWidth(text, 1);
  const byWidth = atOne > 0 ? width / atOne : maxSize;
  return Math.max(1, Math.min(maxSize, byHeight, byWidth));
}

/** The signature faces embedded into one document, each once, as named subsets. */
export class SignatureFonts {
  private readonly embedded = new Map<number, Promise<PDFFont>>();
  private readonly fallback: ScriptText;

  constructor(
    private readonly doc: PDFDocument,
    private readonly scope: string,
  ) {
    this.fallback = new ScriptText(doc, `${scope}/signature`);
  }

  font(face: number): Promise<PDFFont> {
    let font = this.embedded.get(face);
    if (!font) {
      const name =
        face < 0
          ? subsetName(`${this.scope}/signature`, postscriptName(SIGNATURE_FALLBACK))
          : subsetName(
              `${this.scope}/${signatureFaces()[face].subset}`,
              signatureFaces()[face].postscriptName,
            );
      font = embedSubset(this.doc, bytesOf(face), name);
      this.embedded.set(face, font);
    }
    return font;
  }

  /**
   * Draws `text` with its baseline starting at `at(0)`; `at(dx)` maps an advance along the baseline
   * to page coordinates (a rotated page turns the baseline), and `rotation` turns the glyphs.
   */
  async draw(
    page: PDFPage,
    text: string,
    options: { at: (dx: number) => { x: number; y: number }; size: number; color: RGB; rotation?: number },
  ): Promise<void> {
    let dx = 0;
    for (const run of signatureRuns(text)) {
      if (run.face < 0) {
        this.drawFallback(page, run.text, dx, options);
        dx += runWidth(run, options.size);
        continue;
      }
      page.drawText(run.text, {
        ...options.at(dx),
        size: options.size,
        font: await this.font(run.face),
        color: options.color,
        rotate: degrees(options.rotation ?? 0),
      });
      dx += widthIn(bytesOf(run.face), run.text, options.size);
    }
  }

  /** A run the handwriting face lacks, set from `start` along the (possibly turned) baseline. */
  private drawFallback(
    page: PDFPage,
    text: string,
    start: number,
    options: { at: (dx: number) => { x: number; y: number }; size: number; color: RGB; rotation?: number },
  ): void {
    const origin = options.at(0);
    const unit = options.at(1);
    const [ux, uy] = [unit.x - origin.x, unit.y - origin.y];
    this.fallback.draw(page, text, SIGNATURE_FALLBACK, {
      at: (dx, rise) => {
        const point = options.at(start + dx);
        return { x: point.x - uy * rise, y: point.y + ux * rise };
      },
      size: options.size,
      color: options.color,
      ...(options.rotation ? { rotation: options.rotation } : {}),
    });
  }
}
