// Slovenčina (vykanie): e-maily členom pracovného priestoru. Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Dobrý deň, {name},',
  'memberMail.footer': 'Odoslané službou Countersign. Ak ste tento e-mail neočakávali, môžete ho ignorovať.',
  'memberMail.orOpen': 'Ak tlačidlo nefunguje, otvorte tento odkaz: {url}',
  'memberMail.signIn.subject': 'Prihlásenie do {workspace} v Countersign',
  'memberMail.signIn.body': 'Na prihlásenie do {workspace} v Countersign otvorte odkaz v tomto e-maile.',
  'memberMail.signIn.button': 'Prihlásiť sa',
  'memberMail.signIn.after':
    'Odkaz funguje raz, počas 15 minút. Ak ste o prihlásenie nežiadali, tento e-mail ignorujte.',
  'memberMail.invitation.subject': 'Pozvánka do {workspace} v Countersign',
  'memberMail.invitation.body':
    '{inviter} vás pozýva odosielať dokumenty na podpis v rámci {workspace} v Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Pozývame vás odosielať dokumenty na podpis v rámci {workspace} v Countersign.',
  'memberMail.invitation.button': 'Pripojiť sa a prihlásiť',
  'memberMail.invitation.after':
    'Odkaz funguje raz, počas 7 dní. Neskôr sa prihlásite na adrese {url} pomocou tejto e-mailovej adresy.',
});
