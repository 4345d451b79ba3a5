// Polski (styl urzędowy): słowa umieszczane w wygenerowanym dokumencie i certyfikacie. Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · podpisano {when}',
  'document.caption.signed': 'Podpisano {when}',
  'document.checkbox.yes': 'Tak',
  'document.checkbox.no': 'Nie',
  'document.signature.drawnBy': '(podpisano przez: {name})',
  'document.block.name': 'Imię i nazwisko: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Strona {page} z {pages}',
  'document.requestPage': 'Prośba {id} · Strona {page} z {pages}',
  'cert.documents': 'Dokumenty',
  'cert.documentsNote': 'Podpisane dokumenty, w kolejności, w jakiej ich strony występują w tym pliku.',
  'cert.documentPages': 'Strony {first}–{last} tego pliku',
  'cert.documentPage': 'Strona {first} tego pliku',
  'cert.documentFile': 'Plik oryginalny',
  'cert.documentSha256': 'SHA-256 dokumentu w wysłanej postaci',
  'cert.originalSha256': 'SHA-256 pliku oryginalnego (przekonwertowanego do PDF)',
  'cert.attachments': 'Załączone pliki',
  'cert.attachmentsNote':
    'Pliki załączone przez podpisujących, osadzone w tym pliku PDF jako załączniki pod tymi nazwami.',
  'cert.attachmentField': 'Załączone przez',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Rozmiar',
  'cert.attachmentBytes': '{size} B',
  'cert.attachmentSha256': 'SHA-256 pliku',
});
