// A template as the API shows it (CONTRACT §4): the same shape for the routes and the export.
import { locatePage } from './documents.ts';
import type { Role, Template, TemplateInput } from './types.ts';

/** The optional properties of an input, each only when set (a number's range, a signer's date rule, choices, files). */
function optional(input: TemplateInput) {
  const { options, role, min, max, integer, editable, maxFiles } = input;
  return {
    ...(options ? { options } : {}),
    ...(role ? { role } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(integer !== undefined ? { integer } : {}),
    ...(editable !== undefined ? { editable } : {}),
    ...(maxFiles !== undefined ? { maxFiles } : {}),
    ...rules(input),
    ...choiceRules(input),
  };
}

/** A multiple's range and a coordinate choice's option boxes, each only when set. */
function choiceRules({ minSelected, maxSelected, optionBoxes }: TemplateInput) {
  return {
    ...(minSelected !== undefined ? { minSelected } : {}),
    ...(maxSelected !== undefined ? { maxSelected } : {}),
    ...(optionBoxes ? { optionBoxes } : {}),
  };
}

/** The rules of issue 34 (rule-definition.ts), each only when set. */
function rules({ region, pattern, patternMessage, showIf, readonly }: TemplateInput) {
  return {
    ...(region !== undefined ? { region } : {}),
    ...(pattern !== undefined ? { pattern } : {}),
    ...(patternMessage !== undefined ? { patternMessage } : {}),
    ...(showIf !== undefined ? { showIf } : {}),
    ...(readonly ? { readonly } : {}),
  };
}

/** Each role with its kind, `signer` for roles stored before kinds existed (issue 45). */
export function rolesView(roles: readonly Role[]) {
  return roles.map(({ name, kind, witnessFor }) => ({
    name,
    kind: kind ?? 'signer',
    ...(witnessFor !== undefined ? { witnessFor } : {}),
  }));
}

/** The template's public shape: `variables` (flow, keyed by `key`) or `fields` (coordinate, by `name`). */
export function templateView(t: Template) {
  const base = { id: t.id, name: t.name, kind: t.kind, status: t.status, roles: rolesView(t.roles) };
  const times = { createdAt: t.createdAt, publishedAt: t.publishedAt };
  if (t.kind === 'flow') {
    const variables = t.inputs.map((input) => ({
      key: input.key,
      label: input.label,
      type: input.type,
      required: input.required,
      ...optional(input),
    }));
    return { ...base, variables, ...times };
  }
  // Stored pages are absolute (across the combined PDF); shown, within the field's document.
  const documents = t.documents.map(({ name, pages, filename }) => ({
    name,
    pages,
    ...(filename !== undefined ? { filename } : {}),
  }));
  const fields = t.inputs.map((input) => ({
    name: input.key,
    label: input.label,
    type: input.type,
    required: input.required,
    ...optional(input),
    ...(input.page !== undefined ? locatePage(t.documents, input.page) : {}),
    x: input.x,
    y: input.y,
    width: input.width,
    height: input.height,
  }));
  return { ...base, documents, fields, ...times };
}
