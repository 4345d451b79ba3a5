// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/app-reminders.ts.
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automaattiset muistutukset',
  'settings.remindersLead':
    'Vuorossa olevaa allekirjoittajaa voidaan muistuttaa sähköpostitse ilman erillistä pyyntöä. Tästä lähtien lähetettävät pyynnöt noudattavat tätä asetusta, ellei niitä lähetetä omalla asetuksellaan; ilman sähköpostia lähetetyistä pyynnöistä ei koskaan muistuteta automaattisesti.',
  'settings.remindersOffChoice': 'Älä muistuta automaattisesti',
  'settings.remindersOnChoice': 'Muistuta automaattisesti',
  'settings.remindEvery': 'Kuinka monen päivän välein',
  'settings.remindEveryHint': '1–30, laskettuna kutsusta tai viimeisestä muistutuksesta.',
  'settings.remindEveryInvalid': 'Anna päivien määrä kokonaislukuna väliltä 1–30.',
  'settings.remindMax': 'Enintään kuinka monta kertaa allekirjoittajaa kohden',
  'settings.remindMaxHint': '1–10.',
  'settings.remindMaxInvalid': 'Anna kokonaisluku väliltä 1–10.',
  'settings.remindersOff': 'Pois käytöstä: allekirjoittajia muistutetaan vain pyynnöstä.',
  'settings.remindersCurrent': 'Muistutus automaattisesti {every}, enintään {max} allekirjoittajaa kohden.',
  'settings.remindersEvery.one': 'joka päivä',
  'settings.remindersEvery.other': '{count} päivän välein',
  'settings.remindersTimes.one': 'kerran',
  'settings.remindersTimes.other': '{count} kertaa',

  'request.nextReminder': 'Seuraava automaattinen muistutus ({name}): {date}.',
  'request.noReminderDue': 'Automaattisia muistutuksia ei ole tulossa.',
  'request.remindersOff': 'Tällä pyynnöllä ei ole automaattisia muistutuksia.',
  'request.remindersSchedule': 'Automaattiset muistutukset {every}, enintään {max} allekirjoittajaa kohden.',
});
