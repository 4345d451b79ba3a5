// English, automatic reminders (issue 24 item 3): the workspace's default on the settings page and
// the next reminder on a request's page.
export const appReminders = {
  'settings.reminders': 'Automatic reminders',
  'settings.remindersLead':
    'The signer whose turn it is can be reminded by e-mail without anyone asking. Requests sent from now on take this setting unless they are sent with their own; requests sent without e-mail are never reminded automatically.',
  'settings.remindersOffChoice': 'Do not remind automatically',
  'settings.remindersOnChoice': 'Remind automatically',
  'settings.remindEvery': 'Every how many days',
  'settings.remindEveryHint': 'From 1 to 30, counted from the invitation or the last reminder.',
  'settings.remindEveryInvalid': 'Enter a whole number of days from 1 to 30.',
  'settings.remindMax': 'At most how many times per signer',
  'settings.remindMaxHint': 'From 1 to 10.',
  'settings.remindMaxInvalid': 'Enter a whole number from 1 to 10.',
  'settings.remindersOff': 'Off: signers are reminded only when someone asks.',
  'settings.remindersCurrent': 'Remind automatically {every}, at most {max} per signer.',
  'settings.remindersEvery.one': 'every day',
  'settings.remindersEvery.other': 'every {count} days',
  'settings.remindersTimes.one': 'once',
  'settings.remindersTimes.other': '{count} times',

  'request.nextReminder': 'Next automatic reminder to {name}: {date}.',
  'request.noReminderDue': 'No automatic reminder is due.',
  'request.remindersOff': 'This request has no automatic reminders.',
  'request.remindersSchedule': 'Automatic reminders {every}, at most {max} per signer.',
};
