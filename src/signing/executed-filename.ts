// The names the signer's documents are downloaded and attached under (kept apart from the sealing
// code, so the pages that name them load none of it).

/** The two PDFs embedded in every executed document, under these names (seal-executed-document.ts). */
export const SENT_ATTACHMENT = 'document-as-sent.pdf';
export const EXECUTED_PAGES_ATTACHMENT = 'executed-pages.pdf';

/** The template's name in plain ASCII, as a file name's stem: `Mutual-NDA`. */
function fileStem(templateName: string): string {
  const base = templateName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return base || 'document';
}

/** A file name for the executed PDF: the template's name in plain ASCII, e.g. `Mutual-NDA-signed.pdf`. */
export function executedFilename(templateName: string): string {
  return `${fileStem(templateName)}-signed.pdf`;
}

/**
 * The file name of the document a signer downloads before it is executed (as sent, or as filled so
 * far; every document of the request in one PDF): the template's name, e.g. `Tenancy-pack.pdf`.
 */
export function documentFilename(templateName: string): string {
  return `${fileStem(templateName)}.pdf`;
}
