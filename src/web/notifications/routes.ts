// The notifications inbox (issue 9): the workspace's completed, declined and expired requests, each
// linking to its request, read state per member; mark one or all read. Opening an unread one is a
// small form (a button that looks like the link) that marks it read and goes on to the request, so
// the GETs stay free of side effects (issue 22).

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { markAllNotificationsRead, markNotificationRead, memberInbox } from '../../audit/inbox.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import {
  completionMailNotice,
  completionMailPanel,
  wantsCompletionMail,
} from '../account/completion-mail.ts';
import { FormBody, IdParams } from '../account/schemas.ts';
import { time } from '../format.ts';
import { csrfField } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';

/** What each kind of notification says, by its type. */
const SAYS: Record<string, MessageKey> = {
  'signature_request.completed': 'notifications.completed',
  'signature_request.declined': 'notifications.declined',
  'signature_request.expired': 'notifications.expired',
};

export async function notificationPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;

  app.get('/notifications', async (request, reply) => {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const [items, completionMail] = await Promise.all([
      memberInbox(db, frame.member),
      wantsCompletionMail(db, frame.member.memberId),
    ]);
    const list = items.map((item) => {
      const text = t.t(SAYS[item.type] ?? 'notifications.other', { template: item.templateName ?? '' });
      const open = !item.requestId
        ? text
        : item.read
          ? html`<a href="/app/requests/${item.requestId}">${text}</a>`
          : html`<form method="post" action="/app/notifications/${item.id}/open" class="note-open">${csrfField(frame.csrf)}<button type="submit" class="link-button">${text}</button></form>`;
      return html`<li class="${item.read ? 'read' : 'unread'}">
<div class="note-text">
${item.read ? '' : html`<span class="badge">${t.t('notifications.unread')}</span> `}
${open}
${
  item.decline
    ? html`<span class="decline">${
        item.decline.reason
          ? t.tHtml('notifications.declinedReason', { name: item.decline.name, reason: item.decline.reason })
          : t.tHtml('notifications.declinedBy', { name: item.decline.name })
      }</span>`
    : ''
}
<span class="sub">${item.signerNames.length ? `${t.t('notifications.with', { names: item.signerNames.join(', ') })} · ` : ''}${time(item.createdAt, 'dateTime', t)}</span>
</div>
${
  item.read
    ? ''
    : html`<form method="post" action="/app/notifications/${item.id}/read">${csrfField(frame.csrf)}
<button type="submit" class="secondary small" aria-label="${t.t('notifications.markReadLabel', { text })}">${t.t('notifications.markRead')}</button></form>`
}
</li>`;
    });
    return sendPage(
      reply,
      page({
        title: t.t('notifications.title'),
        frame,
        nav: 'notifications',
        notice: completionMailNotice(queryText(request.query, 'notice'), t),
        body: html`<div class="page-head">
<h1>${t.t('notifications.title')}</h1>
${
  frame.unread > 0
    ? html`<form method="post" action="/app/notifications/read-all">${csrfField(frame.csrf)}
<button type="submit" class="secondary">${t.t('notifications.markAll')}</button></form>`
    : ''
}
</div>
<p class="lead">${t.t('notifications.lead')}</p>
${items.length === 0 ? html`<p class="empty">${t.t('notifications.empty')}</p>` : html`<ul class="notes">${list}</ul>`}
${completionMailPanel(completionMail, frame.csrf, t)}`,
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
      if (!(await markRead(request, request.params.id)))
        throw new AppError(404, request.t.t('problems.notFound'));
      return seeOther(reply, '/app/notifications');
    },
  );

  // Opening a notification: it is read now, and the member goes on to its request.
  app.post(
    '/notifications/:id/open',
    { schema: { params: IdParams, body: FormBody } },
    async (request, reply) => {
      const { rows } = await db.query<{ request_id: string | null }>(
        'SELECT request_id FROM notifications WHERE id = $1 AND workspace_id = $2',
        [request.params.id, me(request).workspaceId],
      );
      const requestId = rows[0]?.request_id;
      if (!requestId || !(await markRead(request, request.params.id)))
        throw new AppError(404, request.t.t('problems.notFound'));
      return seeOther(reply, `/app/requests/${requestId}`);
    },
  );
}
