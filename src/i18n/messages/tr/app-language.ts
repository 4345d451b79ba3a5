// Türkçe ("siz" hitabı): ayarlar sayfasında çalışma alanının varsayılan dili.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'İmzalayanların dili',
  'settings.languageLead':
    'Dil seçmediğiniz imzalayanlar e-postalarını bu dilde, imza sayfalarını ise tarayıcılarının dilinde, bu mümkün değilse bu dilde alır. Denetim sertifikası da bu dilde yazılır.',
  'settings.languageCurrent': 'Varsayılan dil: {language}.',
  'settings.languageChoice': 'Varsayılan dil',
  'settings.languageInvalid': 'Listedeki dillerden birini seçin.',
  'audit.workspace.language_changed': 'İmzalayanların varsayılan dili değiştirildi',
});
