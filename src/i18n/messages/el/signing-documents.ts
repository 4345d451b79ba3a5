// Ελληνικά (πληθυντικός ευγενείας), σελίδα υπογραφής με πολλά έγγραφα.
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Τα έγγραφα',
  'signDocuments.fact.one':
    'Υπάρχει {count} έγγραφο προς ανάγνωση, {pages} συνολικά· το υπογράφετε μία φορά.',
  'signDocuments.fact.other':
    'Υπάρχουν {count} έγγραφα προς ανάγνωση, {pages} συνολικά· τα υπογράφετε όλα μαζί μία φορά.',
  'signDocuments.pages.one': '{count} σελίδα',
  'signDocuments.pages.other': '{count} σελίδες',
  'signDocuments.download': '{link} για να τα διαβάσετε ή να τα εκτυπώσετε.',
  'signDocuments.downloadLink': 'Κατεβάστε και τα {count} έγγραφα σε ένα PDF',
  'signDocuments.nav': 'Έγγραφα του αιτήματος',
  'signDocuments.position': 'Έγγραφο {n} από {total}',
  'signDocuments.current': 'Έγγραφο {n} από {total}: {name}',
  'signDocuments.inView': 'Σε προβολή',
});
