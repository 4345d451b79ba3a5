// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · firmato il {when}',
  'document.caption.signed': 'Firmato il {when}',
  'document.checkbox.yes': 'Sì',
  'document.checkbox.no': 'No',
  'document.signature.drawnBy': '(firmato da {name})',
  'document.block.name': 'Nome: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Pagina {page} di {pages}',
  'document.requestPage': 'Richiesta {id} · Pagina {page} di {pages}',
  // The certificate's list of the documents signed (issue 32), in the document's language.
  'cert.documents': 'Documenti',
  'cert.documentsNote': 'I documenti firmati, nell’ordine in cui le loro pagine compaiono in questo file.',
  'cert.documentPages': 'Pagine {first}–{last} di questo file',
  'cert.documentPage': 'Pagina {first} di questo file',
  'cert.documentFile': 'File originale',
  'cert.documentSha256': 'SHA-256 del documento come inviato',
  'cert.originalSha256': 'SHA-256 del file originale (convertito in PDF)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'File allegati',
  'cert.attachmentsNote':
    'I file allegati dai firmatari, incorporati in questo PDF come allegati con questi nomi.',
  'cert.attachmentField': 'Allegato da',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Dimensione',
  'cert.attachmentBytes': '{size} byte',
  'cert.attachmentSha256': 'SHA-256 del file',
});
