// Fields found in a template's documents (issue 33), as a create body asks for them: `fieldsFrom`
// ["tags", "form"] reads each document's text tags (tags.ts) and form fields (acroform.ts), takes
// them out of the document, and adds their fields to the body's own `fields`; a field's `anchor`
// (anchors.ts) places it against text of the documents. The definition (definition.ts) calls these
// with the documents it has checked and its own field rules (apply.ts, which runs these in the pool),
// so found fields obey the same rules as given ones and problems name where each came from.
import { takeFormFields } from './acroform.ts';
import { type Anchor, findOnPage, pagesText, placeAtAnchor, type TextMatch } from './anchors.ts';
import { documentLabel, type FoundFieldsRequest } from './request.ts';
import { takeTags } from './tags.ts';
import type { FoundField } from './types.ts';

export interface FoundInDocument {
  /** The document (from 0) and the field as a create body would give it, its page within that document. */
  document: number;
  /** Names the field in problems: `document 1 ("Lease"), page 2: tag {{…}}`. */
  at: string;
  raw: Record<string, unknown>;
}

/**
 * Reads the fields each document carries as fieldsFrom asks, and takes them out of it: the
 * documents' new bytes (the same bytes where nothing was found) and the fields found, in order.
 */
export async function findFieldsInDocuments(
  documents: Array<{ name: string; bytes: Uint8Array }>,
  request: FoundFieldsRequest,
  roles: string[],
  problems: string[],
): Promise<{ bytes: Uint8Array[]; found: FoundInDocument[] }> {
  const bytes: Uint8Array[] = [];
  const found: FoundInDocument[] = [];
  for (const [index, document] of documents.entries()) {
    const label = documentLabel(index, document.name);
    let pdf = document.bytes;
    const fields: FoundField[] = [];
    if (request.fieldsFrom.includes('tags')) {
      const tags = await takeTags(pdf, { document: label, roles }, problems);
      pdf = tags.pdf;
      fields.push(...tags.fields);
    }
    if (request.fieldsFrom.includes('form')) {
      const form = await takeFormFields(
        pdf,
        { document: label, roles, formRoles: request.formRoles },
        problems,
      );
      pdf = form.pdf;
      fields.push(...form.fields);
    }
    bytes.push(pdf);
    for (const { source, ...field } of fields) {
      const what = source.kind === 'tag' ? `tag ${source.text}` : `form field "${source.text}"`;
      found.push({ document: index, at: `${label}, page ${source.page}: ${what}`, raw: rawField(field) });
    }
  }
  return { bytes, found };
}

/** A found field as the body's `fields` entries are written. */
function rawField(field: Omit<FoundField, 'source'>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field)) if (value !== undefined) raw[key] = value;
  return raw;
}

export interface AnchoredField {
  anchor?: Anchor;
  width?: number;
  height?: number;
  document?: number;
  page?: number;
  x?: number;
  y?: number;
}

/**
 * Places every field with an anchor: its document (from 1), page within it, x and y set, the anchor
 * dropped. A text not found, or found fewer times than the occurrence asked, is a problem naming the
 * field and the text. The documents are read page by page, and no further than the page where the
 * last anchor is found (issue 43): an anchor near the start of a long document costs its first pages.
 */
export async function resolveAnchors(
  fields: AnchoredField[],
  documents: Uint8Array[],
  atOf: (index: number) => string,
  problems: string[],
): Promise<void> {
  const anchored = fields.flatMap((field, index) =>
    field.anchor ? [{ field, index, anchor: field.anchor }] : [],
  );
  if (anchored.length === 0) return;
  const matches = new Map<AnchoredField, TextMatch[]>(anchored.map(({ field }) => [field, []]));
  const found = () =>
    anchored.every(({ field, anchor }) => matches.get(field)!.length >= (anchor.occurrence ?? 1));
  reading: for (const [document, pdf] of documents.entries()) {
    let number = 0;
    for await (const page of pagesText(pdf)) {
      number += 1;
      for (const { field, anchor } of anchored) {
        matches.get(field)!.push(...findOnPage(page, anchor.text, document, number));
      }
      if (found()) break reading;
    }
  }
  for (const { field, index, anchor } of anchored) {
    delete field.anchor;
    const all = matches.get(field)!;
    const occurrence = anchor.occurrence ?? 1;
    const match = all[occurrence - 1];
    if (!match) {
      problems.push(
        all.length === 0
          ? `${atOf(index)}.anchor text "${anchor.text}" is not in the documents' text`
          : `${atOf(index)}.anchor text "${anchor.text}" is in the documents' text ${all.length} time${all.length === 1 ? '' : 's'}, not ${occurrence}`,
      );
      continue;
    }
    const place = placeAtAnchor(match.box, anchor, { width: field.width ?? 0, height: field.height ?? 0 });
    if (place.x < 0 || place.y < 0) {
      problems.push(
        `${atOf(index)}.anchor places the field off its page's ${place.x < 0 ? 'left' : 'top'} edge (x ${place.x}, y ${place.y}): choose another position or offset`,
      );
      continue;
    }
    field.document = match.document + 1;
    field.page = match.page;
    field.x = place.x;
    field.y = place.y;
  }
}
