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
import { en } from '../strings/en.ts';
import { FormBody, IdParams, JsonBody } from './schemas.ts';

const NOTICES: Record<string, string> = {
  renamed: en.passkeys.renamed,
  removed: en.passkeys.removed,
};

export async function passkeyRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  /** The page; a refused rename comes back to it with the problem on top. */
  async function passkeysPage(request: FastifyRequest, reply: FastifyReply, problem?: string) {
    const frame = await frameOf(services, request);
    const passkeys = await listPasskeys(db, frame.member.memberId);
    const asked = queryText(request.query, 'notice') ?? '';
    const newest = passkeys[passkeys.length - 1];
    const notice = asked === 'added' && newest ? en.passkeys.added(newest.name) : NOTICES[asked];
    const rows = passkeys.map(
      (p) => html`<tr>
<th scope="row">${p.name}</th>
<td data-label="${en.passkeys.created}">${time(p.createdAt)}</td>
<td data-label="${en.passkeys.lastUsed}">${time(p.lastUsedAt)}</td>
<td class="row-actions">
<form method="post" action="/app/passkeys/${p.id}/rename" class="inline">${csrfField(frame.csrf)}
<label class="visually-hidden" for="rename-${p.id}">${en.passkeys.renameLabel(p.name)}</label>
<input id="rename-${p.id}" name="name" type="text" value="${p.name}" maxlength="${PASSKEY_NAME_MAX}" required>
<button type="submit" class="secondary small">${en.passkeys.rename}</button></form>
<form method="post" action="/app/passkeys/${p.id}/remove" class="inline">${csrfField(frame.csrf)}
<button type="submit" class="danger small" aria-label="${en.passkeys.removeLabel(p.name)}">${en.passkeys.remove}</button></form>
</td>
</tr>`,
    );
    return sendPage(
      reply,
      page({
        title: en.passkeys.title,
        frame,
        nav: 'passkeys',
        notice,
        body: html`<h1>${en.passkeys.title}</h1>
<p class="lead">${en.passkeys.lead}</p>
${problem ? errorSummary({}, [problem]) : ''}
<section class="panel" aria-labelledby="add-heading">
<h2 id="add-heading">${en.passkeys.add}</h2>
<form data-passkey-register hidden>
<div class="field">
<label for="passkey-name">${en.passkeys.nameLabel}</label>
<p class="hint" id="passkey-name-hint">${en.passkeys.nameHint}</p>
<input id="passkey-name" name="name" type="text" maxlength="${PASSKEY_NAME_MAX}" aria-describedby="passkey-name-hint"
  value="${en.passkeys.defaultName} ${passkeys.length + 1}">
</div>
<button type="submit" class="primary">${en.passkeys.add}</button>
<p class="status-line" role="status" data-passkey-status data-working="${en.passkeys.working}"
  data-failed="${en.passkeys.failed}" data-cancelled="${en.passkeys.cancelled}"></p>
</form>
<noscript><p>${en.passkeys.noScript}</p></noscript>
</section>
<h2>${en.passkeys.list}</h2>
${
  passkeys.length === 0
    ? html`<p>${en.passkeys.empty}</p>`
    : html`<table class="list">
<thead><tr><th scope="col">${en.passkeys.name}</th><th scope="col">${en.passkeys.created}</th>
<th scope="col">${en.passkeys.lastUsed}</th><th scope="col"><span class="visually-hidden">${en.actionsColumn}</span></th></tr></thead>
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
    const body = request.body as { name?: unknown; response?: unknown };
    const name =
      (typeof body.name === 'string' ? body.name.trim().slice(0, PASSKEY_NAME_MAX) : '') ||
      en.passkeys.defaultName;
    if (name.includes('\u0000') || !body.response || typeof body.response !== 'object') {
      throw new AppError(400, en.passkeys.failed);
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
    if (!outcome.ok) throw new AppError(400, en.passkeys.failed);
    return { redirect: '/app/passkeys?notice=added' };
  });

  app.post(
    '/passkeys/:id/rename',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const name = field(request.body, 'name', PASSKEY_NAME_MAX);
      if (!name) return passkeysPage(request, reply, en.passkeys.nameMissing);
      const changed = await changePasskey(db, clock, me(request), {
        passkeyId: request.params.id,
        rename: name,
        client: clientInfo(request),
      });
      if (!changed) throw new AppError(404, en.problems.notFound);
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
      if (!changed) throw new AppError(404, en.problems.notFound);
      return seeOther(reply, '/app/passkeys?notice=removed');
    },
  );
}
