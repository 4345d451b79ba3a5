// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Gentile {name},',
  'memberMail.footer': 'Inviato da Countersign. Se non si aspettava questa e-mail, può ignorarla.',
  'memberMail.orOpen': 'Se il pulsante non funziona, apra questo link: {url}',
  'memberMail.signIn.subject': 'Accesso a {workspace} su Countersign',
  'memberMail.signIn.body':
    'Per accedere a {workspace} su Countersign, apra il link contenuto in questa e-mail.',
  'memberMail.signIn.button': 'Accedi',
  'memberMail.signIn.after':
    'Il link funziona una sola volta, per 15 minuti. Se non ha richiesto l’accesso, ignori questa e-mail.',
  'memberMail.invitation.subject': 'Invito a {workspace} su Countersign',
  'memberMail.invitation.body':
    '{inviter} La invita a inviare documenti per la firma con {workspace} su Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Ha ricevuto un invito a inviare documenti per la firma con {workspace} su Countersign.',
  'memberMail.invitation.button': 'Partecipa e accedi',
  'memberMail.invitation.after':
    'Il link funziona una sola volta, per 7 giorni. In seguito, acceda da {url} con questo indirizzo e-mail.',
});
