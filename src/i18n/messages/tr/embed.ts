// Türkçe ("siz" hitabı), yerleşik imzalama.
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Tarayıcınız, bu sayfa başka bir sitenin içinde gösterilirken kodunuzu hatırlamasına izin vermiyor.',
  'embed.openInTab': 'Yeni sekmede aç',
  'settings.embedding': 'Yerleşik imzalama',
  'settings.embeddingLead':
    'Kendi siteniz imza sayfalarını kendi içinde gösterebilir (?embed=1 eklenmiş imza bağlantısı veya /embed.js dosyasının countersign-signing öğesi). Buna izin verilen kaynakları (origin) her satıra bir tane olacak şekilde tam olarak listeleyin. Diğer tüm siteler reddedilir.',
  'settings.embeddingOrigins': 'İzin verilen kaynaklar',
  'settings.embeddingOriginsHint':
    'Her satıra bir tane; örneğin https://app.example.com veya https://app.example.com:8443.',
  'settings.embeddingNone': 'Hiçbir site imza sayfalarını yerleştiremez.',
  'settings.embeddingSaved': 'İzin verilen kaynaklar kaydedildi.',
  'settings.embeddingInvalid': 'Satır {line}: {problem}',
  'settings.embeddingTooMany': 'En fazla {max} kaynak listeleyin.',
  'embed.problem.notUrl': 'bu, https://app.example.com gibi bir kaynak değil.',
  'embed.problem.scheme': 'kaynak https:// ile başlar.',
  'embed.problem.httpRefused':
    'https:// kullanın (http:// yalnızca bu kurulum http üzerinde çalışırken kabul edilir).',
  'embed.problem.path': 'yalnızca kaynağı yazın; yol, sorgu veya parça (fragment) olmadan.',
  'embed.problem.credentials': 'kaynak kullanıcı adı veya parola içermez.',
  'embed.problem.host':
    'ana bilgisayar adı geçerli değil (joker karakterler kabul edilmez: her kaynağı ayrı listeleyin).',
  'audit.workspace.embedding_changed': 'Yerleştirme kaynakları değiştirildi',
});
