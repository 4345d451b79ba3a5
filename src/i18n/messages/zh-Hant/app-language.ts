// 繁體中文（台灣，正式書面語，稱「您」）：設定頁面上工作區的預設語言。
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': '簽署人語言',
  'settings.languageLead':
    '對於您未指定語言的簽署人，其電子郵件將使用此語言；簽署頁面將使用其瀏覽器的語言，如無法使用則使用此語言。稽核證書也以此語言撰寫。',
  'settings.languageCurrent': '預設語言：{language}。',
  'settings.languageChoice': '預設語言',
  'settings.languageInvalid': '請從清單中選擇一種語言。',
  'audit.workspace.language_changed': '簽署人預設語言已更改',
});
