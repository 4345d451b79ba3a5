// What a document is called in a template (issue 44 item 19): one rule wherever a member gives a
// file — New template, "Send a document", Add documents — the file's name without its extension, on
// one line, at most DOCUMENT_NAME_MAX characters; a file called only ".pdf" is named by `fallback`.
// (The API's `pdf` alone, with no file name to go by, is named after the template: CONTRACT.)
import { withoutControlCharacters } from '../platform/names.ts';

/** The longest document name a template takes (uploaded-documents.ts checks it). */
export const DOCUMENT_NAME_MAX = 200;

export function documentNameOf(filename: string, fallback: string): string {
  const bare = withoutControlCharacters(filename)
    .replace(/\.[^.]*$/, '')
    .trim();
  const name = bare || fallback.trim();
  return Array.from(name).slice(0, DOCUMENT_NAME_MAX).join('').trim();
}
