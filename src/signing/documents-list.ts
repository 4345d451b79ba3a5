// A signing page of several documents (issue 32 item 3): the template keeps one combined PDF, every
// document in order; the page says how many there are, and lists them under a heading of their
// own for client/documents.ts, which puts each name before its first page and makes the list a
// way to jump between them that shows which one is in view. One document: none of this, the page
// is as it was.
import type { Translator } from '../i18n/catalogue.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { documentRanges, totalPages } from '../templates/documents.ts';

/** A document of the request as the signer reads it: its name and its page count. */
export interface SigningDocument {
  name: string;
  pages: number;
}

/** What client/documents.ts needs of each document: its first page in the combined PDF too. */
export interface DocumentEntry {
  name: string;
  firstPage: number;
  pages: number;
  /** "3 pages", in the reader's language. */
  pagesText: string;
}

export interface DocumentsMessages {
  position: string;
  current: string;
  inView: string;
}

/** Whether the page shows several documents (a single one is shown as before). */
export const severalDocuments = (documents: readonly SigningDocument[] | undefined): boolean =>
  (documents?.length ?? 0) > 1;

/** The facts line: "There are 3 documents to read, 7 pages in all; you sign them all at once." */
export function documentsFact(t: Translator, documents: readonly SigningDocument[]): SafeHtml {
  return html`<li>${t.n('signDocuments.fact', documents.length, {
    pages: t.n('signDocuments.pages', totalPages(documents)),
  })}</li>`;
}

/** The documents' entries for the in-place view's data. */
export function documentEntries(t: Translator, documents: readonly SigningDocument[]): DocumentEntry[] {
  const ranges = documentRanges(documents);
  return documents.map((doc, i) => ({
    name: doc.name,
    firstPage: ranges[i].first,
    pages: doc.pages,
    pagesText: t.n('signDocuments.pages', doc.pages),
  }));
}

export function documentsMessages(t: Translator): DocumentsMessages {
  return {
    position: t.t('signDocuments.position'),
    current: t.t('signDocuments.current'),
    inView: t.t('signDocuments.inView'),
  };
}

/**
 * The list of the documents, in order, with their page counts. Without scripts it is an open list
 * above the PDF's frame; client/documents.ts moves it beside the guide, closed, its entries links.
 */
export function documentsNav(t: Translator, documents: readonly SigningDocument[]): SafeHtml {
  return html`<nav class="document-nav" id="document-nav" aria-label="${t.t('signDocuments.nav')}">
<details open>
<summary><span class="document-nav-current">${t.t('signDocuments.nav')}</span></summary>
<ol>${documents.map(
    (doc, i) =>
      html`<li data-document="${i + 1}"><span class="document-nav-name">${doc.name}</span> <span class="document-nav-pages">${t.n(
        'signDocuments.pages',
        doc.pages,
      )}</span></li>`,
  )}</ol>
</details>
</nav>`;
}
