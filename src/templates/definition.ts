// Turning a create-template body (CONTRACT §4) into a NewTemplate, or one 400 that lists every
// problem at once so an integrator fixes a template in one round trip. Owns the template rules:
// names, roles, variable/field declarations, placeholders of flow bodies, and whether each field's
// box fits its page of its document (field-pages.ts; the uploads are checked by uploaded-documents.ts).
import type { ConverterOptions } from '../documents/convert.ts';
import { badRequest } from '../platform/errors.ts';
import { inlineWork, type TenantWork } from '../platform/work/pool.ts';
import { ATTACHMENT_LIMITS } from './attachment-values.ts';
import { isChoiceType, parseChoices } from './choices.ts';
import { placeFields, type UnplacedField } from './field-pages.ts';
import { type Anchor, parseAnchor, parseFoundFieldsRequest } from './found-fields/request.ts';
import { placeholders } from './markdown.ts';
import { checkConditions, parseInputRules, RULE_PROPERTIES } from './rule-definition.ts';
import {
  type FieldBox,
  type InputType,
  kindSigns,
  type NewTemplate,
  ROLE_KINDS,
  type Role,
  type RoleKind,
  type TemplateInput,
  type TemplateKind,
} from './types.ts';

export const TEMPLATE_LIMITS = {
  nameLength: 200,
  roles: 10,
  roleNameLength: 100,
  inputs: 200,
  keyLength: 64,
  labelLength: 200,
  options: 100,
  optionLength: 200,
  bodyLength: 100_000,
} as const;

export const INPUT_TYPES: readonly InputType[] = [
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
  'file',
  'image',
];

/** The types issue 34 added: their signing-page controls live in field-types.js, not in every page's script. */
export const ADDED_INPUT_TYPES: ReadonlySet<InputType> = new Set([
  'radio',
  'multiple',
  'phone',
  'file',
  'image',
]);

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const BOX_KEYS = ['page', 'x', 'y', 'width', 'height'] as const;
const TOP_LEVEL: Record<TemplateKind, readonly string[]> = {
  flow: ['name', 'kind', 'roles', 'body', 'variables'],
  coordinate: ['name', 'kind', 'roles', 'pdf', 'documents', 'fields', 'fieldsFrom', 'formRoles'],
};
const INPUT_PROPERTIES = [
  'label',
  'type',
  'required',
  'options',
  'role',
  'min',
  'max',
  'integer',
  'editable',
  ...RULE_PROPERTIES,
  'minSelected',
  'maxSelected',
  'optionBoxes',
  'maxFiles',
];
const RANGE_PROPERTIES = ['min', 'max', 'integer'] as const;
const MISPLACED_HINTS: Record<string, string> = {
  fields: ' (fields and pdf belong to coordinate templates, flow templates take body and variables)',
  pdf: ' (fields and pdf belong to coordinate templates, flow templates take body and variables)',
  variables: ' (body and variables belong to flow templates, coordinate templates take pdf and fields)',
  body: ' (body and variables belong to flow templates, coordinate templates take pdf and fields)',
  documents: ' (a flow template is one document: documents belong to coordinate templates)',
  fieldsFrom: ' (fields found in documents belong to coordinate templates)',
  formRoles: ' (fields found in documents belong to coordinate templates)',
};

/** A field as parsed; `anchor` until the documents are read and it is placed (found-fields/). */
type Input = UnplacedField & { anchor?: Anchor };

export interface DefinitionOptions {
  /**
   * How documents given in other formats are converted (SOFFICE_PATH, CONVERSION_MEMORY_MB, the
   * workspace whose turn it is): `converterOptions(config, workspaceId)`.
   */
  converter?: ConverterOptions;
  /**
   * Where the documents are read (`services.work.for(workspaceId)`: the pool, in the workspace's
   * queue). Unit tests may leave it out: the work then runs on the calling thread.
   */
  work?: TenantWork;
}

/**
 * The template a create body describes, or a 400 whose message lists every problem joined with
 * "; " (so no single problem may contain "; "); with it, what active content was taken out of its
 * uploaded PDF (templates/active-content.ts), for the application to tell the member.
 */
