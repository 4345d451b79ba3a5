// The PDF's own form fields (issue 33 item 2): each AcroForm field becomes a template field where its
// widgets are — text → text, check box → checkbox, list and combo box → select with their options,
// radio group → radio and check boxes sharing one name (each with its own export value) → multiple
// (issue 34), each button's export value an option and its widget that option's box, signature →
// signature — named by its full PDF name made into a key, its role given by `formRoles` (an exact
// name, or a prefix ending in *; an unassigned signature goes to the first role, anything else is the
// sender's). The stored document then keeps no interactive form: each visible widget's appearance is
// drawn into its page (a check box or radio button as it looks unchecked: our stamping draws values),
// the widgets leave the pages' /Annots and the /AcroForm leaves the catalogue, so a PDF reader's
// form tools find nothing to change. Read from the raw dictionaries, not pdf-lib's form API, which
// throws on forms it did not write. The field tree is someone else's graph (issue 43): each node is
// read once however often the tree lists it (platform/pdf-walk.ts), at most MAX_NODES of them, and at
// most MAX_FIELDS fields are taken; past either the upload is a 400 document_too_complex.

import { coded } from '../../platform/errors.ts';
import {
  type PDFDocument as Doc,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRef,
  PDFStream,
} from '../../platform/pdf.ts';
import { type GraphWalk, graphWalk } from '../../platform/pdf-walk.ts';
import { formFieldLabel } from '../form-field-label.ts';
import { pageGeometry, round } from '../geometry.ts';
import type { InputType, OptionBox } from '../types.ts';
import { resolve } from './fonts.ts';
import { buttonOptions, text, widgetBox } from './form-buttons.ts';
import type { FoundField } from './types.ts';

export interface FormOptions {
  /** How problems name the document: `document "Lease"`. */
  document: string;
  roles: string[];
  /** PDF field name, or a prefix ending in `*`, to role name. */
  formRoles: Record<string, string>;
}

const FLAG = { required: 2, radio: 1 << 15, pushButton: 1 << 16 } as const;
const ANNOT_HIDDEN = 2;
const ANNOT_NO_VIEW = 32;
const MAX_DEPTH = 32;
/** Nodes of the field tree read at most (a real form has a few hundred). */
const MAX_NODES = 10_000;
/** Fields taken at most: more than a template may have (200), so the limit is told by the definition. */
const MAX_FIELDS = 1_000;

interface FormField {
  fullName: string;
  dict: PDFDict;
  widgets: PDFDict[];
  /** Inherited /FT, /Ff, /Opt. */
  type?: string;
  flags: number;
  opt?: PDFArray;
  label?: string;
}

/** The key a PDF field name becomes: letters, digits and _, starting with a letter, at most 64. */
export function keyOf(fullName: string): string {
  let key = fullName.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  if (!/^[A-Za-z]/.test(key)) key = `f_${key}`;
  return key.slice(0, 64);
}

/** The role `formRoles` gives a PDF field: its exact name first, else the longest matching prefix*. */
export function roleFor(fullName: string, formRoles: Record<string, string>): string | undefined {
  if (Object.hasOwn(formRoles, fullName)) return formRoles[fullName];
  let best: string | undefined;
  let bestLength = -1;
  for (const [pattern, role] of Object.entries(formRoles)) {
    if (!pattern.endsWith('*')) continue;
    const prefix = pattern.slice(0, -1);
    if (fullName.startsWith(prefix) && prefix.length > bestLength) {
      best = role;
      bestLength = prefix.length;
    }
  }
  return best;
}

/**
 * The fields of the PDF's form, and the PDF with no form left (the same bytes when it had none).
 * Problems are appended to `problems`.
 */
export async function takeFormFields(
  pdf: Uint8Array,
  options: FormOptions,
  problems: string[],
): Promise<{ pdf: Uint8Array; fields: FoundField[] }> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const fields = readFormFields(doc, options, problems);
  if (!fields) return { pdf, fields: [] };
  for (const page of doc.getPages()) flattenWidgets(doc, page);
  doc.catalog.delete(PDFName.of('AcroForm'));
  return { pdf: await doc.save({ updateFieldAppearances: false }), fields };
}

/**
 * The fields the PDF's form would become, the PDF left as it is: what "Find fields" proposes for a
 * form (detect/index.ts), so that detection and form import type, label and box them alike.
 */
