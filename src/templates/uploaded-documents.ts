// A coordinate template's documents as a create body gives them (issue 32): `pdf` (one document
// named after the template) or `documents: [{name, pdf}]` / `[{name, file, filename}]`, exactly one
// of the two. Each document passes the checks of uploaded-pdf.ts (active content removed); together
// they are at most 20 documents, 500 pages and 50 MiB (decoded), and are joined, in order, into the
// one combined PDF that rendering, signing and sealing work on.
import { Buffer } from 'node:buffer';
import { PDFDocument } from '../platform/pdf.ts';
import { checkExtension, documentFileToPdf } from './document-file.ts';
import type { NewTemplateDocument } from './types.ts';
import {
  cleanBase64,
  decodedSize,
  type InspectedPdf,
  inspectPdfBytes,
  megabytes,
  type PageSize,
  PDF_LIMITS,
} from './uploaded-pdf.ts';

export const DOCUMENT_LIMITS = { documents: 20, nameLength: 200 } as const;

export interface UploadedDocuments {
  /** The combined PDF: every document's pages in order. */
  pdf: Uint8Array;
  documents: NewTemplateDocument[];
  /** Each document's pages as displayed, per document. */
  pageSizes: PageSize[][];
  /** The active content taken out of any of them. */
  removed: string[];
}

type Entry = { label: string; name: string; base64: string; filename?: string; isFile: boolean };

/** The documents of a coordinate body, or undefined after reporting every problem found. */
export async function inspectTemplateDocuments(
  body: Record<string, unknown>,
  templateName: string,
  problems: string[],
): Promise<UploadedDocuments | undefined> {
  const hasPdf = body.pdf !== undefined;
  const hasDocuments = body.documents !== undefined;
  if (hasPdf && hasDocuments) {
    problems.push('give exactly one of pdf and documents, not both');
    return undefined;
  }
  if (!hasPdf && !hasDocuments) {
    problems.push(
      'pdf or documents is required: give exactly one of them (pdf: the document as base64, ' +
        `or documents: 1 to ${DOCUMENT_LIMITS.documents} entries such as [{"name": "Lease", "pdf": "<base64>"}])`,
    );
    return undefined;
  }
  const entries = hasPdf
    ? pdfEntry(body.pdf, templateName, problems)
    : documentEntries(body.documents, problems);
  if (!entries) return undefined;

  // Sized from the text before decoding, so an oversized upload costs no allocation.
  const size = entries.reduce((sum, entry) => sum + decodedSize(entry.base64), 0);
  if (size > PDF_LIMITS.bytes) {
    const what = hasPdf ? 'pdf is' : 'documents are';
    problems.push(
      `${what} ${megabytes(size)} MB${hasPdf ? '' : ' in all'}, at most ${megabytes(PDF_LIMITS.bytes)} MB is allowed`,
    );
    return undefined;
  }

  const inspected: Array<{ entry: Entry; pdf: InspectedPdf; originalSha256?: string }> = [];
  for (const entry of entries) {
    const bytes = new Uint8Array(Buffer.from(entry.base64, 'base64'));
    const label = entry.isFile ? entry.label : hasPdf ? 'pdf' : `${entry.label}.pdf`;
    let pdfBytes: Uint8Array = bytes;
    let originalSha256: string | undefined;
    if (entry.isFile) {
      const made = await documentFileToPdf(
        { label: entry.label, name: entry.name, filename: entry.filename!, bytes },
        problems,
      );
      if (!made) continue;
      pdfBytes = made.pdf;
      originalSha256 = made.originalSha256;
    }
    const pdf = await inspectPdfBytes(pdfBytes, problems, entry.isFile ? `${label}.file` : label);
    if (pdf) inspected.push({ entry, pdf, originalSha256 });
  }
  if (inspected.length !== entries.length) return undefined;

  const pages = inspected.reduce((sum, { pdf }) => sum + pdf.pages.length, 0);
  if (!hasPdf && pages > PDF_LIMITS.pages) {
    problems.push(`documents have ${pages} pages in all, at most ${PDF_LIMITS.pages} are allowed`);
    return undefined;
  }
  return {
    pdf: await combine(inspected.map(({ pdf }) => pdf.bytes)),
    documents: inspected.map(({ entry, pdf, originalSha256 }) => ({
      name: entry.name,
      pages: pdf.pages.length,
      bytes: pdf.bytes,
      ...(entry.filename !== undefined ? { filename: entry.filename } : {}),
      ...(originalSha256 !== undefined ? { originalSha256 } : {}),
    })),
    pageSizes: inspected.map(({ pdf }) => pdf.pages),
    removed: [...new Set(inspected.flatMap(({ pdf }) => pdf.removed))],
  };
}

function pdfEntry(value: unknown, templateName: string, problems: string[]): Entry[] | undefined {
  const base64 = cleanBase64(value, 'pdf', 'the document', problems);
  return base64 === undefined ? undefined : [{ label: 'pdf', name: templateName, base64, isFile: false }];
}

function documentEntries(value: unknown, problems: string[]): Entry[] | undefined {
  const max = DOCUMENT_LIMITS.documents;
  if (!Array.isArray(value) || value.length === 0 || value.length > max) {
    const given = Array.isArray(value) ? ` (${value.length} given)` : '';
    problems.push(`documents must be an array of 1 to ${max} documents${given}`);
    return undefined;
  }
  const entries: Entry[] = [];
  const before = problems.length;
  value.forEach((raw, index) => {
    const at = `documents[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push(`${at} must be an object such as {"name": "Lease", "pdf": "<base64>"}`);
      return;
    }
    const entry = raw as Record<string, unknown>;
    const isFile = entry.file !== undefined || entry.filename !== undefined;
    const allowed = isFile ? ['name', 'file', 'filename'] : ['name', 'pdf'];
    for (const property of Object.keys(entry)) {
      if (allowed.includes(property)) continue;
      const hint = property === 'pdf' ? ' (give either pdf, or file with filename)' : '';
      problems.push(`${at} has unknown property "${property}"${hint}`);
    }
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    if (name === '') problems.push(`${at}.name is required (1 to ${DOCUMENT_LIMITS.nameLength} characters)`);
    else if (name.length > DOCUMENT_LIMITS.nameLength) {
      problems.push(`${at}.name must be at most ${DOCUMENT_LIMITS.nameLength} characters`);
    }
    if (!isFile) {
      const base64 = cleanBase64(entry.pdf, `${at}.pdf`, 'the document', problems);
      if (base64 !== undefined) entries.push({ label: at, name, base64, isFile });
      return;
    }
    if (typeof entry.filename !== 'string' || entry.filename.trim() === '') {
      problems.push(`${at}.filename is required with file (its extension says the format)`);
      return;
    }
    const filename = entry.filename.trim();
    if (!checkExtension(at, filename, problems)) return;
    const base64 = cleanBase64(entry.file, `${at}.file`, 'the file', problems);
    if (base64 !== undefined) entries.push({ label: at, name, base64, filename, isFile });
  });
  return problems.length === before ? entries : undefined;
}

/** One PDF of every document's pages in order (a single document is kept byte for byte). */
async function combine(pdfs: Uint8Array[]): Promise<Uint8Array> {
  if (pdfs.length === 1) return pdfs[0];
  const combined = await PDFDocument.create({ updateMetadata: false });
  for (const bytes of pdfs) {
    const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = await combined.copyPages(source, source.getPageIndices());
    for (const page of pages) combined.addPage(page);
  }
  return combined.save();
}
