// The builder's document: the template's name, roles and fields as CONTRACT §4 has them (boxes in
// points), the selection, and the history that undo and redo walk. Every change goes through
// `change()`, which records the state before it; listeners redraw from the state.
import { type Box, round } from '../../../templates/geometry.ts';
import type { InputType, OptionBox } from '../../../templates/types.ts';
import { type RuleProperties, rulesOf, takesOptionBoxes } from '../../templates/client/input-rules.ts';

/** A role as the builder edits it: its name and how it takes part (issue 45; unset: a signer). */
export interface BuilderRole {
  name: string;
  kind?: 'signer' | 'approver' | 'viewer' | 'witness';
  witnessFor?: string;
}

export type FieldType = InputType;

/** A field: its box, and the contract's rule properties (a number's range, choices, conditions…). */
export interface Field extends Box, RuleProperties {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Unset: the sender's field. */
  role?: string;
}

/** The rules a field may carry besides its name, label, type, role and box. */
const RULES = [
  'options',
  'min',
  'max',
  'integer',
  'editable',
  'minSelected',
  'maxSelected',
  'optionBoxes',
  'region',
  'maxFiles',
  'pattern',
  'patternMessage',
  'showIf',
  'readonly',
] as const;

export interface Definition {
  name: string;
  roles: BuilderRole[];
  fields: Field[];
}

const HISTORY = 100;

export class BuilderState {
  selected = new Set<number>();
  private past: string[] = [];
  private future: string[] = [];
  private listeners: Array<() => void> = [];

  constructor(public doc: Definition) {}

  /** Calls `listener` after every change; returns how to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Takes the definition the server stored (the documents changed): no history across it. */
  replace(doc: Definition): void {
    this.doc = doc;
    this.past = [];
    this.future = [];
    this.selected.clear();
    this.notify();
  }

  /** Applies a change as one step of history. */
  change(apply: (doc: Definition) => void): void {
    this.past.push(JSON.stringify(this.doc));
    if (this.past.length > HISTORY) this.past.shift();
    this.future = [];
    apply(this.doc);
    this.notify();
  }

  /** Starts a gesture (a drag): history records the state before it once, at `commitGesture`. */
  private gestureStart: string | undefined;
  beginGesture(): void {
    this.gestureStart = JSON.stringify(this.doc);
  }
  commitGesture(): void {
    if (this.gestureStart !== undefined && this.gestureStart !== JSON.stringify(this.doc)) {
      this.past.push(this.gestureStart);
      this.future = [];
    }
    this.gestureStart = undefined;
    this.notify();
  }

  undo(): void {
    const previous = this.past.pop();
    if (previous === undefined) return;
    this.future.push(JSON.stringify(this.doc));
    this.doc = JSON.parse(previous);
    this.keepSelectionValid();
    this.notify();
  }

  redo(): void {
    const next = this.future.pop();
    if (next === undefined) return;
    this.past.push(JSON.stringify(this.doc));
    this.doc = JSON.parse(next);
    this.keepSelectionValid();
    this.notify();
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  select(indexes: number[], add = false): void {
    if (!add) this.selected.clear();
    for (const i of indexes) {
      if (add && this.selected.has(i) && indexes.length === 1) this.selected.delete(i);
      else this.selected.add(i);
    }
    this.notify();
  }

  selectedFields(): Field[] {
    return [...this.selected].sort((a, b) => a - b).map((i) => this.doc.fields[i]);
  }

  private keepSelectionValid(): void {
    for (const i of this.selected) if (i >= this.doc.fields.length) this.selected.delete(i);
  }

  /** A field name not used yet: `base`, else base_2, base_3… */
  freeName(base: string): string {
    const used = new Set(this.doc.fields.map((f) => f.name));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
  }

  /** Adds fields (names made unique) and selects them. */
  addFields(fields: Field[]): void {
    this.change((doc) => {
      const start = doc.fields.length;
      for (const field of fields) {
        doc.fields.push({ ...field, name: this.freeName(field.name) });
      }
      this.selected = new Set(fields.map((_, i) => start + i));
    });
  }

  deleteSelected(): void {
    if (this.selected.size === 0) return;
    this.change((doc) => {
      doc.fields = doc.fields.filter((_, i) => !this.selected.has(i));
      this.selected.clear();
    });
  }
}

/** The longest role part of a generated field name, so that `_p12` and `_2` suffixes still fit in 64. */
const ROLE_PART = 40;

/**
 * A new field's name from its role and type: "seller_signature", "seller_date"; a sender's field is
 * named by its type alone ("text"). The role is reduced to what a field name may hold (ASCII
 * letters, digits and _, starting with a letter); a role with none of those leaves the type alone.
 */
/** Whether a field is a date its signer fills (it starts as the signing date). */
export const isSignerDate = (field: Pick<Field, 'type' | 'role'>) =>
  field.type === 'date' && field.role !== undefined;

/**
 * After a change of type or role: drops the properties the field no longer takes, and gives a field
 * that has just become a signer's date (`wasSignerDate` false) the builder's default, the signing date
 * that the signer may not change.
 */
export function fitProperties(field: Field, wasSignerDate: boolean): void {
  const kept = rulesOf(field);
  for (const rule of RULES) {
    if (!(rule in kept) && rule !== 'patternMessage') delete field[rule];
  }
  if (!('pattern' in kept)) delete field.patternMessage;
  if (kept.options) field.options = kept.options;
  if (!isSignerDate(field)) delete field.editable;
  else if (!wasSignerDate) field.editable = false;
}

/** A choice's option boxes follow its options: one each, new ones under the last, extra ones gone. */
export function fitOptionBoxes(field: Field, page: { width: number; height: number } | undefined): void {
  if (!takesOptionBoxes(field.type) || !field.optionBoxes) return;
  const count = field.options?.length ?? 0;
  const boxes = field.optionBoxes.slice(0, count);
  while (boxes.length < count) {
    const last = boxes.at(-1);
    const y = last ? last.y + last.height + 4 : field.y + field.height + 4;
    const x = last ? last.x : field.x;
    boxes.push(fitted({ x, y, width: OPTION_BOX, height: OPTION_BOX }, page));
  }
  field.optionBoxes = boxes;
}

/** The side of a new option box, in points: a check box's. */
export const OPTION_BOX = 14;

function fitted(box: OptionBox, page: { width: number; height: number } | undefined): OptionBox {
  if (!page) return box;
  return {
    ...box,
    x: round(Math.min(Math.max(box.x, 0), page.width - box.width)),
    y: round(Math.min(Math.max(box.y, 0), page.height - box.height)),
  };
}

/** The state as CONTRACT §4 fields: each field with the rules its type takes (input-rules.ts). */
export function toContract(doc: Definition) {
  return {
    name: doc.name,
    roles: doc.roles,
    fields: doc.fields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      required: f.required,
      ...(f.role ? { role: f.role } : {}),
      ...rulesOf({
        ...f,
        optionBoxes: f.optionBoxes?.map((b) => ({
          x: round(b.x),
          y: round(b.y),
          width: round(b.width),
          height: round(b.height),
        })),
      }),
      page: f.page,
      x: round(f.x),
      y: round(f.y),
      width: round(f.width),
      height: round(f.height),
    })),
  };
}

export function fieldName(role: string | undefined, type: FieldType): string {
  const slug = (role ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, ROLE_PART)
    .replace(/_+$/, '');
  return slug ? `${slug}_${type}` : type;
}
