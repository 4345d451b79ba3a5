// HTTP for signing (CONTRACT §6) and for the executed document (spec §4.6). Thin: parse, call the
// domain function, shape the answer.
// - signingRoutes, mounted at the root: the signer's page /sign/{token}, its actions (open, document,
//   complete, decline) and its assets. No API key: the token in the link is the credential; the
//   per-IP rate limit applies as everywhere, as do the strict security headers of every answer.
// - executedDocumentRoutes, mounted under /api/v1 (API key): GET /esign/submissions/{id}/document.
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyActor } from '../auth/api-keys.ts';
import { LANGUAGES } from '../i18n/locales.ts';
import { AppError, badRequest } from '../platform/errors.ts';
import { assetRoute } from '../platform/http/asset-route.ts';
import { clientInfo } from '../platform/http/client-info.ts';
import { pdfResponse } from '../platform/http/openapi-documents.ts';
import { Body, errorResponses, IdParam } from '../platform/http/schemas.ts';
import { DOCUMENT_CSP, embeddablePageCsp } from '../platform/http/security-headers.ts';
import type { Services } from '../platform/services.ts';
import { ATTACHMENT_LIMITS } from '../templates/attachment-values.ts';
import { ASSET_PREFIX, findAsset, loadInPlaceAssets } from './assets.ts';
import { attachmentTooLarge, uploadAttachment } from './attachments.ts';
import { completeSigning } from './complete-signing.ts';
import { declineSigning } from './decline-signing.ts';
import { downloadExecutedDocument, sendExecutedDocument } from './download-document.ts';
import { embedRoutes } from './embed/routes.ts';
import { sessionMember } from './host-routes.ts';
import { openSigning } from './open-signing.ts';
import { DECLINE_REASON_MAX } from './pages.ts';
import { signerDocument } from './sent-document.ts';
import { TYPED_SIGNATURE_MAX } from './signature.ts';
import { signingPage } from './signing-page.ts';
import { browserVerified, CODE_FORM_ROUTE, gateSignerRoutes } from './verification/browser.ts';
import { verificationRoutes } from './verification/routes.ts';

const tags = ['signing'];
const security: Array<Record<string, string[]>> = [];
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const Pdf = pdfResponse('The PDF (application/pdf)');
/** Why a signer cannot act now (assertSignerMayAct): 409 with one of these codes. */
const SIGNER_CONFLICTS = ['already_completed', 'not_your_turn', 'request_closed'] as const;

const SignatureMark = (description: string) =>
  Type.Object(
    {
      type: Type.Union([Type.Literal('typed'), Type.Literal('drawn')]),
      text: Type.Optional(Type.String({ maxLength: TYPED_SIGNATURE_MAX * 2 })),
      image: Type.Optional(Type.String({ maxLength: 1_500_000, description: 'data:image/png;base64,…' })),
    },
    { additionalProperties: false, description },
  );
const CompleteBody = Body({
  consent: Type.Optional(
    Type.Boolean({ description: 'A signer and a witness: must be true, they agree to sign electronically' }),
  ),
  signature: Type.Optional(
    SignatureMark('A signer and a witness (required): the signature, the name typed, or drawn'),
  ),
  approve: Type.Optional(
    Type.Boolean({ description: 'An approver (issue 45): must be true, they approve (to reject, decline)' }),
  ),
  read: Type.Optional(
    Type.Boolean({
      description: 'A viewer (issue 45): must be true, they confirm reading the document they opened',
    }),
  ),
  initials: Type.Optional(
    SignatureMark(
      'The initials, typed or drawn, for initials fields. Default: the initials of the typed name',
    ),
  ),
  values: Type.Optional(Type.Object({}, { additionalProperties: true })),
  locale: Type.Optional(
    Type.String({
      maxLength: 35,
      description: `The language the page showed (${LANGUAGES.join(', ')}): the consent notice is recorded in it. Default: the signer’s own.`,
    }),
  ),
});
const PageQuery = Type.Object({
  lang: Type.Optional(
    Type.String({ maxLength: 35, description: `Show the page in this language (${LANGUAGES.join(', ')})` }),
  ),
  embed: Type.Optional(
    Type.String({
      maxLength: 5,
      description:
        '1: the page is embedded in a site the workspace allows (no chrome, framable by those origins, messages to the parent); ignored when the workspace allows none',
    }),
  ),
});
const DeclineBody = Type.Union([
  Body({ reason: Type.Optional(Type.String({ maxLength: DECLINE_REASON_MAX })) }),
  Type.Null(),
]);

