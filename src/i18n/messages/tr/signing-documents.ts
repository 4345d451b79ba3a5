// Türkçe ("siz" hitabı), birden çok belgeli imza sayfası.
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Belgeler',
  'signDocuments.fact.one': 'Okunacak {count} belge var, toplam {pages}; belgeyi bir kez imzalarsınız.',
  'signDocuments.fact.other': 'Okunacak {count} belge var, toplam {pages}; hepsini tek seferde imzalarsınız.',
  'signDocuments.pages.one': '{count} sayfa',
  'signDocuments.pages.other': '{count} sayfa',
  'signDocuments.download': 'Okumak veya yazdırmak için: {link}.',
  'signDocuments.downloadLink': '{count} belgenin tümünü tek PDF olarak indirin',
  'signDocuments.nav': 'Bu talepteki belgeler',
  'signDocuments.position': 'Belge {n} / {total}',
  'signDocuments.current': 'Belge {n} / {total}: {name}',
  'signDocuments.inView': 'Görüntüleniyor',
});
