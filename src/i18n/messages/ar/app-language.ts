// العربية (الفصحى المعاصرة، أسلوب رسمي): لغة الموقّعين الافتراضية في صفحة الإعدادات.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'لغة الموقّعين',
  'settings.languageLead':
    'يتلقى الموقّعون الذين لا تختار لهم لغةً رسائلَهم بهذه اللغة، وتُعرض لهم صفحة التوقيع بلغة متصفحهم، وإلا فبهذه اللغة. وتُكتب شهادة التدقيق بهذه اللغة.',
  'settings.languageCurrent': 'اللغة الافتراضية: {language}.',
  'settings.languageChoice': 'اللغة الافتراضية',
  'settings.languageInvalid': 'اختر إحدى اللغات الواردة في القائمة.',
  'audit.workspace.language_changed': 'تغيّرت اللغة الافتراضية للموقّعين',
});
