// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/member-mail.ts.
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Bună ziua, {name},',
  'memberMail.footer': 'Trimis de Countersign. Dacă nu vă așteptați la acest e-mail, îl puteți ignora.',
  'memberMail.orOpen': 'Dacă butonul nu funcționează, deschideți acest link: {url}',
  'memberMail.signIn.subject': 'Conectați-vă la {workspace} în Countersign',
  'memberMail.signIn.body':
    'Pentru a vă conecta la {workspace} în Countersign, deschideți linkul din acest e-mail.',
  'memberMail.signIn.button': 'Conectare',
  'memberMail.signIn.after':
    'Linkul funcționează o singură dată, timp de 15 minute. Dacă nu ați solicitat conectarea, ignorați acest e-mail.',
  'memberMail.invitation.subject': 'Sunteți invitat(ă) în {workspace} pe Countersign',
  'memberMail.invitation.body':
    '{inviter} v-a invitat să trimiteți documente spre semnare cu {workspace} pe Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Sunteți invitat(ă) să trimiteți documente spre semnare cu {workspace} pe Countersign.',
  'memberMail.invitation.button': 'Alăturați-vă și conectați-vă',
  'memberMail.invitation.after':
    'Linkul funcționează o singură dată, timp de 7 zile. Ulterior, conectați-vă la {url} cu această adresă de e-mail.',
});
