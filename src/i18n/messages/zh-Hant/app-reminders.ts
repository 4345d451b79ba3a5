// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': '自動提醒',
  'settings.remindersLead':
    '無需任何人操作，系統即可透過電子郵件提醒目前輪到的簽署人。此後傳送的請求將採用此設定，除非傳送時另行設定；不透過電子郵件傳送的請求從不自動提醒。',
  'settings.remindersOffChoice': '不自動提醒',
  'settings.remindersOnChoice': '自動提醒',
  'settings.remindEvery': '間隔天數',
  'settings.remindEveryHint': '1 至 30 天，自邀請或上次提醒起計算。',
  'settings.remindEveryInvalid': '請輸入 1 至 30 之間的整數天數。',
  'settings.remindMax': '每位簽署人最多提醒次數',
  'settings.remindMaxHint': '1 至 10 次。',
  'settings.remindMaxInvalid': '請輸入 1 至 10 之間的整數。',
  'settings.remindersOff': '已關閉：僅在有人操作時才提醒簽署人。',
  'settings.remindersCurrent': '自動提醒：{every}，每位簽署人最多 {max}。',
  'settings.remindersEvery.one': '每天',
  'settings.remindersEvery.other': '每 {count} 天',
  'settings.remindersTimes.one': '{count} 次',
  'settings.remindersTimes.other': '{count} 次',

  'request.nextReminder': '下次自動提醒{name}：{date}。',
  'request.noReminderDue': '沒有待傳送的自動提醒。',
  'request.remindersOff': '此請求未設定自動提醒。',
  'request.remindersSchedule': '自動提醒：{every}，每位簽署人最多 {max}。',
});
