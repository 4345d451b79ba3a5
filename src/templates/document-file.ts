// A template's document given as a file (issue 32): `{name, file, filename}`, the filename's
// extension saying its format. THE ONE SEAM for other formats: `documentFileToPdf` turns the file's
// bytes into the PDF that is then checked, stripped of active content, stored, shown and sealed like
// an uploaded PDF (uploaded-documents.ts). A PDF is taken as it is; Word, OpenDocument, RTF and
// images are converted by src/documents/ (LibreOffice, pdf-lib).
import { type ConverterOptions, convertDocument } from '../documents/convert.ts';
import { ACCEPTED_EXTENSIONS, extensionOf } from '../documents/formats.ts';

export { ACCEPTED_EXTENSIONS, extensionOf };

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

/** Whether the filename's extension is one we take (checked before the file is decoded). */
export function checkExtension(label: string, filename: string, problems: string[]): boolean {
  const extension = extensionOf(filename);
  if (ACCEPTED_EXTENSIONS.includes(extension)) return true;
  problems.push(
    `${label}.filename "${filename}" is not a format we take: its extension must be one of ${ACCEPTED_EXTENSIONS.join(' ')}`,
  );
  return false;
}

/**
 * The PDF a document file stands for: a PDF as it is, another format converted. A file that cannot
 * be converted throws the coded 400s conversion_unavailable (no LibreOffice) or conversion_failed
 * (naming the document); the PDF's own problems are reported by the checks that follow.
 */
export async function documentFileToPdf(
  file: DocumentFile,
  converter: ConverterOptions = {},
): Promise<DocumentPdf> {
  if (extensionOf(file.filename) === '.pdf') return { pdf: file.bytes };
  const made = await convertDocument(
    { name: file.name, file: file.bytes, filename: file.filename },
    converter,
  );
  return { pdf: made.pdf, originalSha256: made.originalSha256 };
}