export async function parseTemplateDefinition(
  body: unknown,
  options: DefinitionOptions = {},
): Promise<{ template: NewTemplate; removedActiveContent: string[] }> {
  if (!isPlainObject(body)) throw badRequest('The template must be a JSON object');
  const problems: string[] = [];

  const kind = body.kind;
  const knownKind = kind === 'flow' || kind === 'coordinate';
  if (kind === undefined) problems.push('kind is required ("flow" or "coordinate")');
  else if (!knownKind) problems.push(`kind must be "flow" or "coordinate", not ${show(kind)}`);

  const allowed = knownKind ? TOP_LEVEL[kind] : [...TOP_LEVEL.flow, ...TOP_LEVEL.coordinate];
  for (const property of Object.keys(body)) {
    if (allowed.includes(property)) continue;
    problems.push(
      `unknown property "${property}"${Object.hasOwn(MISPLACED_HINTS, property) ? MISPLACED_HINTS[property] : ''}`,
    );
  }

  const name = parseName(body.name, problems);
  const roles = parseRoles(body.roles, problems);
  const roleNames = roles.map((role) => role.name);

  if (!knownKind) throw badRequest(problems.join('; '));

  const list = kind === 'flow' ? 'variables' : 'fields';
  const inputs = parseInputs(body[list], list, kind, roleNames, problems);
  const found = kind === 'coordinate' ? parseFoundFieldsRequest(body, problems) : undefined;
  const template: NewTemplate = { name, kind, roles, inputs };
  let removedActiveContent: string[] = [];

  if (kind === 'flow') {
    template.body = parseBody(body.body, inputs, problems);
  } else {
    // The PDF reader is loaded by the first uploaded document, not by every send that reads a definition.
    const { combinedPdf, inspectTemplateDocuments } = await import('./uploaded-documents.ts');
    const work = options.work ?? inlineWork;
    const uploaded = await inspectTemplateDocuments(body, name, problems, work, options.converter);
    if (uploaded && found && (found.fieldsFrom.length > 0 || inputs.some((input) => input.anchor))) {
      // Tags and forms are taken out of the documents, and anchors read, before they are stored.
      const { applyFoundFields } = await import('./found-fields/apply.ts');
      const before = uploaded.documents.map((document) => document.bytes);
      const bytes = await applyFoundFields({
        documents: uploaded.documents,
        request: found,
        roles: roleNames,
        inputs,
        parse: (raw, at) => parseInput(raw, at, 'coordinate', roleNames, problems),
        problems,
        work,
      });
      if (bytes.some((pdf, index) => pdf !== before[index])) {
        bytes.forEach((pdf, index) => {
          uploaded.documents[index].bytes = pdf;
        });
        uploaded.pdf = await combinedPdf(work, bytes);
      }
      if (inputs.length > TEMPLATE_LIMITS.inputs) {
        problems.push(
          `fields has ${inputs.length} entries with those found in the documents, at most ${TEMPLATE_LIMITS.inputs} are allowed`,
        );
      }
    }
    if (uploaded) {
      template.pdf = uploaded.pdf;
      template.documents = uploaded.documents;
      removedActiveContent = uploaded.removed;
      const names = uploaded.documents.map((document) => document.name);
      placeFields(inputs, uploaded.pageSizes, names, body.pdf !== undefined, problems);
    }
    for (const input of inputs) delete input.document;
  }
  checkConditions(inputs, roleNames, list, problems);
  checkKindFields(roles, inputs, list, problems);

  if (problems.length > 0) throw badRequest(problems.join('; '));
  return { template, removedActiveContent };
}

function parseName(value: unknown, problems: string[]): string {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push('name is required (a non-empty string)');
    return '';
  }
  const name = value.trim();
  if (name.length > TEMPLATE_LIMITS.nameLength) {
    problems.push(`name must be at most ${TEMPLATE_LIMITS.nameLength} characters`);
  }
  return name;
}

