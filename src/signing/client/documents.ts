// The documents of a signing page of several (issue 32 item 3), over the in-place view's pages (one
// combined PDF, every document in order): each document's name as a heading before its first page,
// and the page's list of the documents (documents-list.ts) moved beside the guide's bar, where it
// stays in view: closed, it says which document is in view ("Document 2 of 3: Annex A"); open, its
// entries jump to a document. The document in view is the one under a line 40 % down the part of
// the view the guide leaves free, which holds both for a jump (the heading at the top) and for a
// field the guide brings to the middle. One document: none of this runs.
import type { ViewerPage } from '../../ui/client/pdf-viewer.ts';
import { fill } from './guide.ts';
import { viewBounds } from './viewport.ts';

export interface DocumentEntry {
  name: string;
  /** Its first page in the combined PDF (1-based). */
  firstPage: number;
  pages: number;
  pagesText: string;
}

export interface DocumentsMessages {
  position: string;
  current: string;
  inView: string;
}

interface Listed {
  link: HTMLAnchorElement;
  tag: HTMLElement;
}

export class DocumentsView {
  /** The index of the document in view. */
  current = -1;
  private readonly starts: HTMLElement[] = [];
  private readonly listed: Listed[] = [];
  private readonly details: HTMLDetailsElement | null;
  private readonly summary: HTMLElement | null;
  private pending = false;

  constructor(
    private readonly documents: DocumentEntry[],
    private readonly messages: DocumentsMessages,
    pages: ViewerPage[],
    private readonly nav: HTMLElement,
    /** The guide's dock: the list goes into it, before `before` (the bar). */
    private readonly dock: HTMLElement,
    before: HTMLElement,
  ) {
    const total = documents.length;
    for (const [i, doc] of documents.entries()) {
      const start = document.createElement('div');
      start.className = 'document-start';
      start.id = `document-${i + 1}`;
      const heading = document.createElement('h3');
      heading.tabIndex = -1;
      heading.textContent = doc.name;
      const about = document.createElement('p');
      about.textContent = `${fill(messages.position, { n: i + 1, total })} · ${doc.pagesText}`;
      start.append(heading, about);
      pages[doc.firstPage - 1]?.element.before(start);
      this.starts.push(start);
    }

    this.details = nav.querySelector('details');
    this.summary = nav.querySelector('.document-nav-current');
    if (this.details) this.details.open = false;
    for (const item of nav.querySelectorAll<HTMLElement>('li[data-document]')) {
      const index = Number(item.dataset.document) - 1;
      const name = item.querySelector('.document-nav-name');
      if (!name || !this.starts[index]) continue;
      const link = document.createElement('a');
      link.href = `#document-${index + 1}`;
      link.className = 'document-nav-name';
      link.textContent = name.textContent;
      name.replaceWith(link);
      // Seen, not read: the link's aria-current says it to a screen reader.
      const tag = document.createElement('span');
      tag.className = 'document-nav-tag';
      tag.setAttribute('aria-hidden', 'true');
      tag.textContent = messages.inView;
      tag.hidden = true;
      item.append(tag);
      link.addEventListener('click', (event) => {
        event.preventDefault();
        this.jump(index);
      });
      this.listed[index] = { link, tag };
    }
    dock.insertBefore(nav, before);
    nav.classList.add('docked');
    // Escape closes the open list, back to its summary (as Escape closes the field's sheet).
    nav.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.details?.open) return;
      this.details.open = false;
      nav.querySelector<HTMLElement>('summary')?.focus();
    });

    const later = () => {
      if (this.pending) return;
      this.pending = true;
      requestAnimationFrame(() => {
        this.pending = false;
        this.follow();
      });
    };
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    // Embedded: the parent scrolls, and frame.js says so in the root's style.
    new MutationObserver(later).observe(document.documentElement, { attributeFilter: ['style'] });
    this.show(0);
  }

  /** The index of the document absolute page `page` is in. */
  documentOf(page: number): number {
    let found = 0;
    for (const [i, doc] of this.documents.entries()) if (doc.firstPage <= page) found = i;
    return found;
  }

  /** Marks document `index` as the one in view. */
  show(index: number): void {
    if (index === this.current || !this.documents[index]) return;
    this.current = index;
    const doc = this.documents[index];
    if (this.summary) {
      this.summary.textContent = fill(this.messages.current, {
        n: index + 1,
        total: this.documents.length,
        name: doc.name,
      });
    }
    for (const [i, entry] of this.listed.entries()) {
      if (!entry) continue;
      if (i === index) entry.link.setAttribute('aria-current', 'true');
      else entry.link.removeAttribute('aria-current');
      entry.tag.hidden = i !== index;
    }
    this.nav.dataset.current = String(index + 1);
  }

  /** The document in view, from where the pages are now. */
  follow(): void {
    const { top, bottom } = this.freeView();
    const line = top + (bottom - top) * 0.4;
    let index = 0;
    for (const [i, start] of this.starts.entries()) {
      if (start.getBoundingClientRect().top <= line) index = i;
    }
    this.show(index);
  }

  /** Brings document `index`'s heading to the top of the free view, and the focus to it. */
  jump(index: number): void {
    const start = this.starts[index];
    if (!start) return;
    if (this.details) this.details.open = false;
    // A wide screen's guide is sticky at the top: the heading stops below it.
    const sticky = getComputedStyle(this.dock).position === 'sticky';
    start.style.scrollMarginTop = `${(sticky ? this.dock.getBoundingClientRect().height : 0) + 8}px`;
    start.scrollIntoView({ block: 'start', behavior: 'instant' });
    start.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    this.show(index);
  }

  /** The view less what the guide covers at its top (wide) or its foot (phone), its sheet included. */
  private freeView(): { top: number; bottom: number } {
    let { top, bottom } = viewBounds();
    if (this.dock.hidden) return { top, bottom };
    const parts = [this.dock, ...this.dock.querySelectorAll<HTMLElement>('.field-sheet:not([hidden])')];
    const rects = parts.map((part) => part.getBoundingClientRect()).filter((r) => r.height > 0);
    if (rects.length === 0) return { top, bottom };
    const covered = {
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    if (covered.top <= top + 1 && covered.bottom > top) top = covered.bottom;
    else if (covered.bottom >= bottom - 1 && covered.top < bottom) bottom = covered.top;
    return { top, bottom: Math.max(bottom, top + 1) };
  }
}