export async function signingRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await loadInPlaceAssets();
  // Issue 24: a signer who must enter a code first sees only the code form. Issue 31: every route
  // under /sign/{token} registered from here on answers 403 until then, but the code form's own.
  gateSignerRoutes(app, services);
  await app.register(verificationRoutes, { services });
  await app.register(embedRoutes);
  await app.register(attachmentRoutes, { services });

  assetRoute(app, ASSET_PREFIX, findAsset);

  app.get(
    '/sign/:token',
    {
      // The page shows the code form itself until the code is entered (signing-page.ts).
      config: CODE_FORM_ROUTE,
      schema: {
        tags,
        security,
        summary: "The signer's page (HTML)",
        params: TokenParams,
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const page = await signingPage(services, request.params.token, {
        lang: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
        verified: (submitterId) => browserVerified(request, services, submitterId),
        embed: request.query.embed === '1',
        member: await sessionMember(services, request),
      });
      if (page.frameAncestors)
        reply.header('content-security-policy', embeddablePageCsp(page.frameAncestors));
      return reply.status(page.statusCode).type('text/html; charset=utf-8').send(page.html);
    },
  );

  app.post(
    '/sign/:token/open',
    {
      schema: {
        tags,
        security,
        summary: 'Record that the signer whose turn it is has opened the page (idempotent)',
        params: TokenParams,
        response: {
          200: Type.Object({ status: Type.String(), requestStatus: Type.String() }),
          ...errorResponses(404, 429, 'verification_required', ...SIGNER_CONFLICTS),
        },
      },
    },
    async (request) => openSigning(services, request.params.token, clientInfo(request)),
  );

  app.get(
    '/sign/:token/document',
    {
      schema: {
        tags,
        security,
        summary: 'The document as filled so far (the executed document once completed)',
        params: TokenParams,
        response: { 200: Pdf, ...errorResponses(404, 429, 'verification_required') },
      },
    },
    async (request, reply) => {
      const pdf = await signerDocument(services, request.params.token);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.filename}"`)
        .header('content-security-policy', DOCUMENT_CSP)
        .send(Buffer.from(pdf.bytes));
    },
  );

  app.post(
    '/sign/:token/complete',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Take one’s turn: a signer or witness signs (consent, a typed or drawn signature, their own field values); an approver approves; a viewer confirms reading',
        params: TokenParams,
        body: CompleteBody,
        response: {
          200: Type.Object({ status: Type.Literal('completed'), requestStatus: Type.String() }),
          ...errorResponses(
            400,
            404,
            429,
            503,
            'invalid_values',
            'verification_required',
            'not_opened',
            ...SIGNER_CONFLICTS,
          ),
        },
      },
    },
    async (request) => {
      const outcome = await completeSigning(
        services,
        request.params.token,
        request.body,
        clientInfo(request),
        // A turn bound to this browser's member session was taken in person (issue 45).
        (await sessionMember(services, request))?.sessionId,
      );
      if (outcome.timings)
        request.log.info({ timings: outcome.timings }, 'request completed: executed document sealed');
      return { status: outcome.status, requestStatus: outcome.requestStatus };
    },
  );

  app.post(
    '/sign/:token/decline',
    {
      schema: {
        tags,
        security,
        summary:
          'Decline to sign, with an optional reason (an approver rejects, with a reason required); the request is declined',
        params: TokenParams,
        body: DeclineBody,
        response: {
          200: Type.Object({ status: Type.Literal('declined') }),
          ...errorResponses(400, 404, 429, 'verification_required', ...SIGNER_CONFLICTS),
        },
      },
    },
    async (request) =>
      declineSigning(services, request.params.token, request.body ?? {}, clientInfo(request)),
  );
}

/** The uploaded file: the `file` part of a multipart form, read whole (at most 10 MiB). */
async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) {
    throw badRequest('Send the file as the `file` part of a multipart/form-data body');
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest('The form has no `file` part');
    const bytes = new Uint8Array(await part.toBuffer());
    // A file cut at the limit in its last chunk is not always reported by toBuffer: asked here.
    if (part.file.truncated) throw attachmentTooLarge();
    return { filename: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw attachmentTooLarge();
    if ((error as FastifyError).statusCode) throw error;
    throw badRequest(`The form could not be read: ${(error as Error).message}`);
  }
}

const FileBytes = {
  type: 'string',
  format: 'binary',
  description: 'A PDF, PNG or JPEG file (told by its content), at most 10 MiB',
};
/** The multipart body as the OpenAPI document shows it (@fastify/swagger `content`). */
const UploadBody = Type.Unsafe({
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: ['file'], properties: { file: FileBytes } },
    },
  },
});

/** POST /sign/{token}/attachments (issue 34): its own plugin, the one that reads multipart bodies. */
async function attachmentRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_LIMITS.fileBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  app.post(
    '/sign/:token/attachments',
    {
      // The body is a multipart stream read in the handler: nothing for ajv to check.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        security,
        operationId: 'uploadSignerAttachment',
        summary: 'Upload a file for one of the signer’s file or image fields (multipart, part `file`)',
        description:
          'PDF, PNG or JPEG (told by the content), at most 10 MiB; a PDF is stored without its active ' +
          'content (scripts, launches, embedded files). An image field takes a PNG or JPEG of at most ' +
          '5 MiB. Give the answer’s `id` in the field’s value at POST /sign/{token}/complete: a file field ' +
          'takes a list of ids, an image field one id. Uploads no value refers to are deleted when the ' +
          'signer signs.',
        params: TokenParams,
        body: UploadBody,
        response: {
          201: Type.Object({
            id: Type.String({ description: 'att_…: the value to give at complete' }),
            filename: Type.String(),
            size: Type.Integer({ description: 'bytes, as stored' }),
            sha256: Type.String({ description: 'hex SHA-256 of the bytes as stored' }),
          }),
          ...errorResponses(
            400,
            404,
            429,
            'verification_required',
            'unsupported_attachment',
            'attachment_too_large',
            'attachment_limit',
            ...SIGNER_CONFLICTS,
          ),
        },
      },
    },
    async (request, reply) => {
      const uploaded = await uploadAttachment(services, request.params.token, await uploadedFile(request));
      return reply.status(201).send(uploaded);
    },
  );
}

export async function executedDocumentRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/esign/submissions/:id/document',
    {
      config: { scope: 'documents:read' },
      schema: {
        tags: ['signature requests'],
        operationId: 'downloadExecutedDocument',
        summary: 'Download the executed PDF with its audit certificate (never metered)',
        description: '404 while hasSignedDocument is false. Each download is recorded in the audit log.',
        params: IdParam,
        response: { 200: Pdf, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const download = await downloadExecutedDocument(
        services,
        { workspaceId: request.auth.workspaceId, actor: apiKeyActor(request.auth) },
        request.params.id,
        clientInfo(request),
      );
      return sendExecutedDocument(reply, download);
    },
  );
}
