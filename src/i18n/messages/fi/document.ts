// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/document.ts.
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · allekirjoitettu {when}',
  'document.caption.signed': 'Allekirjoitettu {when}',
  'document.checkbox.yes': 'Kyllä',
  'document.checkbox.no': 'Ei',
  'document.signature.drawnBy': '(allekirjoittanut {name})',
  'document.block.name': 'Nimi: {name}',
  'document.block.email': 'Sähköposti: {email}',
  'document.page': 'Sivu {page}/{pages}',
  'document.requestPage': 'Pyyntö {id} · Sivu {page}/{pages}',
  'cert.documents': 'Asiakirjat',
  'cert.documentsNote':
    'Allekirjoitetut asiakirjat siinä järjestyksessä, jossa niiden sivut ovat tässä tiedostossa.',
  'cert.documentPages': 'Tämän tiedoston sivut {first}–{last}',
  'cert.documentPage': 'Tämän tiedoston sivu {first}',
  'cert.documentFile': 'Alkuperäinen tiedosto',
  'cert.documentSha256': 'Lähetetyn asiakirjan SHA-256',
  'cert.originalSha256': 'Alkuperäisen tiedoston SHA-256 (muunnettu PDF-muotoon)',
  'cert.attachments': 'Liitetyt tiedostot',
  'cert.attachmentsNote':
    'Allekirjoittajien liittämät tiedostot, upotettu tähän PDF-tiedostoon liitteinä näillä nimillä.',
  'cert.attachmentField': 'Liittäjä',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Koko',
  'cert.attachmentBytes': '{size} tavua',
  'cert.attachmentSha256': 'Tiedoston SHA-256',
});
