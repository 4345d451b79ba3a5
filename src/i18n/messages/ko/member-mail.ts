// 한국어 (합니다체). Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': '{name} 님, 안녕하십니까.',
  'memberMail.footer': '이 메일은 Countersign에서 발송했습니다. 예상하지 못한 메일이라면 무시하셔도 됩니다.',
  'memberMail.orOpen': '버튼이 작동하지 않으면 다음 링크를 여십시오: {url}',
  'memberMail.signIn.subject': 'Countersign의 {workspace}에 로그인',
  'memberMail.signIn.body': 'Countersign의 {workspace}에 로그인하려면 이 메일의 링크를 여십시오.',
  'memberMail.signIn.button': '로그인',
  'memberMail.signIn.after':
    '이 링크는 15분 동안 한 번만 사용할 수 있습니다. 로그인을 요청하지 않으셨다면 이 메일을 무시하십시오.',
  'memberMail.invitation.subject': 'Countersign의 {workspace}에 초대되었습니다',
  'memberMail.invitation.body':
    '{inviter} 님이 Countersign에서 {workspace}의 일원으로 문서 서명 요청을 보낼 수 있도록 귀하를 초대했습니다.',
  'memberMail.invitation.bodyNoInviter':
    'Countersign에서 {workspace}의 일원으로 문서 서명 요청을 보낼 수 있도록 초대되었습니다.',
  'memberMail.invitation.button': '참여하고 로그인',
  'memberMail.invitation.after':
    '이 링크는 7일 동안 한 번만 사용할 수 있습니다. 이후에는 이 이메일 주소로 {url}에서 로그인하십시오.',
});
