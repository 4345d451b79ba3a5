// Türkçe ("siz" hitabı), otomatik hatırlatmalar.
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Otomatik hatırlatmalar',
  'settings.remindersLead':
    'Sırası gelen imzalayana, kimse istemeden e-postayla hatırlatma gönderilebilir. Bundan sonra gönderilen talepler, kendi ayarlarıyla gönderilmedikçe bu ayarı kullanır; e-posta olmadan gönderilen taleplere hiçbir zaman otomatik hatırlatma gönderilmez.',
  'settings.remindersOffChoice': 'Otomatik hatırlatma gönderme',
  'settings.remindersOnChoice': 'Otomatik hatırlatma gönder',
  'settings.remindEvery': 'Kaç günde bir',
  'settings.remindEveryHint': '1 ile 30 arası; davetten veya son hatırlatmadan itibaren sayılır.',
  'settings.remindEveryInvalid': '1 ile 30 arasında tam sayı olarak gün girin.',
  'settings.remindMax': 'İmzalayan başına en fazla kaç kez',
  'settings.remindMaxHint': '1 ile 10 arası.',
  'settings.remindMaxInvalid': '1 ile 10 arasında bir tam sayı girin.',
  'settings.remindersOff': 'Kapalı: imzalayanlara yalnızca biri istediğinde hatırlatma gönderilir.',
  'settings.remindersCurrent': 'Otomatik hatırlatma {every}, imzalayan başına en fazla {max}.',
  'settings.remindersEvery.one': 'her gün',
  'settings.remindersEvery.other': 'her {count} günde bir',
  'settings.remindersTimes.one': 'bir kez',
  'settings.remindersTimes.other': '{count} kez',

  'request.nextReminder': '{name} için sonraki otomatik hatırlatma: {date}.',
  'request.noReminderDue': 'Bekleyen otomatik hatırlatma yok.',
  'request.remindersOff': 'Bu talep için otomatik hatırlatma yok.',
  'request.remindersSchedule': 'Otomatik hatırlatma {every}, imzalayan başına en fazla {max}.',
});
