// The ink maps of a template's pages (ink-map.ts), read with pdf.js: the page's operator list, its
// fonts' metrics and its decoded images go through ink-walker.ts. Nothing is rasterised. A published
// template's PDF never changes, so each page's map is kept for the life of the process under the
// PDF's SHA-256, least recently used first out, within a number of pages AND a number of bytes: a
// map costs a bit per square point, so a few giant pages (a hostile upload's 200-inch sheet is 26 MB)
// would otherwise hold hundreds of megabytes (issue 26 item 9). A page larger than the largest PDF
// page is not read: its map is all ink and holds no bits. Concurrent renders of one template share
// one reading; a reading that fails is not kept, so the next render tries again. pdf.js is loaded by
// the first caption that needs it.
import { createHash } from 'node:crypto';
import type { Matrix } from './ink-geometry.ts';
import type { ImageInfo } from './ink-image.ts';
import { InkMap } from './ink-map.ts';
import type { FontInfo } from './ink-text.ts';
import { InkWalker, type Ops } from './ink-walker.ts';
import { isOversizedPage } from './page-frame.ts';

export const INK_CACHE_LIMITS = {
  /** About 60 kB a page (a bit per square point of a letter page). */
  pages: 256,
  /** Over this, the least recently used maps go, whatever their number. */
  bytes: 32 * 1024 * 1024,
} as const;

const cache = new Map<string, Promise<InkMap | null>>();
/** The size of each cached map once read (a reading in progress counts nothing yet). */
const sizes = new Map<string, number>();
let cachedBytes = 0;

/** What the cache holds now: for tests and the memory benchmark. */
export function inkCacheUsage(): { pages: number; bytes: number } {
  return { pages: cache.size, bytes: cachedBytes };
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;

/**
 * The ink of each page asked for (numbered from 1), or null for a page pdf.js cannot read: the
 * caller must then treat the whole page as ink. Rejects only when the reading itself failed.
 */
export async function templateInk(pdf: Uint8Array, pages: number[]): Promise<Map<number, InkMap | null>> {
  const digest = createHash('sha256').update(pdf).digest('hex');
  const keyOf = (page: number) => `${digest}:${page}`;
  // This call's own references: a map evicted while the others are read is still answered.
  const wanted = new Map<number, Promise<InkMap | null>>();
  const missing: number[] = [];
  for (const page of new Set(pages)) {
    const cached = cache.get(keyOf(page));
    if (cached) {
      wanted.set(page, cached);
      cache.delete(keyOf(page)); // most recently used goes last
      cache.set(keyOf(page), cached);
    } else missing.push(page);
  }
  if (missing.length > 0) {
    const reading = readPages(pdf, missing);
    for (const page of missing) {
      const map = reading.then((maps) => maps.get(page) ?? null);
      wanted.set(page, map);
      remember(keyOf(page), map);
    }
  }
  const maps = new Map<number, InkMap | null>();
  for (const page of pages) maps.set(page, await wanted.get(page)!);
  return maps;
}

function remember(key: string, map: Promise<InkMap | null>): void {
  cache.set(key, map);
  void map.then(
    (ink) => {
      if (cache.get(key) !== map) return; // evicted while it was read
      const size = ink?.byteLength ?? 0;
      sizes.set(key, size);
      cachedBytes += size;
      evict();
    },
    // The callers awaiting it see the failure; the cache forgets it (unless a newer reading already
    // took its place), so that one failure is not every later render's answer.
    () => {
      if (cache.get(key) === map) cache.delete(key);
    },
  );
  evict();
}

function evict(): void {
  while (cache.size > INK_CACHE_LIMITS.pages || (cachedBytes > INK_CACHE_LIMITS.bytes && cache.size > 1)) {
    const oldest = cache.keys().next().value!;
    cache.delete(oldest);
    cachedBytes -= sizes.get(oldest) ?? 0;
    sizes.delete(oldest);
  }
}

async function readPages(pdf: Uint8Array, pages: number[]): Promise<Map<number, InkMap | null>> {
  const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const maps = new Map<number, InkMap | null>();
  const task = pdfjs.getDocument({
    data: pdf.slice(), // pdf.js takes the buffer over
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    for (const page of pages) {
      maps.set(page, await pageInk(pdfjs, await document.getPage(page)).catch(() => null));
    }
  } catch {
    for (const page of pages) maps.set(page, null);
  } finally {
    await task.destroy();
  }
  return maps;
}

async function pageInk(pdfjs: PdfJs, page: PdfPage): Promise<InkMap | null> {
  const OPS = pdfjs.OPS as unknown as Ops;
  const size = page.getViewport({ scale: 1 });
  // Larger than any PDF page may be (refused at upload, but stored before that was): nothing parsed,
  // and the whole page counts as ink without a bit allocated for it.
  if (isOversizedPage(size.width, size.height)) return InkMap.everywhere(size.width, size.height);
  const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.ENABLE });
  // Fonts and images arrive beside the list; wait for those it names.
  const fonts = new Map<string, FontInfo>();
  const images = new Map<string, ImageInfo | null>();
  const waits: Promise<void>[] = [];
  list.fnArray.forEach((fn, i) => {
    const id = String((list.argsArray[i] as unknown[] | null)?.[0]);
    if (fn === OPS.setFont && !fonts.has(id)) {
      fonts.set(id, {});
      waits.push(resolved<FontInfo>(page.commonObjs, id).then((font) => void fonts.set(id, font ?? {})));
    } else if ((fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat) && !images.has(id)) {
      images.set(id, null);
      const objects = id.startsWith('g_') ? page.commonObjs : page.objs;
      waits.push(resolved<ImageInfo>(objects, id).then((image) => void images.set(id, image)));
    }
  });
  await Promise.all(waits);
  const viewport = page.getViewport({ scale: 1 });
  const walker = new InkWalker(
    OPS,
    viewport.transform as Matrix,
    viewport.width,
    viewport.height,
    fonts,
    images,
  );
  return walker.walk(list.fnArray, list.argsArray);
}

/** How long to wait for a font or an image the list names; after it, the image counts as all ink. */
const OBJECT_WAIT_MS = 10_000;

/** An object pdf.js sends from its worker, once it has arrived (null if it does not arrive). */
function resolved<T>(objects: PdfPage['objs'], id: string): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), OBJECT_WAIT_MS);
    timer.unref();
    try {
      objects.get(id, (value: unknown) => {
        clearTimeout(timer);
        resolve((value ?? null) as T | null);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}
