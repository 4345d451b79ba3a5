// Ελληνικά (πληθυντικός ευγενείας), μηνύματα προς τα μέλη.
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Αγαπητέ/ή {name},',
  'memberMail.footer':
    'Στάλθηκε από το Countersign. Εάν δεν περιμένατε αυτό το email, μπορείτε να το αγνοήσετε.',
  'memberMail.orOpen': 'Εάν το κουμπί δεν λειτουργεί, ανοίξτε αυτόν τον σύνδεσμο: {url}',
  'memberMail.signIn.subject': 'Σύνδεση στον χώρο εργασίας {workspace} στο Countersign',
  'memberMail.signIn.body':
    'Για να συνδεθείτε στον χώρο εργασίας {workspace} στο Countersign, ανοίξτε τον σύνδεσμο αυτού του email.',
  'memberMail.signIn.button': 'Σύνδεση',
  'memberMail.signIn.after':
    'Ο σύνδεσμος λειτουργεί μία φορά, για 15 λεπτά. Εάν δεν ζητήσατε σύνδεση, αγνοήστε αυτό το email.',
  'memberMail.invitation.subject': 'Πρόσκληση στον χώρο εργασίας {workspace} στο Countersign',
  'memberMail.invitation.body':
    'Ο/Η {inviter} σάς προσκάλεσε να αποστέλλετε έγγραφα προς υπογραφή με τον χώρο εργασίας {workspace} στο Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Έχετε προσκληθεί να αποστέλλετε έγγραφα προς υπογραφή με τον χώρο εργασίας {workspace} στο Countersign.',
  'memberMail.invitation.button': 'Συμμετοχή και σύνδεση',
  'memberMail.invitation.after':
    'Ο σύνδεσμος λειτουργεί μία φορά, για 7 ημέρες. Στη συνέχεια, συνδεθείτε στο {url} με αυτή τη διεύθυνση email.',
});
