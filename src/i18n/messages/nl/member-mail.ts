// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Geachte {name},',
  'memberMail.footer': 'Verzonden door Countersign. Verwachtte u deze e-mail niet, dan kunt u hem negeren.',
  'memberMail.orOpen': 'Werkt de knop niet, open dan deze link: {url}',
  'memberMail.signIn.subject': 'Aanmelden bij {workspace} op Countersign',
  'memberMail.signIn.body': 'Open de link in deze e-mail om u aan te melden bij {workspace} op Countersign.',
  'memberMail.signIn.button': 'Aanmelden',
  'memberMail.signIn.after':
    'De link werkt één keer, gedurende 15 minuten. Hebt u niet gevraagd om aan te melden, negeer deze e-mail dan.',
  'memberMail.invitation.subject': 'U bent uitgenodigd voor {workspace} op Countersign',
  'memberMail.invitation.body':
    '{inviter} heeft u uitgenodigd om met {workspace} op Countersign documenten ter ondertekening te versturen.',
  'memberMail.invitation.bodyNoInviter':
    'U bent uitgenodigd om met {workspace} op Countersign documenten ter ondertekening te versturen.',
  'memberMail.invitation.button': 'Deelnemen en aanmelden',
  'memberMail.invitation.after':
    'De link werkt één keer, gedurende 7 dagen. Meld u later aan op {url} met dit e-mailadres.',
});
