// 日本語（です・ます調）：設定ページでのワークスペースの既定の言語。Keys and {placeholders} as in ../en/app-language.ts.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': '署名者の言語',
  'settings.languageLead':
    '言語を指定しなかった署名者には、この言語でメールが送信されます。署名ページはその署名者のブラウザの言語で表示され、その言語に対応していない場合はこの言語で表示されます。監査証明書はこの言語で作成されます。',
  'settings.languageCurrent': '既定の言語：{language}。',
  'settings.languageChoice': '既定の言語',
  'settings.languageInvalid': '一覧にある言語から選択してください。',
  'audit.workspace.language_changed': '署名者の既定の言語を変更',
});
