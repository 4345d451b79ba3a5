// Ελληνικά, οι λέξεις που αποτυπώνονται στο έγγραφο και ο κατάλογος εγγράφων του πιστοποιητικού.
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · υπεγράφη {when}',
  'document.caption.signed': 'Υπεγράφη {when}',
  'document.checkbox.yes': 'Ναι',
  'document.checkbox.no': 'Όχι',
  'document.signature.drawnBy': '(υπογραφή: {name})',
  'document.block.name': 'Όνομα: {name}',
  'document.block.email': 'Ηλ. ταχυδρομείο: {email}',
  'document.page': 'Σελίδα {page} από {pages}',
  'document.requestPage': 'Αίτημα {id} · Σελίδα {page} από {pages}',
  'cert.documents': 'Έγγραφα',
  'cert.documentsNote':
    'Τα έγγραφα που υπογράφηκαν, με τη σειρά που εμφανίζονται οι σελίδες τους σε αυτό το αρχείο.',
  'cert.documentPages': 'Σελίδες {first}–{last} αυτού του αρχείου',
  'cert.documentPage': 'Σελίδα {first} αυτού του αρχείου',
  'cert.documentFile': 'Πρωτότυπο αρχείο',
  'cert.documentSha256': 'SHA-256 του εγγράφου όπως απεστάλη',
  'cert.originalSha256': 'SHA-256 του πρωτότυπου αρχείου (μετατράπηκε σε PDF)',
  'cert.attachments': 'Συνημμένα αρχεία',
  'cert.attachmentsNote':
    'Τα αρχεία που επισύναψαν οι υπογράφοντες, ενσωματωμένα σε αυτό το PDF ως συνημμένα με αυτά τα ονόματα.',
  'cert.attachmentField': 'Επισυνάφθηκε από',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Μέγεθος',
  'cert.attachmentBytes': '{size} byte',
  'cert.attachmentSha256': 'SHA-256 του αρχείου',
});
