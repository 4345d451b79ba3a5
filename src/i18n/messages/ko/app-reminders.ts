// 한국어 (합니다체). Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': '자동 알림',
  'settings.remindersLead':
    '서명 차례인 서명자에게 누군가 요청하지 않아도 이메일로 알림을 보낼 수 있습니다. 앞으로 보내는 요청에는 별도 설정을 지정하지 않는 한 이 설정이 적용됩니다. 이메일 없이 보낸 요청에는 자동 알림이 발송되지 않습니다.',
  'settings.remindersOffChoice': '자동으로 알리지 않음',
  'settings.remindersOnChoice': '자동으로 알림',
  'settings.remindEvery': '발송 간격(일)',
  'settings.remindEveryHint': '1~30. 요청 또는 마지막 알림부터 계산합니다.',
  'settings.remindEveryInvalid': '1~30 사이의 정수로 일수를 입력하십시오.',
  'settings.remindMax': '서명자당 최대 발송 횟수',
  'settings.remindMaxHint': '1~10.',
  'settings.remindMaxInvalid': '1~10 사이의 정수를 입력하십시오.',
  'settings.remindersOff': '꺼짐: 누군가 요청할 때만 서명자에게 알림이 발송됩니다.',
  'settings.remindersCurrent': '{every} 자동으로 알림, 서명자당 최대 {max}.',
  'settings.remindersEvery.one': '매일',
  'settings.remindersEvery.other': '{count}일마다',
  'settings.remindersTimes.one': '1회',
  'settings.remindersTimes.other': '{count}회',

  'request.nextReminder': '{name} 님께 보낼 다음 자동 알림: {date}.',
  'request.noReminderDue': '예정된 자동 알림이 없습니다.',
  'request.remindersOff': '이 요청에는 자동 알림이 없습니다.',
  'request.remindersSchedule': '자동 알림: {every}, 서명자당 최대 {max}.',
});
