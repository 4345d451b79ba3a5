// The documents of a coordinate draft in the builder (issue 32 item 5): added (a file of any format
// the API takes, converted by the same seam), renamed, reordered and removed. Each change is one
// request carrying the builder's definition and the new list of documents, each either one the draft
// has (`from`, 1-based) or a new file; the fields follow their document (a removed document's fields
// go), and the whole is checked by the API's parseTemplateDefinition and stored as the draft.
import { Buffer } from 'node:buffer';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { converterOptions } from '../../documents/convert.ts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { parseTemplateDefinition } from '../../templates/definition.ts';
import { locatePage } from '../../templates/documents.ts';
import { findTemplate, updateDraftTemplate, withDocumentsRead } from '../../templates/repository.ts';
import type { Template, TemplateDocument } from '../../templates/types.ts';
import { mayManage, templateCreator } from '../../workspaces/roles.ts';
import { JsonBody } from '../account/schemas.ts';
import { me } from '../http.ts';
import { type Definition, definitionOf, plainProblem, problemsOf } from './drafts.ts';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** One entry of the new list: a document the draft has, renamed or not, or a new file. */
type Entry = { from: number; name: string } | { name: string; file: string; filename: string };

/** What the builder shows of a document: its name and its page count. */
export const documentsShown = (documents: TemplateDocument[]) =>
  documents.map(({ name, pages }) => ({ name, pages }));

/** The builder's fields (absolute pages) placed in the new list: `document` and page within it. */
export function fieldsFollowing(
  fields: Array<Record<string, unknown>>,
  old: Array<{ pages: number }>,
  entries: Entry[],
): { fields: Array<Record<string, unknown>>; removed: number } {
  const kept: Array<Record<string, unknown>> = [];
  for (const field of fields) {
    const at = locatePage(old, Number(field.page));
    const index = entries.findIndex((entry) => 'from' in entry && entry.from === at.document);
    if (index < 0) continue;
    kept.push({ ...field, document: index + 1, page: at.page });
  }
  return { fields: kept, removed: fields.length - kept.length };
}

function entriesOf(value: unknown, count: number): Entry[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const entries: Entry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { from, name, file, filename } = item as Record<string, unknown>;
    if (typeof name !== 'string') return undefined;
    if (Number.isInteger(from) && (from as number) >= 1 && (from as number) <= count)
      entries.push({ from: from as number, name });
    else if (typeof file === 'string' && typeof filename === 'string') entries.push({ name, file, filename });
    else return undefined;
  }
  return entries;
}

export async function templateDocumentPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, documents } = services;

  const draft = async (request: FastifyRequest, id: string): Promise<Template> => {
    const member = me(request);
    const template = await findTemplate(db, member.workspaceId, id);
    if (template?.kind !== 'coordinate') throw new AppError(404, request.t.t('problems.notFound'));
    if (!mayManage(member, await templateCreator(db, member.workspaceId, id)))
      throw new AppError(403, request.t.t('roles.notPermitted'));
    if (template.status !== 'draft') throw new AppError(409, request.t.t('templates.notDraft'));
    return template;
  };
  const refusal = (reply: FastifyReply, problems: Array<{ at: string; text: string }>) =>
    reply
      .status(400)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ ok: false, problems }));

  // Fifty megabytes of documents in all, as base64, with room for the definition.
  app.post(
    '/templates/:id/documents',
    { schema: { params: Params, body: JsonBody }, bodyLimit: 72 * 1024 * 1024, config: { json: true } },
    async (request, reply) => {
      const template = await withDocumentsRead(db, documents, await draft(request, request.params.id));
      const body = (request.body ?? {}) as { definition?: Definition; documents?: unknown };
      const definition = (body.definition ?? {}) as Definition;
      const entries = entriesOf(body.documents, template.documents.length);
      if (!entries) return refusal(reply, [{ at: 'documents', text: request.t.t('documents.refused') }]);
      const given = Array.isArray(definition.fields)
        ? (definition.fields as Array<Record<string, unknown>>)
        : [];
      const { fields, removed } = fieldsFollowing(given, template.documents, entries);
      const list = [];
      for (const entry of entries) {
        if ('from' in entry) {
          const bytes = await documents.get(template.documents[entry.from - 1].documentId);
          if (!bytes) throw new Error(`Template ${template.id} has lost a document`);
          list.push({ name: entry.name, pdf: Buffer.from(bytes).toString('base64') });
        } else list.push({ name: entry.name, file: entry.file, filename: entry.filename });
      }
      const { pdf: _pdf, documents: _documents, ...rest } = definition;
      let parsed: Awaited<ReturnType<typeof parseTemplateDefinition>>['template'];
      try {
        ({ template: parsed } = await parseTemplateDefinition(
          {
            ...rest,
            kind: 'coordinate',
            fields,
            documents: list,
          },
          {
            converter: converterOptions(services.config, template.workspaceId),
            work: services.work.for(template.workspaceId),
          },
        ));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        return refusal(reply, problemsOf(error.message).map(plainProblem));
      }
      // A document kept keeps what it was made from (its original filename and SHA-256).
      entries.forEach((entry, i) => {
        if (!('from' in entry) || !parsed.documents?.[i]) return;
        const { filename, originalSha256 } = template.documents[entry.from - 1];
        Object.assign(parsed.documents[i], {
          ...(filename ? { filename } : {}),
          ...(originalSha256 ? { originalSha256 } : {}),
        });
      });
      const saved = await db.transaction((tx) =>
        updateDraftTemplate(tx, documents, template.workspaceId, template.id, parsed),
      );
      if (!saved) throw new AppError(409, request.t.t('templates.notDraft'));
      return reply.send({
        ok: true,
        definition: definitionOf(saved),
        documents: documentsShown(saved.documents),
        removedFields: removed,
      });
    },
  );
}
