// A PDF uploaded with a coordinate template (CONTRACT §4), as `pdf` or as one of its `documents`
// (issue 32): valid base64, really a PDF, not encrypted, within the limits (50 MiB and 500 pages, for
// all of a template's documents together: uploaded-documents.ts), no page larger than PDF allows
// (page-frame.ts), and the size of each page as displayed, against which the definition checks its
// field boxes; its active content removed. Problems are appended to the caller's list, each naming
// the upload by its label (`pdf`, `documents[2].pdf`).
import { Buffer } from 'node:buffer';
import { isBase64 } from '../platform/base64.ts';
import { PDFDocument } from '../platform/pdf.ts';
import { removeActiveContent } from './active-content.ts';
import { isOversizedPage, pageFrame } from './render/page-frame.ts';

/** For a template's documents in all (`pdf` alone included): bytes as decoded, pages. */
export const PDF_LIMITS = {
  /** 50 MB read as MiB, the larger reading, so files a user's OS calls "50 MB" are accepted. */
  bytes: 50 * 1024 * 1024,
  pages: 500,
} as const;

export type InspectedPdf = { bytes: Uint8Array; pages: PageSize[]; removed: string[] };

/** The size in bytes the base64 text decodes to, without decoding it. */
export function decodedSize(base64: string): number {
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * The base64 of an upload with a data URL prefix and white space taken out; undefined after
 * reporting that it is missing or not base64.
 */
export function cleanBase64(value: unknown, label: string, what: string, problems: string[]) {
  if (typeof value !== 'string' || value === '') {
    problems.push(`${label} is required (${what} as base64)`);
    return undefined;
  }
  const unprefixed = value.replace(/^data:[\w.+/-]*;base64,/i, '');
  const base64 = /\s/.test(unprefixed) ? unprefixed.replace(/\s+/g, '') : unprefixed;
  if (!isBase64(base64)) {
    problems.push(`${label} must be base64-encoded`);
    return undefined;
  }
  return base64;
}

export type PageSize = { width: number; height: number };

/** The decoded, checked upload and each page's displayed size; undefined after reporting why not. */
export async function inspectUploadedPdf(
  value: unknown,
  problems: string[],
  label = 'pdf',
): Promise<InspectedPdf | undefined> {
  const base64 = cleanBase64(value, label, 'the document', problems);
  if (base64 === undefined) return undefined;
  // Sized from the text before decoding, so an oversized upload costs no allocation.
  const size = decodedSize(base64);
  if (size > PDF_LIMITS.bytes) {
    problems.push(`${label} is ${megabytes(size)} MB, at most ${megabytes(PDF_LIMITS.bytes)} MB is allowed`);
    return undefined;
  }
  return inspectPdfBytes(new Uint8Array(Buffer.from(base64, 'base64')), problems, label);
}

/** MiB with one decimal, as the limits' messages write sizes. */
export function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);
}

/** The checks of an upload once decoded (or converted to PDF): the same for every way a PDF comes. */
export async function inspectPdfBytes(
  bytes: Uint8Array,
  problems: string[],
  label = 'pdf',
): Promise<InspectedPdf | undefined> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    problems.push(`${label} is not a PDF document (no %PDF- header)`);
    return undefined;
  }
  if (hasEncryptEntry(bytes)) {
    problems.push(`${label} is encrypted or password-protected: upload an unprotected copy`);
    return undefined;
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    problems.push(`${label} could not be read as a PDF document`);
    return undefined;
  }
  if (doc.isEncrypted) {
    problems.push(`${label} is encrypted or password-protected: upload an unprotected copy`);
    return undefined;
  }
  let pages: PageSize[];
  try {
    pages = doc.getPages().map((page) => {
      const { width, height } = pageFrame(page);
      return { width, height };
    });
  } catch {
    problems.push(`${label} could not be read as a PDF document (its page tree is broken)`);
    return undefined;
  }
  const oversized = pages.findIndex((page) => isOversizedPage(page.width, page.height));
  if (pages.length === 0) problems.push(`${label} has no pages`);
  else if (pages.length > PDF_LIMITS.pages) {
    problems.push(`${label} has ${pages.length} pages, at most ${PDF_LIMITS.pages} are allowed`);
  } else if (oversized !== -1) {
    const { width, height } = pages[oversized];
    problems.push(
      `${label} page ${oversized + 1} is ${Math.round(width)} × ${Math.round(height)} points, larger in area ` +
        'than the largest page PDF allows (14,400 × 14,400 points, 200 inches square)',
    );
  } else {
    // Every upload path (API create, the builder's new template and replaced PDF) comes here: the
    // stored file is the one without script, launches, embedded files or XFA (active-content.ts).
    const removed = removeActiveContent(doc);
    if (removed.length === 0) return { bytes, pages, removed };
    return { bytes: await doc.save({ updateFieldAppearances: false }), pages, removed };
  }
  return undefined;
}

/**
 * Whether a trailer (classic or cross-reference stream) carries /Encrypt. Looked for in the raw
 * bytes because pdf-lib cannot even open some encrypted files (AES-256 with object streams) and
 * would report them as unreadable rather than protected. Both dictionaries are stored
 * uncompressed, so the key is visible as text.
 */
function hasEncryptEntry(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf('/Encrypt'); at !== -1; at = buffer.indexOf('/Encrypt', at + 8)) {
    const next = buffer.subarray(at + 8, at + 40).toString('latin1');
    if (/^\s*(?:\d+\s+\d+\s+R|<<)/.test(next)) return true;
  }
  return false;
}

/** The displayed size of each page of a stored PDF (already validated when it was uploaded). */
export async function pageSizesOf(bytes: Uint8Array): Promise<PageSize[]> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return doc.getPages().map((page) => {
    const { width, height } = pageFrame(page);
    return { width, height };
  });
}

/** One PDF of every document's pages in order (a single document is kept byte for byte). */
export async function combinePdfs(pdfs: Uint8Array[]): Promise<Uint8Array> {
  if (pdfs.length === 1) return pdfs[0];
  const combined = await PDFDocument.create({ updateMetadata: false });
  for (const bytes of pdfs) {
    const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = await combined.copyPages(source, source.getPageIndices());
    for (const page of pages) combined.addPage(page);
  }
  return combined.save();
}
