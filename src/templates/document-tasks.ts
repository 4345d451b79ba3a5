// The templates' document work, as tasks of the pool (issue 43 item 1): everything whose cost grows
// with a document someone uploaded — reading and checking a PDF (and taking out its active content),
// joining documents, reading tags and form fields, placing anchors, detecting fields, page sizes
// (and rendering: render/render-task.ts) — runs through `work.run(task, input)` on a worker thread, never on the thread that
// answers everyone. Each task loads its implementation where it runs; this module costs nothing to
// import. Problems come back as data, in the words the caller would have written itself.
import { defineTask } from '../platform/work/task.ts';
import type { Proposal } from './detect/index.ts';
import type { AnchoredField, FoundInDocument } from './found-fields/index.ts';
import type { FoundFieldsRequest } from './found-fields/request.ts';
import type { InspectedPdf, PageSize } from './uploaded-pdf.ts';

/** Each PDF checked as an upload is (uploaded-pdf.ts inspectPdfBytes): undefined where it failed. */
export const inspectPdfsTask = defineTask('templates.inspectPdfs', async () => {
  const { inspectPdfBytes } = await import('./uploaded-pdf.ts');
  return async (input: { pdfs: Array<{ bytes: Uint8Array; label: string }> }) => {
    const problems: string[] = [];
    const inspected: Array<InspectedPdf | undefined> = [];
    for (const { bytes, label } of input.pdfs) inspected.push(await inspectPdfBytes(bytes, problems, label));
    return { inspected, problems };
  };
});

/** One PDF of every document's pages in order. */
export const combinePdfsTask = defineTask('templates.combinePdfs', async () => {
  const { combinePdfs } = await import('./uploaded-pdf.ts');
  return (input: { pdfs: Uint8Array[] }) => combinePdfs(input.pdfs);
});

/** The displayed size of each page of a PDF already checked. */
export const pageSizesTask = defineTask('templates.pageSizes', async () => {
  const { pageSizesOf } = await import('./uploaded-pdf.ts');
  return (input: { pdf: Uint8Array }): Promise<PageSize[]> => pageSizesOf(input.pdf);
});

/** The tags and form fields of each document, taken out of it (found-fields/index.ts). */
export const findFieldsTask = defineTask('templates.findFields', async () => {
  const { findFieldsInDocuments } = await import('./found-fields/index.ts');
  return async (input: {
    documents: Array<{ name: string; bytes: Uint8Array }>;
    request: FoundFieldsRequest;
    roles: string[];
  }): Promise<{ bytes: Uint8Array[]; found: FoundInDocument[]; problems: string[] }> => {
    const problems: string[] = [];
    const taken = await findFieldsInDocuments(input.documents, input.request, input.roles, problems);
    return { ...taken, problems };
  };
});

/** The anchored fields placed on the documents' text (each field as given, placed or with a problem). */
export const placeAnchorsTask = defineTask('templates.placeAnchors', async () => {
  const { resolveAnchors } = await import('./found-fields/index.ts');
  return async (input: {
    fields: AnchoredField[];
    documents: Uint8Array[];
    /** How a problem names field `index` of `fields`. */
    names: string[];
  }): Promise<{ fields: AnchoredField[]; problems: string[] }> => {
    const problems: string[] = [];
    await resolveAnchors(input.fields, input.documents, (index) => input.names[index], problems);
    return { fields: input.fields, problems };
  };
});

/** Proposed fields of one PDF (detect/), at most `maxPages` pages read. */
export const detectTask = defineTask('templates.detect', async () => {
  const { detectFields } = await import('./detect/index.ts');
  return (input: { pdf: Uint8Array }): Promise<Proposal[]> => detectFields(input.pdf);
});
