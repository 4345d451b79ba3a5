// Bulk send from a spreadsheet (issue 24 item 5), under a template's send page:
//   GET  /app/send/:templateId/bulk              the columns explained and the upload form
//   GET  /app/send/:templateId/bulk/columns.csv  the header made for this template
//   POST /app/send/:templateId/bulk              a file checked: every row, nothing sent
//   POST /app/send/:templateId/bulk/send         the checked file sent: each row's result
// The file goes back with the form that sends it (base64 in a hidden field); the server trusts none
// of it: it reads and checks the bytes again, so what is sent is exactly what a fresh upload of
// those bytes would send, and the keys (each row's own content) make a second sending a replay. Rows
// whose signers got the template a moment ago are sent only by the button that says so (sendAnyway).
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translator } from '../../../i18n/catalogue.ts';
import { AppError } from '../../../platform/errors.ts';
import { isStorableText } from '../../../platform/http/storable-text.ts';
import type { Services } from '../../../platform/services.ts';
import { MAX_MESSAGE_LENGTH } from '../../../requests/schemas.ts';
import { findTemplate } from '../../../templates/repository.ts';
import type { Template } from '../../../templates/types.ts';
import { planIncludesESignatures } from '../../../workspaces/plans.ts';
import { dateText } from '../../format.ts';
import type { FieldErrors } from '../../forms.ts';
import { frameOf } from '../../frame.ts';
import { me, sendPage } from '../../http.ts';
import { page } from '../../layout.ts';
import { type FileProblem, headerCsv, MAX_FILE_BYTES, MAX_ROWS, readSheet } from './csv.ts';
import { fileHashOf, planRows } from './rows.ts';
import { type BulkPlan, planSend, sendPlanned } from './send-rows.ts';
import { bulkPage, fileSizeText, previewPage, resultPage, type UploadOptions } from './views.ts';

const TemplateParams = Type.Object({ templateId: Type.String({ minLength: 1, maxLength: 100 }) });
/** Multipart fields: text, and the file's bytes; each is read and checked by the handler. */
const UploadBody = Type.Record(Type.String(), Type.Unknown());

/** How the upload page shows a refused file: its status, and the problems at the file or in general. */
interface Refusal {
  status: number;
  errors?: FieldErrors;
  general?: string[];
}

/** The uploaded file as the multipart reader keeps it (see onFile). */
interface UploadedFile {
  bytes: Buffer;
  filename: string;
  /** Longer than MAX_FILE_BYTES: cut there by the reader, and refused. */
  truncated: boolean;
}

/** The longest base64 text of a file the send step takes back (longer is a truncated field: refused). */
const MAX_CONTENT_LENGTH = Math.ceil(MAX_FILE_BYTES / 3) * 4;

const text = (body: unknown, name: string, max = 1000): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file problem in plain words. */
function fileProblemText(problem: FileProblem, t: Translator): string {
  const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ');
  const count = new Intl.NumberFormat(t.language);
  switch (problem.problem) {
    case 'empty':
      return t.t('bulk.empty');
    case 'tooLarge':
      return t.t('bulk.tooLarge', { size: fileSizeText(t) });
    case 'notText':
      return t.t('bulk.notText');
    case 'unreadable':
      return t.t('bulk.unreadable', { line: problem.line });
    case 'noRows':
      return t.t('bulk.noRows');
    case 'tooManyRows':
      return t.t('bulk.tooManyRows', { rows: count.format(problem.rows), max: count.format(MAX_ROWS) });
    case 'columns':
      return [
        problem.missing.length ? t.t('bulk.missingColumns', { columns: quoted(problem.missing) }) : '',
        problem.unknown.length
          ? t.t('bulk.unknownColumns', {
              columns: problem.unknown
                .map((u) => (u.heading ? `“${u.heading}”` : t.t('bulk.untitledColumn', { n: u.place })))
                .join(', '),
            })
          : '',
        problem.repeated.length ? t.t('bulk.repeatedColumns', { columns: quoted(problem.repeated) }) : '',
      ]
        .filter(Boolean)
        .join(' ');
  }
}