export async function formFieldsOf(pdf: Uint8Array): Promise<FoundField[]> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  return readFormFields(doc, { document: '', roles: [], formRoles: {} }, []) ?? [];
}

/** The form's fields; undefined when the PDF has no form at all. */
function readFormFields(doc: Doc, options: FormOptions, problems: string[]): FoundField[] | undefined {
  const acroForm = resolve(doc, doc.catalog.get(PDFName.of('AcroForm')));
  const hasWidgets = doc.getPages().some((page) => widgetsOf(doc, page).length > 0);
  if (!(acroForm instanceof PDFDict) && !hasWidgets) return undefined;
  for (const [pattern, role] of Object.entries(options.formRoles)) {
    if (!options.roles.includes(role)) {
      problems.push(
        `formRoles["${pattern}"] names the role "${role}", which is not one of the template's roles (${options.roles.join(', ')})`,
      );
    }
  }

  const formFields: FormField[] = [];
  const fieldsArray =
    acroForm instanceof PDFDict ? resolve(doc, acroForm.get(PDFName.of('Fields'))) : undefined;
  const walk = graphWalk(MAX_NODES, 'form field tree');
  if (fieldsArray instanceof PDFArray) collect(doc, walk, fieldsArray, '', {}, formFields, 0);

  const pages = doc.getPages();
  const pageOfWidget = new Map<PDFDict, number>();
  pages.forEach((page, index) => {
    for (const widget of widgetsOf(doc, page)) pageOfWidget.set(widget, index);
  });

  const fields: FoundField[] = [];
  const byKey = new Map<string, string>();
  for (const field of formFields) {
    const found = toField(doc, field, pages, pageOfWidget, options);
    if (!found) continue;
    const other = byKey.get(found.name);
    if (other !== undefined) {
      problems.push(
        `${options.document}: the form fields "${other}" and "${field.fullName}" both become the field name "${found.name}"`,
      );
      continue;
    }
    byKey.set(found.name, field.fullName);
    fields.push(found);
  }
  return fields;
}

function collect(
  doc: Doc,
  walk: GraphWalk,
  kids: PDFArray,
  parentName: string,
  inherited: { type?: string; flags?: number; opt?: PDFArray },
  out: FormField[],
  depth: number,
): void {
  if (depth > MAX_DEPTH) return;
  for (const item of kids.asArray()) {
    const dict = resolve(doc, item);
    // A node listed again (by this parent or another) was read already: each field is taken once.
    if (!(dict instanceof PDFDict) || !walk.first(dict)) continue;
    if (out.length >= MAX_FIELDS) {
      throw coded(
        'document_too_complex',
        `The document could not be processed: its form has more than ${MAX_FIELDS} fields. Nothing was stored`,
      );
    }
    const partial = text(resolve(doc, dict.get(PDFName.of('T'))));
    const ft = resolve(doc, dict.get(PDFName.of('FT')));
    const ff = resolve(doc, dict.get(PDFName.of('Ff')));
    const opt = resolve(doc, dict.get(PDFName.of('Opt')));
    const own = {
      type: ft instanceof PDFName ? ft.asString().slice(1) : inherited.type,
      flags: ff instanceof PDFNumber ? ff.asNumber() : inherited.flags,
      opt: opt instanceof PDFArray ? opt : inherited.opt,
    };
    const fullName = partial === undefined ? parentName : parentName ? `${parentName}.${partial}` : partial;
    const children = resolve(doc, dict.get(PDFName.of('Kids')));
    const childDicts =
      children instanceof PDFArray
        ? children
            .asArray()
            .map((k) => resolve(doc, k))
            .filter((k): k is PDFDict => k instanceof PDFDict)
        : [];
    // Kids with a /T are fields of their own; kids without are this field's widgets.
    if (childDicts.some((k) => k.has(PDFName.of('T')))) {
      collect(doc, walk, children as PDFArray, fullName, own, out, depth + 1);
      continue;
    }
    const widgets = childDicts.length > 0 ? childDicts : isWidget(doc, dict) ? [dict] : [];
    out.push({
      fullName,
      dict,
      widgets,
      type: own.type,
      flags: own.flags ?? 0,
      opt: own.opt,
      label: text(resolve(doc, dict.get(PDFName.of('TU')))),
    });
  }
}

