// The workspace's default automatic reminders on the settings page (issue 24 item 3): "Remind
// automatically every N days, at most M times", or off. A send without `reminders` (the API's, or
// the application's send form) takes this schedule; a request keeps the one it was sent with.
// Owners change it; members read it. One section of the settings page.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import {
  REMIND_EVERY_DAYS,
  REMIND_MAX,
  type ReminderSchedule,
  workspaceReminderDefault,
} from '../../requests/reminders.ts';
import { csrfField, type FieldErrors, input } from '../forms.ts';
import { field } from '../http.ts';
import type { RemindersTyped, SettingsContext } from './sections.ts';

/** The schedule as a sentence, for the workspace's facts. */
export function remindersText(t: Translator, schedule: ReminderSchedule | null): string {
  if (!schedule) return t.t('settings.remindersOff');
  return t.t('settings.remindersCurrent', {
    every: t.n('settings.remindersEvery', schedule.everyDays),
    max: t.n('settings.remindersTimes', schedule.max),
  });
}

const whole = (text: string, range: { min: number; max: number }) =>
  /^\d{1,3}$/.test(text) && Number(text) >= range.min && Number(text) <= range.max;

/** The posted form: the schedule to keep (null: off), or the fields' errors and what was typed. */
export function readRemindersForm(
  body: unknown,
  t: Translator,
): { schedule: ReminderSchedule | null } | { errors: FieldErrors; typed: RemindersTyped } {
  const typed: RemindersTyped = {
    mode: field(body, 'reminders', 10) === 'on' ? 'on' : 'off',
    everyDays: field(body, 'everyDays', 10),
    max: field(body, 'max', 10),
  };
  if (typed.mode === 'off') return { schedule: null };
  const errors: FieldErrors = {};
  if (!whole(typed.everyDays, REMIND_EVERY_DAYS))
    errors['remind-every-days'] = t.t('settings.remindEveryInvalid');
  if (!whole(typed.max, REMIND_MAX)) errors['remind-max'] = t.t('settings.remindMaxInvalid');
  if (Object.keys(errors).length > 0) return { errors, typed };
  return { schedule: { everyDays: Number(typed.everyDays), max: Number(typed.max) } };
}

function remindersForm(
  t: Translator,
  csrf: string,
  schedule: ReminderSchedule | null,
  errors: FieldErrors,
  typed?: RemindersTyped,
): SafeHtml {
  const mode = typed?.mode ?? (schedule ? 'on' : 'off');
  const everyDays = typed?.everyDays ?? String(schedule?.everyDays ?? 3);
  const max = typed?.max ?? String(schedule?.max ?? 3);
  const checked = (m: RemindersTyped['mode']) => (mode === m ? html` checked` : '');
  return html`<form method="post" action="/app/settings/reminders" class="narrow-form" novalidate>
${csrfField(csrf)}
<fieldset class="choices-set"><legend class="visually-hidden">${t.t('settings.reminders')}</legend>
<div class="check"><input type="radio" id="reminders-off" name="reminders" value="off"${checked('off')}><label for="reminders-off">${t.t('settings.remindersOffChoice')}</label></div>
<div class="check"><input type="radio" id="reminders-on" name="reminders" value="on"${checked('on')}><label for="reminders-on">${t.t('settings.remindersOnChoice')}</label></div>
</fieldset>
${input({
  id: 'remind-every-days',
  name: 'everyDays',
  type: 'number',
  label: t.t('settings.remindEvery'),
  hint: t.t('settings.remindEveryHint'),
  value: everyDays,
  error: errors['remind-every-days'],
  extra: html` class="short" min="${REMIND_EVERY_DAYS.min}" max="${REMIND_EVERY_DAYS.max}" step="1" inputmode="numeric"`,
  t,
})}
${input({
  id: 'remind-max',
  name: 'max',
  type: 'number',
  label: t.t('settings.remindMax'),
  hint: t.t('settings.remindMaxHint'),
  value: max,
  error: errors['remind-max'],
  extra: html` class="short" min="${REMIND_MAX.min}" max="${REMIND_MAX.max}" step="1" inputmode="numeric"`,
  t,
})}
<button type="submit" class="primary">${t.t('settings.save')}</button>
</form>`;
}

export async function remindersSection({
  services,
  t,
  frame,
  workspace,
  owner,
  refused,
}: SettingsContext): Promise<SafeHtml> {
  const schedule = await workspaceReminderDefault(services.db, workspace.id);
  return html`<section class="panel" aria-labelledby="reminders-heading">
<h2 id="reminders-heading">${t.t('settings.reminders')}</h2>
<p class="hint">${t.t('settings.remindersLead')}</p>
<p>${remindersText(t, schedule)}</p>
${owner ? remindersForm(t, frame.csrf, schedule, refused?.errors ?? {}, refused?.reminders) : ''}
</section>`;
}
