// Slovenčina (úradný štýl): texty vkladané do dokumentu a certifikátu. Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · podpísané {when}',
  'document.caption.signed': 'Podpísané {when}',
  'document.checkbox.yes': 'Áno',
  'document.checkbox.no': 'Nie',
  'document.signature.drawnBy': '(podpísal(a): {name})',
  'document.block.name': 'Meno: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Strana {page} z {pages}',
  'document.requestPage': 'Žiadosť {id} · Strana {page} z {pages}',
  'cert.documents': 'Dokumenty',
  'cert.documentsNote': 'Podpísané dokumenty v poradí, v akom sa ich strany nachádzajú v tomto súbore.',
  'cert.documentPages': 'Strany {first}–{last} tohto súboru',
  'cert.documentPage': 'Strana {first} tohto súboru',
  'cert.documentFile': 'Pôvodný súbor',
  'cert.documentSha256': 'SHA-256 dokumentu v odoslanej podobe',
  'cert.originalSha256': 'SHA-256 pôvodného súboru (prevedeného do PDF)',
  'cert.attachments': 'Pripojené súbory',
  'cert.attachmentsNote':
    'Súbory pripojené podpisujúcimi, vložené do tohto PDF ako prílohy pod týmito názvami.',
  'cert.attachmentField': 'Pripojil(a)',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Veľkosť',
  'cert.attachmentBytes': '{size} bajtov',
  'cert.attachmentSha256': 'SHA-256 súboru',
});
