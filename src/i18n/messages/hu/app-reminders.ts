// Magyar (magázó „Ön” forma), automatikus emlékeztetők.
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatikus emlékeztetők',
  'settings.remindersLead':
    'A soron következő aláíró külön kérés nélkül is kaphat e-mailes emlékeztetőt. A mostantól küldött kérelmekre ez a beállítás vonatkozik, kivéve, ha saját beállítással küldik őket; az e-mail nélkül küldött kérelmekhez soha nem megy automatikus emlékeztető.',
  'settings.remindersOffChoice': 'Nincs automatikus emlékeztető',
  'settings.remindersOnChoice': 'Automatikus emlékeztető',
  'settings.remindEvery': 'Hány naponként',
  'settings.remindEveryHint': '1 és 30 között, a meghívótól vagy a legutóbbi emlékeztetőtől számítva.',
  'settings.remindEveryInvalid': 'Adjon meg 1 és 30 közötti egész számú napot.',
  'settings.remindMax': 'Aláírónként legfeljebb hányszor',
  'settings.remindMaxHint': '1 és 10 között.',
  'settings.remindMaxInvalid': 'Adjon meg 1 és 10 közötti egész számot.',
  'settings.remindersOff': 'Kikapcsolva: az aláírók csak akkor kapnak emlékeztetőt, ha valaki kéri.',
  'settings.remindersCurrent': 'Automatikus emlékeztető {every}, aláírónként legfeljebb {max}.',
  'settings.remindersEvery.one': 'naponta',
  'settings.remindersEvery.other': '{count} naponta',
  'settings.remindersTimes.one': 'egyszer',
  'settings.remindersTimes.other': '{count} alkalommal',

  'request.nextReminder': 'Következő automatikus emlékeztető {name} részére: {date}.',
  'request.noReminderDue': 'Nincs esedékes automatikus emlékeztető.',
  'request.remindersOff': 'Ehhez a kérelemhez nem tartoznak automatikus emlékeztetők.',
  'request.remindersSchedule': 'Automatikus emlékeztető {every}, aláírónként legfeljebb {max}.',
});
