// Norsk bokmål (du-form): standardspråket til arbeidsområdet i innstillingene.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Signerernes språk',
  'settings.languageLead':
    'Signerere du ikke velger noe språk for, får e-postene sine på dette språket, og signeringssiden på nettleserens språk eller, hvis det ikke tilbys, på dette. Revisjonssertifikatet skrives på dette språket.',
  'settings.languageCurrent': 'Standardspråk: {language}.',
  'settings.languageChoice': 'Standardspråk',
  'settings.languageInvalid': 'Velg ett av språkene i listen.',
  'audit.workspace.language_changed': 'Signerernes standardspråk endret',
});