function parseRoles(value: unknown, problems: string[]): Role[] {
  const max = TEMPLATE_LIMITS.roles;
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`roles is required: an array of 1 to ${max} roles such as [{"name": "Client"}]`);
    return [];
  }
  if (value.length > max) problems.push(`roles has ${value.length} roles, at most ${max} are allowed`);
  const roles: Role[] = [];
  const seen = new Set<string>();
  value.forEach((raw, index) => {
    const at = `roles[${index}]`;
    if (!isPlainObject(raw)) {
      problems.push(`${at} must be an object such as {"name": "Client"}`);
      return;
    }
    for (const property of Object.keys(raw)) {
      if (!ROLE_PROPERTIES.includes(property)) problems.push(`${at} has unknown property "${property}"`);
    }
    if (typeof raw.name !== 'string' || raw.name.trim() === '') {
      problems.push(`${at}.name is required (a non-empty string)`);
      return;
    }
    const name = raw.name.trim();
    if (name.length > TEMPLATE_LIMITS.roleNameLength) {
      problems.push(`${at}.name must be at most ${TEMPLATE_LIMITS.roleNameLength} characters`);
    }
    // Case-insensitive: "Client" and "client" would be told apart by nobody reading the document.
    if (seen.has(name.toLowerCase())) problems.push(`${at}.name "${name}" is a duplicate role`);
    seen.add(name.toLowerCase());
    const role: Role = { name };
    if (raw.kind !== undefined) {
      if (ROLE_KINDS.includes(raw.kind as RoleKind)) role.kind = raw.kind as RoleKind;
      else
        problems.push(
          `${at}.kind must be one of ${ROLE_KINDS.map((k) => `"${k}"`).join(', ')}, not ${show(raw.kind)}`,
        );
    }
    if (role.kind === 'witness') {
      if (typeof raw.witnessFor !== 'string' || raw.witnessFor.trim() === '') {
        problems.push(`${at}.witnessFor is required for a witness: the role whose signature they witness`);
      } else role.witnessFor = raw.witnessFor.trim();
    } else if (raw.witnessFor !== undefined) {
      problems.push(`${at}.witnessFor is only for a role of kind "witness"`);
    }
    roles.push(role);
  });
  checkWitnesses(roles, value, problems);
  return roles;
}

const ROLE_PROPERTIES = ['name', 'kind', 'witnessFor'];

/**
 * A witness's turn comes directly after the role they witness: `witnessFor` names an earlier role
 * that signs, and any role between the two is another witness of it.
 */
function checkWitnesses(roles: Role[], raw: unknown[], problems: string[]) {
  roles.forEach((role, index) => {
    if (!role.witnessFor) return;
    const at = `roles[${raw.findIndex((r) => isPlainObject(r) && typeof r.name === 'string' && r.name.trim() === role.name)}]`;
    const target = roles.findIndex((other) => other.name === role.witnessFor);
    if (role.witnessFor === role.name) {
      problems.push(
        `${at}.witnessFor "${role.witnessFor}" is the witness itself: a witness witnesses another role`,
      );
    } else if (target === -1) {
      problems.push(`${at}.witnessFor "${role.witnessFor}" is not one of the template's roles`);
    } else if (target > index) {
      problems.push(
        `${at}.witnessFor "${role.witnessFor}" comes after the witness: a witness signs directly after the role they witness`,
      );
    } else if (!kindSigns(roles[target].kind ?? 'signer')) {
      problems.push(
        `${at}.witnessFor "${role.witnessFor}" is ${roles[target].kind === 'approver' ? 'an' : 'a'} ${roles[target].kind}: a witness witnesses a signature`,
      );
    } else if (roles.slice(target + 1, index).some((between) => between.witnessFor !== role.witnessFor)) {
      problems.push(
        `${at}.witnessFor "${role.witnessFor}": a witness signs directly after the role they witness, so no other role may come between them`,
      );
    }
  });
}

/**
 * What a participant who signs nothing may be given (issue 45): a viewer reads and confirms, so any
 * field of theirs is a mistake in the template; an approver may fill fields but has no signature or
 * initials to put in a box.
 */
