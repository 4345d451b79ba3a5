// Saving a draft from the application's editors: the definition the editor sends is a CONTRACT §4
// create body (without the PDF, which stays the stored one unless a replacement is given), checked by
// the API's own parseTemplateDefinition and stored with updateDraftTemplate. A refused save keeps
// what was sent as the draft's working copy and answers the problems, each placed where it belongs.
import { Buffer } from 'node:buffer';
import type { Translator } from '../../i18n/catalogue.ts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { parseTemplateDefinition } from '../../templates/definition.ts';
import { keepWorkingCopy, templatePdf, updateDraftTemplate } from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';

export type Definition = Record<string, unknown>;

/** A problem of a refused definition and what it concerns: `name`, `roles[1]`, `fields[3]`, `body`… */
export interface Problem {
  at: string;
  text: string;
}

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
  services: Pick<Services, 'db' | 'documents'>,
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
    ({ template: parsed } = await parseTemplateDefinition(body));
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
    await keepWorkingCopy(services.db, template.workspaceId, template.id, {
      ...editable,
      kind: template.kind,
    });
    return { ok: false, problems: problemsOf(error.message) };
  }
  if (replacementPdf === undefined) delete parsed.pdf;
  const saved = await services.db.transaction((tx) =>
    updateDraftTemplate(tx, services.documents, template.workspaceId, template.id, parsed),
  );
  if (!saved) throw new AppError(409, t.t('templates.notDraft'));
  return { ok: true, template: saved };
}
