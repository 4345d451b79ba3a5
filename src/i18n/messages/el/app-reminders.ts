// Ελληνικά (πληθυντικός ευγενείας), αυτόματες υπενθυμίσεις.
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Αυτόματες υπενθυμίσεις',
  'settings.remindersLead':
    'Ο υπογράφων του οποίου είναι η σειρά μπορεί να λαμβάνει υπενθύμιση μέσω email χωρίς να το ζητήσει κανείς. Τα αιτήματα που αποστέλλονται από εδώ και στο εξής ακολουθούν αυτή τη ρύθμιση, εκτός αν αποσταλούν με δική τους· τα αιτήματα που αποστέλλονται χωρίς email δεν λαμβάνουν ποτέ αυτόματη υπενθύμιση.',
  'settings.remindersOffChoice': 'Χωρίς αυτόματες υπενθυμίσεις',
  'settings.remindersOnChoice': 'Αυτόματες υπενθυμίσεις',
  'settings.remindEvery': 'Κάθε πόσες ημέρες',
  'settings.remindEveryHint': 'Από 1 έως 30, από την πρόσκληση ή την τελευταία υπενθύμιση.',
  'settings.remindEveryInvalid': 'Εισαγάγετε ακέραιο αριθμό ημερών από 1 έως 30.',
  'settings.remindMax': 'Πόσες φορές το πολύ ανά υπογράφοντα',
  'settings.remindMaxHint': 'Από 1 έως 10.',
  'settings.remindMaxInvalid': 'Εισαγάγετε ακέραιο αριθμό από 1 έως 10.',
  'settings.remindersOff':
    'Απενεργοποιημένες: οι υπογράφοντες λαμβάνουν υπενθύμιση μόνο όταν τη ζητήσει κάποιος.',
  'settings.remindersCurrent': 'Αυτόματη υπενθύμιση {every}, το πολύ {max} ανά υπογράφοντα.',
  'settings.remindersEvery.one': 'κάθε ημέρα',
  'settings.remindersEvery.other': 'κάθε {count} ημέρες',
  'settings.remindersTimes.one': 'μία φορά',
  'settings.remindersTimes.other': '{count} φορές',

  'request.nextReminder': 'Επόμενη αυτόματη υπενθύμιση προς {name}: {date}.',
  'request.noReminderDue': 'Δεν εκκρεμεί αυτόματη υπενθύμιση.',
  'request.remindersOff': 'Αυτό το αίτημα δεν έχει αυτόματες υπενθυμίσεις.',
  'request.remindersSchedule': 'Αυτόματες υπενθυμίσεις {every}, το πολύ {max} ανά υπογράφοντα.',
});
