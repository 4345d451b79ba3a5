// POST /api/v1/templates/detect (issue 33 item 4): the fields a document asks for, proposed from
// its blanks, check boxes and form widgets (detect/), nothing stored and nothing metered. The body
// passes create's own checks on the document (uploaded-pdf.ts: base64, a PDF, not encrypted, its
// limits, active content removed), and detection reads the very PDF create would store, so an
// accepted proposal's box lands where it was found.
import { badRequest } from '../platform/errors.ts';
import { detectFields, type Proposal } from './detect/index.ts';

export interface DetectedField extends Omit<Proposal, 'page'> {
  /** The document (1-based) and the page within it, as create's fields give them. */
  document: number;
  page: number;
}

const ALLOWED = ['pdf'];

export async function detectTemplateFields(body: unknown): Promise<DetectedField[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object: {"pdf": "<base64>"}');
  }
  const problems: string[] = [];
  for (const property of Object.keys(body)) {
    if (!ALLOWED.includes(property)) problems.push(`unknown property "${property}" (detect takes pdf)`);
  }
  const { inspectUploadedPdf } = await import('./uploaded-pdf.ts');
  const pdf = await inspectUploadedPdf((body as Record<string, unknown>).pdf, problems);
  if (!pdf || problems.length > 0) throw badRequest(problems.join('; '));
  const proposals = await detectFields(pdf.bytes);
  return proposals.map(({ type, label, page, x, y, width, height, confidence }) => ({
    type,
    label,
    document: 1,
    page,
    x,
    y,
    width,
    height,
    confidence,
  }));
}
