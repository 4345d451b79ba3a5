// Ελληνικά (πληθυντικός ευγενείας), η δημόσια σελίδα επαλήθευσης (/verify).
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Επαλήθευση υπογεγραμμένου εγγράφου',
  'verify.lead':
    'Ελέγξτε ότι ένα έγγραφο που οριστικοποιήθηκε μέσω αυτής της υπηρεσίας είναι γνήσιο και αναλλοίωτο. Το αρχείο ελέγχεται σε αυτόν τον διακομιστή και δεν διατηρείται.',
  'verify.dropLabel': 'Αποθέστε το PDF εδώ ή επιλέξτε το',
  'verify.chooseLabel': 'Επιλογή του PDF',
  'verify.dropHint': 'PDF έως 25 MiB.',
  'verify.submit': 'Επαλήθευση',
  'verify.checking': 'Έλεγχος του αρχείου…',
  'verify.again': 'Επαλήθευση άλλου αρχείου',
  'verify.resultTitle': 'Αποτέλεσμα επαλήθευσης',
  'verify.fileHash': 'SHA-256 του αρχείου',
  'verify.sealsHeading': 'Σφραγίδες και χρονοσημάνσεις',
  'verify.requestHeading': 'Το αίτημα υπογραφής',
  'verify.claimedHeading': 'Το αίτημα από το οποίο ισχυρίζεται ότι προέρχεται το αρχείο',
  'verify.claimed':
    'Το αρχείο αλλοιώθηκε μετά τη σφράγισή του, επομένως τα στοιχεία αυτά δείχνουν μόνο ό,τι ισχυρίζεται. Εμφανίζονται όπως τα κατέγραψε η υπηρεσία.',
  'verify.noRequest':
    'Κανένα αίτημα που ολοκληρώθηκε από αυτή την υπηρεσία δεν έχει αυτές τις οριστικές σελίδες, επομένως δεν εμφανίζονται στοιχεία αιτήματος.',
  'verify.erased':
    'Αυτή η υπηρεσία ολοκλήρωσε το αίτημα, αλλά η εγγραφή του έχει στο μεταξύ διαγραφεί: τα ονόματα και τα στοιχεία που περιείχε δεν διατηρούνται πλέον. Η παραπάνω σφραγίδα εξακολουθεί να δείχνει αν αυτό το αρχείο είναι εκείνο που σφράγισε.',
  'verify.kind.signature': 'Σφραγίδα',
  'verify.kind.document_timestamp': 'Χρονοσήμανση εγγράφου',
  'verify.label.signer': 'Υπογραφή από',
  'verify.label.ours': 'Από αυτή την υπηρεσία',
  'verify.label.intact': 'Ακέραιη',
  'verify.label.covers': 'Καλύπτει ολόκληρο το αρχείο',
  'verify.label.signedAt': 'Χρόνος υπογραφής (δηλωθείς)',
  'verify.label.timestamp': 'Αξιόπιστη χρονοσήμανση',
  'verify.label.noTimestamp': 'καμία',
  'verify.label.requestId': 'Αναγνωριστικό αιτήματος',
  'verify.label.template': 'Πρότυπο',
  'verify.label.completed': 'Ολοκλήρωση',
  'verify.label.erased': 'Διαγραφή εγγραφής',
  'verify.label.signers': 'Υπογράφοντες',
  'verify.signerSigned': '{role}: υπέγραψε στις {date}',
  'verify.signerNotSigned': '{role}: δεν υπέγραψε',
  'verify.yes': 'ναι',
  'verify.no': 'όχι',
  'verify.timestampBy': '{time} από {authority}',
  'verify.timestampByBroken': '{time} από {authority} (αλλοιωμένη)',
  'verify.verdict.valid.heading': 'Γνήσιο και αναλλοίωτο',
  'verify.verdict.valid.text':
    'Αυτό το αρχείο είναι ακριβώς όπως το σφράγισε αυτή η υπηρεσία: η σφραγίδα είναι ακέραιη και τίποτα δεν άλλαξε ούτε προστέθηκε μετά από αυτήν.',
  'verify.verdict.modified.heading': 'Αλλοιώθηκε μετά τη σφράγιση',
  'verify.verdict.modified.text':
    'Αυτό το αρχείο φέρει τη σφραγίδα αυτής της υπηρεσίας, αλλά το περιεχόμενό του δεν αντιστοιχεί πλέον σε αυτό που σφραγίστηκε ή κάτι προστέθηκε μετά τη σφραγίδα. Μην βασίζεστε σε αυτό· ζητήστε το πρωτότυπο από τον αποστολέα.',
  'verify.verdict.not_ours.heading': 'Υπογεγραμμένο, αλλά όχι από αυτή την υπηρεσία',
  'verify.verdict.not_ours.text':
    'Αυτό το αρχείο φέρει ψηφιακή υπογραφή, αλλά καμία από αυτή την υπηρεσία. Ελέγξτε το με όποιον το υπέγραψε.',
  'verify.verdict.not_sealed.heading': 'Χωρίς σφραγίδα',
  'verify.verdict.not_sealed.text':
    'Αυτό το PDF δεν φέρει ψηφιακή υπογραφή, επομένως τίποτα δεν μπορεί να επιβεβαιώσει από πού προέρχεται ή ότι είναι αναλλοίωτο.',
  'verify.error.notPdf': 'Το αρχείο δεν είναι PDF.',
  'verify.error.noFile': 'Επιλέξτε ένα PDF για επαλήθευση.',
  'verify.error.tooLarge': 'Το αρχείο υπερβαίνει τα 25 MiB.',
  'verify.error.generic': 'Δεν ήταν δυνατός ο έλεγχος του αρχείου. Παρακαλούμε δοκιμάστε ξανά.',
});
