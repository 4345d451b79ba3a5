// Sending from the application (issue 9): choose a published template, fill the form, preview the
// filled PDF (rendered, never sent, never metered), send. Sending calls sendRequest, the API's own
// function, with the member as the sender: the same rules, the same allowance. The form carries an
// idempotency key made when it was shown, so a double click or a resubmitted form makes one request.
// A form shown afresh (Back after sending) has a new key: sending the same template to the same
// signers again within RECENT_DUPLICATE_MS shows the form once more, naming the earlier request, until
// the member ticks "send anyway". `?from=<request id>` fills the form as that request was sent.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import { AppError, type InvalidValueDetail } from '../../platform/errors.ts';
import { html } from '../../platform/http/html.ts';
import { DOCUMENT_CSP } from '../../platform/http/security-headers.ts';
import { randomToken } from '../../platform/ids.ts';
import type { Services } from '../../platform/services.ts';
import { RECENT_DUPLICATE_MS, recentDuplicate } from '../../requests/browse.ts';
import { isOneOff, requestOfOneOff } from '../../requests/one-off.ts';
import {
  findByIdempotencyKey,
  findRequest,
  findSenderValues,
  type ViewContext,
} from '../../requests/read.ts';
import { sendRequest } from '../../requests/send.ts';
import { renderTask } from '../../templates/render/render-task.ts';
import { findTemplate, listTemplates, templatePdf, withDocumentsRead } from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';
import { assertValidValuesIn, validateValues } from '../../templates/values.ts';
import { FormBody } from '../account/schemas.ts';
import { emptyState } from '../empty.ts';
import { dateText, time } from '../format.ts';
import type { FieldErrors } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { type Form, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { SEND_ONCE_PATH } from '../send-once/views.ts';
import {
  bodyProblems,
  emptySendForm,
  type RecentDuplicate,
  readSendForm,
  resendForm,
  type SendForm,
  sendBodyOf,
  senderInputs,
  sendFormPage,
  valueId,
  valuesOf,
} from './form.ts';

const TemplateParams = Type.Object({ templateId: Type.String({ minLength: 1, maxLength: 100 }) });
const KEY = /^[\w-]{1,255}$/;

const newIdempotencyKey = () => `app-${randomToken(18)}`;

/** invalid_values details placed at their fields. */
function valueProblems(template: Template, details: InvalidValueDetail[], t: Translator): FieldErrors {
  const inputs = senderInputs(template);
  const errors: FieldErrors = {};
  for (const d of details) {
    const index = inputs.findIndex((inp) => inp.key === d.key);
    errors[index >= 0 ? valueId(index) : '_form'] = t.t('send.invalidValue', {
      label: d.label,
      reason: d.reason,
    });
  }
  return errors;
}

export async function sendPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const view = (): ViewContext => ({
    now: clock.now(),
    publicUrl: services.config.publicUrl,
    tokenSecret: services.tokenSecret,
    links: true,
  });

  const publishedOr404 = async (request: FastifyRequest, workspaceId: string, id: string) => {
    const template = await findTemplate(db, workspaceId, id);
    if (template?.status !== 'published') throw new AppError(404, request.t.t('problems.notFound'));
    return template;
  };

  /** A document sent once that has been sent: its request, whose page the member is sent to. */
  const sentOnce = async (workspaceId: string, template: Template) =>
    (await isOneOff(db, workspaceId, template.id))
      ? await requestOfOneOff(db, workspaceId, template.id)
      : null;

  async function showForm(
    request: FastifyRequest,
    reply: FastifyReply,
    template: Template,
    form: SendForm,
    refusal: {
      status: number;
      errors?: FieldErrors;
      general?: string[];
      duplicate?: RecentDuplicate;
    } = { status: 200 },
  ) {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const oneOff = await isOneOff(db, frame.member.workspaceId, template.id);
    const read = await withDocumentsRead(db, services.documents, template);
    return sendPage(
      reply,
      page({
        title: t.t('send.formTitle', { template: template.name }),
        frame,
        nav: oneOff ? 'requests' : 'send',
        body: sendFormPage({
          template,
          oneOff,
          documents: read.documents.map(({ name, pages }) => ({ name, pages })),
          form,
          csrf: frame.csrf,
          errors: refusal.errors,
          general: refusal.general,
          t,
          now: clock.now(),
          ttlDays: services.config.requestTtlDays,
          duplicate: refusal.duplicate,
        }),
      }),
      refusal.status,
    );
  }

  app.get('/send', async (request, reply) => {
    // The templates list's "Send" links here with the template chosen: its form, which checks it.
    const chosen = queryText(request.query, 'template', 100);
    if (chosen) return seeOther(reply, `/app/send/${encodeURIComponent(chosen)}`);
    const frame = await frameOf(services, request);
    const { t } = frame;
    const { templates } = await listTemplates(db, frame.member.workspaceId, {
      status: 'published',
      limit: 100,
      offset: 0,
      hideOneOff: true,
    });
    return sendPage(
      reply,
      page({
        title: t.t('send.title'),
        frame,
        nav: 'send',
        body: html`<h1>${t.t('send.title')}</h1>
<p>${t.t('sendOnce.orUpload')} <a href="${SEND_ONCE_PATH}">${t.t('sendOnce.uploadLink')}</a></p>
<h2>${t.t('send.choose')}</h2>
${
  templates.length === 0
    ? emptyState({
        text: t.t('send.noTemplates'),
        action: { href: '/app/templates', label: t.t('send.toTemplates') },
      })
    : html`<ul class="choices">${templates.map(
        (tpl) => html`<li><a class="choice" href="/app/send/${tpl.id}"><strong>${tpl.name}</strong>
<span class="sub">${tpl.roles.map((r, i) => html`${i ? html` <span class="arrow" aria-hidden="true">→</span> ` : ''}<bdi>${r.name}</bdi>`)} · ${time(tpl.publishedAt, 'date', t)}</span></a></li>`,
      )}</ul>`
}`,
      }),
    );
  });

  app.get('/send/:templateId', { schema: { params: TemplateParams } }, async (request, reply) => {
    const { workspaceId } = me(request);
    const template = await publishedOr404(request, workspaceId, request.params.templateId);
    const sent = await sentOnce(workspaceId, template);
    if (sent) return seeOther(reply, `/app/requests/${sent}`);
    const key = newIdempotencyKey();
    // "Send again": the form as that request (of this workspace, of this template) was sent.
    const from = queryText(request.query, 'from', 100);
    if (from) {
      const [earlier, values] = await Promise.all([
        findRequest(db, workspaceId, from, view()),
        findSenderValues(db, workspaceId, from),
      ]);
      if (!earlier || !values || earlier.templateId !== template.id)
        throw new AppError(404, request.t.t('problems.notFound'));
      return showForm(
        request,
        reply,
        template,
        resendForm(template, earlier, values, key, request.t.language),
      );
    }
    return showForm(request, reply, template, emptySendForm(template, key, request.t.language));
  });

  app.post(
    '/send/:templateId',
    { schema: { params: TemplateParams, body: FormBody } },
    async (request, reply) => {
      const member = me(request);
      const given = (request.body as Form).idempotencyKey;
      const key = KEY.test(given ?? '') ? given : newIdempotencyKey();
      // A resubmitted form whose request exists already: show that request, charge nothing.
      const earlier = await findByIdempotencyKey(db, member.workspaceId, key, view());
      if (earlier) return seeOther(reply, `/app/requests/${earlier.id}?notice=sent`);

      const { t } = request;
      const template = await publishedOr404(request, member.workspaceId, request.params.templateId);
      // A document sent once that was sent already (from another form): its request, nothing sent.
      const sent = await sentOnce(member.workspaceId, template);
      if (sent) return seeOther(reply, `/app/requests/${sent}`);
      const form = readSendForm(template, request.body as Form, key);
      const body = sendBodyOf(template, form);
      // Every problem at once: the body's (as the API's schema states them) and the values'.
      const problems = {
        ...bodyProblems(body, form, clock.now(), t),
        ...valueProblems(template, validateValues(template, body.values), t),
      };
      if (Object.keys(problems).length > 0)
        return showForm(request, reply, template, form, { status: 400, errors: problems });
      // The same document to the same people a moment ago (Back, then send again): ask first.
      if (!form.sendAnyway) {
        const duplicate = await recentDuplicate(
          db,
          member.workspaceId,
          template.id,
          body.submitters.map((s) => s.email),
          new Date(clock.now().getTime() - RECENT_DUPLICATE_MS),
        );
        if (duplicate) {
          // A twin of this very form (a double click) that committed meanwhile is not a repeat: go to it.
          const twin = await findByIdempotencyKey(db, member.workspaceId, key, view());
          if (twin) return seeOther(reply, `/app/requests/${twin.id}?notice=sent`);
          return showForm(request, reply, template, form, { status: 409, duplicate });
        }
      }
      try {
        const outcome = await sendRequest(db, clock, {
          auth: {
            workspaceId: member.workspaceId,
            memberId: member.memberId,
            plan: member.plan,
            apiKeyId: null,
            memberEmail: member.email,
          },
          body,
          ttlDays: services.config.requestTtlDays,
          documents: services.documents,
          work: services.work.for(member.workspaceId),
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500),
        });
        return seeOther(reply, `/app/requests/${outcome.id}?notice=sent`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const refusal = refusalOf(template, error, clock.now(), t);
        if (!refusal) throw error;
        return showForm(request, reply, template, form, refusal);
      }
    },
  );

  app.post(
    '/send/:templateId/preview',
    { schema: { params: TemplateParams, body: FormBody } },
    async (request, reply) => {
      const member = me(request);
      const template = await publishedOr404(request, member.workspaceId, request.params.templateId);
      const form = readSendForm(
        template,
        request.body as Form,
        String((request.body as Form).idempotencyKey ?? ''),
      );
      const work = services.work.for(template.workspaceId);
      let values: Awaited<ReturnType<typeof assertValidValuesIn>>;
      try {
        values = await assertValidValuesIn(work, template, valuesOf(template, form));
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_values') {
          const errors = valueProblems(template, error.extra.details as InvalidValueDetail[], request.t);
          return showForm(request, reply, template, form, { status: 400, errors });
        }
        throw error;
      }
      const pdf = await work.run(renderTask, {
        template,
        pdf: await templatePdf(services.documents, template),
        input: { values },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="preview.pdf"')
        .header('content-security-policy', DOCUMENT_CSP)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}

/** How a refusal of sendRequest reads on the form; undefined for errors that are not the sender's. */
function refusalOf(
  template: Template,
  error: AppError,
  now: Date,
  t: Translator,
): { status: number; errors?: FieldErrors; general?: string[] } | undefined {
  const renews = dateText(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), t);
  const count = new Intl.NumberFormat(t.language);
  switch (error.code) {
    case 'invalid_values':
      return { status: 400, errors: valueProblems(template, error.extra.details as InvalidValueDetail[], t) };
    case 'limit_reached':
      return {
        status: 403,
        general: [
          t.t('send.limitReached', {
            used: count.format(Number(error.extra.used)),
            limit: count.format(Number(error.extra.limit)),
            reset: renews,
          }),
        ],
      };
    case 'plan_missing_feature':
      return { status: 403, general: [t.t('send.planMissing')] };
    default:
      if (error.statusCode === 404) return { status: 404, general: [t.t('send.templateGone')] };
      if (error.statusCode === 400) return { status: 400, general: [error.message] };
      return undefined;
  }
}
