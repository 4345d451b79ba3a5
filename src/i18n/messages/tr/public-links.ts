// Türkçe ("siz" hitabı), bir şablonun herkese açık bağlantısı.
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace}, “{document}” belgesini doldurup imzalamanızı rica ediyor.',
  'publicLink.hint':
    'Başlamak için adınızı ve e-posta adresinizi girin. İmzalı nüshanız bu adrese gönderilir.',
  'publicLink.verifyHint': 'İmzalamadan önce adresi doğrulamanız için size e-postayla bir kod göndeririz.',
  'publicLink.nextHeading': 'Sizden sonra',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Adınız ve soyadınız',
  'publicLink.email': 'E-posta adresiniz',
  'publicLink.start': 'Devam',
  'publicLink.working': 'Tarayıcınız kontrol ediliyor, bir dakika…',
  'publicLink.noscript':
    'Bu form JavaScript gerektirir: tarayıcınız, otomatik kayıtları engelleyen kısa bir hesaplama yapar.',
  'publicLink.problems': 'Lütfen formu kontrol edin:',
  'publicLink.error.name': 'Adınızı girin.',
  'publicLink.error.email': 'ad@example.com gibi bir e-posta adresi girin.',
  'publicLink.error.proof':
    'Tarayıcınızın kontrolü ulaşmadı veya çok eskiydi. Lütfen formu yeniden gönderin.',
  'publicLink.limited.title': 'Çok fazla imza işlemi başlatıldı',
  'publicLink.limited.lead':
    'Bu form bugün bu bağlantıdan veya toplamda çok fazla kez başlatıldı. Lütfen yarın yeniden deneyin.',
  'publicLink.unavailable.title': 'Bu form kullanılamıyor',
  'publicLink.unavailable.lead':
    'Bağlantı kapatılmış veya yanlış yazılmış olabilir ya da form şu anda yeni imza kabul etmiyor olabilir. Lütfen bağlantıyı size verene başvurun.',

  'publicLink.app.action': 'Herkese açık bağlantı',
  'publicLink.app.actionLabel': 'Herkese açık bağlantı: {name}',
  'publicLink.app.title': 'Herkese açık bağlantı: {name}',
  'publicLink.app.lead':
    'Bağlantıya sahip herkes bu şablonu {role} olarak imzalar: adını ve e-posta adresini girer ve imzalar. Talep ardından burada belirttiğiniz kişilere ilerler ve aylık kotanızdan düşülür.',
  'publicLink.app.on': 'Bağlantı açık. İmzalaması gereken kişilerin bulacağı bir yerde paylaşın.',
  'publicLink.app.off': 'Bağlantı kapalı.',
  'publicLink.app.url': 'Bağlantı',
  'publicLink.app.people': '{role} olarak sırada kim var',
  'publicLink.app.personName': 'Ad',
  'publicLink.app.personEmail': 'E-posta adresi',
  'publicLink.app.verify': 'İmzalamadan önce e-postayla gönderilen bir kod iste (önerilir)',
  'publicLink.app.turnOn': 'Bağlantıyı aç',
  'publicLink.app.save': 'Değişiklikleri kaydet',
  'publicLink.app.turnOff': 'Bağlantıyı kapat',
  'publicLink.app.turnedOn': 'Bağlantı açık.',
  'publicLink.app.turnedOff': 'Bağlantı kapalı: adresi artık çalışmıyor.',
  'publicLink.app.ownersOnly':
    'Bir şablonun herkese açık bağlantısını yalnızca çalışma alanının bir sahibi açıp kapatabilir.',
  'publicLink.app.notPublished': 'Herkese açık bağlantı yalnızca yayımlanmış bir şablon içindir.',
  'publicLink.app.nameMissing': 'Adı girin.',
  'publicLink.app.emailMissing': 'ad@example.com gibi bir e-posta adresi girin.',
});
