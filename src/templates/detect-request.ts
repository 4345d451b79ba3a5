// POST /api/v1/templates/detect (issue 33 item 4): the fields documents ask for, proposed from their
// blanks, check boxes and form widgets (detect/), nothing stored and nothing metered. The body takes
// create's document shapes — `pdf`, or `documents: [{name, pdf}]` / `[{name, file, filename}]` — and
// passes create's own checks on them (uploaded-documents.ts: base64, a PDF or a format we convert,
// not encrypted, the limits, active content removed); detection reads the very PDFs create would
// store, so an accepted proposal's box lands where it was found. Each proposal names its document
// (1-based) and its page within it, as create's fields do.
import { badRequest } from '../platform/errors.ts';
import { detectFields, type Proposal } from './detect/index.ts';

export interface DetectedField extends Omit<Proposal, 'page'> {
  document: number;
  page: number;
}

const ALLOWED = ['pdf', 'documents'];

export async function detectTemplateFields(body: unknown): Promise<DetectedField[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object: {"pdf": "<base64>"} or {"documents": [...]}');
  }
  const problems: string[] = [];
  for (const property of Object.keys(body)) {
    if (!ALLOWED.includes(property))
      problems.push(`unknown property "${property}" (detect takes pdf or documents)`);
  }
  const { inspectTemplateDocuments } = await import('./uploaded-documents.ts');
  const uploaded = await inspectTemplateDocuments(body as Record<string, unknown>, 'Document', problems);
  if (!uploaded || problems.length > 0) throw badRequest(problems.join('; '));
  const fields: DetectedField[] = [];
  for (const [index, document] of uploaded.documents.entries()) {
    for (const { type, label, page, x, y, width, height, confidence } of await detectFields(document.bytes)) {
      fields.push({ type, label, document: index + 1, page, x, y, width, height, confidence });
    }
  }
  return fields;
}
