// Čeština (vykání): stránka k podpisu s více dokumenty. Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Dokumenty',
  'signDocuments.fact.one': 'K přečtení je {count} dokument ({pages} celkem); podepisujete jej jednou.',
  'signDocuments.fact.few':
    'K přečtení jsou {count} dokumenty ({pages} celkem); podepisujete je všechny najednou.',
  'signDocuments.fact.other':
    'K přečtení je {count} dokumentů ({pages} celkem); podepisujete je všechny najednou.',
  'signDocuments.pages.one': '{count} strana',
  'signDocuments.pages.few': '{count} strany',
  'signDocuments.pages.other': '{count} stran',
  'signDocuments.download': '{link} a přečtěte si je nebo je vytiskněte.',
  'signDocuments.downloadLink': 'Stáhněte si všechny dokumenty ({count}) jako jeden PDF',
  'signDocuments.nav': 'Dokumenty v této žádosti',
  'signDocuments.position': 'Dokument {n} z {total}',
  'signDocuments.current': 'Dokument {n} z {total}: {name}',
  'signDocuments.inView': 'Zobrazeno',
});
