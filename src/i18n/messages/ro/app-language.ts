// Română (formal, „dumneavoastră”): limba implicită a spațiului de lucru, în setări.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Limba semnatarilor',
  'settings.languageLead':
    'Semnatarii pentru care nu alegeți o limbă primesc e-mailurile în această limbă, iar pagina de semnare în limba browserului lor sau, dacă aceasta nu este disponibilă, în această limbă. Certificatul de audit este redactat în această limbă.',
  'settings.languageCurrent': 'Limba implicită: {language}.',
  'settings.languageChoice': 'Limba implicită',
  'settings.languageInvalid': 'Alegeți una dintre limbile din listă.',
  'audit.workspace.language_changed': 'Limba implicită a semnatarilor a fost modificată',
});
