// Français, a signing page of several documents (issue 32 item 3).
export const signingDocuments = () => ({
  'signDocuments.heading': 'Les documents',
  'signDocuments.fact.one': 'Il y a {count} document à lire, {pages} en tout ; vous le signez une fois.',
  'signDocuments.fact.other':
    'Il y a {count} documents à lire, {pages} en tout ; vous les signez tous en une fois.',
  'signDocuments.pages.one': '{count} page',
  'signDocuments.pages.other': '{count} pages',
  'signDocuments.download': '{link} pour les lire ou les imprimer.',
  'signDocuments.downloadLink': 'Téléchargez les {count} documents en un seul PDF',
  'signDocuments.nav': 'Documents de cette demande',
  'signDocuments.position': 'Document {n} sur {total}',
  'signDocuments.current': 'Document {n} sur {total} : {name}',
  'signDocuments.inView': 'Affiché',
});
