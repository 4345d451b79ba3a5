// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/signing-documents.ts.
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Asiakirjat',
  'signDocuments.fact.one': 'Luettavana on {count} asiakirja, yhteensä {pages}; allekirjoitat sen kerran.',
  'signDocuments.fact.other':
    'Luettavana on {count} asiakirjaa, yhteensä {pages}; allekirjoitat ne kaikki kerralla.',
  'signDocuments.pages.one': '{count} sivu',
  'signDocuments.pages.other': '{count} sivua',
  'signDocuments.download': '{link}, jos haluat lukea tai tulostaa ne.',
  'signDocuments.downloadLink': 'Lataa kaikki asiakirjat ({count}) yhtenä PDF-tiedostona',
  'signDocuments.nav': 'Tämän pyynnön asiakirjat',
  'signDocuments.position': 'Asiakirja {n}/{total}',
  'signDocuments.current': 'Asiakirja {n}/{total}: {name}',
  'signDocuments.inView': 'Näkyvissä',
});
