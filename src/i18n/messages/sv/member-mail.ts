// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Hej {name}!',
  'memberMail.footer':
    'Skickat av Countersign. Om du inte väntade dig det här e-postmeddelandet kan du bortse från det.',
  'memberMail.orOpen': 'Om knappen inte fungerar, öppna den här länken: {url}',
  'memberMail.signIn.subject': 'Logga in på {workspace} i Countersign',
  'memberMail.signIn.body':
    'Öppna länken i det här e-postmeddelandet för att logga in på {workspace} i Countersign.',
  'memberMail.signIn.button': 'Logga in',
  'memberMail.signIn.after':
    'Länken fungerar en gång, i 15 minuter. Om du inte har begärt att logga in kan du bortse från det här e-postmeddelandet.',
  'memberMail.invitation.subject': 'Du är inbjuden till {workspace} i Countersign',
  'memberMail.invitation.body':
    '{inviter} har bjudit in dig att skicka dokument för signering med {workspace} i Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Du är inbjuden att skicka dokument för signering med {workspace} i Countersign.',
  'memberMail.invitation.button': 'Gå med och logga in',
  'memberMail.invitation.after':
    'Länken fungerar en gång, i 7 dagar. Därefter loggar du in på {url} med den här e-postadressen.',
});
