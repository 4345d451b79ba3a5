// Deutsch, „Dokument senden“ einmalig von der Anfragenseite (issue 32 item 5).
export const appSendOnce = {
  'sendOnce.title': 'Dokument senden',
  'sendOnce.lead':
    'Laden Sie das Dokument hoch, platzieren Sie die Felder zum Ausfüllen und Unterschreiben und wählen Sie dann, wer unterschreibt. Es wird einmal gesendet und nicht zu Ihren Vorlagen hinzugefügt.',
  'sendOnce.steps': 'Schritte',
  'sendOnce.stepUpload': 'Hochladen',
  'sendOnce.stepFields': 'Felder platzieren',
  'sendOnce.stepSend': 'Unterzeichner wählen und senden',
  'sendOnce.name': 'Name des Dokuments',
  'sendOnce.nameHint':
    'Die Unterzeichner sehen diesen Namen, und die unterschriebene Datei wird danach benannt.',
  'sendOnce.nameRequired': 'Geben Sie einen Namen für das Dokument ein.',
  'sendOnce.file': 'Das Dokument (PDF)',
  'sendOnce.submit': 'Weiter: Felder platzieren',
  'sendOnce.next': 'Weiter: Unterzeichner wählen',
  'sendOnce.unsent': 'Begonnen, noch nicht gesendet',
  'sendOnce.unsentHint':
    'Dokumente, die Sie vorzubereiten begonnen haben. Machen Sie dort weiter, wo Sie aufgehört haben.',
  'sendOnce.continue': '„{name}“ fortsetzen',
  'sendOnce.fromTemplate': 'Aus einer Vorlage senden',
  'sendOnce.orUpload':
    'Oder laden Sie ein Dokument hoch und senden Sie es einmalig, ohne eine Vorlage anzulegen:',
  'sendOnce.uploadLink': 'Dokument einmalig senden',
  'sendOnce.documents': 'Dokumente',
  'sendOnce.documentsHint': 'Was die Unterzeichner erhalten, in dieser Reihenfolge.',
  'sendOnce.pages.one': '{count} Seite',
  'sendOnce.pages.other': '{count} Seiten',
} as const;
