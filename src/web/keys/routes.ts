// The API keys page (issue 9): a member creates named keys with an optional expiry (the secret shown
// once, with a copy button), sees name, last four, creator, created, last used and expiry, and
// revokes them after a confirmation step. The member who creates a key is its creator for spec §5.3.
// Members see their own keys; owners see and revoke every key of the workspace.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiKeyView, createApiKey, listApiKeys, revokeApiKey } from '../../auth/api-keys.ts';
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
import { en } from '../strings/en.ts';

const NAME_MAX = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const visible = (member: MemberSession, key: ApiKeyView) =>
  member.role === 'owner' || key.memberId === member.memberId;

export async function keyPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  async function keysPage(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: {
      created?: { name: string; key: string };
      errors?: FieldErrors;
      typed?: { name: string; expires: string };
    } = {},
    status = 200,
  ) {
    const frame = await frameOf(services, request);
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
          ? en.keys.revoked
          : k.expiresAt && k.expiresAt <= now
            ? en.keys.expired
            : creator?.status !== 'active'
              ? en.keys.creatorLeft
              : en.keys.active;
        const name = k.name ?? en.keys.unnamed;
        return html`<tr>
<th scope="row">${name}</th>
<td data-label="${en.keys.key}"><code>…${k.lastFour}</code></td>
<td data-label="${en.keys.createdBy}">${creator?.name ?? ''}</td>
<td data-label="${en.keys.created}">${time(k.createdAt)}</td>
<td data-label="${en.keys.lastUsed}">${time(k.lastUsedAt)}</td>
<td data-label="${en.keys.expiresCol}">${k.expiresAt ? time(k.expiresAt) : en.never}</td>
<td data-label="${en.keys.state}">${state}</td>
<td>${k.revokedAt ? '' : html`<a href="/app/keys/${k.id}/revoke" aria-label="${en.keys.revokeTitle(name)}">${en.keys.revoke}</a>`}</td>
</tr>`;
      });
    const errors = extra.errors ?? {};
    const created: SafeHtml | string = extra.created
      ? html`<section class="panel highlight" aria-labelledby="created-heading">
<h2 id="created-heading">${en.keys.createdTitle(extra.created.name)}</h2>
<p>${en.keys.createdLead}</p>
${copyable({ id: 'new-key', label: en.keys.keyLabel, value: extra.created.key })}
</section>`
      : '';
    return sendPage(
      reply,
      page({
        title: en.keys.title,
        frame,
        nav: 'keys',
        notice: queryText(request.query, 'notice') === 'revoked' ? en.keys.revokedFlash : undefined,
        body: html`<h1>${en.keys.title}</h1>
<p class="lead">${en.keys.lead}</p>
${created}
${errorSummary(errors)}
<form method="post" action="/app/keys" class="panel" novalidate>
<h2>${en.keys.create}</h2>
${csrfField(frame.csrf)}
<div class="pair">
${input({ id: 'key-name', name: 'name', label: en.keys.name, hint: en.keys.nameHint, required: true, value: extra.typed?.name, error: errors['key-name'], maxlength: NAME_MAX, autocomplete: 'off' })}
${input({ id: 'key-expires', name: 'expires', type: 'date', label: en.keys.expires, hint: en.keys.expiresHint, value: extra.typed?.expires, error: errors['key-expires'] })}
</div>
<button type="submit" class="primary">${en.keys.submit}</button>
</form>
<h2>${en.keys.list}</h2>
<p class="hint">${en.keys.ownKeysOnly}</p>
${
  rows.length === 0
    ? html`<p class="empty">${en.keys.empty}</p>`
    : html`<table class="list keys">
<thead><tr><th scope="col">${en.keys.name}</th><th scope="col">${en.keys.key}</th><th scope="col">${en.keys.createdBy}</th>
<th scope="col">${en.keys.created}</th><th scope="col">${en.keys.lastUsed}</th><th scope="col">${en.keys.expiresCol}</th>
<th scope="col">${en.keys.state}</th><th scope="col"><span class="visually-hidden">${en.actionsColumn}</span></th></tr></thead>
<tbody>${rows}</tbody></table>`
}`,
      }),
      status,
    );
  }

  app.get('/keys', async (request, reply) => keysPage(request, reply));

  app.post('/keys', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const name = field(request.body, 'name', NAME_MAX);
    const expires = field(request.body, 'expires', 10);
    const errors: FieldErrors = {};
    if (!name) errors['key-name'] = en.keys.nameMissing;
    let expiresAt: Date | undefined;
    if (expires) {
      expiresAt = new Date(`${expires}T00:00:00.000Z`);
      if (
        !DATE.test(expires) ||
        Number.isNaN(expiresAt.getTime()) ||
        expiresAt.toISOString().slice(0, 10) !== expires
      ) {
        errors['key-expires'] = en.keys.expiresInvalid;
      } else if (expiresAt <= clock.now()) {
        errors['key-expires'] = en.keys.expiresPast;
      }
    }
    if (Object.keys(errors).length > 0)
      return keysPage(request, reply, { errors, typed: { name, expires } }, 400);
    const client = clientInfo(request);
    const created = await db.transaction(async (tx) => {
      const key = await createApiKey(tx, clock, {
        workspaceId: member.workspaceId,
        memberId: member.memberId,
        name,
        expiresAt,
      });
      await recordMemberAction(tx, clock, member, client, 'api_key.created', {
        apiKeyId: key.view.id,
        name,
        ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      });
      return key;
    });
    return keysPage(request, reply, { created: { name, key: created.key } });
  });

  const keyOr404 = async (member: MemberSession, id: string) => {
    const key = (await listApiKeys(db, member.workspaceId)).find((k) => k.id === id);
    if (!key || !visible(member, key)) throw new AppError(404, en.problems.notFound);
    return key;
  };

  app.get('/keys/:id/revoke', { schema: { params: IdParams } }, async (request, reply) => {
    const frame = await frameOf(services, request);
    const key = await keyOr404(frame.member, request.params.id);
    if (key.revokedAt) return seeOther(reply, '/app/keys');
    const title = en.keys.revokeTitle(key.name ?? en.keys.unnamed);
    return sendPage(
      reply,
      page({
        title,
        frame,
        nav: 'keys',
        body: confirmStep({
          title,
          back: { href: '/app/keys', text: en.keys.title },
          action: `/app/keys/${key.id}/revoke`,
          csrf: frame.csrf,
          lead: en.keys.revokeLead,
          confirm: en.keys.revokeConfirm,
          cancel: en.cancel,
        }),
      }),
    );
  });

  app.post('/keys/:id/revoke', { schema: { params: IdParams, body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const key = await keyOr404(member, request.params.id);
    const client = clientInfo(request);
    await db.transaction(async (tx) => {
      await revokeApiKey(tx, clock, member.workspaceId, key.id);
      await recordMemberAction(tx, clock, member, client, 'api_key.revoked', { apiKeyId: key.id });
    });
    return seeOther(reply, '/app/keys?notice=revoked');
  });
}
