// Français, les e-mails aux membres. Keys and {placeholders} as in ../en/member-mail.ts.
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Record<keyof typeof en, string> => ({
  'memberMail.greeting': 'Bonjour {name},',
  'memberMail.footer': 'Envoyé par Countersign. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  'memberMail.orOpen': 'Si le bouton ne fonctionne pas, ouvrez ce lien : {url}',
  'memberMail.signIn.subject': 'Connexion à {workspace} sur Countersign',
  'memberMail.signIn.body':
    'Pour vous connecter à {workspace} sur Countersign, ouvrez le lien de cet e-mail.',
  'memberMail.signIn.button': 'Se connecter',
  'memberMail.signIn.after':
    'Le lien fonctionne une fois, pendant 15 minutes. Si vous n’avez pas demandé à vous connecter, ignorez cet e-mail.',
  'memberMail.invitation.subject': 'Invitation à rejoindre {workspace} sur Countersign',
  'memberMail.invitation.body':
    '{inviter} vous invite à envoyer des documents à signer avec {workspace} sur Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Vous êtes invité à envoyer des documents à signer avec {workspace} sur Countersign.',
  'memberMail.invitation.button': 'Rejoindre et se connecter',
  'memberMail.invitation.after':
    'Le lien fonctionne une fois, pendant 7 jours. Ensuite, connectez-vous sur {url} avec cette adresse e-mail.',
});