function isWidget(doc: Doc, dict: PDFDict): boolean {
  const subtype = resolve(doc, dict.get(PDFName.of('Subtype')));
  return subtype instanceof PDFName && subtype.asString() === '/Widget';
}

function widgetsOf(doc: Doc, page: PDFPage): PDFDict[] {
  const annots = resolve(doc, page.node.get(PDFName.of('Annots')));
  if (!(annots instanceof PDFArray)) return [];
  return annots
    .asArray()
    .map((a) => resolve(doc, a))
    .filter((a): a is PDFDict => a instanceof PDFDict && isWidget(doc, a));
}

/**
 * The field type a form field becomes (form import's, and through it detection's): a text field is
 * text, a signature field a signature, a list or combo box a select, a radio group of two or more
 * buttons a radio, check boxes sharing one name with values of their own a multiple, a single button
 * a check box; a push button is no field. `buttons` counts the group's buttons (1 until counted).
 */
function typeOf(field: FormField, buttons = 1): InputType | undefined {
  if (field.type === 'Tx') return 'text';
  if (field.type === 'Sig') return 'signature';
  if (field.type === 'Ch') return 'select';
  if (field.type !== 'Btn' || field.flags & FLAG.pushButton) return undefined;
  if (buttons < 2) return 'checkbox';
  return field.flags & FLAG.radio ? 'radio' : 'multiple';
}

function optionsOf(doc: Doc, field: FormField): string[] {
  const options: string[] = [];
  for (const item of field.opt?.asArray() ?? []) {
    const entry = resolve(doc, item);
    const value = entry instanceof PDFArray ? text(resolve(doc, entry.get(1))) : text(entry);
    if (value?.trim()) options.push(value.trim());
  }
  return [...new Set(options)];
}

function toField(
  doc: Doc,
  field: FormField,
  pages: PDFPage[],
  pageOfWidget: Map<PDFDict, number>,
  options: FormOptions,
): FoundField | undefined {
  let type: InputType | undefined = typeOf(field);
  if (!type || field.widgets.length === 0) return undefined;
  const placed = field.widgets.filter((w) => pageOfWidget.has(w));
  if (placed.length === 0) return undefined;
  const pageIndex = pageOfWidget.get(placed[0])!;
  const page = pages[pageIndex];
  const crop = page.getCropBox();
  const geometry = pageGeometry(
    [crop.x, crop.y, crop.x + crop.width, crop.y + crop.height],
    page.getRotation().angle,
  );
  const onPage = placed.filter((w) => pageOfWidget.get(w) === pageIndex);
  let choices = type === 'select' ? optionsOf(doc, field) : undefined;
  let optionBoxes: OptionBox[] | undefined;
  if (type === 'checkbox') {
    const buttons = buttonOptions(doc, field, onPage, geometry);
    // Check boxes of one name with values of their own are a multiple, a radio group a radio; one
    // button (or a check box with mirrored widgets) stays a check box (typeOf).
    type = typeOf(field, buttons.length) ?? type;
    if (buttons.length >= 2) {
      choices = buttons.map((b) => b.option);
      optionBoxes = buttons.map((b) => b.box);
    }
  }
  if (choices && choices.length === 0) return undefined;
  const boxes = onPage.flatMap((w) => widgetBox(doc, w, geometry) ?? []);
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  let role = roleFor(field.fullName, options.formRoles);
  if (role === undefined && type === 'signature') role = options.roles[0];
  const found: FoundField = {
    name: keyOf(field.fullName),
    label: formFieldLabel(field.label, field.fullName),
    type,
    required: type === 'signature' || (field.flags & FLAG.required) !== 0,
    page: pageIndex + 1,
    x: round(left),
    y: round(top),
    width: round(right - left),
    height: round(bottom - top),
    source: { kind: 'form', text: field.fullName, page: pageIndex + 1 },
  };
  if (role !== undefined) found.role = role;
  if (choices) found.options = choices.slice(0, type === 'select' ? 100 : 50);
  if (optionBoxes) found.optionBoxes = optionBoxes.slice(0, 50);
  return found;
}

