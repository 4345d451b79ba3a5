// Español, a signing page of several documents (issue 32 item 3).
export const signingDocuments = () => ({
  'signDocuments.heading': 'Los documentos',
  'signDocuments.fact.one': 'Hay {count} documento que leer, {pages} en total; lo firma una vez.',
  'signDocuments.fact.other': 'Hay {count} documentos que leer, {pages} en total; los firma todos a la vez.',
  'signDocuments.pages.one': '{count} página',
  'signDocuments.pages.other': '{count} páginas',
  'signDocuments.download': '{link} para leerlos o imprimirlos.',
  'signDocuments.downloadLink': 'Descargue los {count} documentos en un solo PDF',
  'signDocuments.nav': 'Documentos de esta solicitud',
  'signDocuments.position': 'Documento {n} de {total}',
  'signDocuments.current': 'Documento {n} de {total}: {name}',
  'signDocuments.inView': 'En pantalla',
});
