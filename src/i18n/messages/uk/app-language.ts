// Українська (офіційно-діловий стиль, звертання на «Ви»): мова підписантів за замовчуванням у налаштуваннях.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Мова підписантів',
  'settings.languageLead':
    'Підписанти, для яких Ви не вибираєте мову, отримують листи цією мовою, а сторінку підписання бачать мовою свого браузера або, якщо вона недоступна, цією мовою. Сертифікат аудиту складається цією мовою.',
  'settings.languageCurrent': 'Мова за замовчуванням: {language}.',
  'settings.languageChoice': 'Мова за замовчуванням',
  'settings.languageInvalid': 'Виберіть одну з мов у списку.',
  'audit.workspace.language_changed': 'Мову підписантів за замовчуванням змінено',
});
