// 简体中文（中国大陆，正式书面语，称“您”）：设置页面上工作区的默认语言。
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': '签署人语言',
  'settings.languageLead':
    '对于您未指定语言的签署人，其电子邮件将使用此语言；签署页面将使用其浏览器的语言，如无法使用则使用此语言。审计证书也以此语言撰写。',
  'settings.languageCurrent': '默认语言：{language}。',
  'settings.languageChoice': '默认语言',
  'settings.languageInvalid': '请从列表中选择一种语言。',
  'audit.workspace.language_changed': '签署人默认语言已更改',
});
