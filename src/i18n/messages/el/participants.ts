// Ελληνικά (πληθυντικός ευγενείας): εγκρίνοντες, αναγνώστες, μάρτυρες.
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Υπογράφων',
  'kind.approver': 'Εγκρίνων',
  'kind.viewer': 'Αναγνώστης',
  'kind.witness': 'Μάρτυρας',
  'kind.witnessFor': 'Μάρτυρας για: {role}',
  'kind.label': 'Συμμετέχει ως',
  'kind.witnessForLabel': 'Βεβαιώνει ως μάρτυρας την υπογραφή του/της',

  'audit.signature_request.approved': 'Έγκριση από εγκρίνοντα',
  'audit.signature_request.viewed': 'Ανάγνωση και επιβεβαίωση από αναγνώστη',
  'audit.signature_request.witnessed': 'Υπογραφή από μάρτυρα',
  'timeline.approved': 'Εγκρίθηκε από {who}',
  'timeline.viewed': 'Αναγνώστηκε και επιβεβαιώθηκε από {who}',
  'timeline.witnessed': 'Βεβαιώθηκε ως μάρτυρας από {who}',

  'turn.lead.approver':
    'Ο/Η {sender} σάς ζητά, {name} ({email}), να εγκρίνετε αυτό το έγγραφο ως {role}. Δεν υπογράφετε τίποτα.',
  'turn.lead.viewer':
    'Ο/Η {sender} σάς ζητά, {name} ({email}), να διαβάσετε αυτό το έγγραφο ως {role} και να επιβεβαιώσετε ότι το διαβάσατε.',
  'turn.lead.witness':
    'Ο/Η {sender} σάς ζητά, {name} ({email}), να βεβαιώσετε ως μάρτυρας, με την ιδιότητα {role}, την υπογραφή του/της {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Έγκριση',
  'turn.heading.viewer': 'Επιβεβαίωση ανάγνωσης',
  'turn.approveExplain':
    'Με την έγκριση, έρχεται η σειρά του επόμενου προσώπου. Για να αρνηθείτε, απορρίψτε το παρακάτω.',
  'turn.approve': 'Έγκριση',
  'turn.approving': 'Έγκριση…',
  'turn.readExplain': 'Διαβάστε το παραπάνω έγγραφο και, στη συνέχεια, επιβεβαιώστε.',
  'turn.read': 'Έχω διαβάσει αυτό το έγγραφο',
  'turn.readNeeded': 'Επιλέξτε το πλαίσιο για να επιβεβαιώσετε ότι διαβάσατε το έγγραφο.',
  'turn.confirm': 'Επιβεβαίωση',
  'turn.confirming': 'Επιβεβαίωση…',
  'reject.summary': 'Απόρριψη',
  'reject.explain':
    'Εάν το απορρίψετε, κανείς δεν θα μπορεί πλέον να υπογράψει αυτό το αίτημα και ο/η {sender} θα ενημερωθεί μέσω email.',
  'reject.reason': 'Γιατί το απορρίπτετε; (κοινοποιείται στον/στην {sender})',
  'reject.reasonNeeded': 'Αναφέρετε γιατί το απορρίπτετε.',
  'reject.button': 'Απόρριψη',
  'reject.confirmQuestion': 'Απόρριψη του {document}; Η ενέργεια αυτή δεν αναιρείται.',
  'reject.confirm': 'Ναι, απόρριψη',

  'done.title.approver': 'Σας ευχαριστούμε, εγκρίνατε',
  'done.title.viewer': 'Σας ευχαριστούμε, επιβεβαιώσατε',
  'done.title.witness': 'Σας ευχαριστούμε, υπογράψατε ως μάρτυρας',
  'done.lead.approver': 'Εγκρίνατε το {document} ως {role} στις {date}.',
  'done.lead.viewer': 'Επιβεβαιώσατε ότι διαβάσατε το {document}, ως {role}, στις {date}.',
  'done.lead.witness': 'Υπογράψατε το {document} ως {role}, μάρτυρας, στις {date}.',

  'mail.invitation.subject.approver': 'Παρακαλούμε εγκρίνετε: {document}, από {sender}',
  'mail.invitation.subject.viewer': 'Παρακαλούμε διαβάστε: {document}, από {sender}',
  'mail.invitation.subject.witness':
    'Παρακαλούμε βεβαιώστε μια υπογραφή ως μάρτυρας: {document}, από {sender}',
  'mail.invitation.body.approver':
    'Ο/Η {sender} σάς ζητά να εγκρίνετε το «{document}». Δεν υπογράφετε τίποτα: το εγκρίνετε ή το απορρίπτετε.',
  'mail.invitation.body.viewer':
    'Ο/Η {sender} σάς ζητά να διαβάσετε το «{document}» και να επιβεβαιώσετε ότι το διαβάσατε.',
  'mail.invitation.body.witness':
    'Ο/Η {sender} σάς ζητά να βεβαιώσετε ως μάρτυρας την υπογραφή του/της {witnessed} στο «{document}».',
  'mail.reminder.subject.approver': 'Υπενθύμιση: παρακαλούμε εγκρίνετε το {document}, από {sender}',
  'mail.reminder.subject.viewer': 'Υπενθύμιση: παρακαλούμε διαβάστε το {document}, από {sender}',
  'mail.reminder.subject.witness':
    'Υπενθύμιση: παρακαλούμε βεβαιώστε ως μάρτυρας μια υπογραφή στο {document}, από {sender}',
  'mail.button.approver': 'Έλεγχος και έγκριση',
  'mail.button.viewer': 'Άνοιγμα και ανάγνωση',
  'mail.button.witness': 'Έλεγχος και βεβαίωση ως μάρτυρας',

  'document.block.witnessFor': '{role}, μάρτυρας για {witnessed}',
  'cert.part': 'Συμμετείχε ως',
  'cert.part.approver': 'Εγκρίνων: εγκρίθηκε από {name}',
  'cert.part.viewer': 'Αναγνώστης: αναγνώστηκε από {name}',
  'cert.part.witness': 'Μάρτυρας: βεβαιώθηκε από {name} για {witnessed} ({witnessedRole})',
  'cert.approved': 'Έγκριση',
  'cert.read': 'Ανάγνωση και επιβεβαίωση',
  'cert.witnessed': 'Βεβαίωση μάρτυρα',

  'cert.inPerson': 'Υπογραφή αυτοπροσώπως',
  'cert.inPersonText': 'Με τη διεξαγωγή του/της {host}, στη συσκευή και τη διεύθυνση IP ανωτέρω',
  'cert.ownSession': 'Αποδεικτικό ταυτότητας',
  'cert.ownSessionText': 'Υπεγράφη στην περίοδο σύνδεσης Countersign του μέλους του χώρου εργασίας {member}',
  'host.title': 'Παραδώστε αυτή τη συσκευή',
  'host.lead': 'Διεξάγετε σε αυτή τη συσκευή την υπογραφή του/της {name} ({role}) για το «{document}».',
  'host.hint': 'Δώστε τώρα τη συσκευή στον/στην {name}. Μόνο αυτός/αυτή πρέπει να συνεχίσει.',
  'host.start': 'Έναρξη ως {name}',
  'host.gone.title': 'Αυτός ο σύνδεσμος υπογραφής αυτοπροσώπως δεν μπορεί να χρησιμοποιηθεί',
  'host.gone.lead':
    'Έχει ήδη χρησιμοποιηθεί, είναι παλαιότερος των 15 λεπτών ή η σειρά που άνοιξε έχει παρέλθει. Ζητήστε νέο στη σελίδα του αιτήματος.',
  'host.member.title': 'Συνδεθείτε για να διεξαγάγετε αυτή την υπογραφή',
  'host.member.lead':
    'Μόνο ένα μέλος του χώρου εργασίας {workspace} συνδεδεμένο σε αυτή τη συσκευή μπορεί να ανοίξει αυτόν τον σύνδεσμο.',
  'host.member.signIn': 'Σύνδεση',
  'host.witnessNow': 'Βεβαίωση μάρτυρα τώρα: {name}',
  'host.witnessNowHint':
    'Ο/Η {name} βεβαιώνει στη συνέχεια αυτή την υπογραφή ως μάρτυρας, σε αυτή τη συσκευή.',
  'host.back': 'Επιστροφή στο αίτημα',
  'requests.signInPerson': 'Υπογραφή αυτοπροσώπως',
  'requests.signInPersonHint':
    'Ανοίγει τη σειρά του/της {name} σε αυτή τη συσκευή. Παραδώστε του/της τη συσκευή.',
  'requests.signNow': 'Υπογραφή τώρα',
  'requests.yourTurn': 'Είναι η σειρά σας: την ολοκληρώνετε εδώ, χωρίς να σας σταλεί email.',
  'requests.yourTurnLater': 'Υπογράφετε ως {role} όταν έρθει η σειρά σας· δεν θα σας σταλεί email.',

  'turn.position': 'Η σειρά σας είναι {position} από {count}.',
  'turn.deadline.approver': 'Παρακαλούμε εγκρίνετε ή απορρίψτε έως {deadline}.',
  'turn.deadline.viewer': 'Παρακαλούμε διαβάστε το έως {deadline}.',
});
