// The name the executed PDF is downloaded and attached under (kept apart from the sealing code, so
// the pages that name it load none of it).
/** A file name for the executed PDF: the template's name in plain ASCII, e.g. `Mutual-NDA-signed.pdf`. */
export function executedFilename(templateName: string): string {
  const base = templateName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}-signed.pdf`;
}
