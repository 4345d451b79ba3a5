// Ελληνικά (πληθυντικός ευγενείας), ειδοποιήσεις και ρυθμίσεις του χώρου εργασίας.
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Ειδοποιήσεις',
  'notifications.lead': 'Αιτήματα που ολοκληρώθηκαν, απορρίφθηκαν ή έληξαν.',
  'notifications.markAll': 'Σήμανση όλων ως αναγνωσμένων',
  'notifications.markRead': 'Σήμανση ως αναγνωσμένης',
  'notifications.markReadLabel': 'Σήμανση ως αναγνωσμένης: {text}',
  'notifications.unread': 'Μη αναγνωσμένη',
  'notifications.empty': 'Τίποτα ακόμη. Εδώ θα βλέπετε πότε ένα αίτημα ολοκληρώνεται, απορρίπτεται ή λήγει.',
  'notifications.completed': 'Το «{template}» ολοκληρώθηκε',
  'notifications.declined': 'Το «{template}» απορρίφθηκε',
  'notifications.expired': 'Το «{template}» έληξε',
  'notifications.other': 'Το «{template}» άλλαξε',
  'notifications.declinedReason': 'Απορρίφθηκε από {name}: {reason}',
  'notifications.declinedBy': 'Απορρίφθηκε από {name}',
  'notifications.with': 'Με: {names}',

  'settings.title': 'Ρυθμίσεις χώρου εργασίας',
  'settings.workspace': 'Χώρος εργασίας',
  'settings.name': 'Όνομα',
  'settings.plan': 'Πρόγραμμα',
  'settings.retention': 'Διατήρηση τερματισμένων αιτημάτων',
  'settings.retentionLead':
    'Τα αιτήματα που έχουν τερματιστεί (ολοκληρώθηκαν, απορρίφθηκαν, έληξαν ή ακυρώθηκαν) μπορούν να διαγράφονται αυτόματα μετά από ορισμένο αριθμό ημερών: ονόματα, διευθύνσεις, τιμές, υπογραφές και έγγραφα διαγράφονται, όπως κατά την οριστική διαγραφή ενός αιτήματος.',
  'settings.keepForever': 'Διατήρηση μέχρι να τα διαγράψει κάποιος',
  'settings.eraseAfter': 'Διαγραφή τόσες ημέρες μετά τον τερματισμό τους',
  'settings.days': 'Ημέρες',
  'settings.daysHint': 'Από 1 έως 3650 (δέκα έτη).',
  'settings.daysInvalid': 'Εισαγάγετε ακέραιο αριθμό ημερών από 1 έως 3650.',
  'settings.save': 'Αποθήκευση',
  'settings.saved': 'Οι ρυθμίσεις αποθηκεύτηκαν.',
  'settings.currentForever': 'Τα τερματισμένα αιτήματα διατηρούνται μέχρι να τα διαγράψει κάποιος.',
  'settings.currentDays.one': 'Τα τερματισμένα αιτήματα διαγράφονται {count} ημέρα μετά τον τερματισμό τους.',
  'settings.currentDays.other':
    'Τα τερματισμένα αιτήματα διαγράφονται {count} ημέρες μετά τον τερματισμό τους.',
  'settings.export': 'Εξαγωγή όλων των δεδομένων',
  'settings.exportLead':
    'Ένα αρχείο ZIP με κάθε αίτημα (με το ίχνος ελέγχου του), πρότυπο, μέλος και εγγραφή του αρχείου καταγραφής ελέγχου, καθώς και κάθε υπογεγραμμένο PDF.',
  'settings.exportButton': 'Λήψη της εξαγωγής',
  'settings.ownersOnly':
    'Μόνο οι κάτοχοι μπορούν να αλλάξουν αυτές τις ρυθμίσεις ή να εξαγάγουν τα δεδομένα του χώρου εργασίας.',
});
