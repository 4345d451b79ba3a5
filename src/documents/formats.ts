// Which formats a document may arrive in (issue 32 item 2), told by its filename's extension, and
// whether the bytes are what the extension says: a file is only handed to the converter for its
// format after its first bytes match, so an HTML page or a script renamed .docx never reaches
// LibreOffice's HTML importer (which would fetch what it links to).
import { badRequest } from '../platform/errors.ts';

export type DocumentFormat = 'pdf' | 'office' | 'image';

const FORMATS: Record<string, DocumentFormat> = {
  '.pdf': 'pdf',
  '.docx': 'office',
  '.odt': 'office',
  '.doc': 'office',
  '.rtf': 'office',
  '.png': 'image',
  '.jpg': 'image',
  '.jpeg': 'image',
};

/** The extensions taken, in the order messages list them. */
export const ACCEPTED_EXTENSIONS: readonly string[] = Object.keys(FORMATS);

/** The filename's extension, lower-cased, with its dot ('' when it has none: "notes", ".docx"). */
export function extensionOf(filename: string): string {
  const name = filename.trim();
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The format the filename's extension names; a plain 400 listing the extensions taken otherwise. */
export function formatOf(filename: string): DocumentFormat {
  const format = FORMATS[extensionOf(filename)];
  if (!format) {
    throw badRequest(
      `"${filename}" is not a format Countersign takes: send a file ending in ${ACCEPTED_EXTENSIONS.join(', ')}`,
    );
  }
  return format;
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RTF = [...'{\\rtf'].map((c) => c.charCodeAt(0));
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG = [0xff, 0xd8, 0xff];

/**
 * Whether an office document's bytes are of the kind its extension names: .docx and .odt are ZIP
 * packages, .doc a Word 97 compound file (or RTF, which older systems often save as .doc), .rtf RTF.
 */
export function officeContentMatches(extension: string, bytes: Uint8Array): boolean {
  switch (extension) {
    case '.docx':
    case '.odt':
      return startsWith(bytes, ZIP);
    case '.doc':
      return startsWith(bytes, OLE) || startsWith(bytes, RTF);
    case '.rtf':
      return startsWith(bytes, RTF);
    default:
      return false;
  }
}

/** The image's kind by its content, whatever its extension says; undefined when neither. */
export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  return undefined;
}

export const isPdf = (bytes: Uint8Array) =>
  startsWith(
    bytes,
    [...'%PDF-'].map((c) => c.charCodeAt(0)),
  );
