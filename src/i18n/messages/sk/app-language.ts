// Slovenčina (vykanie): predvolený jazyk pracovného priestoru v nastaveniach.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Jazyk podpisujúcich',
  'settings.languageLead':
    'Podpisujúci, pre ktorých nevyberiete jazyk, dostanú e-maily v tomto jazyku a stránku na podpis v jazyku svojho prehliadača, a ak nie je k dispozícii, v tomto. V tomto jazyku sa vyhotovuje aj auditný certifikát.',
  'settings.languageCurrent': 'Predvolený jazyk: {language}.',
  'settings.languageChoice': 'Predvolený jazyk',
  'settings.languageInvalid': 'Vyberte jeden z jazykov v zozname.',
  'audit.workspace.language_changed': 'Zmenený predvolený jazyk podpisujúcich',
});