export async function bulkSendPages(fastify: FastifyInstance, { services }: { services: Services }) {
  // Multipart forms on these routes only: the fields and the file (kept with its name) in the body,
  // read before the CSRF check, which finds `_csrf` there as in any form.
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      // The file travels back base64-encoded with the form that sends it; a longer value is cut
      // here, silently, so the send step refuses any value longer than a whole file's.
      fieldSize: MAX_CONTENT_LENGTH + 1,
    },
    // A file too large is cut at the limit and marked, so the page can say so in its words.
    throwFileSizeLimit: false,
    onFile: async (part) => {
      const bytes = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = {
        bytes,
        filename: part.filename,
        truncated: part.file.truncated,
      };
    },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  const publishedOr404 = async (request: FastifyRequest, id: string) => {
    const template = await findTemplate(db, me(request).workspaceId, id);
    if (template?.status !== 'published') throw new AppError(404, request.t.t('problems.notFound'));
    return template;
  };

  const optionsOf = (body: unknown): UploadOptions => ({
    message: text(body, 'message', MAX_MESSAGE_LENGTH + 1),
    sendEmail: text(body, 'sendEmail') !== '',
  });

  async function showUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    template: Template,
    options: UploadOptions,
    refusal: Refusal = { status: 200 },
  ) {
    const frame = await frameOf(services, request);
    return sendPage(
      reply,
      page({
        title: frame.t.t('bulk.title', { template: template.name }),
        frame,
        nav: 'send',
        body: bulkPage({ template, csrf: frame.csrf, t: frame.t, options, ...refusal }),
      }),
      refusal.status,
    );
  }

  /**
   * The file read and every row checked, then the rows sent before marked and the allowance
   * checked; or the refusal of the whole file as the upload page shows it.
   */
  async function check(
    request: FastifyRequest,
    template: Template,
    bytes: Buffer,
    options: UploadOptions,
    sendAnyway = false,
  ): Promise<{ refusal: Refusal; plan?: undefined } | { plan: BulkPlan; refusal?: undefined }> {
    const { t } = request;
    const member = me(request);
    if (!planIncludesESignatures(member.plan))
      return { refusal: { status: 403, general: [t.t('send.planMissing')] } };
    if (options.message.length > MAX_MESSAGE_LENGTH)
      return { refusal: { status: 400, errors: { message: t.n('send.tooLong', MAX_MESSAGE_LENGTH) } } };
    if (!isStorableText(options.message))
      return { refusal: { status: 400, errors: { message: t.t('bulk.notText') } } };
    const sheet = readSheet(template, bytes);
    if ('problem' in sheet) return { refusal: { status: 400, errors: { file: fileProblemText(sheet, t) } } };
    const rows = planRows(
      template,
      sheet.rows,
      { fileHash: fileHashOf(bytes), ...options, language: t.language },
      clock.now(),
      t,
    );
    const plan = await planSend(services, member, rows, { sendAnyway });
    if (plan.overAllowance) {
      const now = clock.now();
      const count = new Intl.NumberFormat(t.language);
      const { remaining, limit } = plan.overAllowance;
      const reset = dateText(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), t);
      return {
        refusal: {
          status: 403,
          general: [
            t.t('bulk.overAllowance', {
              count: count.format(plan.toSend),
              remaining: count.format(remaining),
              limit: count.format(limit),
              reset,
            }),
          ],
        },
      };
    }
    return { plan };
  }

  app.get('/send/:templateId/bulk', { schema: { params: TemplateParams } }, async (request, reply) => {
    const template = await publishedOr404(request, request.params.templateId);
    return showUpload(request, reply, template, { message: '', sendEmail: true });
  });

  app.get(
    '/send/:templateId/bulk/columns.csv',
    { schema: { params: TemplateParams } },
    async (request, reply) => {
      const template = await publishedOr404(request, request.params.templateId);
      const name = template.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'template';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-columns.csv"`)
        .header('cache-control', 'private, no-store')
        .send(headerCsv(template));
    },
  );

  app.post(
    '/send/:templateId/bulk',
    { schema: { params: TemplateParams, body: UploadBody } },
    async (request, reply) => {
      const { t } = request;
      const template = await publishedOr404(request, request.params.templateId);
      const options = optionsOf(request.body);
      const file = (request.body as Record<string, unknown>).file as UploadedFile | undefined;
      if (!file || typeof file !== 'object' || !Buffer.isBuffer(file.bytes) || file.bytes.length === 0)
        return showUpload(request, reply, template, options, {
          status: 400,
          errors: { file: t.t('bulk.noFile') },
        });
      if (file.truncated)
        return showUpload(request, reply, template, options, {
          status: 413,
          errors: { file: fileProblemText({ problem: 'tooLarge' }, t) },
        });
      const checked = await check(request, template, file.bytes, options);
      if (checked.refusal) return showUpload(request, reply, template, options, checked.refusal);
      const frame = await frameOf(services, request);
      return sendPage(
        reply,
        page({
          title: t.t('bulk.previewTitle', { template: template.name }),
          frame,
          nav: 'send',
          body: previewPage({
            template,
            outcomes: checked.plan.rows,
            fileName: (file.filename || 'file.csv').slice(0, 200),
            fileBase64: file.bytes.toString('base64'),
            options,
            csrf: frame.csrf,
            t,
          }),
        }),
      );
    },
  );

  app.post(
    '/send/:templateId/bulk/send',
    { schema: { params: TemplateParams, body: UploadBody } },
    async (request, reply) => {
      const { t } = request;
      const template = await publishedOr404(request, request.params.templateId);
      const options = optionsOf(request.body);
      const content = text(request.body, 'content', Number.MAX_SAFE_INTEGER);
      if (content.length > MAX_CONTENT_LENGTH)
        return showUpload(request, reply, template, options, {
          status: 413,
          errors: { file: fileProblemText({ problem: 'tooLarge' }, t) },
        });
      const bytes = BASE64.test(content) ? Buffer.from(content, 'base64') : Buffer.alloc(0);
      if (bytes.length === 0)
        return showUpload(request, reply, template, options, {
          status: 400,
          errors: { file: t.t('bulk.noFile') },
        });
      const sendAnyway = text(request.body, 'sendAnyway') !== '';
      const checked = await check(request, template, bytes, options, sendAnyway);
      if (checked.refusal) return showUpload(request, reply, template, options, checked.refusal);
      const outcomes = await sendPlanned(
        services,
        me(request),
        checked.plan,
        { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) },
        request.log,
      );
      const frame = await frameOf(services, request);
      return sendPage(
        reply,
        page({
          title: t.t('bulk.resultTitle', { template: template.name }),
          frame,
          nav: 'send',
          body: resultPage({ template, outcomes, t }),
        }),
      );
    },
  );
}
