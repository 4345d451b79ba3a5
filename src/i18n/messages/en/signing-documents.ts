// English, a signing page of several documents (issue 32 item 3): the documents' heading and count,
// the download of the whole set, and the list that jumps between them.
export const signingDocuments = {
  'signDocuments.heading': 'The documents',
  'signDocuments.fact.one': 'There is {count} document to read, {pages} in all; you sign it once.',
  'signDocuments.fact.other':
    'There are {count} documents to read, {pages} in all; you sign them all at once.',
  'signDocuments.pages.one': '{count} page',
  'signDocuments.pages.other': '{count} pages',
  'signDocuments.download': '{link} to read or print them.',
  'signDocuments.downloadLink': 'Download all {count} documents as one PDF',
  'signDocuments.nav': 'Documents in this request',
  'signDocuments.position': 'Document {n} of {total}',
  'signDocuments.current': 'Document {n} of {total}: {name}',
  'signDocuments.inView': 'In view',
};