function checkKindFields(
  roles: Role[],
  inputs: Array<{ role?: string; type?: string }>,
  list: 'variables' | 'fields',
  problems: string[],
) {
  const kinds = new Map(roles.map((role) => [role.name, role.kind ?? 'signer']));
  inputs.forEach((input, index) => {
    const kind = input.role ? kinds.get(input.role) : undefined;
    if (kind === 'viewer') {
      problems.push(
        `${list}[${index}].role "${input.role}" is a viewer: a viewer reads the document and fills no ${list}`,
      );
    } else if (kind === 'approver' && (input.type === 'signature' || input.type === 'initials')) {
      problems.push(
        `${list}[${index}].role "${input.role}" is an approver: an approver signs nothing, so has no ${input.type} field`,
      );
    }
  });
}

function parseInputs(
  value: unknown,
  list: 'variables' | 'fields',
  kind: TemplateKind,
  roleNames: string[],
  problems: string[],
): Input[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${list} must be an array`);
    return [];
  }
  if (value.length > TEMPLATE_LIMITS.inputs) {
    problems.push(`${list} has ${value.length} entries, at most ${TEMPLATE_LIMITS.inputs} are allowed`);
  }
  const inputs: Input[] = [];
  const seen = new Set<string>();
  value.forEach((raw, index) => {
    const input = parseInput(raw, `${list}[${index}]`, kind, roleNames, problems);
    if (!input) return;
    if (input.key && seen.has(input.key)) {
      problems.push(`${list}[${index}].${keyProperty(kind)} "${input.key}" is used twice`);
    }
    seen.add(input.key);
    inputs.push(input);
  });
  return inputs;
}

function keyProperty(kind: TemplateKind): 'key' | 'name' {
  return kind === 'flow' ? 'key' : 'name';
}

function parseInput(
  raw: unknown,
  at: string,
  kind: TemplateKind,
  roleNames: string[],
  problems: string[],
): Input | undefined {
  if (!isPlainObject(raw)) {
    problems.push(`${at} must be an object`);
    return undefined;
  }
  const keyName = keyProperty(kind);
  const boxKeys = Object.keys(raw).filter((p) => (BOX_KEYS as readonly string[]).includes(p));
  if (kind === 'flow' && boxKeys.length > 0) {
    problems.push(`${at} has ${boxKeys.join(', ')}: flow variables have no coordinates`);
  }
  for (const property of Object.keys(raw)) {
    const known =
      property === keyName ||
      INPUT_PROPERTIES.includes(property) ||
      boxKeys.includes(property) ||
      ((property === 'document' || property === 'anchor') && kind === 'coordinate');
    if (!known) problems.push(`${at} has unknown property "${property}"`);
  }

  const key = raw[keyName];
  if (typeof key !== 'string' || key === '') problems.push(`${at}.${keyName} is required`);
  else if (!KEY_PATTERN.test(key) || key.length > TEMPLATE_LIMITS.keyLength) {
    problems.push(
      `${at}.${keyName} "${key}" must start with a letter, contain only letters, digits and _, and be at most ${TEMPLATE_LIMITS.keyLength} characters`,
    );
  }

  const label = raw.label;
  if (typeof label !== 'string' || label.trim() === '') problems.push(`${at}.label is required`);
  else if (label.length > TEMPLATE_LIMITS.labelLength) {
    problems.push(`${at}.label must be at most ${TEMPLATE_LIMITS.labelLength} characters`);
  }

  const type = raw.type;
  const knownType = typeof type === 'string' && (INPUT_TYPES as readonly string[]).includes(type);
  if (type === undefined) problems.push(`${at}.type is required (one of ${INPUT_TYPES.join(', ')})`);
  else if (!knownType) problems.push(`${at}.type ${show(type)} must be one of ${INPUT_TYPES.join(', ')}`);

  if (raw.required !== undefined && typeof raw.required !== 'boolean') {
    problems.push(`${at}.required must be true or false`);
  }

  const input: Input = {
    key: typeof key === 'string' ? key : '',
    label: typeof label === 'string' ? label.trim() : '',
    type: (knownType ? type : 'text') as InputType,
    required: raw.required !== false,
  };

  const typeGiven = knownType ? (type as InputType) : undefined;
  if (isChoiceType(typeGiven)) Object.assign(input, parseChoices(raw, at, typeGiven, kind, problems));
  else {
    const options = parseOptions(raw.options, at, typeGiven, problems);
    if (options) input.options = options;
    parseChoices(raw, at, typeGiven, kind, problems);
  }

  if (raw.role !== undefined) {
    if (typeof raw.role !== 'string' || raw.role.trim() === '')
      problems.push(`${at}.role must be a role name`);
    else if (!roleNames.includes(raw.role.trim())) {
      const known = roleNames.length > 0 ? ` (${roleNames.join(', ')})` : '';
      problems.push(`${at}.role "${raw.role}" is not one of the template's roles${known}`);
    } else input.role = raw.role.trim();
  } else if (type === 'signature' || type === 'initials') {
    problems.push(`${at} is a ${type} field and needs a role: the signer who signs it`);
  } else if (type === 'file') {
    problems.push(`${at} is a file field and needs a role: the signer who uploads the files`);
  }
  const maxFiles = parseMaxFiles(raw, at, knownType ? (type as InputType) : undefined, problems);
  if (maxFiles !== undefined) input.maxFiles = maxFiles;

  Object.assign(input, parseNumberRule(raw, at, knownType ? (type as InputType) : undefined, problems));
  const editable = parseEditable(raw, at, knownType ? (type as InputType) : undefined, problems);
  if (editable !== undefined) input.editable = editable;
  Object.assign(input, parseInputRules(raw, at, knownType ? (type as InputType) : undefined, problems));

  if (kind === 'coordinate' && raw.anchor !== undefined) {
    const given = ['document', 'page', 'x', 'y'].filter((property) => raw[property] !== undefined);
    if (given.length > 0) problems.push(`${at} has an anchor and ${given.join(', ')}: give one or the other`);
    Object.assign(input, parseBox(raw, at, problems, ['width', 'height']));
    const anchor = parseAnchor(raw.anchor, at, problems);
    if (anchor) input.anchor = anchor;
  } else if (kind === 'coordinate') {
    Object.assign(input, parseBox(raw, at, problems));
    const document = raw.document;
    if (document !== undefined) {
      if (typeof document !== 'number' || !Number.isInteger(document) || document < 1) {
        problems.push(`${at}.document must be a whole number from 1 (the documents count from 1)`);
      } else input.document = document;
    }
  }
  return input;
}

