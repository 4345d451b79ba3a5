// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': '{name}，您好：',
  'memberMail.footer': '由 Countersign 傳送。如果您並未預期收到此電子郵件，可忽略。',
  'memberMail.orOpen': '如果按鈕無效，請開啟此連結：{url}',
  'memberMail.signIn.subject': '登入 Countersign 上的{workspace}',
  'memberMail.signIn.body': '如需登入 Countersign 上的{workspace}，請開啟此電子郵件中的連結。',
  'memberMail.signIn.button': '登入',
  'memberMail.signIn.after': '該連結僅可使用一次，有效期 15 分鐘。如果您並未申請登入，請忽略此電子郵件。',
  'memberMail.invitation.subject': '您受邀加入 Countersign 上的{workspace}',
  'memberMail.invitation.body': '{inviter}邀請您透過 Countersign 上的{workspace}傳送文件供簽署。',
  'memberMail.invitation.bodyNoInviter': '您受邀透過 Countersign 上的{workspace}傳送文件供簽署。',
  'memberMail.invitation.button': '加入並登入',
  'memberMail.invitation.after': '該連結僅可使用一次，有效期 7 天。此後，請使用此電子郵件地址在 {url} 登入。',
});
