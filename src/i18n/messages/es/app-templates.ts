// Español, the templates list, the new-template form, the flow editor. Keys and {placeholders} as in ../en/app-templates.ts.
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates: Record<keyof typeof en, string> = {
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Texto',
  'fieldType.number': 'Número',
  'fieldType.date': 'Fecha',
  'fieldType.email': 'Correo electrónico',
  'fieldType.checkbox': 'Casilla',
  'fieldType.select': 'Opción',
  'fieldType.signature': 'Firma',
  'fieldType.initials': 'Iniciales',
};
