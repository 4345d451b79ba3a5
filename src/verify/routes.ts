// Public verification (CONTRACT §10): GET /verify (the page) and POST /verify (the PDF as the body or
// as the `file` field of a form; JSON with Accept: application/json, else the HTML verdict). No API
// key; the per-IP rate limit applies as everywhere. Up to 25 MiB on this route only.
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../i18n/catalogue.ts';
import { isLanguage, negotiateLanguage } from '../i18n/locales.ts';
import { AppError, badRequest } from '../platform/errors.ts';
import { assetRoute } from '../platform/http/asset-route.ts';
import { errorResponses } from '../platform/http/schemas.ts';
import { registerSecurityHeaders } from '../platform/http/security-headers.ts';
import type { Services } from '../platform/services.ts';
import { ASSET_PREFIX, findAsset, loadVerifyAssets } from './assets.ts';
import { errorPage, resultPage, type VerifyPageContext, verifyPage } from './page.ts';
import { NOT_A_PDF } from './refusals.ts';

/** The 400 of a form without its file. */
const NO_FILE = 'Choose a PDF to verify (the form field `file`).';

/** The page's language: the one picked with the switch (`?lang=`), else the browser's, else English. */
function pageContext(request: FastifyRequest): VerifyPageContext {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof asked === 'string' && isLanguage(asked)) return { t: translator(asked), chosen: true };
  return { t: translator(negotiateLanguage(request.headers['accept-language']) ?? 'en'), chosen: false };
}

export const MAX_UPLOAD = 25 * 1024 * 1024;

const tags = ['verification'];
const security: Array<Record<string, string[]>> = [];

const Timestamp = Type.Object({
  time: Type.String({ format: 'date-time' }),
  authority: Type.String({ description: 'Subject DN of the time-stamping authority' }),
  intact: Type.Boolean(),
});

export const VerificationBody = Type.Object({
  result: Type.Union([
    Type.Literal('valid'),
    Type.Literal('modified'),
    Type.Literal('not_ours'),
    Type.Literal('not_sealed'),
  ]),
  sha256: Type.String({ description: 'Lowercase hex SHA-256 of the uploaded file' }),
  seals: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('signature'), Type.Literal('document_timestamp')], {
        description: 'A seal (PDF signature) or an RFC 3161 document timestamp',
      }),
      signer: Type.String({ description: 'Subject DN of the signing certificate' }),
      ours: Type.Boolean({ description: "Made by this service's identity" }),
      intact: Type.Boolean({ description: 'Digest and signature match the bytes it covers' }),
      coversWholeDocument: Type.Boolean(),
      signedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      timestamp: Type.Union([Timestamp, Type.Null()]),
    }),
  ),
  request: Type.Union([
    Type.Object({
      id: Type.String(),
      templateName: Type.String(),
      completedAt: Type.String({ format: 'date-time' }),
      submitters: Type.Array(
        Type.Object({
          role: Type.String(),
          name: Type.String(),
          completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        }),
      ),
    }),
    Type.Object(
      {
        id: Type.String(),
        completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        erasedAt: Type.String({ format: 'date-time', description: "When the request's record was erased" }),
      },
      { description: 'A request this service completed whose record was erased since: no names are kept' },
    ),
    Type.Null(),
  ]),
});

const PdfBytes = { type: 'string', format: 'binary', description: 'The PDF, at most 25 MiB' };
/** The two ways to send the file, as the OpenAPI document shows them (@fastify/swagger `content`). */
const UploadBody = Type.Unsafe({
  content: {
    'application/pdf': { schema: PdfBytes },
    'multipart/form-data': {
      schema: { type: 'object', required: ['file'], properties: { file: PdfBytes } },
    },
  },
});

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

/** The uploaded file: the raw application/pdf body, or the `file` part of a multipart form. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    try {
      const part = await request.file();
      if (part?.fieldname !== 'file') throw badRequest(NO_FILE);
      return await part.toBuffer();
    } catch (error) {
      // Limits (413) and our own refusals pass; a form the parser cannot read is the client's fault.
      if (error instanceof AppError || (error as FastifyError).statusCode) throw error;
      throw badRequest(`The form could not be read: ${(error as Error).message}`);
    }
  }
  if (Buffer.isBuffer(request.body)) return request.body;
  throw badRequest(`${NOT_A_PDF}: send it as application/pdf or as the file field of a form`);
}

/** HTML clients get an error page; API clients the envelope from the app's error handler. */
function pageForError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (wantsJson(request)) throw error;
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'verification failed');
  const ctx = pageContext(request);
  const { t } = ctx;
  const message =
    status === 413
      ? t.t('verify.error.tooLarge')
      : status === 415 || (error instanceof AppError && error.message.startsWith(NOT_A_PDF))
        ? t.t('verify.error.notPdf')
        : error instanceof AppError && error.message === NO_FILE
          ? t.t('verify.error.noFile')
          : error instanceof AppError && status < 500
            ? error.message
            : t.t('verify.error.generic');
  return reply.status(status).type('text/html; charset=utf-8').send(errorPage(message, ctx));
}

export async function verifyRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  await loadVerifyAssets();
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerSecurityHeaders(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD },
    (_req, body, done) => done(null, body),
  );

  assetRoute(app, ASSET_PREFIX, findAsset);

  app.get(
    '/verify',
    {
      schema: {
        tags,
        security,
        summary: 'The public verification page (HTML): drop a PDF, read the verdict',
      },
    },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(verifyPage(pageContext(request))),
  );

  app.post(
    '/verify',
    {
      bodyLimit: MAX_UPLOAD,
      // The body is bytes (or a multipart stream read in the handler): nothing for ajv to check.
      validatorCompiler: () => () => true,
      errorHandler: pageForError,
      schema: {
        tags,
        security,
        operationId: 'verifyDocument',
        summary: 'Verify a PDF: is it sealed by this service, intact, and which request it executes',
        description:
          'No API key. With `Accept: application/json` the answer is JSON; otherwise an HTML page. ' +
          '`valid`: sealed by this service, every seal intact, nothing added after the last seal or ' +
          'document timestamp of ours. `modified`: a seal of ours no longer matches, or bytes were added ' +
          'after it. `not_ours`: signed, but not by this service. `not_sealed`: no signature. A body ' +
          'that is not a PDF is 400.',
        body: UploadBody,
        response: { 200: VerificationBody, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      // The PDF and CMS readers are loaded by the first document verified.
      const { verifyDocument } = await import('./verify-document.ts');
      const answer = await verifyDocument(services, await uploadedBytes(request), `ip:${request.ip}`);
      if (wantsJson(request)) return reply.send(answer);
      return reply.type('text/html; charset=utf-8').send(resultPage(answer, pageContext(request)) as never);
    },
  );
}
