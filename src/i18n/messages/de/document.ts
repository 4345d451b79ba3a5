// Deutsch, die Wörter, die in ein Dokument gestempelt werden. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document: Record<keyof typeof en, string> = {
  'document.caption.signedBy': '{name} · unterschrieben am {when}',
  'document.caption.signed': 'Unterschrieben am {when}',
  'document.checkbox.yes': 'Ja',
  'document.checkbox.no': 'Nein',
  'document.signature.drawnBy': '(unterschrieben von {name})',
  'document.block.name': 'Name: {name}',
  'document.block.email': 'E-Mail: {email}',
  'document.page': 'Seite {page} von {pages}',
  'document.requestPage': 'Anfrage {id} · Seite {page} von {pages}',
};
