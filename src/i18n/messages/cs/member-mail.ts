// Čeština (vykání): e-maily členům pracovního prostoru. Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Dobrý den, {name},',
  'memberMail.footer':
    'Odesláno službou Countersign. Pokud jste tento e-mail neočekávali, můžete jej ignorovat.',
  'memberMail.orOpen': 'Pokud tlačítko nefunguje, otevřete tento odkaz: {url}',
  'memberMail.signIn.subject': 'Přihlášení do {workspace} v Countersign',
  'memberMail.signIn.body': 'Pro přihlášení do {workspace} v Countersign otevřete odkaz v tomto e-mailu.',
  'memberMail.signIn.button': 'Přihlásit se',
  'memberMail.signIn.after':
    'Odkaz funguje jednou, po dobu 15 minut. Pokud jste o přihlášení nežádali, tento e-mail ignorujte.',
  'memberMail.invitation.subject': 'Pozvánka do {workspace} v Countersign',
  'memberMail.invitation.body':
    '{inviter} vás zve k odesílání dokumentů k podpisu v rámci {workspace} v Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Zveme vás k odesílání dokumentů k podpisu v rámci {workspace} v Countersign.',
  'memberMail.invitation.button': 'Připojit se a přihlásit',
  'memberMail.invitation.after':
    'Odkaz funguje jednou, po dobu 7 dní. Později se přihlásíte na adrese {url} pomocí této e-mailové adresy.',
});
