// Magyar (magázó „Ön” forma): a munkaterület alapértelmezett nyelve a beállításokban.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Az aláírók nyelve',
  'settings.languageLead':
    'Azok az aláírók, akiknek nem választ nyelvet, ezen a nyelven kapják az e-maileket, az aláírási oldalt pedig a böngészőjük nyelvén, ha az nem érhető el, ezen a nyelven. Az ellenőrzési tanúsítvány is ezen a nyelven készül.',
  'settings.languageCurrent': 'Alapértelmezett nyelv: {language}.',
  'settings.languageChoice': 'Alapértelmezett nyelv',
  'settings.languageInvalid': 'Válasszon a listában szereplő nyelvek közül.',
  'audit.workspace.language_changed': 'Aláírók alapértelmezett nyelve módosítva',
});
