// The members page (issue 9): who can sign in to the workspace, their role and last sign-in; owners
// invite members by e-mail and remove them (after a confirmation step). A removed member is signed
// out everywhere at once and their API keys answer 403 key_creator_left_organization. Owners also
// send a pending member (invited, never signed in) a fresh invitation and change another member's
// role (issue 22). Every form answers with a 303 redirect (Post/Redirect/Get) once it has acted.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import type { MemberSession } from '../../members/sessions.ts';
import { changeMemberRole, inviteMember, removeMemberAsOwner, resendInvitation } from '../../members/team.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { getMember, listMembers, MEMBER_ROLES, type MemberRole } from '../../workspaces/workspaces.ts';
import { FormBody, IdParams, isEmailAddress } from '../account/schemas.ts';
import { address, time } from '../format.ts';
import { confirmStep, csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';

const ROLE_KEYS: Record<MemberRole, MessageKey> = {
  owner: 'members.roles.owner',
  member: 'members.roles.member',
};

const NOTICES: Record<string, MessageKey> = {
  invited: 'members.invited',
  removed: 'members.removed',
  resent: 'members.resent',
  role: 'members.roleChanged',
};

function ownerOnly(member: MemberSession, t: Translator) {
  if (member.role !== 'owner') throw new AppError(404, t.t('problems.notFound'));
}

interface Typed {
  name: string;
  email: string;
  role: MemberRole;
}

const roleOptions = (t: Translator, chosen: MemberRole) =>
  MEMBER_ROLES.map(
    (r) => html`<option value="${r}"${chosen === r ? html` selected` : ''}>${t.t(ROLE_KEYS[r])}</option>`,
  );

export async function memberPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  async function membersPage(
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { errors: FieldErrors; typed: Typed },
  ) {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const owner = frame.member.role === 'owner';
    const members = (await listMembers(db, frame.member.workspaceId)).filter((m) => m.status === 'active');
    const notice = NOTICES[queryText(request.query, 'notice') ?? ''];
    const rows = members.map((m) => {
      const other = owner && m.id !== frame.member.memberId;
      const role = other
        ? html`<form method="post" action="/app/members/${m.id}/role" class="inline role-form">${csrfField(frame.csrf)}
<label class="visually-hidden" for="role-${m.id}">${t.tHtml('members.roleLabel', { name: m.name })}</label>
<select id="role-${m.id}" name="role">${roleOptions(t, m.role)}</select>
<button type="submit" class="secondary small">${t.t('members.changeRole')}</button></form>`
        : t.t(ROLE_KEYS[m.role]);
      const resend =
        other && !m.lastSignedInAt
          ? html`<form method="post" action="/app/members/${m.id}/resend" class="inline">${csrfField(frame.csrf)}
<button type="submit" class="secondary small" aria-label="${t.t('members.resendLabel', { name: m.name })}">${t.t('members.resend')}</button></form>`
          : '';
      return html`<tr>
<th scope="row"><bdi>${m.name}</bdi>${m.id === frame.member.memberId ? html` <span class="sub">${t.t('members.you')}</span>` : ''}</th>
<td data-label="${t.t('members.email')}">${address(m.email)}</td>
<td data-label="${t.t('members.role')}">${role}</td>
<td data-label="${t.t('members.lastSignIn')}">${m.lastSignedInAt ? time(m.lastSignedInAt, 'dateTime', t) : t.t('members.notYet')}</td>
<td><div class="row-actions">${resend}${other ? html`<a href="/app/members/${m.id}/remove" aria-label="${t.t('members.removeTitle', { name: m.name })}">${t.t('members.remove')}</a>` : ''}</div></td>
</tr>`;
    });
    const errors = refused?.errors ?? {};
    const typed = refused?.typed;
    return sendPage(
      reply,
      page({
        title: t.t('members.title'),
        frame,
        nav: 'members',
        notice: notice ? t.t(notice) : undefined,
        body: html`<h1>${t.t('members.title')}</h1>
<p class="lead">${t.t('members.lead')}</p>
<table class="list members">
<thead><tr><th scope="col">${t.t('members.name')}</th><th scope="col">${t.t('members.email')}</th><th scope="col">${t.t('members.role')}</th>
<th scope="col">${t.t('members.lastSignIn')}</th><th scope="col"><span class="visually-hidden">${t.t('app.actionsColumn')}</span></th></tr></thead>
<tbody>${rows}</tbody></table>
${
  owner
    ? html`${errorSummary(errors, [], {}, t)}
<form method="post" action="/app/members" class="panel" novalidate>
<h2>${t.t('members.invite')}</h2>
<p class="hint">${t.t('members.inviteHint')}</p>
${csrfField(frame.csrf)}
<div class="pair">
${input({ id: 'invite-name', name: 'name', label: t.t('members.name'), required: true, value: typed?.name, error: errors['invite-name'], maxlength: 200, autocomplete: 'off', t })}
${input({ id: 'invite-email', name: 'email', type: 'email', label: t.t('members.email'), required: true, value: typed?.email, error: errors['invite-email'], maxlength: 320, autocomplete: 'off', t })}
</div>
<div class="field">
<label for="invite-role">${t.t('members.role')}</label>
<p class="hint" id="invite-role-hint">${t.t('members.roleHint')}</p>
<select id="invite-role" name="role" aria-describedby="invite-role-hint">
${roleOptions(t, typed?.role ?? 'member')}
</select>
</div>
<button type="submit" class="primary">${t.t('members.inviteSubmit')}</button>
</form>`
    : html`<p class="hint">${t.t('members.ownersOnly')}</p>`
}`,
      }),
      refused ? 400 : 200,
    );
  }

  app.get('/members', async (request, reply) => membersPage(request, reply));

  app.post('/members', { schema: { body: FormBody } }, async (request, reply) => {
    const { t } = request;
    const owner = me(request);
    ownerOnly(owner, t);
    const role = field(request.body, 'role', 20);
    const typed: Typed = {
      name: field(request.body, 'name', 200),
      email: field(request.body, 'email', 320),
      role: MEMBER_ROLES.includes(role as MemberRole) ? (role as MemberRole) : 'member',
    };
    const errors: FieldErrors = {};
    if (!typed.name) errors['invite-name'] = t.t('members.nameMissing');
    if (!isEmailAddress(typed.email)) errors['invite-email'] = t.t('signIn.emailInvalid');
    if (Object.keys(errors).length > 0) return membersPage(request, reply, { errors, typed });
    const outcome = await inviteMember(db, clock, services.tokenSecret, owner, {
      ...typed,
      client: clientInfo(request),
    });
    if (!outcome.ok)
      return membersPage(request, reply, {
        errors: { 'invite-email': t.t('members.alreadyMember') },
        typed,
      });
    return seeOther(reply, '/app/members?notice=invited');
  });

  const otherMemberOr404 = async (request: FastifyRequest, owner: MemberSession, id: string) => {
    ownerOnly(owner, request.t);
    const member = await getMember(db, owner.workspaceId, id);
    if (member?.status !== 'active' || member.id === owner.memberId) {
      throw new AppError(404, request.t.t('problems.notFound'));
    }
    return member;
  };

  app.get('/members/:id/remove', { schema: { params: IdParams } }, async (request, reply) => {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const member = await otherMemberOr404(request, frame.member, request.params.id);
    const title = t.t('members.removeTitle', { name: member.name });
    return sendPage(
      reply,
      page({
        title,
        frame,
        nav: 'members',
        body: confirmStep({
          title,
          back: { href: '/app/members', text: t.t('members.title') },
          action: `/app/members/${member.id}/remove`,
          csrf: frame.csrf,
          lead: t.t('members.removeLead'),
          confirm: t.t('members.removeConfirm'),
          cancel: t.t('app.cancel'),
        }),
      }),
    );
  });

  app.post(
    '/members/:id/remove',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const owner = me(request);
      await otherMemberOr404(request, owner, request.params.id);
      await removeMemberAsOwner(db, clock, owner, {
        memberId: request.params.id,
        client: clientInfo(request),
      });
      return seeOther(reply, '/app/members?notice=removed');
    },
  );

  app.post(
    '/members/:id/resend',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const owner = me(request);
      await otherMemberOr404(request, owner, request.params.id);
      const sent = await resendInvitation(db, clock, services.tokenSecret, owner, {
        memberId: request.params.id,
        client: clientInfo(request),
      });
      // A member who has signed in since the page was drawn has no invitation to send again.
      return seeOther(reply, sent ? '/app/members?notice=resent' : '/app/members');
    },
  );

  app.post('/members/:id/role', { schema: { params: IdParams, body: FormBody } }, async (request, reply) => {
    const owner = me(request);
    await otherMemberOr404(request, owner, request.params.id);
    const role = field(request.body, 'role', 20);
    if (!MEMBER_ROLES.includes(role as MemberRole)) throw new AppError(400, request.t.t('problems.error'));
    await changeMemberRole(db, clock, owner, {
      memberId: request.params.id,
      role: role as MemberRole,
      client: clientInfo(request),
    });
    return seeOther(reply, '/app/members?notice=role');
  });
}
