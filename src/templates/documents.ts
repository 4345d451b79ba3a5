// The documents of a coordinate template (issue 32) and the pages they take in its combined PDF.
// Fields keep an absolute `page` (across the combined PDF); the API speaks of `document` (1-based)
// and the page within it. Pure: no storage, no PDF reading.

/** What page arithmetic needs of a document: its page count. */
export interface PagedDocument {
  pages: number;
}

/** Where one document sits in the combined PDF: its absolute pages `first`..`last` (1-based). */
export interface DocumentRange {
  /** 1-based. */
  document: number;
  first: number;
  last: number;
}

/** The first absolute page of document `index` (1-based) in the combined PDF. */
export function firstPageOf(documents: readonly PagedDocument[], index: number): number {
  let first = 1;
  for (let i = 0; i < index - 1 && i < documents.length; i += 1) first += documents[i].pages;
  return first;
}

/** The absolute pages each document takes, in order. */
export function documentRanges(documents: readonly PagedDocument[]): DocumentRange[] {
  let first = 1;
  return documents.map((doc, i) => {
    const range = { document: i + 1, first, last: first + doc.pages - 1 };
    first += doc.pages;
    return range;
  });
}

/** The combined PDF's page count. */
export function totalPages(documents: readonly PagedDocument[]): number {
  return documents.reduce((sum, doc) => sum + doc.pages, 0);
}

/**
 * Which document (1-based) an absolute page belongs to and its page within that document. A page
 * beyond the last document counts as the last document's (so a single-document template of unknown
 * page count maps every page to itself); no documents at all: document 1, the page as it is.
 */
export function locatePage(
  documents: readonly PagedDocument[],
  absolutePage: number,
): { document: number; page: number } {
  let first = 1;
  for (let i = 0; i < documents.length; i += 1) {
    const last = i === documents.length - 1;
    if (last || absolutePage < first + documents[i].pages) {
      return { document: i + 1, page: absolutePage - first + 1 };
    }
    first += documents[i].pages;
  }
  return { document: 1, page: absolutePage };
}

/** The absolute page of `page` within `document` (both 1-based); no range check. */
export function absolutePage(documents: readonly PagedDocument[], document: number, page: number): number {
  return firstPageOf(documents, document) + page - 1;
}
