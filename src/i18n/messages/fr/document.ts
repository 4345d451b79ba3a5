// Français, les mots apposés sur un document. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document: Record<keyof typeof en, string> = {
  'document.caption.signedBy': '{name} · signé le {when}',
  'document.caption.signed': 'Signé le {when}',
  'document.checkbox.yes': 'Oui',
  'document.checkbox.no': 'Non',
  'document.signature.drawnBy': '(signé par {name})',
  'document.block.name': 'Nom : {name}',
  'document.block.email': 'E-mail : {email}',
  'document.page': 'Page {page} sur {pages}',
  'document.requestPage': 'Demande {id} · Page {page} sur {pages}',
};
