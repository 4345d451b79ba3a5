// The passkeys page (issue 9): the member's passkeys (name, added, last used) with rename and
// remove, and adding one through the client island (the WebAuthn ceremony needs the browser's API;
// everything else works without JavaScript). Every change is audited.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasskey,
  finishPasskeyRegistration,
  listPasskeys,
  PASSKEY_NAME_MAX,
  relyingParty,
  startPasskeyRegistration,
} from '../../members/passkeys.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { time } from '../format.ts';
import { csrfField, errorSummary } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { FormBody, IdParams, JsonBody } from './schemas.ts';

const NOTICES = { renamed: 'passkeys.renamed', removed: 'passkeys.removed' } as const;

export async function passkeyRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  /** The page; a refused rename comes back to it with the problem on top. */
  async function passkeysPage(request: FastifyRequest, reply: FastifyReply, problem?: string) {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const passkeys = await listPasskeys(db, frame.member.memberId);
    const asked = queryText(request.query, 'notice') ?? '';
    const newest = passkeys[passkeys.length - 1];
    const notice =
      asked === 'added' && newest
        ? t.t('passkeys.added', { name: newest.name })
        : asked === 'renamed' || asked === 'removed'
          ? t.t(NOTICES[asked])
          : undefined;
    const rows = passkeys.map(
      (p) => html`<tr>
<th scope="row"><bdi>${p.name}</bdi></th>
<td data-label="${t.t('passkeys.created')}">${time(p.createdAt, 'dateTime', t)}</td>
<td data-label="${t.t('passkeys.lastUsed')}">${time(p.lastUsedAt, 'dateTime', t)}</td>
<td><div class="row-actions">
<form method="post" action="/app/passkeys/${p.id}/rename" class="inline">${csrfField(frame.csrf)}
<label class="visually-hidden" for="rename-${p.id}">${t.t('passkeys.renameLabel', { name: p.name })}</label>
<input id="rename-${p.id}" name="name" type="text" dir="auto" value="${p.name}" maxlength="${PASSKEY_NAME_MAX}" required>
<button type="submit" class="secondary small">${t.t('passkeys.rename')}</button></form>
<form method="post" action="/app/passkeys/${p.id}/remove" class="inline">${csrfField(frame.csrf)}
<button type="submit" class="danger small" aria-label="${t.t('passkeys.removeLabel', { name: p.name })}">${t.t('passkeys.remove')}</button></form>
</div></td>
</tr>`,
    );
    return sendPage(
      reply,
      page({
        title: t.t('passkeys.title'),
        frame,
        nav: 'passkeys',
        notice,
        body: html`<h1>${t.t('passkeys.title')}</h1>
<p class="lead">${t.t('passkeys.lead')}</p>
${problem ? errorSummary({}, [problem], {}, t) : ''}
<section class="panel" aria-labelledby="add-heading">
<h2 id="add-heading">${t.t('passkeys.add')}</h2>
<form data-passkey-register hidden>
<div class="field">
<label for="passkey-name">${t.t('passkeys.nameLabel')}</label>
<p class="hint" id="passkey-name-hint">${t.t('passkeys.nameHint')}</p>
<input id="passkey-name" name="name" type="text" maxlength="${PASSKEY_NAME_MAX}" aria-describedby="passkey-name-hint"
  value="${t.t('passkeys.defaultName')} ${passkeys.length + 1}">
</div>
<button type="submit" class="primary">${t.t('passkeys.add')}</button>
<p class="status-line" role="status" data-passkey-status data-working="${t.t('passkeys.working')}"
  data-failed="${t.t('passkeys.failed')}" data-cancelled="${t.t('passkeys.cancelled')}"></p>
</form>
<noscript><p>${t.t('passkeys.noScript')}</p></noscript>
</section>
<h2>${t.t('passkeys.list')}</h2>
${
  passkeys.length === 0
    ? html`<p>${t.t('passkeys.empty')}</p>`
    : html`<table class="list">
<thead><tr><th scope="col">${t.t('passkeys.name')}</th><th scope="col">${t.t('passkeys.created')}</th>
<th scope="col">${t.t('passkeys.lastUsed')}</th><th scope="col"><span class="visually-hidden">${t.t('app.actionsColumn')}</span></th></tr></thead>
<tbody>${rows}</tbody></table>`
}`,
      }),
      problem ? 400 : 200,
    );
  }

  app.get('/passkeys', async (request, reply) => passkeysPage(request, reply));

  app.post('/passkeys/options', { config: { json: true }, schema: { body: JsonBody } }, async (request) =>
    startPasskeyRegistration(db, clock, relyingParty(services.config.publicUrl), me(request)),
  );

  app.post('/passkeys', { config: { json: true }, schema: { body: JsonBody } }, async (request) => {
    const { t } = request;
    const body = request.body as { name?: unknown; response?: unknown };
    const name =
      (typeof body.name === 'string' ? body.name.trim().slice(0, PASSKEY_NAME_MAX) : '') ||
      t.t('passkeys.defaultName');
    if (name.includes('\u0000') || !body.response || typeof body.response !== 'object') {
      throw new AppError(400, t.t('passkeys.failed'));
    }
    const outcome = await finishPasskeyRegistration(
      db,
      clock,
      relyingParty(services.config.publicUrl),
      me(request),
      {
        name,
        response: body.response as RegistrationResponseJSON,
        client: clientInfo(request),
      },
    );
    if (!outcome.ok) throw new AppError(400, t.t('passkeys.failed'));
    return { redirect: '/app/passkeys?notice=added' };
  });

  app.post(
    '/passkeys/:id/rename',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const name = field(request.body, 'name', PASSKEY_NAME_MAX);
      if (!name) return passkeysPage(request, reply, request.t.t('passkeys.nameMissing'));
      const changed = await changePasskey(db, clock, me(request), {
        passkeyId: request.params.id,
        rename: name,
        client: clientInfo(request),
      });
      if (!changed) throw new AppError(404, request.t.t('problems.notFound'));
      return seeOther(reply, '/app/passkeys?notice=renamed');
    },
  );

  app.post(
    '/passkeys/:id/remove',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const changed = await changePasskey(db, clock, me(request), {
        passkeyId: request.params.id,
        client: clientInfo(request),
      });
      if (!changed) throw new AppError(404, request.t.t('problems.notFound'));
      return seeOther(reply, '/app/passkeys?notice=removed');
    },
  );
}
