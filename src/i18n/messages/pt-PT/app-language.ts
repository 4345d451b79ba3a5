// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»): o idioma predefinido do espaço de trabalho nas definições.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Idioma dos signatários',
  'settings.languageLead':
    'Os signatários para os quais não escolher nenhum idioma recebem os e-mails neste idioma e a página de assinatura no idioma do respetivo navegador ou, na falta deste, neste. O certificado de auditoria é redigido neste idioma.',
  'settings.languageCurrent': 'Idioma predefinido: {language}.',
  'settings.languageChoice': 'Idioma predefinido',
  'settings.languageInvalid': 'Escolha um dos idiomas da lista.',
  'audit.workspace.language_changed': 'Idioma predefinido dos signatários alterado',
});
