// 日本語（です・ます調）。Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': '自動リマインダー',
  'settings.remindersLead':
    '署名の順番が来ている署名者に、誰かが依頼しなくてもメールでリマインダーを送信できます。今後送信する依頼には、個別の設定を指定しない限りこの設定が適用されます。メールなしで送信した依頼には、自動リマインダーは送信されません。',
  'settings.remindersOffChoice': '自動でリマインダーを送信しない',
  'settings.remindersOnChoice': '自動でリマインダーを送信する',
  'settings.remindEvery': '送信間隔（日数）',
  'settings.remindEveryHint': '1～30。依頼または前回のリマインダーから数えます。',
  'settings.remindEveryInvalid': '1～30の整数で日数を入力してください。',
  'settings.remindMax': '署名者1人あたりの最大送信回数',
  'settings.remindMaxHint': '1～10。',
  'settings.remindMaxInvalid': '1～10の整数を入力してください。',
  'settings.remindersOff': 'オフ：リマインダーは依頼があった場合にのみ送信されます。',
  'settings.remindersCurrent': '{every}自動でリマインダーを送信（署名者1人あたり最大{max}）。',
  'settings.remindersEvery.one': '毎日',
  'settings.remindersEvery.other': '{count}日ごとに',
  'settings.remindersTimes.one': '1回',
  'settings.remindersTimes.other': '{count}回',

  'request.nextReminder': '{name}への次回の自動リマインダー：{date}。',
  'request.noReminderDue': '予定されている自動リマインダーはありません。',
  'request.remindersOff': 'この依頼には自動リマインダーが設定されていません。',
  'request.remindersSchedule': '自動リマインダー：{every}送信（署名者1人あたり最大{max}）。',
});
