// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'I documenti',
  'signDocuments.fact.one': 'C’è {count} documento da leggere, {pages} in tutto; lo firma una sola volta.',
  'signDocuments.fact.other':
    'Ci sono {count} documenti da leggere, {pages} in tutto; li firma tutti in una sola volta.',
  'signDocuments.pages.one': '{count} pagina',
  'signDocuments.pages.other': '{count} pagine',
  'signDocuments.download': '{link} per leggerli o stamparli.',
  'signDocuments.downloadLink': 'Scarichi tutti i {count} documenti in un unico PDF',
  'signDocuments.nav': 'Documenti di questa richiesta',
  'signDocuments.position': 'Documento {n} di {total}',
  'signDocuments.current': 'Documento {n} di {total}: {name}',
  'signDocuments.inView': 'Visualizzato',
});
