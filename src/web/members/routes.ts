// The members page (issue 9): who can sign in to the workspace, their role and last sign-in; owners
// invite members by e-mail and remove them (after a confirmation step). A removed member is signed
// out everywhere at once and their API keys answer 403 key_creator_left_organization.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberSession } from '../../members/sessions.ts';
import { inviteMember, removeMemberAsOwner } from '../../members/team.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { getMember, listMembers, MEMBER_ROLES, type MemberRole } from '../../workspaces/workspaces.ts';
import { FormBody, IdParams, isEmailAddress } from '../account/schemas.ts';
import { time } from '../format.ts';
import { confirmStep, csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { en } from '../strings/en.ts';

function ownerOnly(member: MemberSession) {
  if (member.role !== 'owner') throw new AppError(404, en.problems.notFound);
}

interface Typed {
  name: string;
  email: string;
  role: MemberRole;
}

export async function memberPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  async function membersPage(
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { errors: FieldErrors; typed: Typed },
  ) {
    const frame = await frameOf(services, request);
    const owner = frame.member.role === 'owner';
    const members = (await listMembers(db, frame.member.workspaceId)).filter((m) => m.status === 'active');
    const notice = queryText(request.query, 'notice');
    const rows = members.map(
      (m) => html`<tr>
<th scope="row">${m.name}${m.id === frame.member.memberId ? html` <span class="sub">${en.members.you}</span>` : ''}</th>
<td data-label="${en.members.email}">${m.email}</td>
<td data-label="${en.members.role}">${en.members.roles[m.role]}</td>
<td data-label="${en.members.lastSignIn}">${m.lastSignedInAt ? time(m.lastSignedInAt) : en.members.notYet}</td>
<td>${owner && m.id !== frame.member.memberId ? html`<a href="/app/members/${m.id}/remove" aria-label="${en.members.removeTitle(m.name)}">${en.members.remove}</a>` : ''}</td>
</tr>`,
    );
    const errors = refused?.errors ?? {};
    const typed = refused?.typed;
    return sendPage(
      reply,
      page({
        title: en.members.title,
        frame,
        nav: 'members',
        notice:
          notice === 'invited' ? en.members.invited : notice === 'removed' ? en.members.removed : undefined,
        body: html`<h1>${en.members.title}</h1>
<p class="lead">${en.members.lead}</p>
<table class="list">
<thead><tr><th scope="col">${en.members.name}</th><th scope="col">${en.members.email}</th><th scope="col">${en.members.role}</th>
<th scope="col">${en.members.lastSignIn}</th><th scope="col"><span class="visually-hidden">${en.actionsColumn}</span></th></tr></thead>
<tbody>${rows}</tbody></table>
${
  owner
    ? html`${errorSummary(errors)}
<form method="post" action="/app/members" class="panel" novalidate>
<h2>${en.members.invite}</h2>
<p class="hint">${en.members.inviteHint}</p>
${csrfField(frame.csrf)}
<div class="pair">
${input({ id: 'invite-name', name: 'name', label: en.members.name, required: true, value: typed?.name, error: errors['invite-name'], maxlength: 200, autocomplete: 'off' })}
${input({ id: 'invite-email', name: 'email', type: 'email', label: en.members.email, required: true, value: typed?.email, error: errors['invite-email'], maxlength: 320, autocomplete: 'off' })}
</div>
<div class="field">
<label for="invite-role">${en.members.role}</label>
<p class="hint" id="invite-role-hint">${en.members.roleHint}</p>
<select id="invite-role" name="role" aria-describedby="invite-role-hint">
${MEMBER_ROLES.map((r) => html`<option value="${r}"${(typed?.role ?? 'member') === r ? html` selected` : ''}>${en.members.roles[r]}</option>`)}
</select>
</div>
<button type="submit" class="primary">${en.members.inviteSubmit}</button>
</form>`
    : html`<p class="hint">${en.members.ownersOnly}</p>`
}`,
      }),
      refused ? 400 : 200,
    );
  }

  app.get('/members', async (request, reply) => membersPage(request, reply));

  app.post('/members', { schema: { body: FormBody } }, async (request, reply) => {
    const owner = me(request);
    ownerOnly(owner);
    const role = field(request.body, 'role', 20);
    const typed: Typed = {
      name: field(request.body, 'name', 200),
      email: field(request.body, 'email', 320),
      role: MEMBER_ROLES.includes(role as MemberRole) ? (role as MemberRole) : 'member',
    };
    const errors: FieldErrors = {};
    if (!typed.name) errors['invite-name'] = en.members.nameMissing;
    if (!isEmailAddress(typed.email)) errors['invite-email'] = en.signIn.emailInvalid;
    if (Object.keys(errors).length > 0) return membersPage(request, reply, { errors, typed });
    const outcome = await inviteMember(db, clock, services.tokenSecret, owner, {
      ...typed,
      client: clientInfo(request),
    });
    if (!outcome.ok)
      return membersPage(request, reply, { errors: { 'invite-email': en.members.alreadyMember }, typed });
    return seeOther(reply, '/app/members?notice=invited');
  });

  const otherMemberOr404 = async (owner: MemberSession, id: string) => {
    ownerOnly(owner);
    const member = await getMember(db, owner.workspaceId, id);
    if (member?.status !== 'active' || member.id === owner.memberId) {
      throw new AppError(404, en.problems.notFound);
    }
    return member;
  };

  app.get('/members/:id/remove', { schema: { params: IdParams } }, async (request, reply) => {
    const frame = await frameOf(services, request);
    const member = await otherMemberOr404(frame.member, request.params.id);
    const title = en.members.removeTitle(member.name);
    return sendPage(
      reply,
      page({
        title,
        frame,
        nav: 'members',
        body: confirmStep({
          title,
          back: { href: '/app/members', text: en.members.title },
          action: `/app/members/${member.id}/remove`,
          csrf: frame.csrf,
          lead: en.members.removeLead,
          confirm: en.members.removeConfirm,
          cancel: en.cancel,
        }),
      }),
    );
  });

  app.post(
    '/members/:id/remove',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const owner = me(request);
      await otherMemberOr404(owner, request.params.id);
      await removeMemberAsOwner(db, clock, owner, {
        memberId: request.params.id,
        client: clientInfo(request),
      });
      return seeOther(reply, '/app/members?notice=removed');
    },
  );
}
