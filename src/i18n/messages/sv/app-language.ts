// Svenska (du-tilltal): arbetsytans standardspråk i inställningarna.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Undertecknarnas språk',
  'settings.languageLead':
    'Undertecknare som du inte väljer något språk för får sina e-postmeddelanden på det här språket, och sin signeringssida på webbläsarens språk, annars på det här. Granskningsintyget skrivs på det här språket.',
  'settings.languageCurrent': 'Standardspråk: {language}.',
  'settings.languageChoice': 'Standardspråk',
  'settings.languageInvalid': 'Välj ett av språken i listan.',
  'audit.workspace.language_changed': 'Undertecknarnas standardspråk ändrat',
});
