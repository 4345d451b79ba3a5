// Deutsch, die E-Mails an Mitglieder. Keys and {placeholders} as in ../en/member-mail.ts.
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Record<keyof typeof en, string> => ({
  'memberMail.greeting': 'Guten Tag {name},',
  'memberMail.footer':
    'Gesendet von Countersign. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  'memberMail.orOpen': 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link: {url}',
  'memberMail.signIn.subject': 'Bei {workspace} auf Countersign anmelden',
  'memberMail.signIn.body':
    'Um sich bei {workspace} auf Countersign anzumelden, öffnen Sie den Link in dieser E-Mail.',
  'memberMail.signIn.button': 'Anmelden',
  'memberMail.signIn.after':
    'Der Link funktioniert einmal, 15 Minuten lang. Wenn Sie keine Anmeldung angefordert haben, ignorieren Sie diese E-Mail.',
  'memberMail.invitation.subject': 'Einladung zu {workspace} auf Countersign',
  'memberMail.invitation.body':
    '{inviter} hat Sie eingeladen, mit {workspace} auf Countersign Dokumente zur Unterschrift zu senden.',
  'memberMail.invitation.bodyNoInviter':
    'Sie sind eingeladen, mit {workspace} auf Countersign Dokumente zur Unterschrift zu senden.',
  'memberMail.invitation.button': 'Beitreten und anmelden',
  'memberMail.invitation.after':
    'Der Link funktioniert einmal, 7 Tage lang. Später melden Sie sich unter {url} mit dieser E-Mail-Adresse an.',
});
