// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/signing-documents.ts.
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Dokumentene',
  'signDocuments.fact.one': 'Det er {count} dokument å lese, {pages} totalt; du signerer det én gang.',
  'signDocuments.fact.other': 'Det er {count} dokumenter å lese, {pages} totalt; du signerer alle samtidig.',
  'signDocuments.pages.one': '{count} side',
  'signDocuments.pages.other': '{count} sider',
  'signDocuments.download': '{link} for å lese eller skrive dem ut.',
  'signDocuments.downloadLink': 'Last ned alle {count} dokumentene som én PDF',
  'signDocuments.nav': 'Dokumenter i denne forespørselen',
  'signDocuments.position': 'Dokument {n} av {total}',
  'signDocuments.current': 'Dokument {n} av {total}: {name}',
  'signDocuments.inView': 'Vises nå',
});