/** `min`, `max` and `integer` of a number input: finite bounds with min <= max, a whole number possible. */
function parseNumberRule(
  raw: Record<string, unknown>,
  at: string,
  type: InputType | undefined,
  problems: string[],
): Pick<TemplateInput, 'min' | 'max' | 'integer'> {
  const given = RANGE_PROPERTIES.filter((property) => raw[property] !== undefined);
  if (given.length === 0) return {};
  if (type !== 'number') {
    if (type !== undefined) {
      problems.push(
        `${at}.${given.join(', ')} only appl${given.length === 1 ? 'ies' : 'y'} to number fields`,
      );
    }
    return {};
  }
  const rule: Pick<TemplateInput, 'min' | 'max' | 'integer'> = {};
  for (const bound of ['min', 'max'] as const) {
    const value = raw[bound];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value))
      problems.push(`${at}.${bound} must be a number`);
    else rule[bound] = value;
  }
  if (raw.integer !== undefined) {
    if (typeof raw.integer !== 'boolean') problems.push(`${at}.integer must be true or false`);
    else rule.integer = raw.integer;
  }
  const { min, max } = rule;
  if (min !== undefined && max !== undefined && min > max) {
    problems.push(`${at}.min (${min}) must not be greater than max (${max})`);
  } else if (rule.integer && min !== undefined && max !== undefined && Math.ceil(min) > Math.floor(max)) {
    problems.push(`${at} is for whole numbers but no whole number lies between ${min} and ${max}`);
  }
  return rule;
}