/** Draws each visible widget's appearance into the page and takes the widgets off it. */
function flattenWidgets(doc: Doc, page: PDFPage): void {
  const widgets = widgetsOf(doc, page);
  if (widgets.length === 0) return;
  const ops: string[] = [];
  for (const widget of widgets) {
    const appearance = appearanceOf(doc, widget);
    if (!appearance) continue;
    const { ref, stream } = appearance;
    const rect = numbersOf(doc, widget.get(PDFName.of('Rect')));
    const bbox = numbersOf(doc, stream.dict.get(PDFName.of('BBox')));
    if (rect.length < 4 || bbox.length < 4) continue;
    const matrix = numbersOf(doc, stream.dict.get(PDFName.of('Matrix')));
    const m = matrix.length === 6 ? matrix : [1, 0, 0, 1, 0, 0];
    // ISO 32000-1 §12.5.5: the box the form's matrix makes of its BBox is fitted to the Rect.
    const points = [
      [bbox[0], bbox[1]],
      [bbox[2], bbox[1]],
      [bbox[2], bbox[3]],
      [bbox[0], bbox[3]],
    ].map(([x, y]) => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]]);
    const tx0 = Math.min(...points.map((p) => p[0]));
    const ty0 = Math.min(...points.map((p) => p[1]));
    const tw = Math.max(...points.map((p) => p[0])) - tx0;
    const th = Math.max(...points.map((p) => p[1])) - ty0;
    if (tw <= 0 || th <= 0) continue;
    const [rx0, ry0, rx1, ry1] = [
      Math.min(rect[0], rect[2]),
      Math.min(rect[1], rect[3]),
      Math.max(rect[0], rect[2]),
      Math.max(rect[1], rect[3]),
    ];
    const sx = (rx1 - rx0) / tw;
    const sy = (ry1 - ry0) / th;
    stream.dict.set(PDFName.of('Type'), PDFName.of('XObject'));
    stream.dict.set(PDFName.of('Subtype'), PDFName.of('Form'));
    const key = page.node.newXObject('Flat', ref);
    const a = [sx, 0, 0, sy, rx0 - sx * tx0, ry0 - sy * ty0].map((n) => Math.round(n * 10000) / 10000);
    ops.push(`q ${a.join(' ')} cm ${key.toString()} Do Q`);
  }
  const annots = resolve(doc, page.node.get(PDFName.of('Annots')));
  if (annots instanceof PDFArray) {
    const kept = annots.asArray().filter((a) => {
      const dict = resolve(doc, a);
      return !(dict instanceof PDFDict && isWidget(doc, dict));
    });
    if (kept.length === 0) page.node.delete(PDFName.of('Annots'));
    else page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
  }
  if (ops.length === 0) return;
  page.node.normalize();
  const contents = page.node.Contents();
  const encoder = new TextEncoder();
  if (contents instanceof PDFArray) {
    contents.insert(0, doc.context.register(doc.context.stream(encoder.encode('q\n'))));
    contents.push(doc.context.register(doc.context.stream(encoder.encode('\nQ\n'))));
  }
  page.node.addContentStream(doc.context.register(doc.context.flateStream(encoder.encode(ops.join('\n')))));
}

function appearanceOf(doc: Doc, widget: PDFDict): { ref: PDFRef; stream: PDFStream } | undefined {
  const flags = resolve(doc, widget.get(PDFName.of('F')));
  if (flags instanceof PDFNumber && flags.asNumber() & (ANNOT_HIDDEN | ANNOT_NO_VIEW)) return undefined;
  const ap = resolve(doc, widget.get(PDFName.of('AP')));
  if (!(ap instanceof PDFDict)) return undefined;
  let normal: PDFObject | undefined = ap.get(PDFName.of('N'));
  const states = resolve(doc, normal);
  // A check box or radio button: drawn unchecked, the value is ours to stamp.
  if (states instanceof PDFDict) normal = states.get(PDFName.of('Off'));
  if (!(normal instanceof PDFRef)) return undefined;
  const stream = doc.context.lookup(normal);
  return stream instanceof PDFStream ? { ref: normal, stream } : undefined;
}

function numbersOf(doc: Doc, value: PDFObject | undefined): number[] {
  const array = resolve(doc, value);
  if (!(array instanceof PDFArray)) return [];
  return array.asArray().map((v) => {
    const n = resolve(doc, v);
    return n instanceof PDFNumber ? n.asNumber() : 0;
  });
}
