// /api/v1/templates (CONTRACT §4): create, list, read, publish, archive, render. Never metered.
// A key acts as its member (issue 25): a plain member's key publishes and archives only the templates
// that member created (403 not_permitted); reading, listing and rendering stay workspace-wide.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { converterOptions } from '../documents/convert.ts';
import { coded, notFound } from '../platform/errors.ts';
import { pdfResponse } from '../platform/http/openapi-documents.ts';
import { Body, errorResponses, NullableTimestamp, Paging, Timestamp } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { assertManagesTemplate, recordTemplateCreator } from '../workspaces/roles.ts';
import { parseTemplateDefinition } from './definition.ts';
import {
  CreateTemplateBody,
  InputRuleProperties,
  OptionBoxSchema,
  RoleKind,
  RoleKindProperties,
} from './openapi-body.ts';
import { renderTask } from './render/render-task.ts';
import {
  createTemplate,
  findTemplate,
  listTemplates,
  setTemplateStatus,
  templatePdf,
  withDocumentsRead,
} from './repository.ts';
import type { Template } from './types.ts';
import { assertValidValuesIn } from './values.ts';
import { templateView } from './view.ts';

const tags = ['templates'];
const Status = Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('archived')]);
const Params = Type.Object({ id: Type.String({ maxLength: 100 }) });
const InputProperties = {
  label: Type.String(),
  type: Type.String(),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String())),
  role: Type.Optional(Type.String()),
  minSelected: Type.Optional(Type.Integer({ description: 'multiple: the fewest options to choose' })),
  maxSelected: Type.Optional(Type.Integer({ description: 'multiple: the most options to choose' })),
  optionBoxes: Type.Optional(
    Type.Array(OptionBoxSchema, {
      description:
        "coordinate radio and multiple: each option's box on the field's page, in the options' order",
    }),
  ),
  min: Type.Optional(Type.Number({ description: 'number: the smallest value allowed' })),
  max: Type.Optional(Type.Number({ description: 'number: the largest value allowed' })),
  integer: Type.Optional(Type.Boolean({ description: 'number: whole numbers only' })),
  editable: Type.Optional(
    Type.Boolean({
      description:
        "a signer's date: it starts as the signing date; false: the signer cannot change it (unset: true)",
    }),
  ),
  ...InputRuleProperties,
  maxFiles: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 5,
      description:
        'file: how many files the signer may attach (1–5, unset: 1); the value at complete is the list of their ids',
    }),
  ),
};
const Input = Type.Object(InputProperties, { additionalProperties: true });
/** A coordinate template's field: an input with its place (box coordinates are listed as they come). */
const Field = Type.Object(
  {
    ...InputProperties,
    document: Type.Optional(
      Type.Integer({ description: 'coordinate: the document the field is on (from 1; unset on create: 1)' }),
    ),
    page: Type.Optional(Type.Integer({ description: 'coordinate: the page within its document (from 1)' })),
  },
  { additionalProperties: true },
);
const TemplateShape = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('flow'), Type.Literal('coordinate')]),
  status: Status,
  roles: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: RoleKind,
      witnessFor: RoleKindProperties.witnessFor,
    }),
  ),
  variables: Type.Optional(Type.Array(Input)),
  documents: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        pages: Type.Integer({ description: 'its page count' }),
        filename: Type.Optional(Type.String({ description: 'the original filename, when given' })),
      }),
      { description: 'coordinate: its documents in order (the rendered and executed file joins them)' },
    ),
  ),
  fields: Type.Optional(Type.Array(Field)),
  createdAt: Timestamp,
  publishedAt: NullableTimestamp,
});

