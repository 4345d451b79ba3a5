// Türkçe ("siz" hitabı): çalışma alanının marka kimliği.
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Marka kimliği',
  'branding.lead':
    'İmzalayanlar adınızı, logonuzu ve renginizi imza sayfasında, e-postalarında ve denetim sertifikasında görür. Bunlar olmadan her şey Countersign’ın yalın görünümünü korur.',
  'branding.displayName': 'Görünen ad',
  'branding.displayNameHint':
    'İmzalayanlara gönderilen e-postalar “{example}” adından gelir. Çalışma alanı adını kullanmak için boş bırakın.',
  'branding.displayNameTooLong': 'Görünen ad en fazla 100 karakter olabilir.',
  'branding.accent': 'Vurgu rengi',
  'branding.accentHint':
    '#rrggbb biçiminde yazılır. Beyaz metinle ve sayfa arka planında en az 4,5:1 kontrast sağlamalıdır (WCAG AA).',
  'branding.accentFormat': 'Rengi #rrggbb biçiminde yazın, örneğin #0b3d91.',
  'branding.accentLow': '{colour} renginin kontrastı {ratio} ({where}); en az 4,5:1 gereklidir.',
  'branding.whereWhite': 'düğmelerde ve üst bilgide beyaz metin',
  'branding.wherePage': 'sayfa arka planındaki bağlantılar',
  'branding.save': 'Adı ve rengi kaydet',
  'branding.logo': 'Logo',
  'branding.logoHint': 'En fazla 200 KB ve 1000 × 1000 piksel boyutunda bir PNG veya JPEG dosyası.',
  'branding.upload': 'Logo yükle',
  'branding.removeLogo': 'Logoyu kaldır',
  'branding.noLogo': 'Logo yok: yerine ad gösterilir.',
  'branding.notSet': 'Ayarlanmadı',
  'branding.logoTooLarge': 'Dosya {size} KB; logo en fazla 200 KB olabilir.',
  'branding.logoNotImage': 'Logo bir PNG veya JPEG resmi olmalıdır. SVG ve diğer biçimler kabul edilmez.',
  'branding.logoMismatch': 'Dosya {declared} olarak adlandırılmış veya gönderilmiş, ancak içeriği {actual}.',
  'branding.logoTooManyPixels': 'Logo {width} × {height} piksel; en fazla 1000 × 1000 piksele izin verilir.',
  'branding.logoCorrupt': 'Dosya bozuk: tam bir resim olarak okunamıyor.',
  'branding.logoEmpty': 'Yüklenecek bir PNG veya JPEG dosyası seçin.',
  'audit.workspace.branding_changed': 'Marka kimliği değiştirildi',
  'audit.workspace.logo_changed': 'Logo değiştirildi',
  'audit.workspace.logo_removed': 'Logo kaldırıldı',
});
