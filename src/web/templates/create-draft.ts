// A new draft from the application (the templates page's "New template", and "Send a document" on
// the requests page, whose draft is marked one-off): checked by the API's parseTemplateDefinition,
// stored with its creator in one transaction. A refused definition throws the API's 400.
import { converterOptions } from '../../documents/convert.ts';
import type { Services } from '../../platform/services.ts';
import { markOneOff } from '../../requests/one-off.ts';
import { parseTemplateDefinition } from '../../templates/definition.ts';
import { createTemplate } from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';
import { recordTemplateCreator } from '../../workspaces/roles.ts';

export async function createDraft(
  services: Services,
  member: { workspaceId: string; memberId: string },
  definition: Record<string, unknown>,
  options: { oneOff?: boolean } = {},
): Promise<{ template: Template; removedActiveContent: string[] }> {
  const { template: parsed, removedActiveContent } = await parseTemplateDefinition(definition, {
    converter: converterOptions(services.config, member.workspaceId),
    work: services.work.for(member.workspaceId),
  });
  const template = await services.db.transaction(async (tx) => {
    const made = await createTemplate(tx, services.clock, services.documents, member.workspaceId, parsed);
    await recordTemplateCreator(tx, made.id, member.memberId);
    if (options.oneOff) await markOneOff(tx, member.workspaceId, made.id);
    return made;
  });
  return { template, removedActiveContent };
}
