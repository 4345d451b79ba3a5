// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/document.ts.
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · semnat la {when}',
  'document.caption.signed': 'Semnat la {when}',
  'document.checkbox.yes': 'Da',
  'document.checkbox.no': 'Nu',
  'document.signature.drawnBy': '(semnat de {name})',
  'document.block.name': 'Nume: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Pagina {page} din {pages}',
  'document.requestPage': 'Solicitarea {id} · Pagina {page} din {pages}',
  'cert.documents': 'Documente',
  'cert.documentsNote': 'Documentele semnate, în ordinea în care paginile lor apar în acest fișier.',
  'cert.documentPages': 'Paginile {first}–{last} din acest fișier',
  'cert.documentPage': 'Pagina {first} din acest fișier',
  'cert.documentFile': 'Fișierul original',
  'cert.documentSha256': 'SHA-256 al documentului, așa cum a fost trimis',
  'cert.originalSha256': 'SHA-256 al fișierului original (convertit în PDF)',
  'cert.attachments': 'Fișiere atașate',
  'cert.attachmentsNote':
    'Fișierele atașate de semnatari, încorporate în acest PDF ca atașamente, sub aceste nume.',
  'cert.attachmentField': 'Atașat de',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Dimensiune',
  'cert.attachmentBytes': '{size} B',
  'cert.attachmentSha256': 'SHA-256 al fișierului',
});
