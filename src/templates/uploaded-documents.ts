// A coordinate template's documents as a create body gives them (issue 32): `pdf` (one document
// named after the template) or `documents: [{name, pdf}]` / `[{name, file, filename}]`, exactly one
// of the two. Each document passes the checks of uploaded-pdf.ts (active content removed); together
// they are at most 20 documents, 500 pages and 50 MiB (decoded), and are joined, in order, into the
// one combined PDF that rendering, signing and sealing work on.

import { Buffer } from 'node:buffer';
import { CONVERSIONS_AT_ONCE, type ConverterOptions } from '../documents/convert.ts';
import type { TenantWork } from '../platform/work/pool.ts';
import { checkExtension, type DocumentPdf, documentFileToPdf } from './document-file.ts';
import { DOCUMENT_NAME_MAX, FILENAME_MAX } from './document-name.ts';
import { combinePdfsTask, inspectPdfsTask } from './document-tasks.ts';
import type { NewTemplateDocument } from './types.ts';
import {
  cleanBase64,
  decodedSize,
  type InspectedPdf,
  megabytes,
  type PageSize,
  PDF_LIMITS,
} from './uploaded-pdf.ts';

export const DOCUMENT_LIMITS = { documents: 20, nameLength: DOCUMENT_NAME_MAX } as const;

export interface UploadedDocuments {
  /** The combined PDF: every document's pages in order. */
  pdf: Uint8Array;
  documents: NewTemplateDocument[];
  /** Each document's pages as displayed, per document. */
  pageSizes: PageSize[][];
  /** The active content taken out of any of them. */
  removed: string[];
}

/** A document's file name is one line (the edge's rule) of at most this many characters. */
export { FILENAME_MAX };

type Entry = { label: string; name: string; base64: string; filename?: string; isFile: boolean };

/**
 * The documents of a coordinate body, or undefined after reporting every problem found. Conversions
 * run as LibreOffice processes; reading, checking and joining the PDFs runs in the pool (`work`).
 */
export async function inspectTemplateDocuments(
  body: Record<string, unknown>,
  templateName: string,
  problems: string[],
  work: TenantWork,
  converter: ConverterOptions = {},
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
  // Files in other formats are converted side by side, as many at a time as a process runs (more
  // would only wait, and a template of many files would pass its workspace's cap of conversions and
  // refuse itself), then every PDF is inspected in order; of several failed conversions, the first in
  // order is told.
  const made = await settledInTurn(entries, CONVERSIONS_AT_ONCE, async (entry): Promise<DocumentPdf> => {
    const bytes = new Uint8Array(Buffer.from(entry.base64, 'base64'));
    if (!entry.isFile) return { pdf: bytes };
    const file = { label: entry.label, name: entry.name, filename: entry.filename!, bytes };
    return documentFileToPdf(file, converter);
  });
  const failed = made.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  const converted = made.map((outcome) => (outcome as PromiseFulfilledResult<DocumentPdf>).value);
  const checked = await work.run(inspectPdfsTask, {
    pdfs: entries.map((entry, index) => {
      const label = entry.isFile ? entry.label : hasPdf ? 'pdf' : `${entry.label}.pdf`;
      return { bytes: converted[index].pdf, label: entry.isFile ? `${label}.file` : label };
    }),
  });
  problems.push(...checked.problems);
  for (const [index, entry] of entries.entries()) {
    const pdf = checked.inspected[index];
    if (pdf) inspected.push({ entry, pdf, originalSha256: converted[index].originalSha256 });
  }
  if (inspected.length !== entries.length) return undefined;

  const pages = inspected.reduce((sum, { pdf }) => sum + pdf.pages.length, 0);
  if (!hasPdf && pages > PDF_LIMITS.pages) {
    problems.push(`documents have ${pages} pages in all, at most ${PDF_LIMITS.pages} are allowed`);
    return undefined;
  }
  return {
    pdf: await combinedPdf(
      work,
      inspected.map(({ pdf }) => pdf.bytes),
    ),
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
    if (Array.from(filename).length > FILENAME_MAX) {
      problems.push(`${at}.filename is longer than ${FILENAME_MAX} characters`);
      return;
    }
    if (!checkExtension(at, filename, problems)) return;
    const base64 = cleanBase64(entry.file, `${at}.file`, 'the file', problems);
    if (base64 !== undefined) entries.push({ label: at, name, base64, filename, isFile });
  });
  return problems.length === before ? entries : undefined;
}

/** The documents joined in the pool; a single document is its own combined PDF. */
export async function combinedPdf(work: TenantWork, pdfs: Uint8Array[]): Promise<Uint8Array> {
  return pdfs.length === 1 ? pdfs[0] : work.run(combinePdfsTask, { pdfs });
}

/** Promise.allSettled of `task` over `items`, with at most `atOnce` of them running at a time. */
async function settledInTurn<T, R>(
  items: T[],
  atOnce: number,
  task: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index]) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
  return results;
}
