// Magyar (magázó „Ön” forma), a tagoknak szóló e-mailek.
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Tisztelt {name}!',
  'memberMail.footer':
    'A Countersign küldte. Ha nem számított erre az e-mailre, nyugodtan figyelmen kívül hagyhatja.',
  'memberMail.orOpen': 'Ha a gomb nem működik, nyissa meg ezt a linket: {url}',
  'memberMail.signIn.subject': 'Bejelentkezés: {workspace} (Countersign)',
  'memberMail.signIn.body':
    'A(z) {workspace} munkaterületre való bejelentkezéshez a Countersign szolgáltatásban nyissa meg az ebben az e-mailben található linket.',
  'memberMail.signIn.button': 'Bejelentkezés',
  'memberMail.signIn.after':
    'A link egyszer használható, 15 percig. Ha nem Ön kezdeményezte a bejelentkezést, hagyja figyelmen kívül ezt az e-mailt.',
  'memberMail.invitation.subject': 'Meghívás: {workspace} (Countersign)',
  'memberMail.invitation.body':
    '{inviter} meghívta Önt, hogy a(z) {workspace} munkaterület nevében dokumentumokat küldjön aláírásra a Countersign szolgáltatásban.',
  'memberMail.invitation.bodyNoInviter':
    'Meghívást kapott, hogy a(z) {workspace} munkaterület nevében dokumentumokat küldjön aláírásra a Countersign szolgáltatásban.',
  'memberMail.invitation.button': 'Csatlakozás és bejelentkezés',
  'memberMail.invitation.after':
    'A link egyszer használható, 7 napig. Később ezzel az e-mail-címmel jelentkezhet be itt: {url}.',
});
