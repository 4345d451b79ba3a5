// Deutsch, die Wörter, die in ein Dokument gestempelt werden. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document = (): Record<keyof typeof en, string> => ({
  'document.caption.signedBy': '{name} · unterschrieben am {when}',
  'document.caption.signed': 'Unterschrieben am {when}',
  'document.checkbox.yes': 'Ja',
  'document.checkbox.no': 'Nein',
  'document.signature.drawnBy': '(unterschrieben von {name})',
  'document.block.name': 'Name: {name}',
  'document.block.email': 'E-Mail: {email}',
  'document.page': 'Seite {page} von {pages}',
  'document.requestPage': 'Anfrage {id} · Seite {page} von {pages}',
  // Die Liste der unterzeichneten Dokumente im Zertifikat (Issue 32), in der Sprache des Dokuments.
  'cert.documents': 'Dokumente',
  'cert.documentsNote':
    'Die unterzeichneten Dokumente in der Reihenfolge, in der ihre Seiten in dieser Datei stehen.',
  'cert.documentPages': 'Seiten {first}–{last} dieser Datei',
  'cert.documentPage': 'Seite {first} dieser Datei',
  'cert.documentFile': 'Originaldatei',
  'cert.documentSha256': 'SHA-256 des Dokuments wie versendet',
  'cert.originalSha256': 'SHA-256 der Originaldatei (in PDF umgewandelt)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'Angehängte Dateien',
  'cert.attachmentsNote':
    'Die von Unterzeichnenden angehängten Dateien, unter diesen Namen als Anhänge in dieses PDF eingebettet.',
  'cert.attachmentField': 'Angehängt von',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Größe',
  'cert.attachmentBytes': '{size} Bytes',
  'cert.attachmentSha256': 'SHA-256 der Datei',
});
