// Deutsch, a signing page of several documents (issue 32 item 3).
export const signingDocuments = () => ({
  'signDocuments.heading': 'Die Dokumente',
  'signDocuments.fact.one':
    'Es gibt {count} Dokument zu lesen, {pages} insgesamt; Sie unterschreiben es einmal.',
  'signDocuments.fact.other':
    'Es gibt {count} Dokumente zu lesen, {pages} insgesamt; Sie unterschreiben alle auf einmal.',
  'signDocuments.pages.one': '{count} Seite',
  'signDocuments.pages.other': '{count} Seiten',
  'signDocuments.download': '{link}, um sie zu lesen oder zu drucken.',
  'signDocuments.downloadLink': 'Laden Sie alle {count} Dokumente als ein PDF herunter',
  'signDocuments.nav': 'Dokumente dieser Anfrage',
  'signDocuments.position': 'Dokument {n} von {total}',
  'signDocuments.current': 'Dokument {n} von {total}: {name}',
  'signDocuments.inView': 'Angezeigt',
});
