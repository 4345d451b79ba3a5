// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Kære {name}',
  'memberMail.footer': 'Sendt af Countersign. Hvis du ikke ventede denne e-mail, kan du se bort fra den.',
  'memberMail.orOpen': 'Hvis knappen ikke virker, så åbn dette link: {url}',
  'memberMail.signIn.subject': 'Log ind på {workspace} i Countersign',
  'memberMail.signIn.body': 'Åbn linket i denne e-mail for at logge ind på {workspace} i Countersign.',
  'memberMail.signIn.button': 'Log ind',
  'memberMail.signIn.after':
    'Linket virker én gang, i 15 minutter. Hvis du ikke har bedt om at logge ind, så se bort fra denne e-mail.',
  'memberMail.invitation.subject': 'Du er inviteret til {workspace} i Countersign',
  'memberMail.invitation.body':
    '{inviter} har inviteret dig til at sende dokumenter til underskrift med {workspace} i Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Du er inviteret til at sende dokumenter til underskrift med {workspace} i Countersign.',
  'memberMail.invitation.button': 'Deltag og log ind',
  'memberMail.invitation.after':
    'Linket virker én gang, i 7 dage. Senere logger du ind på {url} med denne e-mailadresse.',
});
