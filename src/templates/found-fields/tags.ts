// Text tags (issue 33 item 1): every `{{name;type=…;role=…;required=…;label=…;options=A|B;min=…;max=…}}`
// written in a document becomes a field where the tag was, and the tag's text is taken out of the
// document (text-walker.ts removeGlyphs), so no signer, render or executed PDF shows it. The field's
// box covers the tag, and is at least as tall as its type needs (geometry.ts defaultSize): a
// signature or initials grows upward from the tag's baseline, or downward when growing up would
// cover other text and the page has room below. A written value's box (text, number, date…) is tall
// enough for the value to be stamped at the tag's own font size (up to the largest a value is stamped
// at), and centred on the tag's line when that covers no other text, so a number placed in a 12 pt
// sentence reads at 12 pt on the sentence's baseline, not at the few points the tag's glyph height
// would leave after the box's padding. Problems name the document, the page and the tag.
import { PDFDocument } from '../../platform/pdf.ts';
import { settleFoundBox } from '../found-size.ts';
import { defaultSize, round } from '../geometry.ts';
import { BOX_PAD, FIT_LEADING, VALUE_MAX_SIZE } from '../render/fit-rule.ts';
import type { InputType } from '../types.ts';
import { type Glyph, type Rect, readPageText, removeGlyphs } from './text-walker.ts';
import type { FoundField } from './types.ts';

const TYPES: readonly InputType[] = [
  'text',
  'number',
  'date',
  'email',
  'checkbox',
  'select',
  'signature',
  'initials',
  'radio',
  'multiple',
  'phone',
];
const ATTRIBUTES = ['type', 'role', 'required', 'label', 'options', 'min', 'max'] as const;
const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Types whose box grows to the builder's default height; others keep the tag's own height. */
const GROWS: readonly InputType[] = ['signature', 'initials'];
/** Types whose value is stamped as a line of text (render/coordinate.ts stampText). */
const WRITTEN: readonly InputType[] = ['text', 'number', 'date', 'email', 'select', 'phone'];

export interface TagOptions {
  /** How problems name the document: `document "Lease"`. */
  document: string;
  roles: string[];
}

/**
 * The fields the PDF's tags describe, and the PDF without the tags' text. Unchanged bytes when it
 * has no tag. Problems are appended to `problems`; fields with a problem are left out.
 */
