// Čeština (úřední styl): texty vkládané do dokumentu a certifikátu. Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · podepsáno {when}',
  'document.caption.signed': 'Podepsáno {when}',
  'document.checkbox.yes': 'Ano',
  'document.checkbox.no': 'Ne',
  'document.signature.drawnBy': '(podepsal(a): {name})',
  'document.block.name': 'Jméno: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Strana {page} z {pages}',
  'document.requestPage': 'Žádost {id} · Strana {page} z {pages}',
  'cert.documents': 'Dokumenty',
  'cert.documentsNote': 'Podepsané dokumenty v pořadí, v jakém se jejich strany nacházejí v tomto souboru.',
  'cert.documentPages': 'Strany {first}–{last} tohoto souboru',
  'cert.documentPage': 'Strana {first} tohoto souboru',
  'cert.documentFile': 'Původní soubor',
  'cert.documentSha256': 'SHA-256 dokumentu v odeslané podobě',
  'cert.originalSha256': 'SHA-256 původního souboru (převedeného do PDF)',
  'cert.attachments': 'Připojené soubory',
  'cert.attachmentsNote':
    'Soubory připojené podepisujícími, vložené do tohoto PDF jako přílohy pod těmito názvy.',
  'cert.attachmentField': 'Připojil(a)',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Velikost',
  'cert.attachmentBytes': '{size} bajtů',
  'cert.attachmentSha256': 'SHA-256 souboru',
});
