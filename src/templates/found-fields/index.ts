// Fields found in a template's documents (issue 33), as a create body asks for them: `fieldsFrom`
// ["tags", "form"] reads each document's text tags (tags.ts) and form fields (acroform.ts), takes
// them out of the document, and adds their fields to the body's own `fields`; a field's `anchor`
// (anchors.ts) places it against text of the documents. The definition (definition.ts) calls these
// with the documents it has checked and its own field rules, so found fields obey the same rules
// and problems name where each came from.
import { takeFormFields } from './acroform.ts';
import {
  ANCHOR_POSITIONS,
  type Anchor,
  findText,
  type PageChars,
  placeAtAnchor,
  readPagesText,
} from './anchors.ts';
import { takeTags } from './tags.ts';
import type { FoundField } from './types.ts';

export type { Anchor } from './anchors.ts';

export const FIELD_SOURCES = ['tags', 'form'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

export interface FoundFieldsRequest {
  fieldsFrom: FieldSource[];
  formRoles: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's `fieldsFrom` and `formRoles`, checked. */
export function parseFoundFieldsRequest(
  body: Record<string, unknown>,
  problems: string[],
): FoundFieldsRequest {
  const request: FoundFieldsRequest = { fieldsFrom: [], formRoles: {} };
  const from = body.fieldsFrom;
  if (from !== undefined) {
    if (!Array.isArray(from) || from.some((s) => !(FIELD_SOURCES as readonly unknown[]).includes(s))) {
      problems.push(`fieldsFrom must be an array of ${FIELD_SOURCES.map((s) => `"${s}"`).join(' and ')}`);
    } else request.fieldsFrom = [...new Set(from as FieldSource[])];
  }
  const roles = body.formRoles;
  if (roles !== undefined) {
    const valid =
      isObject(roles) &&
      Object.entries(roles).every(([k, v]) => k !== '' && typeof v === 'string' && v !== '');
    if (!valid) {
      problems.push(
        'formRoles must be an object such as {"tenant.*": "Tenant"}: PDF field names (or prefix*) to role names',
      );
    } else if (!request.fieldsFrom.includes('form')) {
      problems.push('formRoles applies to the form fields of fieldsFrom ["form"], which is not asked for');
    } else request.formRoles = roles as Record<string, string>;
  }
  return request;
}

/** A field's `anchor`, checked; undefined after saying what is wrong. */
export function parseAnchor(value: unknown, at: string, problems: string[]): Anchor | undefined {
  const before = problems.length;
  if (!isObject(value)) {
    problems.push(`${at}.anchor must be an object such as {"text": "Signature:", "position": "right"}`);
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (!['text', 'occurrence', 'position', 'offsetX', 'offsetY'].includes(key)) {
      problems.push(`${at}.anchor has unknown property "${key}"`);
    }
  }
  const { text, occurrence, position, offsetX, offsetY } = value;
  if (typeof text !== 'string' || text.trim() === '' || text.length > 200) {
    problems.push(`${at}.anchor.text is required: the text to place the field against (1 to 200 characters)`);
  }
  if (
    occurrence !== undefined &&
    (typeof occurrence !== 'number' || !Number.isInteger(occurrence) || occurrence < 1)
  ) {
    problems.push(`${at}.anchor.occurrence must be a whole number from 1`);
  }
  if (position !== undefined && !(ANCHOR_POSITIONS as readonly unknown[]).includes(position)) {
    problems.push(`${at}.anchor.position must be one of ${ANCHOR_POSITIONS.join(', ')}`);
  }
  for (const [key, offset] of [
    ['offsetX', offsetX],
    ['offsetY', offsetY],
  ] as const) {
    if (offset !== undefined && (typeof offset !== 'number' || !Number.isFinite(offset))) {
      problems.push(`${at}.anchor.${key} must be a number of points`);
    }
  }
  if (problems.length > before) return undefined;
  return value as unknown as Anchor;
}

/** How a problem names a document: `document 2 ("Annex")`. */
export const documentLabel = (index: number, name: string) => `document ${index + 1} ("${name}")`;

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
 * field and the text.
 */
export async function resolveAnchors(
  fields: AnchoredField[],
  documents: Uint8Array[],
  atOf: (index: number) => string,
  problems: string[],
): Promise<void> {
  if (!fields.some((field) => field.anchor)) return;
  const texts: PageChars[][] = [];
  for (const pdf of documents) texts.push(await readPagesText(pdf));
  fields.forEach((field, index) => {
    const { anchor } = field;
    if (!anchor) return;
    delete field.anchor;
    const matches = findText(texts, anchor.text);
    const occurrence = anchor.occurrence ?? 1;
    const match = matches[occurrence - 1];
    if (!match) {
      problems.push(
        matches.length === 0
          ? `${atOf(index)}.anchor text "${anchor.text}" is not in the documents' text`
          : `${atOf(index)}.anchor text "${anchor.text}" is in the documents' text ${matches.length} time${matches.length === 1 ? '' : 's'}, not ${occurrence}`,
      );
      return;
    }
    const place = placeAtAnchor(match.box, anchor, { width: field.width ?? 0, height: field.height ?? 0 });
    if (place.x < 0 || place.y < 0) {
      problems.push(
        `${atOf(index)}.anchor places the field off its page's ${place.x < 0 ? 'left' : 'top'} edge (x ${place.x}, y ${place.y}): choose another position or offset`,
      );
      return;
    }
    field.document = match.document + 1;
    field.page = match.page;
    field.x = place.x;
    field.y = place.y;
  });
}
