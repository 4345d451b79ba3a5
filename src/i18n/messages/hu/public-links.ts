// Magyar (magázó „Ön” forma): egy sablon nyilvános linkje.
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} arra kéri Önt, hogy töltse ki és írja alá a következőt: „{document}”.',
  'publicLink.hint':
    'A kezdéshez adja meg nevét és e-mail-címét. Az aláírt példányt erre a címre küldjük el.',
  'publicLink.verifyHint': 'Aláírás előtt a cím megerősítéséhez kódot küldünk Önnek e-mailben.',
  'publicLink.nextHeading': 'Ön után',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Teljes neve',
  'publicLink.email': 'E-mail-címe',
  'publicLink.start': 'Tovább',
  'publicLink.working': 'A böngésző ellenőrzése, egy pillanat…',
  'publicLink.noscript':
    'Ehhez az űrlaphoz JavaScript szükséges: böngészője egy rövid számítást végez, amely kiszűri az automatizált regisztrációkat.',
  'publicLink.problems': 'Kérjük, ellenőrizze az űrlapot:',
  'publicLink.error.name': 'Adja meg a nevét.',
  'publicLink.error.email': 'Adjon meg egy e-mail-címet, például: nev@example.com.',
  'publicLink.error.proof':
    'A böngésző ellenőrzése nem érkezett meg, vagy túl régi volt. Kérjük, küldje el újra az űrlapot.',
  'publicLink.limited.title': 'Túl sok megkezdett aláírás',
  'publicLink.limited.lead':
    'Ezt az űrlapot ma túl sokszor indították el erről a kapcsolatról vagy összesen. Kérjük, próbálja újra holnap.',
  'publicLink.unavailable.title': 'Ez az űrlap nem érhető el',
  'publicLink.unavailable.lead':
    'Lehet, hogy a linket kikapcsolták vagy elgépelték, vagy az űrlap jelenleg nem fogad új aláírásokat. Kérjük, forduljon ahhoz, akitől a linket kapta.',

  'publicLink.app.action': 'Nyilvános link',
  'publicLink.app.actionLabel': '{name} nyilvános linkje',
  'publicLink.app.title': 'Nyilvános link: {name}',
  'publicLink.app.lead':
    'A link birtokában bárki aláírhatja ezt a sablont {role} minőségében: megadja nevét és e-mail-címét, majd aláír. A kérelem ezután az itt megnevezett személyekhez kerül, és beszámít a havi keretébe.',
  'publicLink.app.on': 'A link be van kapcsolva. Ossza meg ott, ahol az aláírásra jogosultak megtalálják.',
  'publicLink.app.off': 'A link ki van kapcsolva.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Ki következik {role} minőségében',
  'publicLink.app.personName': 'Név',
  'publicLink.app.personEmail': 'E-mail-cím',
  'publicLink.app.verify': 'E-mailben küldött kód kérése aláírás előtt (ajánlott)',
  'publicLink.app.turnOn': 'A link bekapcsolása',
  'publicLink.app.save': 'Módosítások mentése',
  'publicLink.app.turnOff': 'A link kikapcsolása',
  'publicLink.app.turnedOn': 'A link be van kapcsolva.',
  'publicLink.app.turnedOff': 'A link ki van kapcsolva: a címe már nem működik.',
  'publicLink.app.ownersOnly':
    'Sablon nyilvános linkjét csak a munkaterület tulajdonosa kapcsolhatja be vagy ki.',
  'publicLink.app.notPublished': 'Nyilvános link csak közzétett sablonhoz tartozhat.',
  'publicLink.app.nameMissing': 'Adja meg a nevet.',
  'publicLink.app.emailMissing': 'Adjon meg egy e-mail-címet, például: nev@example.com.',
});
