// The API keys page (issue 9): a member creates named keys with an optional expiry (the secret shown
// once, with a copy button), sees name, last four, creator, created, last used and expiry, and
// revokes them after a confirmation step. A key may do what the member ticked (issue 35: all by
// default). The member who creates a key is its creator for spec §5.3.
// Members see their own keys; owners see and revoke every key of the workspace.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiKeyView, createApiKey, listApiKeys, revokeApiKey } from '../../auth/api-keys.ts';
import { SCOPES, type Scope } from '../../auth/scopes.ts';
import { recordMemberAction } from '../../members/audit.ts';
import type { MemberSession } from '../../members/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { listMembers } from '../../workspaces/workspaces.ts';
import { FormBody, IdParams } from '../account/schemas.ts';
import { time } from '../format.ts';
import { confirmStep, copyable, csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { pickedScopes, scopeFieldId, scopesCell, scopesFieldset } from './scopes-field.ts';
import { putShownOnce, takeShownOnce } from './shown-once.ts';

const NAME_MAX = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const visible = (member: MemberSession, key: ApiKeyView) =>
  member.role === 'owner' || key.memberId === member.memberId;

export async function keyPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  const slots = {
    tokenSecret: services.tokenSecret,
    publicUrl: services.config.publicUrl,
    now: () => clock.now(),
  };

  async function keysPage(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: {
      errors?: FieldErrors;
      typed?: { name: string; expires: string; scopes: Scope[] };
    } = {},
    status = 200,
  ) {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const now = clock.now();
    const [keys, members] = await Promise.all([
      listApiKeys(db, frame.member.workspaceId),
      listMembers(db, frame.member.workspaceId),
    ]);
    const people = new Map(members.map((m) => [m.id, m]));
    const rows = keys
      .filter((k) => visible(frame.member, k))
      .map((k) => {
        const creator = people.get(k.memberId);
        const state = k.revokedAt
          ? t.t('keys.revoked')
          : k.expiresAt && k.expiresAt <= now
            ? t.t('keys.expired')
            : creator?.status !== 'active'
              ? t.t('keys.creatorLeft')
              : t.t('keys.active');
        const name = k.name ?? t.t('keys.unnamed');
        return html`<tr>
<th scope="row"><bdi>${name}</bdi></th>
<td data-label="${t.t('keys.key')}"><code>…${k.lastFour}</code></td>
<td data-label="${t.t('keys.scopesCol')}">${scopesCell(k.scopes, t)}</td>
<td data-label="${t.t('keys.createdBy')}"><bdi>${creator?.name ?? ''}</bdi></td>
<td data-label="${t.t('keys.created')}">${time(k.createdAt, 'dateTime', t)}</td>
<td data-label="${t.t('keys.lastUsed')}">${time(k.lastUsedAt, 'dateTime', t)}</td>
<td data-label="${t.t('keys.expiresCol')}">${time(k.expiresAt, 'dateTime', t)}</td>
<td data-label="${t.t('keys.state')}">${state}</td>
<td>${k.revokedAt ? '' : html`<a href="/app/keys/${k.id}/revoke" aria-label="${t.t('keys.revokeTitle', { name })}">${t.t('keys.revoke')}</a>`}</td>
</tr>`;
      });
    const errors = extra.errors ?? {};
    const fresh = takeShownOnce(
      request,
      reply,
      slots,
      frame.member.sessionId,
      queryText(request.query, 'created', 100),
    );
    // The one time a secret is on a page: no cache, no back-button copy.
    if (fresh) reply.header('cache-control', 'no-store');
    const created: SafeHtml | string = fresh
      ? html`<section class="panel highlight" aria-labelledby="created-heading">
<h2 id="created-heading">${t.t('keys.createdTitle', { name: fresh.name })}</h2>
<p>${t.t('keys.createdLead')}</p>
${copyable({ id: 'new-key', label: t.t('keys.keyLabel'), value: fresh.key, t })}
</section>`
      : '';
    return sendPage(
      reply,
      page({
        title: t.t('keys.title'),
        frame,
        nav: 'keys',
        notice: queryText(request.query, 'notice') === 'revoked' ? t.t('keys.revokedFlash') : undefined,
        body: html`<h1>${t.t('keys.title')}</h1>
<p class="lead">${t.t('keys.lead')}</p>
${created}
${errorSummary(errors, [], {}, t)}
<form method="post" action="/app/keys" class="panel" novalidate>
<h2>${t.t('keys.create')}</h2>
${csrfField(frame.csrf)}
<div class="pair">
${input({ id: 'key-name', name: 'name', label: t.t('keys.name'), hint: t.t('keys.nameHint'), required: true, value: extra.typed?.name, error: errors['key-name'], maxlength: NAME_MAX, autocomplete: 'off', t })}
${input({ id: 'key-expires', name: 'expires', type: 'date', label: t.t('keys.expires'), hint: t.t('keys.expiresHint'), value: extra.typed?.expires, error: errors['key-expires'], t })}
</div>
${scopesFieldset({ picked: extra.typed?.scopes ?? SCOPES, error: errors[scopeFieldId(SCOPES[0])], t })}
<button type="submit" class="primary">${t.t('keys.submit')}</button>
</form>
<h2>${t.t('keys.list')}</h2>
<p class="hint">${t.t('keys.ownKeysOnly')}</p>
${
  rows.length === 0
    ? html`<p class="empty">${t.t('keys.empty')}</p>`
    : html`<table class="list keys">
<thead><tr><th scope="col">${t.t('keys.name')}</th><th scope="col">${t.t('keys.key')}</th><th scope="col">${t.t('keys.scopesCol')}</th><th scope="col">${t.t('keys.createdBy')}</th>
<th scope="col">${t.t('keys.created')}</th><th scope="col">${t.t('keys.lastUsed')}</th><th scope="col">${t.t('keys.expiresCol')}</th>
<th scope="col">${t.t('keys.state')}</th><th scope="col"><span class="visually-hidden">${t.t('app.actionsColumn')}</span></th></tr></thead>
<tbody>${rows}</tbody></table>`
}`,
      }),
      status,
    );
  }

  app.get('/keys', async (request, reply) => keysPage(request, reply));

  app.post('/keys', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const { t } = request;
    const name = field(request.body, 'name', NAME_MAX);
    const expires = field(request.body, 'expires', 10);
    const errors: FieldErrors = {};
    if (!name) errors['key-name'] = t.t('keys.nameMissing');
    const scopes = pickedScopes(request.body);
    // The summary links to the first box, where the fieldset's message is shown.
    if (scopes.length === 0) errors[scopeFieldId(SCOPES[0])] = t.t('keys.scopesMissing');
    let expiresAt: Date | undefined;
    if (expires) {
      expiresAt = new Date(`${expires}T00:00:00.000Z`);
      if (
        !DATE.test(expires) ||
        Number.isNaN(expiresAt.getTime()) ||
        expiresAt.toISOString().slice(0, 10) !== expires
      ) {
        errors['key-expires'] = t.t('keys.expiresInvalid');
      } else if (expiresAt <= clock.now()) {
        errors['key-expires'] = t.t('keys.expiresPast');
      }
    }
    if (Object.keys(errors).length > 0)
      return keysPage(request, reply, { errors, typed: { name, expires, scopes } }, 400);
    const client = clientInfo(request);
    const created = await db.transaction(async (tx) => {
      const key = await createApiKey(tx, clock, {
        workspaceId: member.workspaceId,
        memberId: member.memberId,
        name,
        expiresAt,
        scopes,
      });
      await recordMemberAction(tx, clock, member, client, 'api_key.created', {
        apiKeyId: key.view.id,
        name,
        scopes: key.view.scopes,
        ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      });
      return key;
    });
    // Post/Redirect/Get: the secret waits in a one-time slot; a reload of the answer creates nothing.
    const slot = putShownOnce(reply, slots, member.sessionId, { name, key: created.key });
    return seeOther(reply, `/app/keys?created=${slot}`);
  });

  const keyOr404 = async (request: FastifyRequest, member: MemberSession, id: string) => {
    const key = (await listApiKeys(db, member.workspaceId)).find((k) => k.id === id);
    if (!key || !visible(member, key)) throw new AppError(404, request.t.t('problems.notFound'));
    return key;
  };

  app.get('/keys/:id/revoke', { schema: { params: IdParams } }, async (request, reply) => {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const key = await keyOr404(request, frame.member, request.params.id);
    if (key.revokedAt) return seeOther(reply, '/app/keys');
    const title = t.t('keys.revokeTitle', { name: key.name ?? t.t('keys.unnamed') });
    return sendPage(
      reply,
      page({
        title,
        frame,
        nav: 'keys',
        body: confirmStep({
          title,
          back: { href: '/app/keys', text: t.t('keys.title') },
          action: `/app/keys/${key.id}/revoke`,
          csrf: frame.csrf,
          lead: t.t('keys.revokeLead'),
          confirm: t.t('keys.revokeConfirm'),
          cancel: t.t('app.cancel'),
        }),
      }),
    );
  });

  app.post('/keys/:id/revoke', { schema: { params: IdParams, body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const key = await keyOr404(request, member, request.params.id);
    const client = clientInfo(request);
    await db.transaction(async (tx) => {
      await revokeApiKey(tx, clock, member.workspaceId, key.id);
      await recordMemberAction(tx, clock, member, client, 'api_key.revoked', { apiKeyId: key.id });
    });
    return seeOther(reply, '/app/keys?notice=revoked');
  });
}
