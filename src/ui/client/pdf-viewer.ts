// The PDF viewer of the builder, the flow editor's preview and the signer's in-place view, kept below
// all three so that none depends on another: pdf.js draws each page on a canvas at the page's own
// rotation and crop box, lazily (a page is drawn when it comes near the window) and at the device's
// pixel ratio, so it stays sharp at any zoom. Each page has an overlay in which a CONTRACT §4 box sits
// at its points times the scale (geometry.ts). Opened at 'fit', the viewer follows its container's
// width (a ResizeObserver: the window shrinking from a desk's to a phone's) until the reader zooms,
// and tells its container with a 'pdf:refit' event, so that what sits on the pages is placed again.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import { type PageGeometry, pageGeometry } from '../../templates/geometry.ts';

export interface ViewerPage {
  number: number;
  geometry: PageGeometry;
  /** The page's frame (position: relative), sized to the page at the current scale. */
  element: HTMLElement;
  /** Where boxes go: covers the page exactly. */
  overlay: HTMLElement;
  /** CSS pixels per point of this page (the viewer's scale, or its own fit with `fitEachPage`). */
  scale: number;
}

interface PageState extends ViewerPage {
  proxy: PDFPageProxy;
  canvas: HTMLCanvasElement;
  drawnAt: number;
  task?: { cancel(): void; promise: Promise<void> };
}

export interface ViewerOptions {
  workerUrl: string;
  /** Points to CSS pixels; 'fit' fills the container's width (at most 1.5). */
  scale?: number | 'fit';
  /** Each page fills the width on its own (the signer's view: a landscape page beside portrait ones). */
  fitEachPage?: boolean;
  /** The accessible name of each page frame. */
  pageLabel?: (n: number, total: number) => string;
}

export class PdfViewer {
  readonly pages: PageState[] = [];
  scale = 1;
  /** With `fitEachPage`: how many times its fitted width each page is drawn (the signer's zoom). */
  zoom = 1;
  /** Whether the scale follows the container's width (opened at 'fit'; a zoom of the reader's stops it). */
  fitting = false;
  private observer: IntersectionObserver;
  private resizes?: ResizeObserver;
  private width = 0;
  private visible = new Set<PageState>();

  private constructor(
    readonly container: HTMLElement,
    private readonly doc: PDFDocumentProxy,
    private readonly fitEachPage = false,
  ) {
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = this.pages.find((p) => p.element === entry.target);
          if (!page) continue;
          if (entry.isIntersecting) {
            this.visible.add(page);
            this.draw(page);
          } else this.visible.delete(page);
        }
      },
      { rootMargin: '400px 0px' },
    );
  }

  static async open(
    container: HTMLElement,
    source: { url: string } | { data: Uint8Array },
    options: ViewerOptions,
  ): Promise<PdfViewer> {
    GlobalWorkerOptions.workerSrc = options.workerUrl;
    const doc = await getDocument({ ...source, isEvalSupported: false, enableXfa: false }).promise;
    const viewer = new PdfViewer(container, doc, options.fitEachPage);
    for (let n = 1; n <= doc.numPages; n++) {
      const proxy = await doc.getPage(n);
      viewer.pages.push(viewer.makePage(proxy, n, doc.numPages, options));
    }
    viewer.setScale(typeof options.scale === 'number' ? options.scale : viewer.fitScale());
    // The signer's view (fitEachPage) re-fits on its own, with its marks (in-place.ts).
    if (typeof options.scale !== 'number' && !options.fitEachPage) viewer.follow();
    return viewer;
  }

  /** Re-fits whenever the container's width changes while `fitting`. */
  private follow(): void {
    this.fitting = true;
    this.width = this.container.clientWidth;
    this.resizes = new ResizeObserver(() => {
      const width = this.container.clientWidth;
      if (width === this.width) return;
      this.width = width;
      if (!this.fitting) return;
      this.setScale(this.fitScale());
      this.container.dispatchEvent(new CustomEvent('pdf:refit'));
    });
    this.resizes.observe(this.container);
  }

  /** The scale at which the widest page (or `width`) fills the container's width. */
  fitScale(width = Math.max(...this.pages.map((p) => p.geometry.width))): number {
    const room = Math.max(200, this.container.clientWidth - 20);
    return Math.min(1.5, Math.max(0.3, room / width));
  }

  private makePage(proxy: PDFPageProxy, number: number, total: number, options: ViewerOptions): PageState {
    const element = document.createElement('div');
    element.className = 'pdf-page';
    element.dataset.page = String(number);
    if (options.pageLabel) {
      element.setAttribute('role', 'group');
      element.setAttribute('aria-label', options.pageLabel(number, total));
    }
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    const overlay = document.createElement('div');
    overlay.className = 'pdf-overlay';
    element.append(canvas, overlay);
    this.container.append(element);
    this.observer.observe(element);
    return {
      number,
      geometry: pageGeometry(proxy.view, proxy.rotate),
      element,
      overlay,
      proxy,
      canvas,
      drawnAt: 0,
      scale: 1,
    };
  }

  setScale(scale: number): void {
    this.scale = scale;
    for (const page of this.pages) {
      page.scale = this.fitEachPage ? this.fitScale(page.geometry.width) * this.zoom : scale;
      page.element.style.width = `${page.geometry.width * page.scale}px`;
      page.element.style.height = `${page.geometry.height * page.scale}px`;
      page.element.dataset.scale = String(page.scale);
    }
    for (const page of this.visible) this.draw(page);
  }

  private draw(page: PageState): void {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const pixels = page.scale * ratio;
    if (page.drawnAt === pixels) return;
    page.task?.cancel();
    page.drawnAt = pixels;
    // pdf.js turns the page by its /Rotate and starts at its crop box: the geometry of the overlay.
    const viewport = page.proxy.getViewport({ scale: pixels });
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) return;
    const task = page.proxy.render({ canvasContext: context, viewport });
    page.task = task;
    task.promise.then(
      () => {
        // Swapped in when drawn, so zooming never shows a blank page.
        page.canvas.replaceWith(canvas);
        page.canvas = canvas;
        page.element.classList.add('drawn');
      },
      () => {
        if (page.drawnAt === pixels) page.drawnAt = 0;
      },
    );
  }

  /** Resolves when every page near the window is drawn (tests and screenshots wait for it). */
  async settled(): Promise<void> {
    await Promise.all([...this.visible].map((p) => p.task?.promise.catch(() => {})));
  }

  async destroy(): Promise<void> {
    this.observer.disconnect();
    this.resizes?.disconnect();
    for (const page of this.pages) page.element.remove();
    await this.doc.destroy();
  }
}
