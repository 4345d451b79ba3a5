// Anchors (issue 33 item 3): a field placed relative to a piece of text instead of by coordinates.
// The documents' text is read with pdf.js (its text content: items joined on a line, a space where
// the layout leaves a gap, a line break between lines; whitespace runs count as one space, in the
// text and in the anchor alike), the `occurrence`-th match (default 1) across the documents in order
// is found, and the field's box is put to its `right` (default: starting where the text ends, bottom
// edges level), `below` or `above` it (left edges level), or `over` it (top-left corners level),
// then moved by `offsetX`/`offsetY` points. Resolved once, at creation: the field keeps the page and
// coordinates, not the anchor.
import { round } from '../geometry.ts';
import type { Rect } from './text-walker.ts';

export const ANCHOR_POSITIONS = ['right', 'below', 'above', 'over'] as const;
export type AnchorPosition = (typeof ANCHOR_POSITIONS)[number];

export interface Anchor {
  text: string;
  occurrence?: number;
  position?: AnchorPosition;
  offsetX?: number;
  offsetY?: number;
}

/** One page's text, each character with its displayed box (null: a space or line break put in). */
export interface PageChars {
  text: string;
  boxes: Array<Rect | null>;
}

export interface TextMatch {
  /** Index of the document (from 0) and page within it (from 1). */
  document: number;
  page: number;
  box: Rect;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Each page's text of a PDF, as pdf.js reads it. */
export async function readPagesText(pdf: Uint8Array): Promise<PageChars[]> {
  const pages: PageChars[] = [];
  for await (const page of pagesText(pdf)) pages.push(page);
  return pages;
}

/**
 * The PDF's pages' text one page at a time, read as the caller asks for the next: a caller that has
 * found what it looks for stops reading (issue 43: the anchors of a long document).
 */
export async function* pagesText(pdf: Uint8Array): AsyncGenerator<PageChars> {
  const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(pdf), // a copy: pdf.js takes the buffer over, and refuses a Buffer
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const chars: PageChars = { text: '', boxes: [] };
      const put = (text: string, box: Rect | null) => {
        chars.text += text;
        chars.boxes.push(box);
      };
      let last: { end: { x: number; y: number }; size: number } | undefined;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, c, d, e, f] = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
        const along = Math.hypot(a, b) || 1;
        const size = Math.hypot(c, d) || 1;
        const u = { x: a / along, y: b / along };
        const up = { x: c / size, y: d / size };
        const length = item.dir === 'ttb' ? item.height : item.width;
        if (item.str.length > 0 && last) {
          const dy = Math.abs((e - last.end.x) * up.x + (f - last.end.y) * up.y);
          const dx = (e - last.end.x) * u.x + (f - last.end.y) * u.y;
          if (dy > size * 0.5) put('\n', null);
          else if (dx > size * 0.15 && !/\s$/.test(chars.text) && !/^\s/.test(item.str)) put(' ', null);
        }
        const characters = [...item.str];
        characters.forEach((char, k) => {
          const from = (length * k) / characters.length;
          const to = (length * (k + 1)) / characters.length;
          const corners = [
            { x: e + u.x * from - up.x * 0.2 * size, y: f + u.y * from - up.y * 0.2 * size },
            { x: e + u.x * to - up.x * 0.2 * size, y: f + u.y * to - up.y * 0.2 * size },
            { x: e + u.x * from + up.x * 0.8 * size, y: f + u.y * from + up.y * 0.8 * size },
            { x: e + u.x * to + up.x * 0.8 * size, y: f + u.y * to + up.y * 0.8 * size },
          ];
          put(char, {
            x0: Math.min(...corners.map((p) => p.x)),
            y0: Math.min(...corners.map((p) => p.y)),
            x1: Math.max(...corners.map((p) => p.x)),
            y1: Math.max(...corners.map((p) => p.y)),
          });
        });
        if (item.str.length > 0) last = { end: { x: e + u.x * length, y: f + u.y * length }, size };
        if (item.hasEOL) {
          put('\n', null);
          last = undefined;
        }
      }
      page.cleanup();
      yield chars;
    }
  } finally {
    await task.destroy();
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every match of the text in the documents, in order: documents, then pages, then reading order. */
export function findText(documents: PageChars[][], wanted: string): TextMatch[] {
  return documents.flatMap((pages, document) =>
    pages.flatMap((page, index) => findOnPage(page, wanted, document, index + 1)),
  );
}

/** Every match of the text on one page (`page` from 1 within document `document`, from 0). */
export function findOnPage(page: PageChars, wanted: string, document: number, number: number): TextMatch[] {
  const needle = collapse(wanted);
  const matches: TextMatch[] = [];
  if (needle === '') return matches;
  // The page's text with whitespace runs as one space, and where each of its characters came from.
  let text = '';
  const from: number[] = [];
  for (let i = 0; i < page.text.length; i++) {
    const space = /\s/.test(page.text[i]);
    if (space && (text === '' || text.endsWith(' '))) continue;
    text += space ? ' ' : page.text[i];
    from.push(i);
  }
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const boxes = from
      .slice(at, at + needle.length)
      .map((i) => page.boxes[i])
      .filter((b): b is Rect => b !== null);
    if (boxes.length === 0) continue;
    matches.push({
      document,
      page: number,
      box: {
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1)),
      },
    });
  }
  return matches;
}

/** The field's top-left corner for an anchor matched at `box`, the field being width × height. */
export function placeAtAnchor(
  box: Rect,
  anchor: Anchor,
  size: { width: number; height: number },
): { x: number; y: number } {
  const dx = anchor.offsetX ?? 0;
  const dy = anchor.offsetY ?? 0;
  switch (anchor.position ?? 'right') {
    case 'below':
      return { x: round(box.x0 + dx), y: round(box.y1 + dy) };
    case 'above':
      return { x: round(box.x0 + dx), y: round(box.y0 - size.height + dy) };
    case 'over':
      return { x: round(box.x0 + dx), y: round(box.y0 + dy) };
    default:
      return { x: round(box.x1 + dx), y: round(box.y1 - size.height + dy) };
  }
}
