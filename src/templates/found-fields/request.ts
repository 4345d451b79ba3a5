// What a create body asks of fields found in its documents (issue 33), checked without reading any
// document: `fieldsFrom`, `formRoles` and a field's `anchor`. Kept apart from the readers (index.ts)
// so that checking a definition loads no PDF library.
import { ANCHOR_POSITIONS, type Anchor } from './anchors.ts';

export type { Anchor } from './anchors.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const FIELD_SOURCES = ['tags', 'form'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

export interface FoundFieldsRequest {
  fieldsFrom: FieldSource[];
  formRoles: Record<string, string>;
}

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
