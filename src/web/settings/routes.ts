// The workspace settings page (issue 21): the workspace's name and plan, how long ended requests are
// kept (owners set the retention; members read it), and the owner's "Export all data", which streams
// the same ZIP as the operator's export. Every change is a form with a redirect after it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportFilename, exportWorkspace } from '../../lifecycle/export.ts';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../../lifecycle/retention.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { getWorkspace, updateWorkspace, type Workspace } from '../../workspaces/workspaces.ts';
import { FormBody } from '../account/schemas.ts';
import { csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { en } from '../strings/en.ts';

const s = en.settings;

function ownerOnly(request: FastifyRequest) {
  if (me(request).role !== 'owner') throw new AppError(403, s.ownersOnly);
}

interface Typed {
  mode: 'forever' | 'days';
  days: string;
}

function retentionForm(csrf: string, workspace: Workspace, errors: FieldErrors, typed?: Typed) {
  const mode = typed?.mode ?? (workspace.retentionDays === null ? 'forever' : 'days');
  const days = typed?.days ?? (workspace.retentionDays === null ? '' : String(workspace.retentionDays));
  const checked = (m: Typed['mode']) => (mode === m ? html` checked` : '');
  return html`<form method="post" action="/app/settings/retention" class="panel narrow-form" novalidate>
<h2 id="retention-heading">${s.retention}</h2>
<p class="hint">${s.retentionLead}</p>
${csrfField(csrf)}
<fieldset class="choices-set"><legend class="visually-hidden">${s.retention}</legend>
<div class="check"><input type="radio" id="retention-forever" name="mode" value="forever"${checked('forever')}><label for="retention-forever">${s.keepForever}</label></div>
<div class="check"><input type="radio" id="retention-days-mode" name="mode" value="days"${checked('days')}><label for="retention-days-mode">${s.eraseAfter}</label></div>
</fieldset>
${input({
  id: 'retention-days',
  name: 'days',
  type: 'number',
  label: s.days,
  hint: s.daysHint,
  value: days,
  error: errors['retention-days'],
  extra: html` class="short" min="${RETENTION_DAYS_MIN}" max="${RETENTION_DAYS_MAX}" step="1" inputmode="numeric"`,
})}
<button type="submit" class="primary">${s.save}</button>
</form>`;
}

export async function settingsPages(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = services;

  async function settingsPage(
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { errors: FieldErrors; typed: Typed },
  ) {
    const frame = await frameOf(services, request);
    const workspace = await getWorkspace(db, frame.member.workspaceId);
    if (!workspace) throw new AppError(404, en.problems.notFound);
    const owner = frame.member.role === 'owner';
    const current =
      workspace.retentionDays === null ? s.currentForever : s.currentDays(workspace.retentionDays);
    return sendPage(
      reply,
      page({
        title: s.title,
        frame,
        nav: 'settings',
        notice: queryText(request.query, 'notice') === 'saved' ? s.saved : undefined,
        body: html`<h1>${s.title}</h1>
${errorSummary(refused?.errors ?? {})}
<section class="panel" aria-labelledby="workspace-heading">
<h2 id="workspace-heading">${s.workspace}</h2>
<dl class="facts">
<dt>${s.name}</dt><dd>${workspace.name}</dd>
<dt>${s.plan}</dt><dd>${en.plans[workspace.plan] ?? workspace.plan}</dd>
<dt>${s.retention}</dt><dd>${current}</dd>
</dl>
</section>
${
  owner
    ? html`${retentionForm(frame.csrf, workspace, refused?.errors ?? {}, refused?.typed)}
<section class="panel" aria-labelledby="export-heading">
<h2 id="export-heading">${s.export}</h2>
<p class="hint">${s.exportLead}</p>
<p><a class="button-link secondary" href="/app/settings/export" download>${s.exportButton}</a></p>
</section>`
    : html`<p class="hint">${s.ownersOnly}</p>`
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
      return settingsPage(request, reply, { errors: { 'retention-days': s.daysInvalid }, typed });
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
