// Italiano (registro formale, forma di cortesia «Lei»): la lingua predefinita dello spazio di lavoro nelle impostazioni.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Lingua dei firmatari',
  'settings.languageLead':
    'I firmatari per i quali non sceglie alcuna lingua ricevono le e-mail in questa lingua e la pagina di firma nella lingua del proprio browser o, in mancanza, in questa. Il certificato di audit è redatto in questa lingua.',
  'settings.languageCurrent': 'Lingua predefinita: {language}.',
  'settings.languageChoice': 'Lingua predefinita',
  'settings.languageInvalid': 'Scelga una delle lingue dell’elenco.',
  'audit.workspace.language_changed': 'Lingua predefinita dei firmatari modificata',
});
