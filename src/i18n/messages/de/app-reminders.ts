// Deutsch, automatische Erinnerungen (issue 24 item 3): die Voreinstellung des Arbeitsbereichs und
// die nächste Erinnerung auf der Seite einer Anfrage.
export const appReminders = () => ({
  'settings.reminders': 'Automatische Erinnerungen',
  'settings.remindersLead':
    'Wer gerade unterschreiben soll, kann per E-Mail erinnert werden, ohne dass jemand darum bittet. Anfragen, die ab jetzt ohne eigene Einstellung gesendet werden, übernehmen diese; Anfragen ohne E-Mail werden nie automatisch erinnert.',
  'settings.remindersOffChoice': 'Nicht automatisch erinnern',
  'settings.remindersOnChoice': 'Automatisch erinnern',
  'settings.remindEvery': 'Alle wie viele Tage',
  'settings.remindEveryHint': 'Von 1 bis 30, gezählt ab der Einladung oder der letzten Erinnerung.',
  'settings.remindEveryInvalid': 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 30 ein.',
  'settings.remindMax': 'Höchstens wie oft pro Unterzeichner',
  'settings.remindMaxHint': 'Von 1 bis 10.',
  'settings.remindMaxInvalid': 'Geben Sie eine ganze Zahl zwischen 1 und 10 ein.',
  'settings.remindersOff': 'Aus: Unterzeichnende werden nur auf Anfrage erinnert.',
  'settings.remindersCurrent': 'Automatisch erinnern: {every}, höchstens {max} pro Unterzeichner.',
  'settings.remindersEvery.one': 'jeden Tag',
  'settings.remindersEvery.other': 'alle {count} Tage',
  'settings.remindersTimes.one': 'einmal',
  'settings.remindersTimes.other': '{count}-mal',

  'request.nextReminder': 'Nächste automatische Erinnerung an {name}: {date}.',
  'request.noReminderDue': 'Keine automatische Erinnerung steht an.',
  'request.remindersOff': 'Diese Anfrage hat keine automatischen Erinnerungen.',
  'request.remindersSchedule': 'Automatische Erinnerungen: {every}, höchstens {max} pro Unterzeichner.',
});
