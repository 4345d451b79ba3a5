// Dansk (du-form): arbejdsområdets standardsprog i indstillingerne.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Underskrivernes sprog',
  'settings.languageLead':
    'Underskrivere, som du ikke vælger et sprog for, får deres e-mails på dette sprog og deres side til underskrift på browserens sprog, ellers på dette. Revisionscertifikatet skrives på dette sprog.',
  'settings.languageCurrent': 'Standardsprog: {language}.',
  'settings.languageChoice': 'Standardsprog',
  'settings.languageInvalid': 'Vælg et af sprogene på listen.',
  'audit.workspace.language_changed': 'Underskrivernes standardsprog ændret',
});
