// Čeština (vykání): výchozí jazyk pracovního prostoru v nastavení.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Jazyk podepisujících',
  'settings.languageLead':
    'Podepisující, pro které nevyberete jazyk, dostanou e-maily v tomto jazyce a stránku k podpisu v jazyce svého prohlížeče, a pokud není k dispozici, v tomto. V tomto jazyce se vyhotovuje i auditní certifikát.',
  'settings.languageCurrent': 'Výchozí jazyk: {language}.',
  'settings.languageChoice': 'Výchozí jazyk',
  'settings.languageInvalid': 'Vyberte jeden z jazyků v seznamu.',
  'audit.workspace.language_changed': 'Změněn výchozí jazyk podepisujících',
});
