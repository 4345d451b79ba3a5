// Deutsch, the templates list, the new-template form, the flow editor. Keys and {placeholders} as in ../en/app-templates.ts.
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates: Record<keyof typeof en, string> = {
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Text',
  'fieldType.number': 'Zahl',
  'fieldType.date': 'Datum',
  'fieldType.email': 'E-Mail',
  'fieldType.checkbox': 'Kontrollkästchen',
  'fieldType.select': 'Auswahl',
  'fieldType.signature': 'Unterschrift',
  'fieldType.initials': 'Initialen',
};
