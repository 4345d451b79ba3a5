// Français, les relances automatiques (issue 24 item 3) : le réglage par défaut de l’espace de travail
// et la prochaine relance sur la page d’une demande.
export const appReminders = () => ({
  'settings.reminders': 'Relances automatiques',
  'settings.remindersLead':
    'Le signataire dont c’est le tour peut être relancé par e-mail sans que personne ne le demande. Les demandes envoyées désormais sans réglage propre prennent celui-ci ; une demande envoyée sans e-mail n’est jamais relancée automatiquement.',
  'settings.remindersOffChoice': 'Ne pas relancer automatiquement',
  'settings.remindersOnChoice': 'Relancer automatiquement',
  'settings.remindEvery': 'Tous les combien de jours',
  'settings.remindEveryHint': 'De 1 à 30, comptés depuis l’invitation ou la dernière relance.',
  'settings.remindEveryInvalid': 'Saisissez un nombre entier de jours entre 1 et 30.',
  'settings.remindMax': 'Au plus combien de fois par signataire',
  'settings.remindMaxHint': 'De 1 à 10.',
  'settings.remindMaxInvalid': 'Saisissez un nombre entier entre 1 et 10.',
  'settings.remindersOff': 'Désactivées : les signataires ne sont relancés qu’à la demande.',
  'settings.remindersCurrent': 'Relancer automatiquement {every}, au plus {max} par signataire.',
  'settings.remindersEvery.one': 'chaque jour',
  'settings.remindersEvery.other': 'tous les {count} jours',
  'settings.remindersTimes.one': 'une fois',
  'settings.remindersTimes.other': '{count} fois',

  'request.nextReminder': 'Prochaine relance automatique à {name} : {date}.',
  'request.noReminderDue': 'Aucune relance automatique n’est prévue.',
  'request.remindersOff': 'Cette demande n’a pas de relances automatiques.',
  'request.remindersSchedule': 'Relances automatiques {every}, au plus {max} par signataire.',
});
