// Suomi (neutraali kirjakieli): työtilan oletuskieli asetuksissa.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Allekirjoittajien kieli',
  'settings.languageLead':
    'Allekirjoittajat, joille et valitse kieltä, saavat sähköpostinsa tällä kielellä ja allekirjoitussivunsa selaimensa kielellä tai, jos sitä ei ole tarjolla, tällä kielellä. Tarkastustodistus laaditaan tällä kielellä.',
  'settings.languageCurrent': 'Oletuskieli: {language}.',
  'settings.languageChoice': 'Oletuskieli',
  'settings.languageInvalid': 'Valitse jokin luettelon kielistä.',
  'audit.workspace.language_changed': 'Allekirjoittajien oletuskieltä muutettu',
});
