// Slovenčina (vykanie): stránka na podpis s viacerými dokumentmi. Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Dokumenty',
  'signDocuments.fact.one': 'Na prečítanie je {count} dokument ({pages} spolu); podpisujete ho raz.',
  'signDocuments.fact.few':
    'Na prečítanie sú {count} dokumenty ({pages} spolu); podpisujete ich všetky naraz.',
  'signDocuments.fact.other':
    'Na prečítanie je {count} dokumentov ({pages} spolu); podpisujete ich všetky naraz.',
  'signDocuments.pages.one': '{count} strana',
  'signDocuments.pages.few': '{count} strany',
  'signDocuments.pages.other': '{count} strán',
  'signDocuments.download': '{link} a prečítajte si ich alebo ich vytlačte.',
  'signDocuments.downloadLink': 'Stiahnite si všetky dokumenty ({count}) ako jeden PDF',
  'signDocuments.nav': 'Dokumenty v tejto žiadosti',
  'signDocuments.position': 'Dokument {n} z {total}',
  'signDocuments.current': 'Dokument {n} z {total}: {name}',
  'signDocuments.inView': 'Zobrazené',
});
