// The workspace settings page's routes (issues 21, 24, 25): the page (page.ts) and the owners' forms:
// the retention (retention.ts), the default automatic reminders (reminders.ts), the signers' default
// language (language.ts) and "Export all
// data", which streams the same ZIP as the operator's export. Every change is a form with a redirect
// after it, audited in the same transaction; a member's POST (or export) is a 403.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportFilename, exportWorkspace } from '../../lifecycle/export.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import type { Services } from '../../platform/services.ts';
import { setWorkspaceReminderDefault } from '../../requests/reminders.ts';
import { setWorkspaceDefaultLocale } from '../../workspaces/language.ts';
import { updateWorkspace } from '../../workspaces/workspaces.ts';
import { FormBody } from '../account/schemas.ts';
import { me, seeOther } from '../http.ts';
import { readLanguageForm } from './language.ts';
import { settingsPage } from './page.ts';
import { readRemindersForm } from './reminders.ts';
import { readRetentionForm } from './retention.ts';

/** Settings change only by an owner's hand; members read them. */
export function ownerOnly(request: FastifyRequest) {
  if (me(request).role !== 'owner') throw new AppError(403, request.t.t('settings.ownersOnly'));
}

export async function settingsPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;

  app.get('/settings', async (request, reply) => settingsPage(services, request, reply));

  app.post('/settings/retention', { schema: { body: FormBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const form = readRetentionForm(request.body, request.t);
    if ('errors' in form) {
      return settingsPage(services, request, reply, { errors: form.errors, retention: form.typed });
    }
    const { retentionDays } = form;
    await db.transaction(async (tx) => {
      await updateWorkspace(tx, member.workspaceId, { retentionDays });
      await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.retention_changed', {
        retentionDays,
      });
    });
    return seeOther(reply, '/app/settings?notice=saved');
  });

  app.post('/settings/reminders', { schema: { body: FormBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const form = readRemindersForm(request.body, request.t);
    if ('errors' in form) {
      return settingsPage(services, request, reply, { errors: form.errors, reminders: form.typed });
    }
    await db.transaction(async (tx) => {
      await setWorkspaceReminderDefault(tx, member.workspaceId, form.schedule);
      await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.reminders_changed', {
        reminders: form.schedule,
      });
    });
    return seeOther(reply, '/app/settings?notice=saved');
  });

  app.post('/settings/language', { schema: { body: FormBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const form = readLanguageForm(request.body, request.t);
    if ('errors' in form) return settingsPage(services, request, reply, { errors: form.errors });
    await db.transaction(async (tx) => {
      await setWorkspaceDefaultLocale(tx, member.workspaceId, form.locale);
      await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.language_changed', {
        locale: form.locale,
      });
    });
    return seeOther(reply, '/app/settings?notice=saved');
  });

  app.get('/settings/export', async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const now = clock.now();
    await db.transaction((tx) =>
      recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.exported'),
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${exportFilename(member.workspaceId, now)}"`)
      .header('cache-control', 'private, no-store')
      .send(
        exportWorkspace(services, member.workspaceId, {
          now,
          publicUrl: config.publicUrl,
          tokenSecret: services.tokenSecret,
          links: true,
        }),
      );
  });
}
