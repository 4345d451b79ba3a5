// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Dokumenterne',
  'signDocuments.fact.one': 'Der er {count} dokument at læse, {pages} i alt; du underskriver det én gang.',
  'signDocuments.fact.other':
    'Der er {count} dokumenter at læse, {pages} i alt; du underskriver dem alle på én gang.',
  'signDocuments.pages.one': '{count} side',
  'signDocuments.pages.other': '{count} sider',
  'signDocuments.download': '{link} for at læse eller udskrive dem.',
  'signDocuments.downloadLink': 'Download alle {count} dokumenter som én pdf',
  'signDocuments.nav': 'Dokumenter i denne anmodning',
  'signDocuments.position': 'Dokument {n} af {total}',
  'signDocuments.current': 'Dokument {n} af {total}: {name}',
  'signDocuments.inView': 'Vises',
});
