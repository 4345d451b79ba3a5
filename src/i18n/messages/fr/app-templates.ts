// Français, the templates list, the new-template form, the flow editor. Keys and {placeholders} as in ../en/app-templates.ts.
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates: Record<keyof typeof en, string> = {
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Texte',
  'fieldType.number': 'Nombre',
  'fieldType.date': 'Date',
  'fieldType.email': 'E-mail',
  'fieldType.checkbox': 'Case à cocher',
  'fieldType.select': 'Choix',
  'fieldType.signature': 'Signature',
  'fieldType.initials': 'Initiales',
};
