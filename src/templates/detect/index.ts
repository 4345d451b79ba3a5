// Detection (issue 33 item 4): the fields a PDF's pages ask for, proposed, never stored. Lines to
// write on typed by their labels, check boxes and the PDF's own form widgets, read with pdf.js from
// the text and the drawing operations (no rasterising, no remote service). An image-only page (a
// scan) and a page of text with no blanks yield nothing.
import { findOnPage, type Proposal } from './find-page.ts';
import { readPages } from './read-pages.ts';

export type { Proposal, ProposalType } from './find-page.ts';

/** Proposals for every page of the PDF, page by page, top to bottom, left to right. */
export async function detectFields(pdf: Uint8Array): Promise<Proposal[]> {
  const pages = await readPages(pdf);
  return pages.flatMap((parts) =>
    findOnPage(parts).sort((a, b) => a.y + a.height - (b.y + b.height) || a.x - b.x),
  );
}
