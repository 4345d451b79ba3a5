// Español, las palabras estampadas en un documento. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document: Record<keyof typeof en, string> = {
  'document.caption.signedBy': '{name} · firmado el {when}',
  'document.caption.signed': 'Firmado el {when}',
  'document.checkbox.yes': 'Sí',
  'document.checkbox.no': 'No',
  'document.signature.drawnBy': '(firmado por {name})',
  'document.block.name': 'Nombre: {name}',
  'document.block.email': 'Correo electrónico: {email}',
  'document.page': 'Página {page} de {pages}',
  'document.requestPage': 'Solicitud {id} · Página {page} de {pages}',
};
