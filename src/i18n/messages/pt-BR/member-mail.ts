// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Olá, {name},',
  'memberMail.footer': 'Enviado pelo Countersign. Se você não esperava este e-mail, pode ignorá-lo.',
  'memberMail.orOpen': 'Se o botão não funcionar, abra este link: {url}',
  'memberMail.signIn.subject': 'Entrar em {workspace} no Countersign',
  'memberMail.signIn.body': 'Para entrar em {workspace} no Countersign, abra o link deste e-mail.',
  'memberMail.signIn.button': 'Entrar',
  'memberMail.signIn.after':
    'O link funciona uma única vez, por 15 minutos. Se você não solicitou o acesso, ignore este e-mail.',
  'memberMail.invitation.subject': 'Convite para {workspace} no Countersign',
  'memberMail.invitation.body':
    '{inviter} convidou você para enviar documentos para assinatura com {workspace} no Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Você recebeu um convite para enviar documentos para assinatura com {workspace} no Countersign.',
  'memberMail.invitation.button': 'Participar e entrar',
  'memberMail.invitation.after':
    'O link funciona uma única vez, por 7 dias. Depois, entre em {url} com este endereço de e-mail.',
});
