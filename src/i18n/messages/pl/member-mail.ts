// Polski (forma grzecznościowa i bezosobowa): wiadomości do członków przestrzeni roboczej. Keys and {placeholders} as in ../en/member-mail.ts.

import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Dzień dobry, {name},',
  'memberMail.footer':
    'Wysłano przez Countersign. Jeśli ta wiadomość nie była oczekiwana, można ją zignorować.',
  'memberMail.orOpen': 'Jeśli przycisk nie działa, prosimy otworzyć ten link: {url}',
  'memberMail.signIn.subject': 'Logowanie do {workspace} w Countersign',
  'memberMail.signIn.body':
    'Aby zalogować się do {workspace} w Countersign, należy otworzyć link z tej wiadomości.',
  'memberMail.signIn.button': 'Zaloguj się',
  'memberMail.signIn.after':
    'Link działa jednokrotnie przez 15 minut. Jeśli nie prosili Państwo o logowanie, prosimy zignorować tę wiadomość.',
  'memberMail.invitation.subject': 'Zaproszenie do {workspace} w Countersign',
  'memberMail.invitation.body':
    '{inviter} zaprasza Państwa do wysyłania dokumentów do podpisu w ramach {workspace} w Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Zapraszamy do wysyłania dokumentów do podpisu w ramach {workspace} w Countersign.',
  'memberMail.invitation.button': 'Dołącz i zaloguj się',
  'memberMail.invitation.after':
    'Link działa jednokrotnie przez 7 dni. Później można logować się pod adresem {url}, podając ten adres e-mail.',
});
