// The sessions page (issue 9): where the member is signed in (device read from the user agent, IP
// address, when signed in, last seen), and "Sign out" for each, which ends that session on the server.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { describeDevice, endSession, listSessions, type SignInMethod } from '../../members/sessions.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { time } from '../format.ts';
import { csrfField } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { clearSessionCookie, me, queryText, seeOther, sendPage, sessionLifetime } from '../http.ts';
import { page } from '../layout.ts';
import { FormBody, IdParams } from './schemas.ts';

const METHODS: Record<SignInMethod, MessageKey> = {
  link: 'sessions.method.link',
  invitation: 'sessions.method.invitation',
  passkey: 'sessions.method.passkey',
  oidc: 'sessions.method.oidc',
};

export async function sessionRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  app.get('/sessions', async (request, reply) => {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const sessions = await listSessions(db, clock, sessionLifetime(services), frame.member.memberId);
    const rows = sessions.map((s) => {
      const device = describeDevice(s.userAgent);
      const label =
        device.browser && device.system
          ? t.t('sessions.deviceOn', { browser: device.browser, system: device.system })
          : (device.browser ?? device.system ?? t.t('sessions.unknownDevice'));
      const current = s.id === frame.member.sessionId;
      return html`<tr>
<th scope="row">${label}${current ? html` <span class="badge">${t.t('sessions.current')}</span>` : ''}
<span class="sub block">${t.t(METHODS[s.method])}</span></th>
<td data-label="${t.t('sessions.ip')}">${s.ip ?? t.t('app.none')}</td>
<td data-label="${t.t('sessions.signedIn')}">${time(s.createdAt, 'dateTime', t)}</td>
<td data-label="${t.t('sessions.lastSeen')}">${time(s.lastSeenAt, 'dateTime', t)}</td>
<td><form method="post" action="/app/sessions/${s.id}/end">${csrfField(frame.csrf)}
<button type="submit" class="secondary small" aria-label="${t.t('sessions.signOutLabel', { device: label })}">${t.t('sessions.signOut')}</button></form></td>
</tr>`;
    });
    return sendPage(
      reply,
      page({
        title: t.t('sessions.title'),
        frame,
        nav: 'sessions',
        notice: queryText(request.query, 'notice') === 'ended' ? t.t('sessions.ended') : undefined,
        body: html`<h1>${t.t('sessions.title')}</h1>
<p class="lead">${t.t('sessions.lead')}</p>
<table class="list">
<thead><tr><th scope="col">${t.t('sessions.device')}</th><th scope="col">${t.t('sessions.ip')}</th>
<th scope="col">${t.t('sessions.signedIn')}</th><th scope="col">${t.t('sessions.lastSeen')}</th><th scope="col"><span class="visually-hidden">${t.t('app.actionsColumn')}</span></th></tr></thead>
<tbody>${rows}</tbody>
</table>`,
      }),
    );
  });

  app.post('/sessions/:id/end', { schema: { params: IdParams, body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const ended = await db.transaction(async (tx) => {
      if (!(await endSession(tx, clock, member.memberId, request.params.id))) return false;
      const client = clientInfo(request);
      await recordMemberAction(
        tx,
        clock,
        member,
        client,
        request.params.id === member.sessionId ? 'member.signed_out' : 'member.session_ended',
        { sessionId: request.params.id },
      );
      return true;
    });
    if (request.params.id === member.sessionId) {
      clearSessionCookie(reply, services);
      return seeOther(reply, '/app/sign-in?notice=signed-out');
    }
    return seeOther(reply, ended ? '/app/sessions?notice=ended' : '/app/sessions');
  });
}