export async function takeTags(
  pdf: Uint8Array,
  options: TagOptions,
  problems: string[],
): Promise<{ pdf: Uint8Array; fields: FoundField[] }> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const fields: FoundField[] = [];
  const taken: Glyph[] = [];
  const names = new Map<string, string>();
  doc.getPages().forEach((page, pageIndex) => {
    const { glyphs, geometry } = readPageText(doc, page);
    const text = glyphs.map((g) => g.text);
    const joined = text.join('');
    // Where each glyph's text starts in the joined text.
    const offsets: number[] = [];
    let at = 0;
    for (const t of text) {
      offsets.push(at);
      at += t.length;
    }
    const glyphsBetween = (from: number, to: number) =>
      glyphs.filter((_, i) => offsets[i] >= from && offsets[i] < to);
    const where = `${options.document}, page ${pageIndex + 1}`;
    const inTags = new Set<Glyph>();
    const spans: Array<{ tag: string; glyphs: Glyph[] }> = [];
    for (let open = joined.indexOf('{{'); open !== -1; open = joined.indexOf('{{', open + 2)) {
      const close = joined.indexOf('}}', open + 2);
      const nextOpen = joined.indexOf('{{', open + 2);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        const shown = joined
          .slice(open, Math.min(open + 60, nextOpen === -1 ? joined.length : nextOpen))
          .split('\n')[0];
        problems.push(`${where}: tag ${shown.trim()} is not closed with }}`);
        continue;
      }
      const tag = joined.slice(open, close + 2);
      const tagGlyphs = glyphsBetween(open, close + 2);
      for (const g of tagGlyphs) inTags.add(g);
      spans.push({ tag, glyphs: tagGlyphs });
      open = close;
    }
    const others = glyphs.filter((g) => g.op && !inTags.has(g) && g.text.trim() !== '').map((g) => g.box);
    // Each tag's field is sized from the tag's first line (a tag Word wrapped does not make a field
    // over its label), around the page's text, the fields placed before it and the tags after it.
    const lines = spans.map((s) => firstLine(s.glyphs.filter((g) => g.op)));
    const placed: Rect[] = [];
    for (const [index, { tag, glyphs: tagGlyphs }] of spans.entries()) {
      const shown = tag.replace(/\s+/g, ' ');
      const field = parseTag(shown, `${where}: tag ${shown}`, options.roles, problems);
      taken.push(...tagGlyphs);
      if (!field) continue;
      const first = names.get(field.name);
      if (first) {
        problems.push(`${where}: tag ${shown} uses the name "${field.name}" already used by ${first}`);
        continue;
      }
      names.set(field.name, `${where}: tag ${shown}`);
      const line = lines[index];
      if (line.length === 0) continue;
      const size = Math.max(0, ...line.map((g) => g.size));
      const around = [
        ...others,
        ...placed,
        ...lines
          .slice(index + 1)
          .flatMap((later) => (later.length > 0 ? [union(later.map((g) => g.box))] : [])),
      ];
      const box = fieldBox(union(line.map((g) => g.box)), field.type, around, geometry, size);
      placed.push({ x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height });
      fields.push({
        ...field,
        page: pageIndex + 1,
        ...box,
        source: { kind: 'tag', text: shown, page: pageIndex + 1 },
      });
    }
  });
  if (taken.length === 0) return { pdf, fields };
  removeGlyphs(doc, taken);
  return { pdf: await doc.save({ updateFieldAppearances: false }), fields };
}

/** A tag's field, or undefined after saying what is wrong with it. */
export function parseTag(
  tag: string,
  at: string,
  roles: string[],
  problems: string[],
): Omit<FoundField, 'page' | 'x' | 'y' | 'width' | 'height' | 'source'> | undefined {
  const inner = tag.slice(2, -2);
  const [rawName, ...parts] = inner.split(';');
  const name = rawName.trim();
  const before = problems.length;
  if (!KEY.test(name) || name.length > 64) {
    problems.push(
      `${at} must start with the field's name (a letter, then letters, digits and _, at most 64 characters), not "${name}"`,
    );
    return undefined;
  }
  const attributes = new Map<string, string>();
  for (const part of parts) {
    if (part.trim() === '') continue;
    const equals = part.indexOf('=');
    const key = equals === -1 ? part.trim() : part.slice(0, equals).trim();
    if (equals === -1) {
      problems.push(`${at} has "${part.trim()}" where an attribute such as type=signature belongs`);
      continue;
    }
    if (!(ATTRIBUTES as readonly string[]).includes(key)) {
      problems.push(`${at} has an unknown attribute "${key}" (known: ${ATTRIBUTES.join(', ')})`);
      continue;
    }
    if (attributes.has(key)) problems.push(`${at} gives ${key} twice`);
    attributes.set(key, part.slice(equals + 1).trim());
  }
  const type = (attributes.get('type') ?? 'text') as InputType;
  if (!TYPES.includes(type))
    problems.push(`${at} has an unknown type "${type}" (one of ${TYPES.join(', ')})`);
  const role = attributes.get('role');
  if (role !== undefined && !roles.includes(role)) {
    problems.push(
      `${at} names the role "${role}", which is not one of the template's roles (${roles.join(', ')})`,
    );
  }
  if (role === undefined && (type === 'signature' || type === 'initials')) {
    problems.push(`${at} is a ${type} and needs role=… (the signer who signs it)`);
  }
  const requiredText = attributes.get('required');
  if (requiredText !== undefined && !/^(true|false)$/i.test(requiredText)) {
    problems.push(`${at} has required=${requiredText}: write required=true or required=false`);
  }
  const field: Omit<FoundField, 'page' | 'x' | 'y' | 'width' | 'height' | 'source'> = {
    name,
    label: attributes.get('label') || name,
    type,
    required: requiredText === undefined || requiredText.toLowerCase() === 'true',
  };
  if (role !== undefined) field.role = role;
  const options = attributes.get('options');
  if (options !== undefined) field.options = options.split('|').map((o) => o.trim());
  for (const bound of ['min', 'max'] as const) {
    const text = attributes.get(bound);
    if (text === undefined) continue;
    const value = Number(text);
    if (text === '' || !Number.isFinite(value))
      problems.push(`${at} has ${bound}=${text}: it must be a number`);
    else field[bound] = value;
  }
  return problems.length === before ? field : undefined;
}

