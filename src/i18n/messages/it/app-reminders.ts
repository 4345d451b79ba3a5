// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Promemoria automatici',
  'settings.remindersLead':
    'Il firmatario di turno può ricevere un promemoria via e-mail senza che nessuno lo chieda. Le richieste inviate d’ora in poi adottano questa impostazione, salvo che vengano inviate con una propria; le richieste inviate senza e-mail non ricevono mai promemoria automatici.',
  'settings.remindersOffChoice': 'Non inviare promemoria automatici',
  'settings.remindersOnChoice': 'Invia promemoria automatici',
  'settings.remindEvery': 'Ogni quanti giorni',
  'settings.remindEveryHint': 'Da 1 a 30, contati dall’invito o dall’ultimo promemoria.',
  'settings.remindEveryInvalid': 'Inserisca un numero intero di giorni compreso tra 1 e 30.',
  'settings.remindMax': 'Numero massimo di volte per firmatario',
  'settings.remindMaxHint': 'Da 1 a 10.',
  'settings.remindMaxInvalid': 'Inserisca un numero intero compreso tra 1 e 10.',
  'settings.remindersOff': 'Disattivati: i firmatari ricevono un promemoria solo su richiesta.',
  'settings.remindersCurrent': 'Promemoria automatici {every}, al massimo {max} per firmatario.',
  'settings.remindersEvery.one': 'ogni giorno',
  'settings.remindersEvery.other': 'ogni {count} giorni',
  'settings.remindersTimes.one': 'una volta',
  'settings.remindersTimes.other': '{count} volte',

  'request.nextReminder': 'Prossimo promemoria automatico a {name}: {date}.',
  'request.noReminderDue': 'Non è previsto alcun promemoria automatico.',
  'request.remindersOff': 'Questa richiesta non prevede promemoria automatici.',
  'request.remindersSchedule': 'Promemoria automatici {every}, al massimo {max} per firmatario.',
});
