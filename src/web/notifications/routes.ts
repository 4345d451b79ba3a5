// The notifications inbox (issue 9): the workspace's completed, declined and expired requests, each
// linking to its request, read state per member; mark one or all read.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { markAllNotificationsRead, markNotificationRead, memberInbox } from '../../audit/inbox.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { FormBody, IdParams } from '../account/schemas.ts';
import { time } from '../format.ts';
import { csrfField } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { me, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { en } from '../strings/en.ts';

export async function notificationPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  app.get('/notifications', async (request, reply) => {
    const frame = await frameOf(services, request);
    const items = await memberInbox(db, frame.member);
    const list = items.map((item) => {
      const describe = en.notifications.types[item.type] ?? en.notifications.other;
      const text = describe(item.templateName ?? '');
      return html`<li class="${item.read ? 'read' : 'unread'}">
<div class="note-text">
${item.read ? '' : html`<span class="badge">${en.notifications.unread}</span> `}
${item.requestId ? html`<a href="/app/requests/${item.requestId}">${text}</a>` : text}
<span class="sub">${item.signerNames.length ? `${en.notifications.with(item.signerNames.join(', '))} · ` : ''}${time(item.createdAt)}</span>
</div>
${
  item.read
    ? ''
    : html`<form method="post" action="/app/notifications/${item.id}/read">${csrfField(frame.csrf)}
<button type="submit" class="secondary small" aria-label="${en.notifications.markRead}: ${text}">${en.notifications.markRead}</button></form>`
}
</li>`;
    });
    return sendPage(
      reply,
      page({
        title: en.notifications.title,
        frame,
        nav: 'notifications',
        body: html`<div class="page-head">
<h1>${en.notifications.title}</h1>
${
  frame.unread > 0
    ? html`<form method="post" action="/app/notifications/read-all">${csrfField(frame.csrf)}
<button type="submit" class="secondary">${en.notifications.markAll}</button></form>`
    : ''
}
</div>
<p class="lead">${en.notifications.lead}</p>
${items.length === 0 ? html`<p class="empty">${en.notifications.empty}</p>` : html`<ul class="notes">${list}</ul>`}`,
      }),
    );
  });

  /** Marks read (one, or all when `notificationId` is absent) with its audit entry, in one transaction. */
  const markRead = (request: Parameters<typeof me>[0], notificationId?: string) => {
    const member = me(request);
    const client = clientInfo(request);
    return db.transaction(async (tx) => {
      if (notificationId === undefined) await markAllNotificationsRead(tx, clock, member);
      else if (!(await markNotificationRead(tx, clock, member, notificationId))) return false;
      await recordMemberAction(
        tx,
        clock,
        member,
        client,
        'notifications.read',
        notificationId === undefined ? { all: true } : { notificationId },
      );
      return true;
    });
  };

  app.post('/notifications/read-all', { schema: { body: FormBody } }, async (request, reply) => {
    await markRead(request);
    return seeOther(reply, '/app/notifications');
  });

  app.post(
    '/notifications/:id/read',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      if (!(await markRead(request, request.params.id))) throw new AppError(404, en.problems.notFound);
      return seeOther(reply, '/app/notifications');
    },
  );
}
