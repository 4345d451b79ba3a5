// Deutsch, Branding des Arbeitsbereichs (issue 25 item 3).
export const appBranding = () => ({
  'branding.title': 'Markenauftritt',
  'branding.lead':
    'Unterzeichnende sehen Ihren Namen, Ihr Logo und Ihre Farbe auf der Signaturseite, in ihren E-Mails und im Prüfprotokoll. Ohne diese Angaben bleibt es beim neutralen Erscheinungsbild von Countersign.',
  'branding.displayName': 'Anzeigename',
  'branding.displayNameHint':
    'E-Mails an Unterzeichnende kommen von „{example}“. Leer lassen, um den Namen des Arbeitsbereichs zu verwenden.',
  'branding.displayNameTooLong': 'Der Anzeigename darf höchstens 100 Zeichen lang sein.',
  'branding.accent': 'Akzentfarbe',
  'branding.accentHint':
    'Als #rrggbb geschrieben. Sie muss mit weißer Schrift und auf dem Seitenhintergrund einen Kontrast von mindestens 4,5:1 erreichen (WCAG AA).',
  'branding.accentFormat': 'Schreiben Sie die Farbe als #rrggbb, zum Beispiel #0b3d91.',
  'branding.accentLow':
    'Die Farbe {colour} erreicht einen Kontrast von {ratio} mit {where}; mindestens 4,5:1 ist nötig.',
  'branding.whereWhite': 'weißer Schrift auf Schaltflächen und in der Kopfzeile',
  'branding.wherePage': 'Links auf dem Seitenhintergrund',
  'branding.save': 'Name und Farbe speichern',
  'branding.logo': 'Firmenlogo',
  'branding.logoHint': 'Eine PNG- oder JPEG-Datei mit höchstens 200 KB und 1000 × 1000 Pixeln.',
  'branding.upload': 'Logo hochladen',
  'branding.removeLogo': 'Logo entfernen',
  'branding.noLogo': 'Kein Logo: Stattdessen wird der Name gezeigt.',
  'branding.notSet': 'Nicht festgelegt',
  'branding.logoTooLarge': 'Die Datei hat {size} KB; ein Logo darf höchstens 200 KB groß sein.',
  'branding.logoNotImage':
    'Das Logo muss ein PNG- oder JPEG-Bild sein. SVG und andere Formate werden nicht angenommen.',
  'branding.logoMismatch':
    'Die Datei ist als {declared} benannt oder gesendet, ihr Inhalt ist aber {actual}.',
  'branding.logoTooManyPixels': 'Das Logo hat {width} × {height} Pixel; erlaubt sind höchstens 1000 × 1000.',
  'branding.logoCorrupt': 'Die Datei ist beschädigt: Sie lässt sich nicht als vollständiges Bild lesen.',
  'branding.logoEmpty': 'Wählen Sie eine PNG- oder JPEG-Datei zum Hochladen.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Markenauftritt geändert',
  'audit.workspace.logo_changed': 'Logo geändert',
  'audit.workspace.logo_removed': 'Logo entfernt',
});
