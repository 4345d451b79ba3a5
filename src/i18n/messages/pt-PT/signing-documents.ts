// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Os documentos',
  'signDocuments.fact.one': 'Há {count} documento para ler, {pages} no total; assina-o uma única vez.',
  'signDocuments.fact.other':
    'Há {count} documentos para ler, {pages} no total; assina-os todos de uma só vez.',
  'signDocuments.pages.one': '{count} página',
  'signDocuments.pages.other': '{count} páginas',
  'signDocuments.download': '{link} para os ler ou imprimir.',
  'signDocuments.downloadLink': 'Transfira os {count} documentos num único PDF',
  'signDocuments.nav': 'Documentos deste pedido',
  'signDocuments.position': 'Documento {n} de {total}',
  'signDocuments.current': 'Documento {n} de {total}: {name}',
  'signDocuments.inView': 'Em visualização',
});
