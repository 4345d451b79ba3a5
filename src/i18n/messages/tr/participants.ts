// Türkçe ("siz" hitabı): onaylayanlar, görüntüleyenler, tanıklar.
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'İmzalayan',
  'kind.approver': 'Onaylayan',
  'kind.viewer': 'Görüntüleyen',
  'kind.witness': 'Tanık',
  'kind.witnessFor': 'Tanık: {role}',
  'kind.label': 'Katılım şekli',
  'kind.witnessForLabel': 'İmzasına tanıklık edilen',

  'audit.signature_request.approved': 'Bir onaylayan onayladı',
  'audit.signature_request.viewed': 'Bir görüntüleyen okudu ve onayladı',
  'audit.signature_request.witnessed': 'Bir tanık imzaladı',
  'timeline.approved': 'Onaylayan: {who}',
  'timeline.viewed': 'Okuyup onaylayan: {who}',
  'timeline.witnessed': 'Tanıklık eden: {who}',

  'turn.lead.approver':
    '{sender}, sizden ({name}, {email}) bu belgeyi {role} olarak onaylamanızı rica ediyor. Hiçbir şey imzalamazsınız.',
  'turn.lead.viewer':
    '{sender}, sizden ({name}, {email}) bu belgeyi {role} olarak okumanızı ve okuduğunuzu onaylamanızı rica ediyor.',
  'turn.lead.witness':
    '{sender}, sizden ({name}, {email}) {role} olarak {witnessed} ({witnessedRole}) kişisinin imzasına tanıklık etmenizi rica ediyor.',
  'turn.heading.approver': 'Onayla',
  'turn.heading.viewer': 'Okuduğunuzu onaylayın',
  'turn.approveExplain':
    'Onaylamanız, sıranın bir sonraki kişiye geçmesini sağlar. Kabul etmiyorsanız aşağıdan reddedin.',
  'turn.approve': 'Onayla',
  'turn.approving': 'Onaylanıyor…',
  'turn.readExplain': 'Yukarıdaki belgeyi okuyun, ardından onaylayın.',
  'turn.read': 'Bu belgeyi okudum',
  'turn.readNeeded': 'Belgeyi okuduğunuzu onaylamak için kutuyu işaretleyin.',
  'turn.confirm': 'Onayla',
  'turn.confirming': 'Onaylanıyor…',
  'reject.summary': 'Reddet',
  'reject.explain': 'Reddederseniz bu talebi artık kimse imzalayamaz ve {sender} e-postayla bilgilendirilir.',
  'reject.reason': 'Neden reddediyorsunuz? ({sender} ile paylaşılır)',
  'reject.reasonNeeded': 'Neden reddettiğinizi belirtin.',
  'reject.button': 'Reddet',
  'reject.confirmQuestion': 'Şu belge reddedilsin mi: {document}? Bu işlem geri alınamaz.',
  'reject.confirm': 'Evet, reddet',

  'done.title.approver': 'Teşekkürler, onayınız alındı',
  'done.title.viewer': 'Teşekkürler, onayınız alındı',
  'done.title.witness': 'Teşekkürler, tanıklığınız alındı',
  'done.lead.approver': '{document} belgesini {date} tarihinde {role} olarak onayladınız.',
  'done.lead.viewer': '{document} belgesini okuduğunuzu {date} tarihinde {role} olarak onayladınız.',
  'done.lead.witness': '{document} belgesini {date} tarihinde {role} olarak, tanık sıfatıyla imzaladınız.',

  'mail.invitation.subject.approver': 'Lütfen onaylayın: {document}, gönderen: {sender}',
  'mail.invitation.subject.viewer': 'Lütfen okuyun: {document}, gönderen: {sender}',
  'mail.invitation.subject.witness': 'Lütfen bir imzaya tanıklık edin: {document}, gönderen: {sender}',
  'mail.invitation.body.approver':
    '{sender}, "{document}" belgesini onaylamanızı rica ediyor. Hiçbir şey imzalamazsınız: belgeyi onaylar veya reddedersiniz.',
  'mail.invitation.body.viewer':
    '{sender}, "{document}" belgesini okumanızı ve okuduğunuzu onaylamanızı rica ediyor.',
  'mail.invitation.body.witness':
    '{sender}, "{document}" belgesindeki {witnessed} imzasına tanıklık etmenizi rica ediyor.',
  'mail.reminder.subject.approver': 'Hatırlatma: lütfen onaylayın: {document}, gönderen: {sender}',
  'mail.reminder.subject.viewer': 'Hatırlatma: lütfen okuyun: {document}, gönderen: {sender}',
  'mail.reminder.subject.witness':
    'Hatırlatma: lütfen bir imzaya tanıklık edin: {document}, gönderen: {sender}',
  'mail.button.approver': 'İncele ve onayla',
  'mail.button.viewer': 'Aç ve oku',
  'mail.button.witness': 'İncele ve tanıklık et',

  'document.block.witnessFor': '{role}, {witnessed} için tanık',
  'cert.part': 'Katılım şekli',
  'cert.part.approver': 'Onaylayan: onaylayan kişi {name}',
  'cert.part.viewer': 'Görüntüleyen: okuyan kişi {name}',
  'cert.part.witness': 'Tanık: tanıklık eden {name}; tanıklık edilen: {witnessed} ({witnessedRole})',
  'cert.approved': 'Onaylandı',
  'cert.read': 'Okundu ve onaylandı',
  'cert.witnessed': 'Tanıklık edildi',

  'cert.inPerson': 'Yüz yüze imzalandı',
  'cert.inPersonText': 'Yöneten: {host}; yukarıdaki cihaz ve IP adresi üzerinden',
  'cert.ownSession': 'Kimlik kanıtı',
  'cert.ownSessionText': 'Çalışma alanı üyesi {member} kişisinin Countersign oturumunda imzalandı',
  'host.title': 'Bu cihazı teslim edin',
  'host.lead': 'Bu cihazda “{document}” için {name} ({role}) kişisinin imzasını yönetiyorsunuz.',
  'host.hint': 'Cihazı şimdi şu kişiye verin: {name}. Yalnızca bu kişi devam etmelidir.',
  'host.start': '{name} olarak başla',
  'host.gone.title': 'Bu yüz yüze imza bağlantısı kullanılamaz',
  'host.gone.lead':
    'Bağlantı kullanılmış, 15 dakikadan eski veya açtığı sıra geçmiş. Talep sayfasından yeni bir bağlantı isteyin.',
  'host.member.title': 'Bu imzayı yönetmek için oturum açın',
  'host.member.lead': 'Bu bağlantıyı yalnızca bu cihazda oturum açmış bir {workspace} üyesi açabilir.',
  'host.member.signIn': 'Oturum aç',
  'host.witnessNow': 'Şimdi tanıklık: {name}',
  'host.witnessNowHint': 'Sırada, bu cihazda bu imzaya tanıklık edecek kişi var: {name}.',
  'host.back': 'Talebe dön',
  'requests.signInPerson': 'Yüz yüze imzala',
  'requests.signInPersonHint': 'Bu cihazda şu kişinin sırasını açar: {name}. Cihazı kendisine verin.',
  'requests.signNow': 'Şimdi imzala',
  'requests.yourTurn': 'Sıra sizde: burada tamamlayabilirsiniz; size e-posta gönderilmez.',
  'requests.yourTurnLater': 'Sıranız geldiğinde {role} olarak imzalarsınız; size e-posta gönderilmez.',

  'turn.position': 'Sıranız: {position} / {count}.',
  'turn.deadline.approver': 'Lütfen şu tarihe kadar onaylayın veya reddedin: {deadline}.',
  'turn.deadline.viewer': 'Lütfen şu tarihe kadar okuyun: {deadline}.',
});
