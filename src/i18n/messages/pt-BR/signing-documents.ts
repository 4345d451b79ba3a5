// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Os documentos',
  'signDocuments.fact.one': 'Há {count} documento para ler, {pages} no total; você o assina uma única vez.',
  'signDocuments.fact.other':
    'Há {count} documentos para ler, {pages} no total; você assina todos de uma só vez.',
  'signDocuments.pages.one': '{count} página',
  'signDocuments.pages.other': '{count} páginas',
  'signDocuments.download': '{link} para ler ou imprimir.',
  'signDocuments.downloadLink': 'Baixe os {count} documentos em um único PDF',
  'signDocuments.nav': 'Documentos desta solicitação',
  'signDocuments.position': 'Documento {n} de {total}',
  'signDocuments.current': 'Documento {n} de {total}: {name}',
  'signDocuments.inView': 'Em exibição',
});
