// 日本語（です・ます調、丁寧語・謙譲語）。Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': '{name}様',
  'memberMail.footer':
    'このメールはCountersignから送信されています。お心当たりのない場合は、このメールを破棄してください。',
  'memberMail.orOpen': 'ボタンが機能しない場合は、次のリンクを開いてください：{url}',
  'memberMail.signIn.subject': 'Countersignの{workspace}へのサインイン',
  'memberMail.signIn.body':
    'Countersignの{workspace}にサインインするには、このメールのリンクを開いてください。',
  'memberMail.signIn.button': 'サインイン',
  'memberMail.signIn.after':
    'このリンクは15分間、1回のみ有効です。サインインを請求されていない場合は、このメールを破棄してください。',
  'memberMail.invitation.subject': 'Countersignの{workspace}への招待',
  'memberMail.invitation.body':
    '{inviter}から、Countersignで{workspace}として文書の署名依頼を送信するための招待が届いています。',
  'memberMail.invitation.bodyNoInviter':
    'Countersignで{workspace}として文書の署名依頼を送信するための招待が届いています。',
  'memberMail.invitation.button': '参加してサインイン',
  'memberMail.invitation.after':
    'このリンクは7日間、1回のみ有効です。以降は、このメールアドレスで{url}からサインインしてください。',
});
