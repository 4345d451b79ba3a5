// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Dokumenten',
  'signDocuments.fact.one': 'Det finns {count} dokument att läsa, {pages} totalt; du signerar det en gång.',
  'signDocuments.fact.other':
    'Det finns {count} dokument att läsa, {pages} totalt; du signerar alla på en gång.',
  'signDocuments.pages.one': '{count} sida',
  'signDocuments.pages.other': '{count} sidor',
  'signDocuments.download': '{link} för att läsa eller skriva ut dem.',
  'signDocuments.downloadLink': 'Ladda ned alla {count} dokument som en pdf',
  'signDocuments.nav': 'Dokument i den här begäran',
  'signDocuments.position': 'Dokument {n} av {total}',
  'signDocuments.current': 'Dokument {n} av {total}: {name}',
  'signDocuments.inView': 'Visas',
});
