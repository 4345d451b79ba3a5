// "Change e-mail" on the request page (issue 35 item 3): beside a signer who has neither signed nor
// declined, a small form with the new address and whether to e-mail them the new link now. Thin: it
// calls correctSigner, the function the API's PATCH …/submitters/{role} calls, with the member as the
// actor (a plain member changes only the requests they sent, as with void).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import { memberActor } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { correctSigner } from '../../requests/correct-signer.ts';
import { findRequest, isTerminal, type RequestView, type SubmitterView } from '../../requests/read.ts';
import { mayManage, requestCreator } from '../../workspaces/roles.ts';
import { FormBody, isEmailAddress } from '../account/schemas.ts';
import { csrfField, errorSummary, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { isolated } from './views.ts';

const SignerParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  index: Type.Integer({ minimum: 0, maximum: 99 }),
});

/** Whether a signer's address may still change: they have not acted and the request is open. */
export const correctable = (request: Pick<RequestView, 'status'>, signer: Pick<SubmitterView, 'status'>) =>
  !isTerminal(request.status) && signer.status !== 'completed' && signer.status !== 'declined';

/** The request page's link beside a signer (views.ts shows it when `correctable`). */
export function changeEmailLink(requestId: string, index: number, name: string, t: Translator): SafeHtml {
  return html`<a class="change-email" href="/app/requests/${requestId}/signers/${index}/email" aria-label="${t.t('request.changeEmailOf', { name: isolated(name) })}">${t.t('request.changeEmail')}</a>`;
}

function changeEmailForm(input_: {
  request: RequestView;
  index: number;
  csrf: string;
  typed?: { email: string; invite: boolean };
  error?: string;
  problem?: string;
  t: Translator;
}): SafeHtml {
  const { request, index, t } = input_;
  const signer = request.submitters[index];
  const invite = input_.typed?.invite ?? true;
  return html`<p class="crumbs"><a href="/app/requests/${request.id}"><span class="arrow" aria-hidden="true">←</span> <bdi>${request.templateName}</bdi></a></p>
<h1>${t.t('changeEmail.title', { name: isolated(signer.name) })}</h1>
${input_.problem ? html`<div class="error-summary" role="alert" tabindex="-1" data-error-summary><p>${input_.problem}</p></div>` : ''}
${input_.error ? errorSummary({ 'new-email': input_.error }, [], {}, t) : ''}
<form method="post" action="/app/requests/${request.id}/signers/${index}/email" class="panel narrow-form" novalidate>
${csrfField(input_.csrf)}
<p>${t.t('changeEmail.lead')}</p>
<p class="sub">${t.tHtml('changeEmail.current', { email: signer.email })}</p>
${input({ id: 'new-email', name: 'email', type: 'email', label: t.t('changeEmail.email'), value: input_.typed?.email ?? signer.email, error: input_.error, required: true, autocomplete: 'off', maxlength: 254, t })}
<div class="check"><input type="checkbox" id="invite" name="invite" value="1"${invite ? html` checked` : ''}><label for="invite">${t.t('changeEmail.invite')}</label></div>
<div class="actions">
<button type="submit" class="primary">${t.t('changeEmail.confirm')}</button>
<a class="button-link" href="/app/requests/${request.id}">${t.t('changeEmail.keep')}</a>
</div>
</form>`;
}

export async function changeEmailPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const view = () => ({
    now: clock.now(),
    publicUrl: services.config.publicUrl,
    tokenSecret: services.tokenSecret,
    links: true,
  });

  /** The request and signer of the path, when the member may change them; 404 or 403 in words. */
  async function signerOr404(request: FastifyRequest, id: string, index: number) {
    const member = me(request);
    const found = await findRequest(db, member.workspaceId, id, view());
    if (!found?.submitters[index]) throw new AppError(404, request.t.t('problems.notFound'));
    if (member.role !== 'owner' && !mayManage(member, await requestCreator(db, member.workspaceId, id)))
      throw new AppError(403, request.t.t('roles.notPermitted'));
    return found;
  }

  async function formPage(
    request: FastifyRequest,
    reply: FastifyReply,
    found: RequestView,
    index: number,
    extra: { typed?: { email: string; invite: boolean }; error?: string; problem?: string } = {},
    status = 200,
  ) {
    const frame = await frameOf(services, request);
    return sendPage(
      reply,
      page({
        title: frame.t.t('changeEmail.title', { name: isolated(found.submitters[index].name) }),
        frame,
        nav: 'requests',
        body: changeEmailForm({ request: found, index, csrf: frame.csrf, t: frame.t, ...extra }),
      }),
      status,
    );
  }

  app.get(
    '/requests/:id/signers/:index/email',
    { schema: { params: SignerParams } },
    async (request, reply) => {
      const { id, index } = request.params;
      const found = await signerOr404(request, id, index);
      if (!correctable(found, found.submitters[index])) return seeOther(reply, `/app/requests/${id}`);
      return formPage(request, reply, found, index);
    },
  );

  app.post(
    '/requests/:id/signers/:index/email',
    { schema: { params: SignerParams, body: FormBody } },
    async (request, reply) => {
      const { id, index } = request.params;
      const member = me(request);
      const found = await signerOr404(request, id, index);
      const signer = found.submitters[index];
      const typed = {
        email: field(request.body, 'email', 255),
        invite: field(request.body, 'invite') !== '',
      };
      if (!isEmailAddress(typed.email) || typed.email.length > 254)
        return formPage(
          request,
          reply,
          found,
          index,
          { typed, error: request.t.t('changeEmail.emailInvalid') },
          400,
        );
      try {
        await correctSigner(db, clock, {
          workspaceId: member.workspaceId,
          requestId: id,
          role: signer.role,
          email: typed.email,
          sendEmail: typed.invite,
          actor: memberActor(member.memberId),
          manager: member,
          ip: request.ip,
          userAgent: clientInfo(request).userAgent ?? undefined,
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'submitter_not_correctable')) throw error;
        const problem = request.t.t('changeEmail.notCorrectable');
        return formPage(request, reply, found, index, { typed, problem }, 409);
      }
      return seeOther(reply, `/app/requests/${id}?notice=corrected&signer=${index}`);
    },
  );
}
