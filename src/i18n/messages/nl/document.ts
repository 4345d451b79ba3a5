// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · ondertekend {when}',
  'document.caption.signed': 'Ondertekend {when}',
  'document.checkbox.yes': 'Ja',
  'document.checkbox.no': 'Nee',
  'document.signature.drawnBy': '(ondertekend door {name})',
  'document.block.name': 'Naam: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Pagina {page} van {pages}',
  'document.requestPage': 'Verzoek {id} · Pagina {page} van {pages}',
  'cert.documents': 'Documenten',
  'cert.documentsNote':
    'De ondertekende documenten, in de volgorde waarin hun pagina’s in dit bestand staan.',
  'cert.documentPages': 'Pagina’s {first}–{last} van dit bestand',
  'cert.documentPage': 'Pagina {first} van dit bestand',
  'cert.documentFile': 'Oorspronkelijk bestand',
  'cert.documentSha256': 'SHA-256 van het document zoals verzonden',
  'cert.originalSha256': 'SHA-256 van het oorspronkelijke bestand (omgezet naar pdf)',
  'cert.attachments': 'Bijgevoegde bestanden',
  'cert.attachmentsNote':
    'De bestanden die ondertekenaars hebben bijgevoegd, onder deze namen als bijlagen in deze pdf ingesloten.',
  'cert.attachmentField': 'Bijgevoegd door',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Grootte',
  'cert.attachmentBytes': '{size} bytes',
  'cert.attachmentSha256': 'SHA-256 van het bestand',
});
