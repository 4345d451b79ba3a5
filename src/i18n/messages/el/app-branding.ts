// Ελληνικά (πληθυντικός ευγενείας): η εταιρική ταυτότητα του χώρου εργασίας.
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Εταιρική ταυτότητα',
  'branding.lead':
    'Οι υπογράφοντες βλέπουν το όνομα, το λογότυπο και το χρώμα σας στη σελίδα υπογραφής, στα email τους και στο πιστοποιητικό ελέγχου. Χωρίς αυτά, όλα διατηρούν την ουδέτερη εμφάνιση του Countersign.',
  'branding.displayName': 'Εμφανιζόμενο όνομα',
  'branding.displayNameHint':
    'Τα email προς τους υπογράφοντες προέρχονται από «{example}». Αφήστε το κενό για να χρησιμοποιηθεί το όνομα του χώρου εργασίας.',
  'branding.displayNameTooLong': 'Το εμφανιζόμενο όνομα μπορεί να έχει το πολύ 100 χαρακτήρες.',
  'branding.accent': 'Χρώμα έμφασης',
  'branding.accentHint':
    'Σε μορφή #rrggbb. Πρέπει να επιτυγχάνει αντίθεση τουλάχιστον 4,5:1 με λευκό κείμενο και στο φόντο της σελίδας (WCAG AA).',
  'branding.accentFormat': 'Γράψτε το χρώμα ως #rrggbb, για παράδειγμα #0b3d91.',
  'branding.accentLow':
    'Το χρώμα {colour} επιτυγχάνει αντίθεση {ratio} με {where}· απαιτείται τουλάχιστον 4,5:1.',
  'branding.whereWhite': 'λευκό κείμενο σε κουμπιά και στην κεφαλίδα',
  'branding.wherePage': 'συνδέσμους στο φόντο της σελίδας',
  'branding.save': 'Αποθήκευση ονόματος και χρώματος',
  'branding.logo': 'Λογότυπο',
  'branding.logoHint': 'Αρχείο PNG ή JPEG έως 200 KB και 1000 × 1000 εικονοστοιχεία.',
  'branding.upload': 'Μεταφόρτωση λογοτύπου',
  'branding.removeLogo': 'Αφαίρεση λογοτύπου',
  'branding.noLogo': 'Χωρίς λογότυπο: εμφανίζεται το όνομα.',
  'branding.notSet': 'Δεν έχει οριστεί',
  'branding.logoTooLarge': 'Το αρχείο είναι {size} KB· ένα λογότυπο μπορεί να είναι έως 200 KB.',
  'branding.logoNotImage':
    'Το λογότυπο πρέπει να είναι εικόνα PNG ή JPEG. Αρχεία SVG και άλλες μορφές δεν γίνονται δεκτά.',
  'branding.logoMismatch':
    'Το αρχείο ονομάζεται ή αποστέλλεται ως {declared}, αλλά το περιεχόμενό του είναι {actual}.',
  'branding.logoTooManyPixels':
    'Το λογότυπο είναι {width} × {height} εικονοστοιχεία· επιτρέπονται έως 1000 × 1000.',
  'branding.logoCorrupt': 'Το αρχείο είναι κατεστραμμένο: δεν διαβάζεται ως πλήρης εικόνα.',
  'branding.logoEmpty': 'Επιλέξτε αρχείο PNG ή JPEG για μεταφόρτωση.',
  'audit.workspace.branding_changed': 'Αλλαγή εταιρικής ταυτότητας',
  'audit.workspace.logo_changed': 'Αλλαγή λογοτύπου',
  'audit.workspace.logo_removed': 'Αφαίρεση λογοτύπου',
});
