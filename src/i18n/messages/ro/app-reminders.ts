// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/app-reminders.ts.
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Mementouri automate',
  'settings.remindersLead':
    'Semnatarului al cărui rând este i se poate trimite automat un memento prin e-mail, fără ca cineva să o ceară. Solicitările trimise de acum înainte preiau această setare, cu excepția celor trimise cu propria setare; solicitărilor trimise fără e-mail nu li se trimit niciodată mementouri automate.',
  'settings.remindersOffChoice': 'Nu trimiteți mementouri automate',
  'settings.remindersOnChoice': 'Trimiteți mementouri automate',
  'settings.remindEvery': 'La câte zile',
  'settings.remindEveryHint': 'Între 1 și 30, socotite de la invitație sau de la ultimul memento.',
  'settings.remindEveryInvalid': 'Introduceți un număr întreg de zile, între 1 și 30.',
  'settings.remindMax': 'De cel mult câte ori pentru fiecare semnatar',
  'settings.remindMaxHint': 'Între 1 și 10.',
  'settings.remindMaxInvalid': 'Introduceți un număr întreg între 1 și 10.',
  'settings.remindersOff': 'Dezactivate: semnatarilor li se trimit mementouri numai la cerere.',
  'settings.remindersCurrent': 'Memento automat {every}, de cel mult {max} pentru fiecare semnatar.',
  'settings.remindersEvery.one': 'în fiecare zi',
  'settings.remindersEvery.few': 'la fiecare {count} zile',
  'settings.remindersEvery.other': 'la fiecare {count} de zile',
  'settings.remindersTimes.one': 'o dată',
  'settings.remindersTimes.few': '{count} ori',
  'settings.remindersTimes.other': '{count} de ori',

  'request.nextReminder': 'Următorul memento automat către {name}: {date}.',
  'request.noReminderDue': 'Nu este programat niciun memento automat.',
  'request.remindersOff': 'Această solicitare nu are mementouri automate.',
  'request.remindersSchedule': 'Mementouri automate {every}, de cel mult {max} pentru fiecare semnatar.',
});
