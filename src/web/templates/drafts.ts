// Saving a draft from the application's editors: the definition the editor sends is a CONTRACT §4
// create body (without the PDF, which stays the stored one unless a replacement is given), checked by
// the API's own parseTemplateDefinition and stored with updateDraftTemplate. A refused save keeps
// what was sent as the draft's working copy and answers the problems, each placed where it belongs.

import { Buffer } from 'node:buffer';
import { converterOptions } from '../../documents/convert.ts';
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { AppError } from '../../platform/errors.ts';
import type { SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { parseTemplateDefinition, TEMPLATE_LIMITS } from '../../templates/definition.ts';
import { keepWorkingCopy, templatePdf, updateDraftTemplate } from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';

export type Definition = Record<string, unknown>;

/** A problem of a refused definition and what it concerns: `name`, `roles[1]`, `fields[3]`, `body`… */
export interface Problem {
  at: string;
  text: string;
  /** The flow editor's input the problem concerns (`role-1`, `body`, `variable-0-key`), if any. */
  field?: string;
  /** The same sentence as markup, the person's own words (names, keys) isolated in <bdi>. */
  markup?: SafeHtml;
}

/** A problem as the page's script receives it (no markup). */
export const plainProblem = ({ at, text, field }: Problem) => ({ at, text, ...(field ? { field } : {}) });

export type SaveOutcome = { ok: true; template: Template } | { ok: false; problems: Problem[] };

/** The area a definition problem concerns, read from its start ("fields[2].x is required" → fields[2]). */
export function problemsOf(message: string): Problem[] {
  return message.split('; ').map((text) => {
    const match =
      /^(roles\[\d+\]|fields\[\d+\]|variables\[\d+\]|name|body|pdf|roles|fields|variables)(?=[.\s]|$)/.exec(
        text,
      );
    return { at: match?.[1] ?? 'template', text };
  });
}

type FlowProblemKey = MessageKey extends infer K
  ? K extends `templates.flow.problem.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * How an API problem of a written template (CONTRACT §4 wording, 0-based paths) reads in the flow
 * editor: the input it concerns and a sentence in the page's language, counting from 1. The API's
 * words stay as they are; a problem the form cannot cause keeps them, said as a template problem.
 */
const FLOW_RULES: Array<{
  pattern: RegExp;
  field: (m: RegExpExecArray) => string | undefined;
  key: FlowProblemKey;
  values?: (m: RegExpExecArray) => Record<string, string | number>;
}> = [
  { pattern: /^name is required/, field: () => 'name', key: 'name' },
  {
    pattern: /^name must be at most/,
    field: () => 'name',
    key: 'nameLong',
    values: () => ({ max: TEMPLATE_LIMITS.nameLength }),
  },
  { pattern: /^roles is required/, field: () => 'add-role', key: 'roles' },
  {
    pattern: /^roles has \d+ roles/,
    field: () => 'add-role',
    key: 'tooManyRoles',
    values: () => ({ max: TEMPLATE_LIMITS.roles }),
  },
  { pattern: /^roles\[(\d+)\]\.name is required/, field: (m) => `role-${m[1]}`, key: 'roleName' },
  {
    pattern: /^roles\[(\d+)\]\.name must be at most/,
    field: (m) => `role-${m[1]}`,
    key: 'roleNameLong',
    values: () => ({ max: TEMPLATE_LIMITS.roleNameLength }),
  },
  {
    pattern: /^roles\[(\d+)\]\.name ".*" is a duplicate role$/,
    field: (m) => `role-${m[1]}`,
    key: 'roleTwice',
  },
  {
    pattern: /^variables has \d+ entries/,
    field: () => 'add-variable',
    key: 'tooManyVariables',
    values: () => ({ max: TEMPLATE_LIMITS.inputs }),
  },
  {
    pattern: /^variables\[(\d+)\]\.key ".*" is used twice$/,
    field: (m) => `variable-${m[1]}-key`,
    key: 'keyTwice',
  },
  {
    pattern: /^variables\[(\d+)\]\.key is required/,
    field: (m) => `variable-${m[1]}-key`,
    key: 'keyMissing',
  },
  {
    pattern: /^variables\[(\d+)\]\.key ".*" must start with a letter/,
    field: (m) => `variable-${m[1]}-key`,
    key: 'keyInvalid',
    values: () => ({ max: TEMPLATE_LIMITS.keyLength }),
  },
  {
    pattern: /^variables\[(\d+)\]\.label is required/,
    field: (m) => `variable-${m[1]}-label`,
    key: 'labelMissing',
  },
  {
    pattern: /^variables\[(\d+)\]\.label must be at most/,
    field: (m) => `variable-${m[1]}-label`,
    key: 'labelLong',
    values: () => ({ max: TEMPLATE_LIMITS.labelLength }),
  },
  { pattern: /^variables\[(\d+)\]\.type /, field: (m) => `variable-${m[1]}-type`, key: 'type' },
  {
    pattern: /^variables\[(\d+)\]\.role "(.*)" is not one of the template's roles/,
    field: (m) => `variable-${m[1]}-role`,
    key: 'roleGone',
    values: (m) => ({ role: m[2] }),
  },
  {
    pattern: /^variables\[(\d+)\]\.role must be a role name/,
    field: (m) => `variable-${m[1]}-role`,
    key: 'needsRole',
  },
  {
    pattern: /^variables\[(\d+)\] is a (signature|initials) field and needs a role/,
    field: (m) => `variable-${m[1]}-role`,
    key: 'needsRole',
  },
  {
    pattern: /^variables\[(\d+)\] is a select and needs a non-empty options/,
    field: (m) => `variable-${m[1]}-options`,
    key: 'options',
  },
  {
    pattern: /^variables\[(\d+)\]\.options has \d+ entries/,
    field: (m) => `variable-${m[1]}-options`,
    key: 'tooManyOptions',
    values: () => ({ max: TEMPLATE_LIMITS.options }),
  },
  {
    pattern: /^variables\[(\d+)\]\.options must be non-empty strings/,
    field: (m) => `variable-${m[1]}-options`,
    key: 'optionLong',
    values: () => ({ max: TEMPLATE_LIMITS.optionLength }),
  },
  {
    pattern: /^variables\[(\d+)\]\.options has duplicates/,
    field: (m) => `variable-${m[1]}-options`,
    key: 'optionTwice',
  },
  {
    // Issue 45: a role's kind and whom a witness witnesses, in the API's words, next to the choice.
    pattern: /^roles\[(\d+)\]\.(witnessFor|kind)\b/,
    field: (m) => (m[2] === 'kind' ? `role-${m[1]}-kind` : `role-${m[1]}-witness-for`),
    key: 'other',
    values: (m) => ({ detail: m.input }),
  },
  {
    pattern: /^variables\[(\d+)\]\.role ".*" is an? (viewer|approver)/,
    field: (m) => `variable-${m[1]}-role`,
    key: 'other',
    values: (m) => ({ detail: m.input }),
  },
  {
    // Issue 34's rules: said in the API's words, next to the rule's own input.
    pattern:
      /^variables\[(\d+)\]\.(minSelected|maxSelected|region|maxFiles|pattern|patternMessage|readonly|min|max|integer|editable|showIf)\b/,
    field: (m) => `variable-${m[1]}-${m[2]}`,
    key: 'other',
    values: (m) => ({ detail: m.input }),
  },
  { pattern: /^body is required/, field: () => 'body', key: 'bodyMissing' },
  {
    pattern: /^body must be at most/,
    field: () => 'body',
    key: 'bodyLong',
    values: () => ({ max: TEMPLATE_LIMITS.bodyLength }),
  },
  {
    pattern: /^body has a malformed placeholder (\{\{.*\}\})$/,
    field: () => 'body',
    key: 'placeholderInvalid',
    values: (m) => ({ placeholder: m[1] }),
  },
  {
    pattern: /^body uses (\{\{.*\}\}), which is not a declared variable$/,
    field: () => 'body',
    key: 'undeclared',
    values: (m) => ({ placeholder: m[1] }),
  },
];

/** The problems of a refused written template, each placed at its input and said in plain words. */
export function flowProblems(message: string, t: Translator): Problem[] {
  return problemsOf(message).map(({ at, text }) => {
    for (const rule of FLOW_RULES) {
      const m = rule.pattern.exec(text);
      if (!m) continue;
      // Rows are counted from 1 on the page, as their labels are ("Role 2").
      const index = /^\w+\[(\d+)\]/.exec(text)?.[1];
      const values = { ...(index === undefined ? {} : { n: Number(index) + 1 }), ...rule.values?.(m) };
      const key = `templates.flow.problem.${rule.key}` as MessageKey;
      return { at, field: rule.field(m), text: t.t(key, values), markup: t.tHtml(key, values) };
    }
    const key = 'templates.flow.problem.other' as MessageKey;
    return { at, text: t.t(key, { detail: text }), markup: t.tHtml(key, { detail: text }) };
  });
}

/** The definition of a stored template, as the editors edit it (the API's create body, no PDF). */
export function definitionOf(template: Template): Definition {
  const inputs = template.inputs.map(({ key, page, x, y, width, height, ...rest }) =>
    template.kind === 'flow' ? { key, ...rest } : { name: key, ...rest, page, x, y, width, height },
  );
  return template.kind === 'flow'
    ? {
        name: template.name,
        kind: 'flow',
        roles: template.roles,
        body: template.body ?? '',
        variables: inputs,
      }
    : { name: template.name, kind: 'coordinate', roles: template.roles, fields: inputs };
}

export async function saveDraft(
  services: Pick<Services, 'db' | 'documents' | 'config' | 'work'>,
  t: Translator,
  template: Template,
  definition: Definition,
  replacementPdf?: string,
): Promise<SaveOutcome> {
  if (template.status !== 'draft') throw new AppError(409, t.t('templates.notDraft'));
  const { pdf: _ignored, ...editable } = definition;
  const body: Definition = { ...editable, kind: template.kind };
  if (template.kind === 'coordinate') {
    const stored = await templatePdf(services.documents, template);
    body.pdf = replacementPdf ?? Buffer.from(stored ?? new Uint8Array()).toString('base64');
  }
  let parsed: Awaited<ReturnType<typeof parseTemplateDefinition>>['template'];
  try {
    ({ template: parsed } = await parseTemplateDefinition(body, {
      converter: converterOptions(services.config, template.workspaceId),
      work: services.work.for(template.workspaceId),
    }));
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
    await keepWorkingCopy(services.db, template.workspaceId, template.id, {
      ...editable,
      kind: template.kind,
    });
    return {
      ok: false,
      problems: template.kind === 'flow' ? flowProblems(error.message, t) : problemsOf(error.message),
    };
  }
  if (replacementPdf === undefined) delete parsed.pdf;
  const saved = await services.db.transaction((tx) =>
    updateDraftTemplate(tx, services.documents, template.workspaceId, template.id, parsed),
  );
  if (!saved) throw new AppError(409, t.t('templates.notDraft'));
  return { ok: true, template: saved };
}
