// Français (vouvoiement) : la langue par défaut de l’espace de travail dans les paramètres.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Langue des signataires',
  'settings.languageLead':
    'Les signataires pour qui vous ne choisissez aucune langue reçoivent leurs e-mails dans cette langue, et leur page de signature dans la langue de leur navigateur, à défaut dans celle-ci. Le certificat d’audit est rédigé dans cette langue.',
  'settings.languageCurrent': 'Langue par défaut : {language}.',
  'settings.languageChoice': 'Langue par défaut',
  'settings.languageInvalid': 'Choisissez l’une des langues de la liste.',
  'audit.workspace.language_changed': 'Langue par défaut des signataires modifiée',
});
