// What a document is called in a template (issue 44 item 19): one rule wherever a member gives a
// file — New template, "Send a document", Add documents — the file's name without its extension, on
// one line, at most DOCUMENT_NAME_MAX characters; a file called only ".pdf" is named by `fallback`.
// (The API's `pdf` alone, with no file name to go by, is named after the template: CONTRACT.)
import { withoutControlCharacters } from '../platform/names.ts';

/** The longest document name, and file name, a template takes (uploaded-documents.ts checks them). */
export const DOCUMENT_NAME_MAX = 200;
export const FILENAME_MAX = 255;

export function documentNameOf(filename: string, fallback: string): string {
  const bare = withoutControlCharacters(filename)
    .replace(/\.[^.]*$/, '')
    .trim();
  const name = bare || fallback.trim();
  return Array.from(name).slice(0, DOCUMENT_NAME_MAX).join('').trim();
}

/**
 * The file name kept for a PDF a member uploaded (one line, at most FILENAME_MAX characters): "x.pdf"
 * keeps its name, "scan" becomes "scan.pdf", a name that is only ".pdf" "document.pdf"; "" for none.
 */
export function pdfFilenameOf(filename: string): string {
  const kept = withoutControlCharacters(filename).trim();
  if (!kept) return '';
  const base = Array.from(kept.replace(/\.pdf$/i, '').trim())
    .slice(0, FILENAME_MAX - 4)
    .join('');
  if (!base) return 'document.pdf';
  return /\.pdf$/i.test(kept) && Array.from(kept).length <= FILENAME_MAX ? kept : `${base}.pdf`;
}
