// Deutsch (Sie-Form): die Standardsprache des Arbeitsbereichs in den Einstellungen.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Sprache der Unterzeichnenden',
  'settings.languageLead':
    'Unterzeichnende, für die Sie keine Sprache wählen, erhalten ihre E-Mails in dieser Sprache und ihre Unterschriftsseite in der Sprache ihres Browsers, sonst in dieser. Das Prüfprotokoll wird in ihr verfasst.',
  'settings.languageCurrent': 'Standardsprache: {language}.',
  'settings.languageChoice': 'Standardsprache',
  'settings.languageInvalid': 'Wählen Sie eine der Sprachen aus der Liste.',
  'audit.workspace.language_changed': 'Standardsprache der Unterzeichnenden geändert',
});
