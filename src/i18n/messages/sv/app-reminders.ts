// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatiska påminnelser',
  'settings.remindersLead':
    'Den undertecknare som står på tur kan påminnas via e-post utan att någon behöver be om det. Begäranden som skickas från och med nu får den här inställningen om de inte skickas med en egen; begäranden som skickas utan e-post påminns aldrig automatiskt.',
  'settings.remindersOffChoice': 'Påminn inte automatiskt',
  'settings.remindersOnChoice': 'Påminn automatiskt',
  'settings.remindEvery': 'Med hur många dagars mellanrum',
  'settings.remindEveryHint': 'Från 1 till 30, räknat från inbjudan eller den senaste påminnelsen.',
  'settings.remindEveryInvalid': 'Ange ett heltal från 1 till 30 dagar.',
  'settings.remindMax': 'Högst hur många gånger per undertecknare',
  'settings.remindMaxHint': 'Från 1 till 10.',
  'settings.remindMaxInvalid': 'Ange ett heltal från 1 till 10.',
  'settings.remindersOff': 'Av: undertecknare påminns bara när någon ber om det.',
  'settings.remindersCurrent': 'Påminn automatiskt {every}, högst {max} per undertecknare.',
  'settings.remindersEvery.one': 'varje dag',
  'settings.remindersEvery.other': 'med {count} dagars mellanrum',
  'settings.remindersTimes.one': 'en gång',
  'settings.remindersTimes.other': '{count} gånger',

  'request.nextReminder': 'Nästa automatiska påminnelse till {name}: {date}.',
  'request.noReminderDue': 'Ingen automatisk påminnelse är planerad.',
  'request.remindersOff': 'Den här begäran har inga automatiska påminnelser.',
  'request.remindersSchedule': 'Automatiska påminnelser {every}, högst {max} per undertecknare.',
});
