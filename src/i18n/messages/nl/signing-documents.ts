// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'De documenten',
  'signDocuments.fact.one':
    'Er is {count} document om te lezen, {pages} in totaal; u ondertekent het één keer.',
  'signDocuments.fact.other':
    'Er zijn {count} documenten om te lezen, {pages} in totaal; u ondertekent ze allemaal in één keer.',
  'signDocuments.pages.one': '{count} pagina',
  'signDocuments.pages.other': '{count} pagina’s',
  'signDocuments.download': '{link} om ze te lezen of af te drukken.',
  'signDocuments.downloadLink': 'Download alle {count} documenten als één pdf',
  'signDocuments.nav': 'Documenten in dit verzoek',
  'signDocuments.position': 'Document {n} van {total}',
  'signDocuments.current': 'Document {n} van {total}: {name}',
  'signDocuments.inView': 'In beeld',
});
