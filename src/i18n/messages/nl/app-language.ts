// Nederlands (u-vorm): de standaardtaal van de werkruimte in de instellingen.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Taal van ondertekenaars',
  'settings.languageLead':
    'Ondertekenaars voor wie u geen taal kiest, ontvangen hun e-mails in deze taal, en hun ondertekeningspagina in de taal van hun browser, of anders in deze taal. Het auditcertificaat wordt in deze taal opgesteld.',
  'settings.languageCurrent': 'Standaardtaal: {language}.',
  'settings.languageChoice': 'Standaardtaal',
  'settings.languageInvalid': 'Kies een van de talen in de lijst.',
  'audit.workspace.language_changed': 'Standaardtaal van ondertekenaars gewijzigd',
});
