// Polski (forma bezosobowa): automatyczne przypomnienia. Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatyczne przypomnienia',
  'settings.remindersLead':
    'Podpisujący, którego jest kolej, może otrzymywać przypomnienia e-mailem bez niczyjej prośby. Prośby wysyłane od teraz przyjmują to ustawienie, chyba że zostaną wysłane z własnym; prośby wysłane bez wiadomości e-mail nigdy nie są przypominane automatycznie.',
  'settings.remindersOffChoice': 'Nie przypominaj automatycznie',
  'settings.remindersOnChoice': 'Przypominaj automatycznie',
  'settings.remindEvery': 'Co ile dni',
  'settings.remindEveryHint': 'Od 1 do 30, licząc od zaproszenia lub ostatniego przypomnienia.',
  'settings.remindEveryInvalid': 'Proszę podać liczbę całkowitą dni od 1 do 30.',
  'settings.remindMax': 'Maksymalna liczba przypomnień na podpisującego',
  'settings.remindMaxHint': 'Od 1 do 10.',
  'settings.remindMaxInvalid': 'Proszę podać liczbę całkowitą od 1 do 10.',
  'settings.remindersOff': 'Wyłączone: podpisujący otrzymują przypomnienie tylko na czyjąś prośbę.',
  'settings.remindersCurrent': 'Automatyczne przypomnienia {every}, najwyżej {max} na podpisującego.',
  'settings.remindersEvery.one': 'codziennie',
  'settings.remindersEvery.few': 'co {count} dni',
  'settings.remindersEvery.many': 'co {count} dni',
  'settings.remindersEvery.other': 'co {count} dnia',
  'settings.remindersTimes.one': 'raz',
  'settings.remindersTimes.few': '{count} razy',
  'settings.remindersTimes.many': '{count} razy',
  'settings.remindersTimes.other': '{count} raza',

  'request.nextReminder': 'Następne automatyczne przypomnienie dla {name}: {date}.',
  'request.noReminderDue': 'Nie zaplanowano automatycznego przypomnienia.',
  'request.remindersOff': 'Ta prośba nie ma automatycznych przypomnień.',
  'request.remindersSchedule': 'Automatyczne przypomnienia {every}, najwyżej {max} na podpisującego.',
});