/** The glyphs of a tag's first line: those beside its first glyph, not below it. */
function firstLine(glyphs: Glyph[]): Glyph[] {
  if (glyphs.length === 0) return [];
  const { box } = glyphs[0];
  const middle = (box.y0 + box.y1) / 2;
  const tolerance = Math.max(1, (box.y1 - box.y0) / 2);
  return glyphs.filter((g) => Math.abs((g.box.y0 + g.box.y1) / 2 - middle) <= tolerance);
}

function union(boxes: Rect[]): Rect {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The field's box from the tag's: its width at least, its type's height at least (a written value's:
 * room for one line at the tag's font size `size`, with the box's padding), kept on the page.
 */
export function fieldBox(
  tag: Rect,
  type: InputType,
  others: Rect[],
  page: { width: number; height: number },
  size = 0,
): { x: number; y: number; width: number; height: number } {
  const tagHeight = tag.y1 - tag.y0;
  const needs = GROWS.includes(type)
    ? defaultSize(type).height
    : WRITTEN.includes(type)
      ? Math.min(size, VALUE_MAX_SIZE) * FIT_LEADING + 2 * BOX_PAD
      : 0;
  const height = Math.min(page.height, Math.max(tagHeight, needs));
  // A check box is a square of the tag's height, at the tag's start (never the tag's whole width).
  const width = Math.min(page.width, type === 'checkbox' ? tagHeight : tag.x1 - tag.x0);
  const x = Math.min(Math.max(0, tag.x0), page.width - width);
  // Up from the tag's bottom, unless that covers other text and down from its top does not.
  const up = { x0: x, x1: x + width, y0: tag.y1 - height, y1: tag.y1 };
  const down = { x0: x, x1: x + width, y0: tag.y0, y1: tag.y0 + height };
  const clash = (r: Rect) => others.some((o) => overlaps(r, o));
  // A written value centred on the tag's line sits on (near) the sentence's baseline.
  const middle = (tag.y0 + tag.y1) / 2;
  const centred = { x0: x, x1: x + width, y0: middle - height / 2, y1: middle + height / 2 };
  const chosen = (() => {
    if (WRITTEN.includes(type) && !clash(centred) && centred.y0 >= 0 && centred.y1 <= page.height)
      return centred;
    if (!clash(up) && up.y0 >= 0) return up;
    if (down.y1 <= page.height && !clash(down)) return down;
    // No room either way: up only as far as the text above, never less than the tag itself.
    const above = others.filter((o) => o.x0 < up.x1 && up.x0 < o.x1 && o.y1 <= tag.y0 + 0.5 * tagHeight);
    const top = Math.max(0, up.y0, ...above.filter((o) => o.y1 > up.y0).map((o) => o.y1));
    const y0 = Math.min(top, tag.y0);
    return { x0: x, x1: x + width, y0, y1: Math.max(tag.y1, y0 + tagHeight) };
  })();
  // Then at least the type's minimum where the room allows (found-size.ts).
  const settled = settleFoundBox(chosen, type, others, page);
  return {
    x: round(settled.x0),
    y: round(settled.y0),
    width: round(settled.x1 - settled.x0),
    height: round(settled.y1 - settled.y0),
  };
}