export async function templateRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, documents } = services;

  const mine = async (workspaceId: string, id: string) => {
    const template = await findTemplate(db, workspaceId, id);
    if (!template) throw notFound('Template');
    return withDocumentsRead(db, documents, template);
  };
  /** As shown: a template made before documents has its one document's pages counted first. */
  const view = async (template: Template) => templateView(await withDocumentsRead(db, documents, template));

  app.post(
    '/templates',
    {
      config: { scope: 'templates:write' },
      // A coordinate template carries its documents (at most 50 MiB in all) base64-encoded in the JSON
      // body: 4/3 of that, and room for the rest of the definition.
      bodyLimit: 72 * 1024 * 1024,
      schema: {
        tags,
        operationId: 'createTemplate',
        summary: 'Create a draft template',
        description:
          'Flow (Markdown with {{key}} placeholders) or coordinate (PDF with fields). See CONTRACT §4. ' +
          'A coordinate template takes exactly one of `pdf` (one document named after the template) and ' +
          '`documents`: 1 to 20 entries `{name, pdf}` or `{name, file, filename}` (file in base64, its ' +
          'extension saying the format), at most 500 pages and 50 MiB in all; a field carries `document` ' +
          '(from 1, default 1) and its `page` within that document. ' +
          '`radio` (value: one of `options`) and `multiple` (value: an array of `options`, optional `minSelected`/' +
          '`maxSelected`) take 2 to 50 `options`; a coordinate one may give `optionBoxes` [{x, y, width, height}], ' +
          'one per option on its page, where the chosen options are marked. ' +
          'A number variable or field may carry `min`, `max` (min <= max) and `integer`; a date filled by a ' +
          'signer (with a `role`) may carry `editable` (default true; false: it is the signing date). ' +
          "A `file` field (a signer's, with a `role`) takes `maxFiles` (1–5, default 1): the signer uploads " +
          'to POST /sign/{token}/attachments and gives the ids; an `image` field is drawn fitted in its box ' +
          '(a sender gives a PNG or JPEG data URL in `values`, a signer the id of an upload). ' +
          'Fields found in the documents (issue 33): `fieldsFrom: ["tags"]` makes every ' +
          '`{{name;type=…;role=…;required=…;label=…;options=A|B;min=…;max=…}}` tag a field where it stands and ' +
          'takes the tag out of the stored document; `fieldsFrom: ["form"]` makes the PDF form fields fields ' +
          '(text, checkbox, radio for radio groups, multiple for check boxes sharing a name, select for lists, ' +
          'signature; radio and multiple take each button as an option with its box; the name is the full PDF name made ' +
          'into a key) and removes the form, `formRoles: {"<PDF name or prefix*>": "Role"}` giving roles ' +
          '(an unassigned signature: the first role); with `fieldsFrom`, `fields` may be omitted and both ' +
          'combine. A field may give `anchor: {text, occurrence?, position?: right|below|above|over, ' +
          'offsetX?, offsetY?}` instead of `document`, `page`, `x`, `y` (with `width` and `height`): it is ' +
          'placed against that text of the documents once, at creation.',
        // Checked by hand (definition.ts: one 400 listing every problem); documented in full.
        body: Type.Object({}, { additionalProperties: true }),
        documentedBody: CreateTemplateBody,
        response: {
          201: TemplateShape,
          ...errorResponses(
            400,
            'conversion_unavailable',
            'conversion_failed',
            'document_too_complex',
            401,
            403,
            413,
            429,
          ),
        },
      },
    },
    async (request, reply) => {
      const { template } = await parseTemplateDefinition(request.body, {
        converter: converterOptions(services.config, request.auth.workspaceId),
        work: services.work.for(request.auth.workspaceId),
      });
      const created = await db.transaction(async (tx) => {
        const made = await createTemplate(tx, clock, documents, request.auth.workspaceId, template);
        await recordTemplateCreator(tx, made.id, request.auth.memberId);
        return made;
      });
      return reply.status(201).send(await view(created));
    },
  );

  app.get(
    '/templates',
    {
      config: { scope: 'templates:read' },
      schema: {
        tags,
        operationId: 'listTemplates',
        summary: 'List templates (never metered)',
        querystring: Type.Object({ status: Type.Optional(Status), ...Paging }),
        response: {
          200: Type.Object({
            templates: Type.Array(TemplateShape),
            total: Type.Integer(),
            limit: Type.Integer(),
            offset: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 25;
      const offset = request.query.offset ?? 0;
      const { templates, total } = await listTemplates(db, request.auth.workspaceId, {
        status: request.query.status,
        limit,
        offset,
      });
      const shown = [];
      for (const template of templates) shown.push(await view(template));
      return { templates: shown, total, limit, offset };
    },
  );

  app.get(
    '/templates/:id',
    {
      config: { scope: 'templates:read' },
      schema: {
        tags,
        operationId: 'getTemplate',
        summary: "Read a template's shape",
        params: Params,
        response: { 200: TemplateShape },
      },
    },
    async (request) => templateView(await mine(request.auth.workspaceId, request.params.id)),
  );

  app.post(
    '/templates/:id/publish',
    {
      config: { scope: 'templates:write' },
      schema: {
        tags,
        operationId: 'publishTemplate',
        summary: 'Publish a draft (then immutable)',
        params: Params,
        response: { 200: TemplateShape, ...errorResponses('template_archived', 'not_permitted') },
      },
    },
    async (request) => {
      const { workspaceId } = request.auth;
      await mine(workspaceId, request.params.id);
      await assertManagesTemplate(db, request.auth, workspaceId, request.params.id);
      const template = await setTemplateStatus(db, clock, workspaceId, request.params.id, 'published');
      if (template?.status === 'archived')
        throw coded('template_archived', 'An archived template cannot be published');
      return view(template!);
    },
  );

  app.post(
    '/templates/:id/archive',
    {
      config: { scope: 'templates:write' },
      schema: {
        tags,
        operationId: 'archiveTemplate',
        summary: 'Archive a template',
        params: Params,
        response: { 200: TemplateShape, ...errorResponses('not_permitted') },
      },
    },
    async (request) => {
      const { workspaceId } = request.auth;
      await mine(workspaceId, request.params.id);
      await assertManagesTemplate(db, request.auth, workspaceId, request.params.id);
      return view((await setTemplateStatus(db, clock, workspaceId, request.params.id, 'archived'))!);
    },
  );

  app.post(
    '/templates/:id/render',
    {
      config: { scope: 'templates:write' },
      schema: {
        tags,
        operationId: 'renderTemplate',
        summary: 'Render the filled document without sending it (never metered)',
        params: Params,
        body: Body({ values: Type.Optional(Type.Object({}, { additionalProperties: true })) }),
        response: {
          200: pdfResponse('The filled document (application/pdf), not sent'),
          ...errorResponses('invalid_values', 'document_too_complex'),
        },
      },
    },
    async (request, reply) => {
      const template = await mine(request.auth.workspaceId, request.params.id);
      const work = services.work.for(request.auth.workspaceId);
      const values = await assertValidValuesIn(work, template, request.body.values ?? {});
      const pdf = await work.run(renderTask, {
        template,
        pdf: await templatePdf(documents, template),
        input: { values },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="preview.pdf"')
        .send(Buffer.from(pdf));
    },
  );
}
