// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Olá, {name},',
  'memberMail.footer': 'Enviado pelo Countersign. Se não esperava este e-mail, pode ignorá-lo.',
  'memberMail.orOpen': 'Se o botão não funcionar, abra esta ligação: {url}',
  'memberMail.signIn.subject': 'Iniciar sessão em {workspace} no Countersign',
  'memberMail.signIn.body': 'Para iniciar sessão em {workspace} no Countersign, abra a ligação deste e-mail.',
  'memberMail.signIn.button': 'Iniciar sessão',
  'memberMail.signIn.after':
    'A ligação funciona uma única vez, durante 15 minutos. Se não pediu para iniciar sessão, ignore este e-mail.',
  'memberMail.invitation.subject': 'Convite para {workspace} no Countersign',
  'memberMail.invitation.body':
    '{inviter} enviou-lhe um convite para enviar documentos para assinatura com {workspace} no Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Recebeu um convite para enviar documentos para assinatura com {workspace} no Countersign.',
  'memberMail.invitation.button': 'Aderir e iniciar sessão',
  'memberMail.invitation.after':
    'A ligação funciona uma única vez, durante 7 dias. Depois disso, inicie sessão em {url} com este endereço de e-mail.',
});
