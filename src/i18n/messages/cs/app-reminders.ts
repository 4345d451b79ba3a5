// Čeština (vykání): automatická připomenutí. Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatická připomenutí',
  'settings.remindersLead':
    'Podepisujícímu, který je na řadě, lze posílat připomenutí e-mailem, aniž by o to kdokoli žádal. Žádosti odeslané od nynějška převezmou toto nastavení, pokud nejsou odeslány s vlastním; žádosti odeslané bez e-mailu se nikdy automaticky nepřipomínají.',
  'settings.remindersOffChoice': 'Nepřipomínat automaticky',
  'settings.remindersOnChoice': 'Připomínat automaticky',
  'settings.remindEvery': 'Po kolika dnech',
  'settings.remindEveryHint': 'Od 1 do 30, počítáno od pozvánky nebo posledního připomenutí.',
  'settings.remindEveryInvalid': 'Zadejte celý počet dní od 1 do 30.',
  'settings.remindMax': 'Nejvýše kolikrát na podepisujícího',
  'settings.remindMaxHint': 'Od 1 do 10.',
  'settings.remindMaxInvalid': 'Zadejte celé číslo od 1 do 10.',
  'settings.remindersOff': 'Vypnuto: podepisujícím se připomíná, jen když o to někdo požádá.',
  'settings.remindersCurrent': 'Připomínat automaticky {every}, nejvýše {max} na podepisujícího.',
  'settings.remindersEvery.one': 'každý den',
  'settings.remindersEvery.few': 'každé {count} dny',
  'settings.remindersEvery.many': 'každých {count} dne',
  'settings.remindersEvery.other': 'každých {count} dní',
  'settings.remindersTimes.one': 'jednou',
  'settings.remindersTimes.few': '{count}krát',
  'settings.remindersTimes.many': '{count}krát',
  'settings.remindersTimes.other': '{count}krát',

  'request.nextReminder': 'Další automatické připomenutí pro {name}: {date}.',
  'request.noReminderDue': 'Žádné automatické připomenutí není naplánováno.',
  'request.remindersOff': 'Tato žádost nemá automatická připomenutí.',
  'request.remindersSchedule': 'Automatická připomenutí {every}, nejvýše {max} na podepisujícího.',
});
