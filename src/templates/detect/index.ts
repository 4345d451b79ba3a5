// Detection (issue 33 item 4): the fields a PDF's pages ask for, proposed, never stored. Lines to
// write on typed by their labels, check boxes and the PDF's own form fields, read with pdf.js from
// the text and the drawing operations (no rasterising, no remote service); a form's fields are read
// as form import reads them (found-fields/acroform.ts), so both give one type, label and options. An
// image-only page (a scan) and a page of text with no blanks yield nothing.
import { formFieldsOf } from '../found-fields/acroform.ts';
import { findOnPage, type Proposal } from './find-page.ts';
import { readPages } from './read-pages.ts';

export type { Proposal, ProposalType } from './find-page.ts';

/** The types a form field can be, as form import types it (found-fields/acroform.ts). */
const FORM_TYPES = new Set<string>(['text', 'signature', 'checkbox', 'select', 'radio', 'multiple']);

/** A form's fields as proposals: the surest there are. */
async function formProposals(pdf: Uint8Array): Promise<Proposal[]> {
  const fields = await formFieldsOf(pdf);
  return fields
    .filter((f) => FORM_TYPES.has(f.type))
    .map((f) => ({
      type: f.type as Proposal['type'],
      name: f.name,
      label: f.label,
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      confidence: 0.95,
      ...(f.options ? { options: f.options } : {}),
      ...(f.optionBoxes ? { optionBoxes: f.optionBoxes } : {}),
    }));
}

/** Proposals for every page of the PDF, page by page, top to bottom, left to right. */
export async function detectFields(pdf: Uint8Array): Promise<Proposal[]> {
  const [pages, form] = await Promise.all([readPages(pdf), formProposals(pdf)]);
  return pages.flatMap((parts) =>
    findOnPage(
      parts,
      form.filter((f) => f.page === parts.page),
    ).sort((a, b) => a.y + a.height - (b.y + b.height) || a.x - b.x),
  );
}
