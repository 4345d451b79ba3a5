// Polski (forma grzecznościowa i bezosobowa): strona podpisu z kilkoma dokumentami. Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Dokumenty',
  'signDocuments.fact.one': 'Do przeczytania jest {count} dokument ({pages} łącznie); podpisuje się go raz.',
  'signDocuments.fact.few':
    'Do przeczytania są {count} dokumenty ({pages} łącznie); wszystkie podpisuje się jednocześnie.',
  'signDocuments.fact.many':
    'Do przeczytania jest {count} dokumentów ({pages} łącznie); wszystkie podpisuje się jednocześnie.',
  'signDocuments.fact.other':
    'Do przeczytania jest {count} dokumentu ({pages} łącznie); wszystkie podpisuje się jednocześnie.',
  'signDocuments.pages.one': '{count} strona',
  'signDocuments.pages.few': '{count} strony',
  'signDocuments.pages.many': '{count} stron',
  'signDocuments.pages.other': '{count} strony',
  'signDocuments.download': '{link}, aby je przeczytać lub wydrukować.',
  'signDocuments.downloadLink': 'Pobierz wszystkie dokumenty ({count}) jako jeden plik PDF',
  'signDocuments.nav': 'Dokumenty w tej prośbie',
  'signDocuments.position': 'Dokument {n} z {total}',
  'signDocuments.current': 'Dokument {n} z {total}: {name}',
  'signDocuments.inView': 'Wyświetlany',
});
