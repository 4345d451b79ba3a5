// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatische herinneringen',
  'settings.remindersLead':
    'De ondertekenaar die aan de beurt is, kan per e-mail worden herinnerd zonder dat iemand erom vraagt. Verzoeken die vanaf nu worden verzonden, krijgen deze instelling, tenzij ze met een eigen instelling worden verzonden; verzoeken die zonder e-mail worden verzonden, krijgen nooit automatische herinneringen.',
  'settings.remindersOffChoice': 'Niet automatisch herinneren',
  'settings.remindersOnChoice': 'Automatisch herinneren',
  'settings.remindEvery': 'Om de hoeveel dagen',
  'settings.remindEveryHint': 'Van 1 tot 30, gerekend vanaf de uitnodiging of de laatste herinnering.',
  'settings.remindEveryInvalid': 'Vul een geheel aantal dagen in van 1 tot 30.',
  'settings.remindMax': 'Maximaal hoe vaak per ondertekenaar',
  'settings.remindMaxHint': 'Van 1 tot 10.',
  'settings.remindMaxInvalid': 'Vul een geheel getal in van 1 tot 10.',
  'settings.remindersOff': 'Uit: ondertekenaars worden alleen herinnerd wanneer iemand daarom vraagt.',
  'settings.remindersCurrent': 'Automatisch herinneren {every}, maximaal {max} per ondertekenaar.',
  'settings.remindersEvery.one': 'elke dag',
  'settings.remindersEvery.other': 'om de {count} dagen',
  'settings.remindersTimes.one': 'één keer',
  'settings.remindersTimes.other': '{count} keer',

  'request.nextReminder': 'Volgende automatische herinnering aan {name}: {date}.',
  'request.noReminderDue': 'Er staat geen automatische herinnering gepland.',
  'request.remindersOff': 'Dit verzoek heeft geen automatische herinneringen.',
  'request.remindersSchedule': 'Automatische herinneringen {every}, maximaal {max} per ondertekenaar.',
});
