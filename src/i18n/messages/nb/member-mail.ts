// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/member-mail.ts.
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Hei {name},',
  'memberMail.footer': 'Sendt av Countersign. Hvis du ikke ventet denne e-posten, kan du se bort fra den.',
  'memberMail.orOpen': 'Hvis knappen ikke fungerer, åpner du denne lenken: {url}',
  'memberMail.signIn.subject': 'Logg på {workspace} i Countersign',
  'memberMail.signIn.body': 'For å logge på {workspace} i Countersign åpner du lenken i denne e-posten.',
  'memberMail.signIn.button': 'Logg på',
  'memberMail.signIn.after':
    'Lenken fungerer én gang, i 15 minutter. Hvis du ikke har bedt om å logge på, kan du se bort fra denne e-posten.',
  'memberMail.invitation.subject': 'Du er invitert til {workspace} i Countersign',
  'memberMail.invitation.body':
    '{inviter} har invitert deg til å sende dokumenter til signering med {workspace} i Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Du er invitert til å sende dokumenter til signering med {workspace} i Countersign.',
  'memberMail.invitation.button': 'Bli med og logg på',
  'memberMail.invitation.after':
    'Lenken fungerer én gang, i 7 dager. Senere logger du på på {url} med denne e-postadressen.',
});
