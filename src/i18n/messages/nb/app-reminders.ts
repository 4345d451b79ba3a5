// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/app-reminders.ts.
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Automatiske påminnelser',
  'settings.remindersLead':
    'Signereren som har tur, kan få påminnelse på e-post uten at noen ber om det. Forespørsler som sendes fra nå av, får denne innstillingen med mindre de sendes med sin egen; forespørsler som sendes uten e-post, får aldri automatiske påminnelser.',
  'settings.remindersOffChoice': 'Ikke send automatiske påminnelser',
  'settings.remindersOnChoice': 'Send automatiske påminnelser',
  'settings.remindEvery': 'Hvor mange dagers mellomrom',
  'settings.remindEveryHint': 'Fra 1 til 30, regnet fra invitasjonen eller den siste påminnelsen.',
  'settings.remindEveryInvalid': 'Skriv inn et helt antall dager fra 1 til 30.',
  'settings.remindMax': 'Høyst hvor mange ganger per signerer',
  'settings.remindMaxHint': 'Fra 1 til 10.',
  'settings.remindMaxInvalid': 'Skriv inn et heltall fra 1 til 10.',
  'settings.remindersOff': 'Av: signerere får bare påminnelse når noen ber om det.',
  'settings.remindersCurrent': 'Automatisk påminnelse {every}, høyst {max} per signerer.',
  'settings.remindersEvery.one': 'hver dag',
  'settings.remindersEvery.other': 'hver {count}. dag',
  'settings.remindersTimes.one': 'én gang',
  'settings.remindersTimes.other': '{count} ganger',

  'request.nextReminder': 'Neste automatiske påminnelse til {name}: {date}.',
  'request.noReminderDue': 'Ingen automatisk påminnelse er planlagt.',
  'request.remindersOff': 'Denne forespørselen har ingen automatiske påminnelser.',
  'request.remindersSchedule': 'Automatiske påminnelser {every}, høyst {max} per signerer.',
});
