// Español, los correos a los miembros. Keys and {placeholders} as in ../en/member-mail.ts.
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Record<keyof typeof en, string> => ({
  'memberMail.greeting': 'Hola, {name}:',
  'memberMail.footer': 'Enviado por Countersign. Si no esperaba este correo, puede ignorarlo.',
  'memberMail.orOpen': 'Si el botón no funciona, abra este enlace: {url}',
  'memberMail.signIn.subject': 'Iniciar sesión en {workspace} en Countersign',
  'memberMail.signIn.body':
    'Para iniciar sesión en {workspace} en Countersign, abra el enlace de este correo.',
  'memberMail.signIn.button': 'Iniciar sesión',
  'memberMail.signIn.after':
    'El enlace funciona una vez, durante 15 minutos. Si no pidió iniciar sesión, ignore este correo.',
  'memberMail.invitation.subject': 'Invitación a {workspace} en Countersign',
  'memberMail.invitation.body':
    '{inviter} le invitó a enviar documentos para firmar con {workspace} en Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Le invitaron a enviar documentos para firmar con {workspace} en Countersign.',
  'memberMail.invitation.button': 'Unirse e iniciar sesión',
  'memberMail.invitation.after':
    'El enlace funciona una vez, durante 7 días. Más adelante, inicie sesión en {url} con esta dirección de correo.',
});
