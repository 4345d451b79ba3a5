// Ελληνικά (πληθυντικός ευγενείας), ενσωματωμένη υπογραφή.
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Το πρόγραμμα περιήγησής σας δεν επιτρέπει σε αυτή τη σελίδα να θυμάται τον κωδικό σας όσο εμφανίζεται μέσα σε άλλον ιστότοπο.',
  'embed.openInTab': 'Άνοιγμα σε νέα καρτέλα',
  'settings.embedding': 'Ενσωματωμένη υπογραφή',
  'settings.embeddingLead':
    'Ο δικός σας ιστότοπος μπορεί να εμφανίζει σελίδες υπογραφής μέσα του (τον σύνδεσμο υπογραφής με ?embed=1 ή το στοιχείο countersign-signing του /embed.js). Καταγράψτε τις ακριβείς προελεύσεις (origins) που επιτρέπεται να το κάνουν, μία ανά γραμμή. Κάθε άλλος ιστότοπος απορρίπτεται.',
  'settings.embeddingOrigins': 'Επιτρεπόμενες προελεύσεις',
  'settings.embeddingOriginsHint':
    'Μία ανά γραμμή, π.χ. https://app.example.com ή https://app.example.com:8443.',
  'settings.embeddingNone': 'Κανένας ιστότοπος δεν μπορεί να ενσωματώνει σελίδες υπογραφής.',
  'settings.embeddingSaved': 'Οι επιτρεπόμενες προελεύσεις αποθηκεύτηκαν.',
  'settings.embeddingInvalid': 'Γραμμή {line}: {problem}',
  'settings.embeddingTooMany': 'Καταγράψτε το πολύ {max} προελεύσεις.',
  'embed.problem.notUrl': 'αυτό δεν είναι προέλευση όπως https://app.example.com.',
  'embed.problem.scheme': 'μια προέλευση ξεκινά με https://.',
  'embed.problem.httpRefused':
    'χρησιμοποιήστε https:// (το http:// γίνεται δεκτό μόνο όσο αυτή η εγκατάσταση λειτουργεί σε http).',
  'embed.problem.path': 'δώστε μόνο την προέλευση, χωρίς διαδρομή, ερώτημα ή τμήμα (fragment).',
  'embed.problem.credentials': 'μια προέλευση δεν περιέχει όνομα χρήστη ή κωδικό πρόσβασης.',
  'embed.problem.host':
    'το όνομα κεντρικού υπολογιστή δεν είναι έγκυρο (δεν γίνονται δεκτοί χαρακτήρες μπαλαντέρ: καταγράψτε κάθε προέλευση).',
  'audit.workspace.embedding_changed': 'Αλλαγή προελεύσεων ενσωμάτωσης',
});
