// The request page's line on automatic reminders (issue 24 item 3): while the request is open, when
// the signer whose turn it is gets the next one, or that none is due, under the request's schedule;
// or that the request has none.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { time } from '../format.ts';
import type { RequestDetail } from './detail.ts';

export function nextReminderNote(detail: RequestDetail, t: Translator): SafeHtml | '' {
  const { request } = detail;
  if (request.status !== 'pending' && request.status !== 'opened') return '';
  if (!request.reminders) return html`<p class="hint reminders">${t.t('request.remindersOff')}</p>`;
  const turn = detail.turn === null ? null : request.submitters[detail.turn];
  const next =
    turn && detail.nextReminder
      ? t.tHtml('request.nextReminder', { name: turn.name, date: time(detail.nextReminder, 'dateTime', t) })
      : t.t('request.noReminderDue');
  const schedule = t.t('request.remindersSchedule', {
    every: t.n('settings.remindersEvery', request.reminders.everyDays),
    max: t.n('settings.remindersTimes', request.reminders.max),
  });
  return html`<p class="next-reminder">${next}</p>
<p class="hint reminders">${schedule}</p>`;
}
