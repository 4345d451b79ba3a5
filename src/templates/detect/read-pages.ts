// Reads a PDF's pages for detection with pdf.js (loaded on first use, as render/page-ink.ts does):
// each page's operator list walked by page-walker.ts, with annotations left out of it (a form's
// widgets are read as widgets, from the page's annotations, not as the boxes their appearances draw).
import type { Matrix } from '../render/ink-geometry.ts';
import type { FontInfo } from '../render/ink-text.ts';
import type { PageParts, Widget } from './page-parts.ts';
import { PageWalker } from './page-walker.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;

/** How long to wait for a font pdf.js sends from its worker. */
const FONT_WAIT_MS = 10_000;

/** Every page's parts, in order; a page pdf.js cannot read yields empty parts, a file none. */
export async function readPages(pdf: Uint8Array): Promise<PageParts[]> {
  const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: pdf.slice(), // pdf.js takes the buffer over
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    // A file pdf.js cannot open (pdf-lib, which checked the upload, is more lenient) has no proposals.
    const document = await task.promise.catch(() => null);
    if (!document) return [];
    const pages: PageParts[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const empty: PageParts = {
        page: number,
        width: viewport.width,
        height: viewport.height,
        glyphs: [],
        hRules: [],
        vRules: [],
        rects: [],
        widgets: [],
        images: 0,
      };
      pages.push(await readPage(pdfjs, page, empty).catch(() => empty));
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

async function readPage(pdfjs: PdfJs, page: PdfPage, parts: PageParts): Promise<PageParts> {
  const viewport = page.getViewport({ scale: 1 });
  const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const fonts = new Map<string, FontInfo>();
  const waits: Promise<void>[] = [];
  list.fnArray.forEach((fn, i) => {
    const id = String((list.argsArray[i] as unknown[] | null)?.[0]);
    if (fn === pdfjs.OPS.setFont && !fonts.has(id)) {
      fonts.set(id, {});
      waits.push(font(page.commonObjs, id).then((info) => void fonts.set(id, info ?? {})));
    }
  });
  await Promise.all(waits);
  const walker = new PageWalker(
    pdfjs.OPS as unknown as Record<string, number>,
    viewport.transform as Matrix,
    fonts,
  );
  walker.walk(list.fnArray, list.argsArray);
  const widgets: Widget[] = [];
  for (const annotation of await page.getAnnotations({ intent: 'display' })) {
    if (annotation.subtype !== 'Widget' || !Array.isArray(annotation.rect)) continue;
    const [x0, y0, x1, y1] = viewport.convertToViewportRectangle(annotation.rect) as number[];
    widgets.push({
      fieldType: String(annotation.fieldType ?? ''),
      checkBox: annotation.checkBox === true,
      radioButton: annotation.radioButton === true,
      pushButton: annotation.pushButton === true,
      name: String(annotation.fieldName ?? ''),
      alternativeText: String(annotation.alternativeText ?? ''),
      rect: { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) },
    });
  }
  return {
    ...parts,
    glyphs: walker.glyphs,
    hRules: walker.hRules,
    vRules: walker.vRules,
    rects: walker.rects,
    widgets,
    images: walker.images,
  };
}

function font(objects: PdfPage['commonObjs'], id: string): Promise<FontInfo | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), FONT_WAIT_MS);
    timer.unref();
    try {
      objects.get(id, (value: unknown) => {
        clearTimeout(timer);
        resolve((value ?? null) as FontInfo | null);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}
