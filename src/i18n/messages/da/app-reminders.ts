// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatiske påmindelser',
  'settings.remindersLead':
    'Den underskriver, det er tur til, kan få en påmindelse på e-mail, uden at nogen beder om det. Anmodninger, der sendes fra nu af, får denne indstilling, medmindre de sendes med deres egen; anmodninger, der sendes uden e-mail, får aldrig automatiske påmindelser.',
  'settings.remindersOffChoice': 'Send ikke automatiske påmindelser',
  'settings.remindersOnChoice': 'Send automatiske påmindelser',
  'settings.remindEvery': 'Med hvor mange dages mellemrum',
  'settings.remindEveryHint': 'Fra 1 til 30, regnet fra invitationen eller den seneste påmindelse.',
  'settings.remindEveryInvalid': 'Indtast et helt antal dage fra 1 til 30.',
  'settings.remindMax': 'Højst hvor mange gange pr. underskriver',
  'settings.remindMaxHint': 'Fra 1 til 10.',
  'settings.remindMaxInvalid': 'Indtast et helt tal fra 1 til 10.',
  'settings.remindersOff': 'Fra: underskrivere får kun en påmindelse, når nogen beder om det.',
  'settings.remindersCurrent': 'Send automatiske påmindelser {every}, højst {max} pr. underskriver.',
  'settings.remindersEvery.one': 'hver dag',
  'settings.remindersEvery.other': 'med {count} dages mellemrum',
  'settings.remindersTimes.one': 'én gang',
  'settings.remindersTimes.other': '{count} gange',

  'request.nextReminder': 'Næste automatiske påmindelse til {name}: {date}.',
  'request.noReminderDue': 'Der er ingen automatisk påmindelse planlagt.',
  'request.remindersOff': 'Denne anmodning har ingen automatiske påmindelser.',
  'request.remindersSchedule': 'Automatiske påmindelser {every}, højst {max} pr. underskriver.',
});
