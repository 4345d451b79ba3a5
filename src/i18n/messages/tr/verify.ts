// Türkçe ("siz" hitabı), herkese açık doğrulama sayfası (/verify).
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'İmzalı bir belgeyi doğrulayın',
  'verify.lead':
    'Bu hizmet aracılığıyla tamamlanan bir belgenin özgün ve değiştirilmemiş olduğunu kontrol edin. Dosya bu sunucuda kontrol edilir ve saklanmaz.',
  'verify.dropLabel': 'PDF’i buraya bırakın veya seçin',
  'verify.chooseLabel': 'PDF’i seçin',
  'verify.dropHint': 'En fazla 25 MiB boyutunda bir PDF.',
  'verify.submit': 'Doğrula',
  'verify.checking': 'Dosya kontrol ediliyor…',
  'verify.again': 'Başka bir dosyayı doğrula',
  'verify.resultTitle': 'Doğrulama sonucu',
  'verify.fileHash': 'Dosyanın SHA-256 değeri',
  'verify.sealsHeading': 'Mühürler ve zaman damgaları',
  'verify.requestHeading': 'İmza talebi',
  'verify.claimedHeading': 'Bu dosyanın geldiğini iddia ettiği talep',
  'verify.claimed':
    'Dosya mühürlendikten sonra değiştirildi; bu nedenle bu bilgiler yalnızca dosyanın iddia ettiğini gösterir. Hizmetin kaydettiği şekliyle gösterilir.',
  'verify.noRequest':
    'Bu hizmetin tamamladığı hiçbir talep bu tamamlanmış sayfaları içermiyor; bu nedenle talep bilgisi gösterilmez.',
  'verify.erased':
    'Bu talebi bu hizmet tamamladı, ancak kaydı o zamandan beri silindi: içerdiği adlar ve bilgiler artık saklanmıyor. Yukarıdaki mühür, bu dosyanın mühürlediği dosya olup olmadığını hâlâ gösterir.',
  'verify.kind.signature': 'Mühür',
  'verify.kind.document_timestamp': 'Belge zaman damgası',
  'verify.label.signer': 'İmzalayan',
  'verify.label.ours': 'Bu hizmetten',
  'verify.label.intact': 'Bozulmamış',
  'verify.label.covers': 'Dosyanın tamamını kapsar',
  'verify.label.signedAt': 'İmza zamanı (beyan edilen)',
  'verify.label.timestamp': 'Güvenilir zaman damgası',
  'verify.label.noTimestamp': 'yok',
  'verify.label.requestId': 'Talep kimliği',
  'verify.label.template': 'Şablon',
  'verify.label.completed': 'Tamamlanma',
  'verify.label.erased': 'Kayıt silindi',
  'verify.label.signers': 'İmzalayanlar',
  'verify.signerSigned': '{role}: imzaladı, {date}',
  'verify.signerNotSigned': '{role}: imzalamadı',
  'verify.yes': 'evet',
  'verify.no': 'hayır',
  'verify.timestampBy': '{time}, veren: {authority}',
  'verify.timestampByBroken': '{time}, veren: {authority} (bozuk)',
  'verify.verdict.valid.heading': 'Özgün ve değiştirilmemiş',
  'verify.verdict.valid.text':
    'Bu dosya, bu hizmetin mühürlediği hâliyle aynıdır: mühür bozulmamıştır ve sonrasında hiçbir şey değiştirilmemiş veya eklenmemiştir.',
  'verify.verdict.modified.heading': 'Mühürlendikten sonra değiştirilmiş',
  'verify.verdict.modified.text':
    'Bu dosya bu hizmetin mührünü taşıyor, ancak içeriği artık mühürlenen içerikle eşleşmiyor veya mühürden sonra bir şey eklenmiş. Bu dosyaya güvenmeyin; özgün belgeyi gönderenden isteyin.',
  'verify.verdict.not_ours.heading': 'İmzalı, ancak bu hizmet tarafından değil',
  'verify.verdict.not_ours.text':
    'Bu dosya dijital bir imza taşıyor, ancak hiçbiri bu hizmet tarafından oluşturulmamış. Dosyayı imzalayan tarafla kontrol edin.',
  'verify.verdict.not_sealed.heading': 'Mühür yok',
  'verify.verdict.not_sealed.text':
    'Bu PDF dijital imza taşımıyor; bu nedenle nereden geldiği veya değiştirilmemiş olduğu hiçbir şekilde doğrulanamaz.',
  'verify.error.notPdf': 'Dosya bir PDF değil.',
  'verify.error.noFile': 'Doğrulanacak bir PDF seçin.',
  'verify.error.tooLarge': 'Dosya 25 MiB boyutundan büyük.',
  'verify.error.generic': 'Dosya kontrol edilemedi. Lütfen yeniden deneyin.',
});
