// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': '{name}，您好：',
  'memberMail.footer': '由 Countersign 发送。如果您并未预期收到此电子邮件，可忽略。',
  'memberMail.orOpen': '如果按钮无效，请打开此链接：{url}',
  'memberMail.signIn.subject': '登录 Countersign 上的{workspace}',
  'memberMail.signIn.body': '如需登录 Countersign 上的{workspace}，请打开此电子邮件中的链接。',
  'memberMail.signIn.button': '登录',
  'memberMail.signIn.after': '该链接仅可使用一次，有效期 15 分钟。如果您并未申请登录，请忽略此电子邮件。',
  'memberMail.invitation.subject': '您受邀加入 Countersign 上的{workspace}',
  'memberMail.invitation.body': '{inviter}邀请您通过 Countersign 上的{workspace}发送文档供签署。',
  'memberMail.invitation.bodyNoInviter': '您受邀通过 Countersign 上的{workspace}发送文档供签署。',
  'memberMail.invitation.button': '加入并登录',
  'memberMail.invitation.after': '该链接仅可使用一次，有效期 7 天。此后，请使用此电子邮件地址在 {url} 登录。',
});
