// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/member-mail.ts.
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Hei {name},',
  'memberMail.footer':
    'Tämän viestin lähetti Countersign. Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
  'memberMail.orOpen': 'Jos painike ei toimi, avaa tämä linkki: {url}',
  'memberMail.signIn.subject': 'Kirjaudu työtilaan {workspace} Countersignissa',
  'memberMail.signIn.body': 'Kirjaudu työtilaan {workspace} Countersignissa avaamalla tämän viestin linkki.',
  'memberMail.signIn.button': 'Kirjaudu sisään',
  'memberMail.signIn.after':
    'Linkki toimii kerran ja 15 minuutin ajan. Jos et pyytänyt kirjautumista, jätä tämä viesti huomiotta.',
  'memberMail.invitation.subject': 'Sinut on kutsuttu työtilaan {workspace} Countersignissa',
  'memberMail.invitation.body':
    '{inviter} kutsui sinut lähettämään asiakirjoja allekirjoitettaviksi työtilassa {workspace} Countersignissa.',
  'memberMail.invitation.bodyNoInviter':
    'Sinut on kutsuttu lähettämään asiakirjoja allekirjoitettaviksi työtilassa {workspace} Countersignissa.',
  'memberMail.invitation.button': 'Liity ja kirjaudu sisään',
  'memberMail.invitation.after':
    'Linkki toimii kerran ja 7 päivän ajan. Myöhemmin voit kirjautua osoitteessa {url} tällä sähköpostiosoitteella.',
});
