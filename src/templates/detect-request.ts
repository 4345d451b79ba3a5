// POST /api/v1/templates/detect (issue 33 item 4): the fields documents ask for, proposed from their
// blanks, check boxes and form widgets (detect/), nothing stored and nothing metered. The body takes
// create's document shapes — `pdf`, or `documents: [{name, pdf}]` / `[{name, file, filename}]` — and
// passes create's own checks on them (uploaded-documents.ts: base64, a PDF or a format we convert,
// not encrypted, the limits, active content removed); detection reads the very PDFs create would
// store, so an accepted proposal's box lands where it was found. Each proposal names its document
// (1-based) and its page within it, as create's fields do. Detection reads at most 100 pages per call
// (issue 43: a 500-page document held a process 18 s), on a worker thread of the pool, in the
// workspace's queue.
import type { ConverterOptions } from '../documents/convert.ts';
import { badRequest } from '../platform/errors.ts';
import type { TenantWork } from '../platform/work/pool.ts';
import type { Proposal } from './detect/index.ts';
import { detectTask } from './document-tasks.ts';

/** Pages one call to detect reads at most, over all its documents. */
export const DETECT_MAX_PAGES = 100;

export interface DetectedField extends Omit<Proposal, 'page'> {
  document: number;
  page: number;
}

const ALLOWED = ['pdf', 'documents'];

/** 400 when the documents have more pages than one detection reads. */
export function assertDetectablePages(pages: number): void {
  if (pages > DETECT_MAX_PAGES) {
    throw badRequest(
      `detection reads at most ${DETECT_MAX_PAGES} pages per call and the documents have ${pages}: ` +
        'send the pages to look at in parts of at most 100 pages',
    );
  }
}

export async function detectTemplateFields(
  body: unknown,
  work: TenantWork,
  converter: ConverterOptions = {},
): Promise<DetectedField[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object: {"pdf": "<base64>"} or {"documents": [...]}');
  }
  const problems: string[] = [];
  for (const property of Object.keys(body)) {
    if (!ALLOWED.includes(property))
      problems.push(`unknown property "${property}" (detect takes pdf or documents)`);
  }
  const { inspectTemplateDocuments } = await import('./uploaded-documents.ts');
  const uploaded = await inspectTemplateDocuments(
    body as Record<string, unknown>,
    'Document',
    problems,
    work,
    converter,
  );
  if (!uploaded || problems.length > 0) throw badRequest(problems.join('; '));
  assertDetectablePages(uploaded.documents.reduce((sum, document) => sum + document.pages, 0));
  const fields: DetectedField[] = [];
  for (const [index, document] of uploaded.documents.entries()) {
    const found = await work.run(detectTask, { pdf: document.bytes });
    for (const { type, name, label, page, x, y, width, height, confidence, options, optionBoxes } of found) {
      fields.push({
        type,
        ...(name ? { name } : {}),
        label,
        document: index + 1,
        page,
        x,
        y,
        width,
        height,
        confidence,
        ...(options ? { options } : {}),
        ...(optionBoxes ? { optionBoxes } : {}),
      });
    }
  }
  return fields;
}
