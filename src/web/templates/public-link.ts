// A template's public link in the application (issue 45 item 4): an owner turns it on, names the
// people for the roles after the first, chooses whether the visitor proves their address first, sees
// the link to share, and turns it off. Thin: the rules are the API's (public-links/links.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import { AppError } from '../../platform/errors.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import {
  type FixedSubmitter,
  type PublicLink,
  readPublicLink,
  turnOffPublicLink,
  turnOnPublicLink,
} from '../../templates/public-links.ts';
import { findTemplate } from '../../templates/repository.ts';
import type { Template } from '../../templates/types.ts';
import { assertValidValuesIn } from '../../templates/values.ts';
import { FormBody } from '../account/schemas.ts';
import { copyable, csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const NOTICES = { on: 'publicLink.app.turnedOn', off: 'publicLink.app.turnedOff' } as const;

interface Shown {
  template: Template;
  link: PublicLink | null;
  people: FixedSubmitter[];
  verifyEmail: boolean;
  errors: FieldErrors;
  general: string[];
  csrf: string;
  t: Translator;
}

function linkPage(s: Shown): SafeHtml {
  const { t, template } = s;
  const [first, ...later] = template.roles;
  const on = s.link?.enabled === true;
  const people = later.map((role, i) => {
    const person = s.people.find((p) => p.role === role.name);
    return html`<fieldset class="panel"><legend>${t.t('publicLink.app.people', { role: role.name })}</legend>
<input type="hidden" name="people.${String(i)}.role" value="${role.name}">
${input({ id: `person-${i}-name`, name: `people.${i}.name`, label: t.t('publicLink.app.personName'), value: person?.name, required: true, maxlength: 200, autocomplete: 'off', error: s.errors[`person-${i}-name`], t })}
${input({ id: `person-${i}-email`, name: `people.${i}.email`, type: 'email', label: t.t('publicLink.app.personEmail'), value: person?.email, required: true, maxlength: 254, autocomplete: 'off', error: s.errors[`person-${i}-email`], t })}
</fieldset>`;
  });
  return html`<p class="crumbs"><a href="/app/templates"><span class="arrow" aria-hidden="true">←</span> ${t.t('templates.title')}</a></p>
<h1>${t.t('publicLink.app.title', { name: template.name })}</h1>
<p class="lead">${t.tHtml('publicLink.app.lead', { role: first?.name ?? '' })}</p>
${errorSummary(s.errors, s.general, {}, t)}
<p>${t.t(on ? 'publicLink.app.on' : 'publicLink.app.off')}</p>
${on && s.link?.url ? copyable({ id: 'public-link-url', label: t.t('publicLink.app.url'), value: s.link.url, t }) : ''}
<form method="post" action="/app/templates/${template.id}/public-link" class="narrow-form" novalidate>
${csrfField(s.csrf)}
${people}
<div class="check"><input type="checkbox" id="verify-email" name="verifyEmail" value="yes"${s.verifyEmail ? html` checked` : ''}><label for="verify-email">${t.t('publicLink.app.verify')}</label></div>
<div class="actions"><button type="submit" class="primary"><span>${t.t(on ? 'publicLink.app.save' : 'publicLink.app.turnOn')}</span></button></div>
</form>
${
  on
    ? html`<form method="post" action="/app/templates/${template.id}/public-link/off" class="inline-form">
${csrfField(s.csrf)}<button type="submit" class="secondary"><span>${t.t('publicLink.app.turnOff')}</span></button></form>`
    : ''
}`;
}

export async function publicLinkPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const linkServices = { db, clock, publicUrl: services.config.publicUrl };

  /** A published template of the member's workspace, for an owner; a page that says why not otherwise. */
  const ownersTemplate = async (request: FastifyRequest, id: string): Promise<Template> => {
    const member = me(request);
    const template = await findTemplate(db, member.workspaceId, id);
    if (!template) throw new AppError(404, request.t.t('problems.notFound'));
    if (member.role !== 'owner') throw new AppError(403, request.t.t('publicLink.app.ownersOnly'));
    if (template.status !== 'published') throw new AppError(409, request.t.t('publicLink.app.notPublished'));
    return template;
  };

  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    template: Template,
    edit: { people?: FixedSubmitter[]; verifyEmail?: boolean; errors?: FieldErrors; general?: string[] } = {},
  ) => {
    const frame = await frameOf(services, request);
    const link = await readPublicLink(linkServices, template.workspaceId, template.id);
    const asked = (request.query as Record<string, string>).notice;
    const failed = Boolean(edit.errors && Object.keys(edit.errors).length) || Boolean(edit.general?.length);
    return sendPage(
      reply,
      page({
        title: frame.t.t('publicLink.app.title', { name: template.name }),
        frame,
        nav: 'templates',
        notice: asked === 'on' || asked === 'off' ? frame.t.t(NOTICES[asked]) : undefined,
        body: linkPage({
          template,
          link,
          people: edit.people ?? link?.fixedSubmitters ?? [],
          verifyEmail: edit.verifyEmail ?? link?.verifyEmail ?? true,
          errors: edit.errors ?? {},
          general: edit.general ?? [],
          csrf: frame.csrf,
          t: frame.t,
        }),
      }),
      failed ? 400 : 200,
    );
  };

  app.get('/templates/:id/public-link', { schema: { params: Params } }, async (request, reply) =>
    show(request, reply, await ownersTemplate(request, request.params.id)),
  );

  app.post(
    '/templates/:id/public-link',
    { schema: { params: Params, body: FormBody } },
    async (request, reply) => {
      const template = await ownersTemplate(request, request.params.id);
      const t = request.t;
      const people = template.roles.slice(1).map((role, i) => ({
        role: role.name,
        name: field(request.body, `people.${i}.name`, 200).trim(),
        email: field(request.body, `people.${i}.email`, 254).trim(),
      }));
      const verifyEmail = field(request.body, 'verifyEmail') === 'yes';
      const errors: FieldErrors = {};
      people.forEach((p, i) => {
        if (p.name === '') errors[`person-${i}-name`] = t.t('publicLink.app.nameMissing');
        if (!/^[^\s@]+@[^\s@]+$/.test(p.email))
          errors[`person-${i}-email`] = t.t('publicLink.app.emailMissing');
      });
      if (Object.keys(errors).length > 0)
        return show(request, reply, template, { people, verifyEmail, errors });
      const member = me(request);
      try {
        await turnOnPublicLink(
          linkServices,
          { memberId: member.memberId, role: member.role, workspaceId: member.workspaceId },
          template.id,
          { fixedSubmitters: people, verifyEmail },
          async (checked) => {
            await assertValidValuesIn(services.work.for(member.workspaceId), checked, {});
          },
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return show(request, reply, template, { people, verifyEmail, general: [error.message] });
      }
      return seeOther(reply, `/app/templates/${template.id}/public-link?notice=on`);
    },
  );

  app.post(
    '/templates/:id/public-link/off',
    { schema: { params: Params, body: FormBody } },
    async (request, reply) => {
      const template = await ownersTemplate(request, request.params.id);
      const member = me(request);
      await turnOffPublicLink(
        linkServices,
        { memberId: member.memberId, role: member.role, workspaceId: member.workspaceId },
        template.id,
      );
      return seeOther(reply, `/app/templates/${template.id}/public-link?notice=off`);
    },
  );
}
