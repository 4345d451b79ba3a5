// Deutsch, eingebettetes Unterschreiben (issue 25 item 4): der Hinweis der eingebetteten Seite, wenn
// der Browser in einem Frame nichts speichert, und die erlaubten Ursprünge in den Einstellungen.
export const embed = () => ({
  'embed.cookiesBlocked':
    'Ihr Browser erlaubt dieser Seite nicht, sich Ihren Code zu merken, solange sie in einer anderen Website angezeigt wird.',
  'embed.openInTab': 'In neuem Tab öffnen',
  'settings.embedding': 'Eingebettetes Unterschreiben',
  'settings.embeddingLead':
    'Ihre eigene Website kann Unterschriftsseiten einbetten (der Unterschriftslink mit ?embed=1 oder das Element countersign-signing aus /embed.js). Nennen Sie die genauen Ursprünge, die das dürfen, einen pro Zeile. Alle anderen Websites werden abgewiesen.',
  'settings.embeddingOrigins': 'Erlaubte Ursprünge',
  'settings.embeddingOriginsHint':
    'Einen pro Zeile, etwa https://app.example.com oder https://app.example.com:8443.',
  'settings.embeddingNone': 'Keine Website darf Unterschriftsseiten einbetten.',
  'settings.embeddingSaved': 'Die erlaubten Ursprünge sind gespeichert.',
  'settings.embeddingInvalid': 'Zeile {line}: {problem}',
  'settings.embeddingTooMany': 'Nennen Sie höchstens {max} Ursprünge.',
  'embed.problem.notUrl': 'das ist kein Ursprung wie https://app.example.com.',
  'embed.problem.scheme': 'ein Ursprung beginnt mit https://.',
  'embed.problem.httpRefused': 'verwenden Sie https:// (http:// nur, solange diese Instanz über http läuft).',
  'embed.problem.path': 'nennen Sie nur den Ursprung, ohne Pfad, Abfrage oder Fragment.',
  'embed.problem.credentials': 'ein Ursprung enthält keinen Benutzernamen und kein Passwort.',
  'embed.problem.host':
    'der Hostname ist ungültig (Platzhalter sind nicht erlaubt: nennen Sie jeden Ursprung).',
  'audit.workspace.embedding_changed': 'Ursprünge für das Einbetten geändert',
});
