// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · underskrevet {when}',
  'document.caption.signed': 'Underskrevet {when}',
  'document.checkbox.yes': 'Ja',
  'document.checkbox.no': 'Nej',
  'document.signature.drawnBy': '(underskrevet af {name})',
  'document.block.name': 'Navn: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Side {page} af {pages}',
  'document.requestPage': 'Anmodning {id} · Side {page} af {pages}',
  'cert.documents': 'Dokumenter',
  'cert.documentsNote': 'De underskrevne dokumenter i den rækkefølge, deres sider forekommer i denne fil.',
  'cert.documentPages': 'Side {first}–{last} i denne fil',
  'cert.documentPage': 'Side {first} i denne fil',
  'cert.documentFile': 'Originalfil',
  'cert.documentSha256': 'SHA-256 af dokumentet som sendt',
  'cert.originalSha256': 'SHA-256 af originalfilen (konverteret til pdf)',
  'cert.attachments': 'Vedhæftede filer',
  'cert.attachmentsNote':
    'De filer, underskriverne vedhæftede, indlejret i denne pdf som vedhæftninger under disse navne.',
  'cert.attachmentField': 'Vedhæftet af',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Størrelse',
  'cert.attachmentBytes': '{size} byte',
  'cert.attachmentSha256': 'SHA-256 af filen',
});
