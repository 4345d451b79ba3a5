// POST /api/v1/templates/detect (issue 33 item 4): proposals, never stored, never metered.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { converterOptions } from '../documents/convert.ts';
import { errorResponses } from '../platform/http/schemas.ts';
import type { Services } from '../platform/services.ts';
import { detectTemplateFields } from './detect-request.ts';
import { DetectBody } from './openapi-body.ts';

const Proposal = Type.Object({
  type: Type.Union(
    [
      Type.Literal('signature'),
      Type.Literal('initials'),
      Type.Literal('date'),
      Type.Literal('text'),
      Type.Literal('checkbox'),
      Type.Literal('select'),
      Type.Literal('radio'),
      Type.Literal('multiple'),
    ],
    {
      description:
        "the field type to create; a name line is a text field; a PDF form's fields are typed as form import types them",
    },
  ),
  name: Type.Optional(
    Type.String({
      description: "a PDF form's field: the key form import gives it (`applicant.name` → `applicant_name`)",
    }),
  ),
  label: Type.String({ description: 'the label read beside, under or above the blank ("" when none)' }),
  document: Type.Integer({ minimum: 1 }),
  page: Type.Integer({ minimum: 1, description: 'the page within its document' }),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  options: Type.Optional(
    Type.Array(Type.String(), {
      description: "a form's select, radio or multiple: its options, as form import reads them",
    }),
  ),
  optionBoxes: Type.Optional(
    Type.Array(
      Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }),
      {
        description:
          "a form's radio or multiple: each option's own box (its button), in the order of options",
      },
    ),
  ),
});

export async function detectRoutes(
  fastify: FastifyInstance,
  { services }: { services: Pick<Services, 'work' | 'config'> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/templates/detect',
    {
      config: { scope: 'templates:write' },
      // The documents ride base64-encoded in the JSON body, as at create (at most 50 MiB in all).
      bodyLimit: 72 * 1024 * 1024,
      schema: {
        tags: ['templates'],
        operationId: 'detectTemplateFields',
        summary: 'Propose fields found in a document (nothing stored, never metered)',
        description:
          'Reads the document given as `pdf`, or the documents given as `documents` ([{name, pdf}] or ' +
          '[{name, file, filename}]), with the same checks as create, and proposes fields, each naming its ' +
          '`document` (1-based) and its `page` within it: ' +
          'signature, initials, date and name lines (underscores, leader dots, drawn rules and empty table ' +
          'cells beside, under or above a label such as Signature/Unterschrift/Firma, Date/Datum/Fecha, ' +
          "Name/Nom/Nombre, Initials/Paraphe), check boxes (☐ glyphs and small drawn squares) and the PDF's " +
          'own form widgets. At most 100 pages per call. Boxes are CONTRACT §4 boxes (points, top-left origin of the page as displayed); ' +
          'an image-only page (a scan) yields nothing.',
        // Checked by hand (detect-request.ts, as create's documents); documented in full.
        body: Type.Object({}, { additionalProperties: true }),
        documentedBody: DetectBody,
        response: {
          200: Type.Object({ fields: Type.Array(Proposal) }),
          ...errorResponses(400, 401, 413, 429, 'document_too_complex'),
        },
      },
    },
    async (request) => {
      const { workspaceId } = request.auth;
      return {
        fields: await detectTemplateFields(
          request.body,
          services.work.for(workspaceId),
          converterOptions(services.config, workspaceId),
        ),
      };
    },
  );
}
