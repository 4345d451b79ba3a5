// The PDF uploaded with a coordinate template (CONTRACT §4): valid base64, really a PDF, not
// encrypted, at most 10 MB and 100 pages, none larger than PDF allows (page-frame.ts), and the size
// of each page as displayed, against which the definition checks its field boxes; its active content
// removed. Problems are appended to the caller's list.
import { Buffer } from 'node:buffer';
import { PDFDocument } from '../platform/pdf.ts';
import { removeActiveContent } from './active-content.ts';
import { isOversizedPage, pageFrame } from './render/page-frame.ts';

export const PDF_LIMITS = {
  /** 10 MB read as MiB, the larger reading, so a file a user's OS calls "10 MB" is accepted. */
  bytes: 10 * 1024 * 1024,
  pages: 100,
} as const;

export type PageSize = { width: number; height: number };

/** The decoded, checked upload and each page's displayed size; undefined after reporting why not. */
export async function inspectUploadedPdf(
  value: unknown,
  problems: string[],
): Promise<{ bytes: Uint8Array; pages: PageSize[]; removed: string[] } | undefined> {
  if (typeof value !== 'string' || value === '') {
    problems.push('pdf is required (the document as base64)');
    return undefined;
  }
  const base64 = value.replace(/^data:application\/pdf;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    problems.push('pdf must be base64-encoded');
    return undefined;
  }
  // Sized from the text before decoding, so an oversized upload costs no allocation.
  const size = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (size > PDF_LIMITS.bytes) {
    problems.push(`pdf is ${(size / 1024 / 1024).toFixed(1)} MB, at most 10 MB is allowed`);
    return undefined;
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    problems.push('pdf is not a PDF document (no %PDF- header)');
    return undefined;
  }
  if (hasEncryptEntry(bytes)) {
    problems.push('pdf is encrypted or password-protected: upload an unprotected copy');
    return undefined;
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    problems.push('pdf could not be read as a PDF document');
    return undefined;
  }
  if (doc.isEncrypted) {
    problems.push('pdf is encrypted or password-protected: upload an unprotected copy');
    return undefined;
  }
  let pages: PageSize[];
  try {
    pages = doc.getPages().map((page) => {
      const { width, height } = pageFrame(page);
      return { width, height };
    });
  } catch {
    problems.push('pdf could not be read as a PDF document (its page tree is broken)');
    return undefined;
  }
  const oversized = pages.findIndex((page) => isOversizedPage(page.width, page.height));
  if (pages.length === 0) problems.push('pdf has no pages');
  else if (pages.length > PDF_LIMITS.pages) {
    problems.push(`pdf has ${pages.length} pages, at most ${PDF_LIMITS.pages} are allowed`);
  } else if (oversized !== -1) {
    const { width, height } = pages[oversized];
    problems.push(
      `pdf page ${oversized + 1} is ${Math.round(width)} × ${Math.round(height)} points, larger in area ` +
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
