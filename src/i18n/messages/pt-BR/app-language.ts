// Português do Brasil (registro formal, tratamento por “você”): o idioma padrão do espaço de trabalho nas configurações.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Idioma dos signatários',
  'settings.languageLead':
    'Os signatários para os quais você não escolher um idioma recebem os e-mails neste idioma e a página de assinatura no idioma do próprio navegador ou, na falta dele, neste. O certificado de auditoria é redigido neste idioma.',
  'settings.languageCurrent': 'Idioma padrão: {language}.',
  'settings.languageChoice': 'Idioma padrão',
  'settings.languageInvalid': 'Escolha um dos idiomas da lista.',
  'audit.workspace.language_changed': 'Idioma padrão dos signatários alterado',
});
