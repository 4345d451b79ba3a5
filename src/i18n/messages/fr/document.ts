// Français, les mots apposés sur un document. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document: Record<keyof typeof en, string> = {
  'document.caption.signedBy': '{name} · signé le {when}',
  'document.caption.signed': 'Signé le {when}',
  'document.checkbox.yes': 'Oui',
  'document.checkbox.no': 'Non',
  'document.signature.drawnBy': '(signé par {name})',
};
