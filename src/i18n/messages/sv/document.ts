// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · signerat {when}',
  'document.caption.signed': 'Signerat {when}',
  'document.checkbox.yes': 'Ja',
  'document.checkbox.no': 'Nej',
  'document.signature.drawnBy': '(signerat av {name})',
  'document.block.name': 'Namn: {name}',
  'document.block.email': 'E-post: {email}',
  'document.page': 'Sida {page} av {pages}',
  'document.requestPage': 'Begäran {id} · Sida {page} av {pages}',
  'cert.documents': 'Dokument',
  'cert.documentsNote': 'De signerade dokumenten, i den ordning deras sidor förekommer i den här filen.',
  'cert.documentPages': 'Sidorna {first}–{last} i den här filen',
  'cert.documentPage': 'Sida {first} i den här filen',
  'cert.documentFile': 'Originalfil',
  'cert.documentSha256': 'SHA-256 för dokumentet i skickat skick',
  'cert.originalSha256': 'SHA-256 för originalfilen (konverterad till pdf)',
  'cert.attachments': 'Bifogade filer',
  'cert.attachmentsNote':
    'Filerna som undertecknarna bifogade, inbäddade i den här pdf-filen som bilagor under dessa namn.',
  'cert.attachmentField': 'Bifogad av',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Storlek',
  'cert.attachmentBytes': '{size} byte',
  'cert.attachmentSha256': 'SHA-256 för filen',
});
