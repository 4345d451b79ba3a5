// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': '自动提醒',
  'settings.remindersLead':
    '无需任何人操作，系统即可通过电子邮件提醒当前轮到的签署人。此后发送的请求将采用此设置，除非发送时另行设置；不通过电子邮件发送的请求从不自动提醒。',
  'settings.remindersOffChoice': '不自动提醒',
  'settings.remindersOnChoice': '自动提醒',
  'settings.remindEvery': '间隔天数',
  'settings.remindEveryHint': '1 至 30 天，自邀请或上次提醒起计算。',
  'settings.remindEveryInvalid': '请输入 1 至 30 之间的整数天数。',
  'settings.remindMax': '每位签署人最多提醒次数',
  'settings.remindMaxHint': '1 至 10 次。',
  'settings.remindMaxInvalid': '请输入 1 至 10 之间的整数。',
  'settings.remindersOff': '已关闭：仅在有人操作时才提醒签署人。',
  'settings.remindersCurrent': '自动提醒：{every}，每位签署人最多 {max}。',
  'settings.remindersEvery.one': '每天',
  'settings.remindersEvery.other': '每 {count} 天',
  'settings.remindersTimes.one': '{count} 次',
  'settings.remindersTimes.other': '{count} 次',

  'request.nextReminder': '下次自动提醒{name}：{date}。',
  'request.noReminderDue': '没有待发送的自动提醒。',
  'request.remindersOff': '此请求未设置自动提醒。',
  'request.remindersSchedule': '自动提醒：{every}，每位签署人最多 {max}。',
});
