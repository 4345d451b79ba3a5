// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/document.ts.
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · signert {when}',
  'document.caption.signed': 'Signert {when}',
  'document.checkbox.yes': 'Ja',
  'document.checkbox.no': 'Nei',
  'document.signature.drawnBy': '(signert av {name})',
  'document.block.name': 'Navn: {name}',
  'document.block.email': 'E-post: {email}',
  'document.page': 'Side {page} av {pages}',
  'document.requestPage': 'Forespørsel {id} · Side {page} av {pages}',
  'cert.documents': 'Dokumenter',
  'cert.documentsNote': 'De signerte dokumentene, i den rekkefølgen sidene deres står i denne filen.',
  'cert.documentPages': 'Side {first}–{last} i denne filen',
  'cert.documentPage': 'Side {first} i denne filen',
  'cert.documentFile': 'Originalfil',
  'cert.documentSha256': 'SHA-256 av dokumentet slik det ble sendt',
  'cert.originalSha256': 'SHA-256 av originalfilen (konvertert til PDF)',
  'cert.attachments': 'Vedlagte filer',
  'cert.attachmentsNote': 'Filene signererne la ved, innebygd i denne PDF-en som vedlegg med disse navnene.',
  'cert.attachmentField': 'Lagt ved av',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Størrelse',
  'cert.attachmentBytes': '{size} byte',
  'cert.attachmentSha256': 'SHA-256 av filen',
});
