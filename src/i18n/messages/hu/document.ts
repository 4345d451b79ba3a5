// Magyar, a renderelt dokumentumba bélyegzett szövegek és a tanúsítvány dokumentumlistája.
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · aláírva: {when}',
  'document.caption.signed': 'Aláírva: {when}',
  'document.checkbox.yes': 'Igen',
  'document.checkbox.no': 'Nem',
  'document.signature.drawnBy': '(aláírta: {name})',
  'document.block.name': 'Név: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': '{page}. oldal / {pages}',
  'document.requestPage': 'Kérelem: {id} · {page}. oldal / {pages}',
  'cert.documents': 'Dokumentumok',
  'cert.documentsNote':
    'Az aláírt dokumentumok, abban a sorrendben, ahogy oldalaik ebben a fájlban következnek.',
  'cert.documentPages': 'A fájl {first}–{last}. oldala',
  'cert.documentPage': 'A fájl {first}. oldala',
  'cert.documentFile': 'Eredeti fájl',
  'cert.documentSha256': 'Az elküldött dokumentum SHA-256 értéke',
  'cert.originalSha256': 'Az eredeti fájl SHA-256 értéke (PDF-re átalakítva)',
  'cert.attachments': 'Csatolt fájlok',
  'cert.attachmentsNote':
    'Az aláírók által csatolt fájlok, amelyek ebbe a PDF-be mellékletként, ezeken a neveken vannak beágyazva.',
  'cert.attachmentField': 'Csatolta',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Méret',
  'cert.attachmentBytes': '{size} bájt',
  'cert.attachmentSha256': 'A fájl SHA-256 értéke',
});
