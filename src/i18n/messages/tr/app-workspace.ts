// Türkçe ("siz" hitabı), bildirimler ve çalışma alanı ayarları.
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Bildirimler',
  'notifications.lead': 'Tamamlanan, reddedilen veya süresi dolan talepler.',
  'notifications.markAll': 'Tümünü okundu olarak işaretle',
  'notifications.markRead': 'Okundu olarak işaretle',
  'notifications.markReadLabel': 'Okundu olarak işaretle: {text}',
  'notifications.unread': 'Okunmamış',
  'notifications.empty':
    'Henüz bir şey yok. Bir talep tamamlandığında, reddedildiğinde veya süresi dolduğunda burada görürsünüz.',
  'notifications.completed': '“{template}” tamamlandı',
  'notifications.declined': '“{template}” reddedildi',
  'notifications.expired': '“{template}” süresi doldu',
  'notifications.other': '“{template}” değişti',
  'notifications.declinedReason': '{name} reddetti: {reason}',
  'notifications.declinedBy': '{name} reddetti',
  'notifications.with': 'Katılanlar: {names}',

  'settings.title': 'Çalışma alanı ayarları',
  'settings.workspace': 'Çalışma alanı',
  'settings.name': 'Ad',
  'settings.plan': 'Abonelik planı',
  'settings.retention': 'Sona eren taleplerin saklanması',
  'settings.retentionLead':
    'Sona eren (tamamlanan, reddedilen, süresi dolan veya geçersiz kılınan) talepler belirli bir gün sayısından sonra otomatik olarak silinebilir: bir talep kalıcı olarak silindiğinde olduğu gibi adlar, adresler, değerler, imzalar ve belgeler silinir.',
  'settings.keepForever': 'Biri silene kadar sakla',
  'settings.eraseAfter': 'Sona erdikten bu kadar gün sonra sil',
  'settings.days': 'Gün',
  'settings.daysHint': '1 ile 3650 (on yıl) arası.',
  'settings.daysInvalid': '1 ile 3650 arasında tam sayı olarak gün girin.',
  'settings.save': 'Kaydet',
  'settings.saved': 'Ayarlar kaydedildi.',
  'settings.currentForever': 'Sona eren talepler biri silene kadar saklanır.',
  'settings.currentDays.one': 'Sona eren talepler, sona erdikten {count} gün sonra silinir.',
  'settings.currentDays.other': 'Sona eren talepler, sona erdikten {count} gün sonra silinir.',
  'settings.export': 'Tüm verileri dışa aktar',
  'settings.exportLead':
    'Her talebi (denetim iziyle birlikte), şablonu, üyeyi ve denetim günlüğü kaydını ve her imzalı PDF’i içeren bir ZIP dosyası.',
  'settings.exportButton': 'Dışa aktarımı indir',
  'settings.ownersOnly':
    'Bu ayarları yalnızca sahipler değiştirebilir veya çalışma alanının verilerini dışa aktarabilir.',
});
