// The workspace settings page (issue 21): the workspace's name and plan, how long ended requests are
// kept (owners set the retention; members read it), the default automatic reminders (reminders.ts),
// and the owner's "Export all data", which streams the same ZIP as the operator's export. Every change
// is a form with a redirect after it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { exportFilename, exportWorkspace } from '../../lifecycle/export.ts';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../../lifecycle/retention.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { setWorkspaceReminderDefault, workspaceReminderDefault } from '../../requests/reminders.ts';
import { PLANS } from '../../workspaces/plans.ts';
import { getWorkspace, updateWorkspace, type Workspace } from '../../workspaces/workspaces.ts';
import { FormBody } from '../account/schemas.ts';
import { csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { type RemindersTyped, readRemindersForm, remindersForm, remindersText } from './reminders.ts';

function ownerOnly(request: FastifyRequest) {
  if (me(request).role !== 'owner') throw new AppError(403, request.t.t('settings.ownersOnly'));
}

interface Typed {
  mode: 'forever' | 'days';
  days: string;
}

function retentionForm(
  t: Translator,
  csrf: string,
  workspace: Workspace,
  errors: FieldErrors,
  typed?: Typed,
) {
  const mode = typed?.mode ?? (workspace.retentionDays === null ? 'forever' : 'days');
  const days = typed?.days ?? (workspace.retentionDays === null ? '' : String(workspace.retentionDays));
  const checked = (m: Typed['mode']) => (mode === m ? html` checked` : '');
  return html`<form method="post" action="/app/settings/retention" class="panel narrow-form" novalidate>
<h2 id="retention-heading">${t.t('settings.retention')}</h2>
<p class="hint">${t.t('settings.retentionLead')}</p>
${csrfField(csrf)}
<fieldset class="choices-set"><legend class="visually-hidden">${t.t('settings.retention')}</legend>
<div class="check"><input type="radio" id="retention-forever" name="mode" value="forever"${checked('forever')}><label for="retention-forever">${t.t('settings.keepForever')}</label></div>
<div class="check"><input type="radio" id="retention-days-mode" name="mode" value="days"${checked('days')}><label for="retention-days-mode">${t.t('settings.eraseAfter')}</label></div>
</fieldset>
${input({
  id: 'retention-days',
  name: 'days',
  type: 'number',
  label: t.t('settings.days'),
  hint: t.t('settings.daysHint'),
  value: days,
  error: errors['retention-days'],
  extra: html` class="short" min="${RETENTION_DAYS_MIN}" max="${RETENTION_DAYS_MAX}" step="1" inputmode="numeric"`,
  t,
})}
<button type="submit" class="primary">${t.t('settings.save')}</button>
</form>`;
}

export async function settingsPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;

  async function settingsPage(
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { errors: FieldErrors; typed?: Typed; reminders?: RemindersTyped },
  ) {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const workspace = await getWorkspace(db, frame.member.workspaceId);
    if (!workspace) throw new AppError(404, t.t('problems.notFound'));
    const reminders = await workspaceReminderDefault(db, workspace.id);
    const owner = frame.member.role === 'owner';
    const current =
      workspace.retentionDays === null
        ? t.t('settings.currentForever')
        : t.n('settings.currentDays', workspace.retentionDays);
    const plan = PLANS.includes(workspace.plan)
      ? t.t(`plans.${workspace.plan}` satisfies MessageKey)
      : workspace.plan;
    return sendPage(
      reply,
      page({
        title: t.t('settings.title'),
        frame,
        nav: 'settings',
        notice: queryText(request.query, 'notice') === 'saved' ? t.t('settings.saved') : undefined,
        body: html`<h1>${t.t('settings.title')}</h1>
${errorSummary(refused?.errors ?? {}, [], {}, t)}
<section class="panel" aria-labelledby="workspace-heading">
<h2 id="workspace-heading">${t.t('settings.workspace')}</h2>
<dl class="facts">
<dt>${t.t('settings.name')}</dt><dd>${workspace.name}</dd>
<dt>${t.t('settings.plan')}</dt><dd>${plan}</dd>
<dt>${t.t('settings.retention')}</dt><dd>${current}</dd>
<dt>${t.t('settings.reminders')}</dt><dd>${remindersText(t, reminders)}</dd>
</dl>
</section>
${
  owner
    ? html`${retentionForm(t, frame.csrf, workspace, refused?.errors ?? {}, refused?.typed)}
${remindersForm(t, frame.csrf, reminders, refused?.errors ?? {}, refused?.reminders)}
<section class="panel" aria-labelledby="export-heading">
<h2 id="export-heading">${t.t('settings.export')}</h2>
<p class="hint">${t.t('settings.exportLead')}</p>
<p><a class="button-link secondary" href="/app/settings/export" download>${t.t('settings.exportButton')}</a></p>
</section>`
    : html`<p class="hint">${t.t('settings.ownersOnly')}</p>`
}`,
      }),
      refused ? 400 : 200,
    );
  }

  app.get('/settings', async (request, reply) => settingsPage(request, reply));

  app.post('/settings/retention', { schema: { body: FormBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const typed: Typed = {
      mode: field(request.body, 'mode', 10) === 'days' ? 'days' : 'forever',
      days: field(request.body, 'days', 10),
    };
    const days = Number(typed.days);
    const valid = /^\d+$/.test(typed.days) && days >= RETENTION_DAYS_MIN && days <= RETENTION_DAYS_MAX;
    if (typed.mode === 'days' && !valid) {
      return settingsPage(request, reply, {
        errors: { 'retention-days': request.t.t('settings.daysInvalid') },
        typed,
      });
    }
    const retentionDays = typed.mode === 'days' ? days : null;
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
      return settingsPage(request, reply, { errors: form.errors, reminders: form.typed });
    }
    await db.transaction(async (tx) => {
      await setWorkspaceReminderDefault(tx, member.workspaceId, form.schedule);
      await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.reminders_changed', {
        reminders: form.schedule,
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
        }),
      );
  });
}
