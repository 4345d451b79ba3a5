// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/signing-documents.ts.
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Documentele',
  'signDocuments.fact.one': 'Aveți de citit {count} document, {pages} în total; îl semnați o singură dată.',
  'signDocuments.fact.few':
    'Aveți de citit {count} documente, {pages} în total; le semnați pe toate o singură dată.',
  'signDocuments.fact.other':
    'Aveți de citit {count} de documente, {pages} în total; le semnați pe toate o singură dată.',
  'signDocuments.pages.one': '{count} pagină',
  'signDocuments.pages.few': '{count} pagini',
  'signDocuments.pages.other': '{count} de pagini',
  'signDocuments.download': '{link} pentru a le citi sau tipări.',
  'signDocuments.downloadLink': 'Descărcați toate documentele ({count}) într-un singur PDF',
  'signDocuments.nav': 'Documentele din această solicitare',
  'signDocuments.position': 'Documentul {n} din {total}',
  'signDocuments.current': 'Documentul {n} din {total}: {name}',
  'signDocuments.inView': 'Afișat',
});
