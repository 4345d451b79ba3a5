// How long ended requests are kept (issue 21), one section of the settings page: everybody reads the
// current rule; owners also get the form (forever, or erased N days after they ended).
import type { Translator } from '../../i18n/catalogue.ts';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../../lifecycle/retention.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Workspace } from '../../workspaces/workspaces.ts';
import { csrfField, type FieldErrors, input } from '../forms.ts';
import { field } from '../http.ts';
import type { RetentionTyped, SettingsContext } from './sections.ts';

/** The posted form: the retention to keep (null: forever), or the field's error and what was typed. */
export function readRetentionForm(
  body: unknown,
  t: Translator,
): { retentionDays: number | null } | { errors: FieldErrors; typed: RetentionTyped } {
  const typed: RetentionTyped = {
    mode: field(body, 'mode', 10) === 'days' ? 'days' : 'forever',
    days: field(body, 'days', 10),
  };
  if (typed.mode === 'forever') return { retentionDays: null };
  const days = Number(typed.days);
  const valid = /^\d+$/.test(typed.days) && days >= RETENTION_DAYS_MIN && days <= RETENTION_DAYS_MAX;
  if (!valid) return { errors: { 'retention-days': t.t('settings.daysInvalid') }, typed };
  return { retentionDays: days };
}

function retentionText(t: Translator, workspace: Workspace): string {
  return workspace.retentionDays === null
    ? t.t('settings.currentForever')
    : t.n('settings.currentDays', workspace.retentionDays);
}

function retentionForm(
  t: Translator,
  csrf: string,
  workspace: Workspace,
  errors: FieldErrors,
  typed?: RetentionTyped,
): SafeHtml {
  const mode = typed?.mode ?? (workspace.retentionDays === null ? 'forever' : 'days');
  const days = typed?.days ?? (workspace.retentionDays === null ? '' : String(workspace.retentionDays));
  const checked = (m: RetentionTyped['mode']) => (mode === m ? html` checked` : '');
  return html`<form method="post" action="/app/settings/retention" class="narrow-form" novalidate>
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

export function retentionSection({ t, frame, workspace, owner, refused }: SettingsContext): SafeHtml {
  return html`<section class="panel" aria-labelledby="retention-heading">
<h2 id="retention-heading">${t.t('settings.retention')}</h2>
<p class="hint">${t.t('settings.retentionLead')}</p>
<p>${retentionText(t, workspace)}</p>
${owner ? retentionForm(t, frame.csrf, workspace, refused?.errors ?? {}, refused?.retention) : ''}
</section>`;
}