/** `maxFiles` of a file input: how many files the signer may attach, 1 to 5 (default 1). */
function parseMaxFiles(
  raw: Record<string, unknown>,
  at: string,
  type: InputType | undefined,
  problems: string[],
): number | undefined {
  const value = raw.maxFiles;
  if (value === undefined || type === undefined) return undefined;
  if (type !== 'file') {
    problems.push(`${at}.maxFiles only applies to file fields`);
    return undefined;
  }
  const most = ATTACHMENT_LIMITS.maxFiles;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > most) {
    problems.push(`${at}.maxFiles must be a whole number from 1 to ${most}`);
    return undefined;
  }
  return value;
}

/** `editable` of a signer's date (which starts as the signing date): true or false, nowhere else. */
function parseEditable(
  raw: Record<string, unknown>,
  at: string,
  type: InputType | undefined,
  problems: string[],
): boolean | undefined {
  const value = raw.editable;
  if (value === undefined || type === undefined) return undefined;
  if (type !== 'date' || raw.role === undefined) {
    problems.push(`${at}.editable only applies to date fields filled by a signer (with a role)`);
    return undefined;
  }
  if (typeof value !== 'boolean') {
    problems.push(`${at}.editable must be true or false`);
    return undefined;
  }
  return value;
}

function parseOptions(value: unknown, at: string, type: InputType | undefined, problems: string[]) {
  if (type !== 'select') {
    if (value !== undefined) problems.push(`${at}.options only apply to select, radio and multiple fields`);
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${at} is a select and needs a non-empty options array`);
    return undefined;
  }
  if (value.length > TEMPLATE_LIMITS.options) {
    problems.push(
      `${at}.options has ${value.length} entries, at most ${TEMPLATE_LIMITS.options} are allowed`,
    );
  }
  const valid = value.every(
    (option) =>
      typeof option === 'string' && option.trim() !== '' && option.length <= TEMPLATE_LIMITS.optionLength,
  );
  if (!valid) {
    problems.push(
      `${at}.options must be non-empty strings of at most ${TEMPLATE_LIMITS.optionLength} characters`,
    );
    return undefined;
  }
  const options = value as string[];
  if (new Set(options).size !== options.length) problems.push(`${at}.options has duplicates`);
  return options;
}

function parseBox(
  raw: Record<string, unknown>,
  at: string,
  problems: string[],
  keys: readonly (typeof BOX_KEYS)[number][] = BOX_KEYS,
): Partial<FieldBox> {
  const box: Partial<FieldBox> = {};
  for (const property of keys) {
    const value = raw[property];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push(
        `${at}.${property} is required (a number of PDF points${property === 'page' ? ', pages count from 1' : ''})`,
      );
    } else if (property === 'page' && (!Number.isInteger(value) || value < 1)) {
      problems.push(`${at}.page must be a whole number from 1`);
    } else if ((property === 'width' || property === 'height') && value <= 0) {
      problems.push(`${at}.${property} must be greater than 0`);
    } else if ((property === 'x' || property === 'y') && value < 0) {
      problems.push(`${at}.${property} must be 0 or more (the origin is the page's top-left corner)`);
    } else box[property] = value;
  }
  return box;
}

function parseBody(value: unknown, inputs: Input[], problems: string[]): string {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push('body is required (Markdown with {{key}} placeholders)');
    return '';
  }
  if (value.length > TEMPLATE_LIMITS.bodyLength) {
    problems.push(`body must be at most ${TEMPLATE_LIMITS.bodyLength} characters`);
  }
  const declared = new Set(inputs.map((input) => input.key));
  for (const key of placeholders(value)) {
    if (!KEY_PATTERN.test(key)) problems.push(`body has a malformed placeholder {{${key}}}`);
    else if (!declared.has(key)) problems.push(`body uses {{${key}}}, which is not a declared variable`);
  }
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function show(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}
