// Ελληνικά (πληθυντικός ευγενείας), ο δημόσιος σύνδεσμος ενός προτύπου.
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead':
    'Ο χώρος εργασίας {workspace} σάς ζητά να συμπληρώσετε και να υπογράψετε το «{document}».',
  'publicLink.hint':
    'Δώστε το όνομα και τη διεύθυνση email σας για να ξεκινήσετε. Το υπογεγραμμένο αντίγραφό σας αποστέλλεται σε αυτή τη διεύθυνση.',
  'publicLink.verifyHint':
    'Θα σας στείλουμε κωδικό μέσω email για να επιβεβαιώσετε τη διεύθυνση πριν υπογράψετε.',
  'publicLink.nextHeading': 'Μετά από εσάς',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Ονοματεπώνυμο',
  'publicLink.email': 'Η διεύθυνση email σας',
  'publicLink.start': 'Συνέχεια',
  'publicLink.working': 'Έλεγχος του προγράμματος περιήγησης, μια στιγμή…',
  'publicLink.noscript':
    'Αυτή η φόρμα απαιτεί JavaScript: το πρόγραμμα περιήγησής σας εκτελεί έναν σύντομο υπολογισμό που αποκλείει τις αυτοματοποιημένες εγγραφές.',
  'publicLink.problems': 'Παρακαλούμε ελέγξτε τη φόρμα:',
  'publicLink.error.name': 'Εισαγάγετε το όνομά σας.',
  'publicLink.error.email': 'Εισαγάγετε διεύθυνση email, π.χ. name@example.com.',
  'publicLink.error.proof':
    'Ο έλεγχος του προγράμματος περιήγησής σας δεν έφτασε ή ήταν πολύ παλιός. Παρακαλούμε υποβάλετε ξανά τη φόρμα.',
  'publicLink.limited.title': 'Ξεκίνησαν πάρα πολλές υπογραφές',
  'publicLink.limited.lead':
    'Αυτή η φόρμα ξεκίνησε πάρα πολλές φορές σήμερα, από αυτή τη σύνδεση ή συνολικά. Παρακαλούμε δοκιμάστε ξανά αύριο.',
  'publicLink.unavailable.title': 'Αυτή η φόρμα δεν είναι διαθέσιμη',
  'publicLink.unavailable.lead':
    'Ο σύνδεσμος μπορεί να έχει απενεργοποιηθεί ή να πληκτρολογήθηκε λανθασμένα, ή η φόρμα δεν δέχεται νέες υπογραφές αυτή τη στιγμή. Παρακαλούμε επικοινωνήστε με όποιον σας έδωσε τον σύνδεσμο.',

  'publicLink.app.action': 'Δημόσιος σύνδεσμος',
  'publicLink.app.actionLabel': 'Δημόσιος σύνδεσμος του {name}',
  'publicLink.app.title': 'Δημόσιος σύνδεσμος: {name}',
  'publicLink.app.lead':
    'Όποιος έχει τον σύνδεσμο υπογράφει αυτό το πρότυπο ως {role}: δίνει το όνομα και τη διεύθυνση email του και υπογράφει. Το αίτημα συνεχίζει στη συνέχεια προς τα πρόσωπα που ορίζετε εδώ και προσμετράται στο μηνιαίο όριό σας.',
  'publicLink.app.on':
    'Ο σύνδεσμος είναι ενεργός. Κοινοποιήστε τον εκεί όπου θα τον βρουν όσοι πρέπει να υπογράψουν.',
  'publicLink.app.off': 'Ο σύνδεσμος είναι ανενεργός.',
  'publicLink.app.url': 'Σύνδεσμος',
  'publicLink.app.people': 'Ποιος ακολουθεί ως {role}',
  'publicLink.app.personName': 'Όνομα',
  'publicLink.app.personEmail': 'Διεύθυνση email',
  'publicLink.app.verify': 'Ζητείται κωδικός μέσω email πριν από την υπογραφή (συνιστάται)',
  'publicLink.app.turnOn': 'Ενεργοποίηση του συνδέσμου',
  'publicLink.app.save': 'Αποθήκευση αλλαγών',
  'publicLink.app.turnOff': 'Απενεργοποίηση του συνδέσμου',
  'publicLink.app.turnedOn': 'Ο σύνδεσμος είναι ενεργός.',
  'publicLink.app.turnedOff': 'Ο σύνδεσμος είναι ανενεργός: η διεύθυνσή του δεν λειτουργεί πλέον.',
  'publicLink.app.ownersOnly':
    'Μόνο ένας κάτοχος του χώρου εργασίας μπορεί να ενεργοποιήσει ή να απενεργοποιήσει τον δημόσιο σύνδεσμο ενός προτύπου.',
  'publicLink.app.notPublished': 'Ο δημόσιος σύνδεσμος αφορά μόνο δημοσιευμένο πρότυπο.',
  'publicLink.app.nameMissing': 'Εισαγάγετε το όνομα.',
  'publicLink.app.emailMissing': 'Εισαγάγετε διεύθυνση email, π.χ. name@example.com.',
});
