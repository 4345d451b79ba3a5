// Türkçe, işlenmiş belgeye basılan ifadeler ve sertifikadaki belge listesi.
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · imza tarihi: {when}',
  'document.caption.signed': 'İmza tarihi: {when}',
  'document.checkbox.yes': 'Evet',
  'document.checkbox.no': 'Hayır',
  'document.signature.drawnBy': '(imzalayan: {name})',
  'document.block.name': 'Ad: {name}',
  'document.block.email': 'E-posta: {email}',
  'document.page': 'Sayfa {page} / {pages}',
  'document.requestPage': 'Talep {id} · Sayfa {page} / {pages}',
  'cert.documents': 'Belgeler',
  'cert.documentsNote': 'İmzalanan belgeler, sayfalarının bu dosyada yer aldığı sırayla.',
  'cert.documentPages': 'Bu dosyanın {first}–{last}. sayfaları',
  'cert.documentPage': 'Bu dosyanın {first}. sayfası',
  'cert.documentFile': 'Özgün dosya',
  'cert.documentSha256': 'Belgenin gönderildiği hâlinin SHA-256 değeri',
  'cert.originalSha256': 'Özgün dosyanın SHA-256 değeri (PDF’e dönüştürüldü)',
  'cert.attachments': 'Ekli dosyalar',
  'cert.attachmentsNote': 'İmzalayanların eklediği dosyalar; bu PDF’e bu adlarla ek olarak gömülmüştür.',
  'cert.attachmentField': 'Ekleyen',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Boyut',
  'cert.attachmentBytes': '{size} bayt',
  'cert.attachmentSha256': 'Dosyanın SHA-256 değeri',
});
