// A template's document given as a file (issue 32): `{name, file, filename}`, the filename's
// extension saying its format. THE ONE SEAM for other formats: `documentFileToPdf` turns the file's
// bytes into the PDF that is then checked, stripped of active content, stored, shown and sealed like
// an uploaded PDF (uploaded-documents.ts). Today it takes PDF only; the conversion of Word,
// OpenDocument, RTF and images (src/documents/, issue 32 item 2) plugs in here.
/** Every extension a document's filename may have, in the order the messages list them. */
export const ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.docx',
  '.odt',
  '.doc',
  '.rtf',
  '.png',
  '.jpg',
  '.jpeg',
] as const;

export interface DocumentFile {
  /** Where the entry is in the body, for messages: `documents[1]`. */
  label: string;
  /** The document's name (1–200 characters). */
  name: string;
  filename: string;
  /** The decoded file. */
  bytes: Uint8Array;
}

/** The PDF made from a file, and the SHA-256 of the original when it was converted. */
export interface DocumentPdf {
  pdf: Uint8Array;
  originalSha256?: string;
}

/** The lower-case extension of a filename with its dot ('' when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot).toLowerCase() : '';
}

/** Whether the filename's extension is one we take (checked before the file is decoded). */
export function checkExtension(label: string, filename: string, problems: string[]): boolean {
  const extension = extensionOf(filename);
  if ((ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) return true;
  problems.push(
    `${label}.filename "${filename}" is not a format we take: its extension must be one of ${ACCEPTED_EXTENSIONS.join(' ')}`,
  );
  return false;
}

/**
 * The PDF a document file stands for, or undefined after reporting why not (a plain problem of the
 * 400 that lists them all). May throw a coded AppError (a conversion that cannot run at all).
 */
export async function documentFileToPdf(
  file: DocumentFile,
  problems: string[],
): Promise<DocumentPdf | undefined> {
  const extension = extensionOf(file.filename);
  if (extension === '.pdf') return { pdf: file.bytes };
  // Not converted yet: Word, OpenDocument, RTF and images arrive with src/documents/.
  problems.push(
    `${file.label}.filename "${file.filename}": ${extension} files cannot be converted on this server yet, ` +
      'give the document as a PDF',
  );
  return undefined;
}
