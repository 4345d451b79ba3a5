// Slovenčina (vykanie): automatické pripomienky. Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatické pripomienky',
  'settings.remindersLead':
    'Podpisujúcemu, ktorý je na rade, možno posielať pripomienky e-mailom bez toho, aby o to niekto žiadal. Žiadosti odoslané odteraz prevezmú toto nastavenie, ak nie sú odoslané s vlastným; žiadosti odoslané bez e-mailu sa nikdy automaticky nepripomínajú.',
  'settings.remindersOffChoice': 'Nepripomínať automaticky',
  'settings.remindersOnChoice': 'Pripomínať automaticky',
  'settings.remindEvery': 'Po koľkých dňoch',
  'settings.remindEveryHint': 'Od 1 do 30, počítané od pozvánky alebo poslednej pripomienky.',
  'settings.remindEveryInvalid': 'Zadajte celý počet dní od 1 do 30.',
  'settings.remindMax': 'Najviac koľkokrát na podpisujúceho',
  'settings.remindMaxHint': 'Od 1 do 10.',
  'settings.remindMaxInvalid': 'Zadajte celé číslo od 1 do 10.',
  'settings.remindersOff': 'Vypnuté: podpisujúcim sa pripomína, len keď o to niekto požiada.',
  'settings.remindersCurrent': 'Pripomínať automaticky {every}, najviac {max} na podpisujúceho.',
  'settings.remindersEvery.one': 'každý deň',
  'settings.remindersEvery.few': 'každé {count} dni',
  'settings.remindersEvery.many': 'každých {count} dňa',
  'settings.remindersEvery.other': 'každých {count} dní',
  'settings.remindersTimes.one': 'raz',
  'settings.remindersTimes.few': '{count}-krát',
  'settings.remindersTimes.many': '{count}-krát',
  'settings.remindersTimes.other': '{count}-krát',

  'request.nextReminder': 'Ďalšia automatická pripomienka pre {name}: {date}.',
  'request.noReminderDue': 'Žiadna automatická pripomienka nie je naplánovaná.',
  'request.remindersOff': 'Táto žiadosť nemá automatické pripomienky.',
  'request.remindersSchedule': 'Automatické pripomienky {every}, najviac {max} na podpisujúceho.',
});
