// Magyar (magázó „Ön” forma, hivatalos regiszter). Keys and {placeholders} as in ../en/signing.ts.
import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Ugrás a tartalomra',
  'page.languages': 'Nyelv',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} ({workspace})',
  'sender.contact': '{member} ({workspace}, {email})',

  'sign.title': 'Aláírandó dokumentum: {document}',
  'sign.lead':
    '{sender} arra kéri Önt, {name} ({email}), hogy {role} minőségében írja alá ezt a dokumentumot.',
  'sign.deadline': 'Kérjük, írja alá eddig: {deadline}.',
  'sign.noscript':
    'Az aláíráshoz JavaScript szükséges. Kapcsolja be a böngészőjében, vagy kérjen papíralapú példányt {sender} feladótól a kézi aláíráshoz.',
  'sign.documentHeading': 'A dokumentum',
  'sign.download': '{link} az olvasáshoz vagy nyomtatáshoz.',
  'sign.downloadLink': 'Töltse le a dokumentumot PDF formátumban',
  'sign.documentLabel': 'A dokumentum szövege',
  'sign.pdfTitle': 'A dokumentum (PDF)',
  'sign.nextField': 'Következő mező',
  'sign.allFilled': 'Minden mező ki van töltve. Jelölje be az alábbi négyzetet, és írja alá a dokumentumot.',
  'sign.signHere': 'Itt írja alá: {label}',
  'sign.pageOf': '{n}. oldal / {total}',
  'sign.heading': 'Aláírás',
  'sign.details': 'Az Ön adatai',
  'sign.required': '(kötelező)',
  'sign.choose': 'Válasszon…',
  'sign.signatureLegend': 'Az Ön aláírása',
  'sign.modeTyped': 'Nevem begépelése',
  'sign.modeDrawn': 'Aláírásom megrajzolása',
  'sign.typedLabel': 'Aláírásként gépelje be teljes nevét',
  'sign.drawHelp': 'Rajzolja meg aláírását a mezőben egérrel, ujjal vagy érintőtollal.',
  'sign.drawArea': 'Aláírásrajzoló terület',
  'sign.clear': 'Rajz törlése',
  'sign.consentLegend': 'Hozzájárulás az elektronikus aláíráshoz',
  'sign.button': 'Aláírás',
  'sign.signing': 'Aláírás folyamatban…',
  'sign.yes': 'Igen',
  'sign.no': 'Nem',
  'sign.fillBelow': '{label}: ezt Ön tölti ki alább',
  'sign.fillBy': '{label}: {role} tölti ki',
  'sign.fillBySender': '{label}: a feladó tölti ki',
  'sign.signedBy': '(aláírta: {name})',
  'sign.signedOn': 'Aláírta: {name}, {date}',
  'cert.initials': 'Kézjegy',
  'sign.notSigned': 'Még nincs aláírva',
  'sign.guideLabel': 'Az Ön mezői',
  'sign.fieldOf': '{n}. mező / {total}',
  'sign.back': 'Vissza',
  'sign.next': 'Tovább',
  'sign.finish': 'Befejezés',
  'sign.done': 'Kész',
  'sign.ready': 'Minden kész: ellenőrizze, majd írja alá alább',
  'sign.optional': '(nem kötelező)',
  'sign.emptyBox': '{label}: üres',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'bejelölve',
  'sign.unchecked': 'nincs bejelölve',
  'sign.zoomIn': 'Nagyítás',
  'sign.zoomOut': 'Kicsinyítés',
  'sign.zoomFit': 'Igazítás a szélességhez',
  'sign.zoomLabel': 'Nagyítás mértéke',
  'sign.signingDate': 'Az aláírás dátuma, automatikusan kitöltve.',
  'sign.initialsLegend': 'Az Ön kézjegye',
  'sign.initialsTyped': 'Kézjegyem begépelése',
  'sign.initialsDrawn': 'Kézjegyem megrajzolása',
  'sign.initialsLabel': 'Az Ön kézjegye',
  'sign.initialsHelp': 'Rajzolja meg kézjegyét a mezőben.',
  'sign.initialsArea': 'Kézjegyrajzoló terület',
  'sign.fieldProblem': 'Ugrás ide: {label}',

  'verification.title': 'Igazolja személyazonosságát: {document}',
  'verification.lead':
    '{sender} arra kéri Önt, hogy írja alá ezt a dokumentumot. Megnyitása előtt igazolja, hogy ez az aláírási link az Öné.',
  'verification.accessHeading': 'Adja meg a hozzáférési kódot',
  'verification.accessHelp':
    '{sender} a linket tartalmazó e-mailtől külön hozzáférési kódot adott Önnek ehhez a dokumentumhoz. Ha nincs meg Önnek, kérje el tőle: {sender}.',
  'verification.accessLabel': 'Hozzáférési kód',
  'verification.emailHeading': 'Kód kérése e-mailben',
  'verification.emailHelp':
    'Egy 6 számjegyű kódot küldünk e-mailben a(z) {email} címre. A kód {minutes} percig érvényes.',
  'verification.emailLabel': 'Az e-mailben kapott 6 számjegyű kód',
  'verification.send': 'Kód küldése',
  'verification.sendAgain': 'Új kód küldése',
  'verification.submit': 'Tovább',
  'verification.lockedUntil': 'Túl sok hibás kódot adtak meg. Újra próbálkozhat ekkortól: {time}.',
  'verification.sent': 'Kódot küldtünk a(z) {email} címre. A kód {minutes} percig érvényes.',
  'verification.sending': 'Küldés…',
  'verification.checking': 'Ellenőrzés…',
  'verification.error.empty': 'Adja meg a kódot.',
  'verification.error.digits': 'A kód 6 számjegyből áll.',
  'verification.error.wrong': 'A kód hibás vagy lejárt. Hátralévő próbálkozások: {count}.',
  'verification.error.locked': 'Túl sok hibás kód. Próbálja újra {wait} perc múlva.',
  'verification.error.sendLimit': 'Az elmúlt órában 5 kódot kért. Próbálja újra {wait} perc múlva.',
  'verification.error.failed': 'Hiba történt. Kérjük, próbálja újra.',

  'order.only': 'Ön az egyetlen aláíró.',
  'order.first': 'Ön ír alá elsőként {count} aláíró közül; a többiek Ön után írnak alá.',
  'order.firstOfTwo': 'Két aláíró közül Ön ír alá elsőként; a másik aláíró Ön után ír alá.',
  'order.afterOne': 'Ön {position} ír alá {count} aláíró közül; az első aláíró már aláírt.',
  'order.afterMany': 'Ön {position} ír alá {count} aláíró közül; az első {earlier} aláíró már aláírt.',
  'order.ordinals':
    'elsőként|másodikként|harmadikként|negyedikként|ötödikként|hatodikként|hetedikként|nyolcadikként|kilencedikként|tizedikként',
  'order.numbers': 'egy|két|három|négy|öt|hat|hét|nyolc|kilenc|tíz',

  'consent.intro':
    '{sender} a Countersign szolgáltatást használja az aláírások elektronikus begyűjtésére. Aláírás előtt kérjük, vegye figyelembe a következőket:',
  'consent.electronic':
    'A négyzet bejelölésével hozzájárul, hogy ezt a dokumentumot és az azzal kapcsolatos értesítéseket elektronikus úton kapja meg, és a dokumentumot elektronikusan írja alá. Elektronikus aláírása ugyanolyan hatályú, mint a papíron tett aláírás.',
  'consent.paper':
    'Bármikor díjmentesen kérhet papíralapú példányt: töltse le és nyomtassa ki a fenti PDF-et, vagy kérje meg {contact} kapcsolattartót, hogy küldjön Önnek egyet. Ha mindenki aláírta, a véglegesített PDF-et e-mailben elküldjük a(z) {email} címre, és ezen az oldalon is letölthető.',
  'consent.paperNoEmail':
    'Bármikor díjmentesen kérhet papíralapú példányt: töltse le és nyomtassa ki a fenti PDF-et, vagy kérje meg {contact} kapcsolattartót, hogy küldjön Önnek egyet. Ha mindenki aláírta, a véglegesített PDF ezen az oldalon letölthető.',
  'consent.withdraw':
    'Nem köteles elektronikusan aláírni. Alább elutasíthatja az aláírást, vagy felveheti a kapcsolatot {contact} kapcsolattartóval, hogy inkább papíron írja alá. Hozzájárulásának későbbi visszavonása nem érinti a már megtett aláírást.',
  'consent.requirements':
    'Szüksége lesz egy korszerű webböngészőre, a dokumentum megtekintéséhez vagy nyomtatásához egy PDF-olvasóra, valamint hozzáférésre a(z) {email} e-mail-címhez. Ha ez a cím megváltozik, értesítse {contact} kapcsolattartót.',
  'consent.agree':
    'Elolvastam a fenti tájékoztatót, hozzájárulok az elektronikus dokumentumok használatához és ahhoz, hogy ezt a dokumentumot elektronikusan írjam alá, és elektronikus aláírásomat a saját kezű aláírásommal azonos kötelező erejűnek szánom.',

  'decline.summary': 'Aláírás elutasítása',
  'decline.explain':
    'Ha elutasítja, ezt a kérelmet senki sem írhatja alá többé, és {sender} e-mailben értesítést kap.',
  'decline.reason': 'Indoklás (nem kötelező; {sender} is látja)',
  'decline.button': 'Aláírás elutasítása',
  'decline.confirmQuestion': 'Elutasítja a(z) {document} aláírását? Ez a művelet nem vonható vissza.',
  'decline.confirm': 'Igen, elutasítom',
  'decline.cancel': 'Nem, visszalépek',

  'error.typed': 'Aláírásként gépelje be a nevét.',
  'error.drawn': 'Rajzolja meg aláírását a mezőben.',
  'error.consent': 'Az elektronikus aláíráshoz való hozzájáruláshoz jelölje be a négyzetet.',
  'error.required': '{label}: kitöltése kötelező.',
  'error.number': '{label}: számot kell megadni.',
  'error.email': '{label}: e-mail-címet kell megadni.',
  'error.tick': 'Az aláíráshoz jelölje be ezt: {label}. Kitöltése kötelező.',
  'error.date': '{label}: dátumot kell megadni, például így: {example}.',
  'error.dateMonth': '{label}: {month}. hónap nem létezik.',
  'error.dateDays': '{label}: a(z) {month}. hónap {days} napos.',
  'error.signFailed': 'Hiba történt, semmi sem lett aláírva. Kérjük, próbálja újra.',
  'error.declineFailed': 'Hiba történt, az elutasítás nem történt meg. Kérjük, próbálja újra.',
  'error.initials': 'Gépelje be vagy rajzolja meg a kézjegyét.',
  'error.range': '{label}: az értéknek {min} és {max} között kell lennie.',
  'error.min': '{label}: az érték legalább {min} lehet.',
  'error.max': '{label}: az érték legfeljebb {max} lehet.',
  'error.integer': '{label}: egész számot kell megadni.',
  'error.summary': 'Kérjük, javítsa a következőket:',

  'waiting.title': 'Még nem Ön következik',
  'waiting.lead':
    'A(z) {document} aláírása meghatározott sorrendben történik. Először {waitingFor} aláírására várunk.',
  'waiting.email': 'Amikor Ön következik, e-mailt kap a(z) {email} címre, {name}. Ezt az oldalt bezárhatja.',
  'waiting.noEmail':
    'Térjen vissza ehhez a linkhez, amikor {sender} jelzi, hogy Ön következik. Ezt az oldalt bezárhatja.',
  'signed.title': 'Köszönjük, Ön aláírta a dokumentumot',
  'signed.lead': 'Ön {date} időpontban {role} minőségében aláírta a következőt: {document}.',
  'signed.next':
    'Másoknak még alá kell írniuk. Ha mindenki aláírta, az aláírt dokumentumot e-mailben elküldjük a(z) {email} címre, és erről a linkről is letöltheti. Ezt az oldalt bezárhatja.',
  'signed.nextNoEmail':
    'Másoknak még alá kell írniuk. Ha mindenki aláírta, az aláírt dokumentumot erről a linkről töltheti le. Ezt az oldalt bezárhatja.',
  'signed.nextEmbedded':
    'Másoknak még alá kell írniuk. Ha mindenki aláírta, az aláírt dokumentumot e-mailben elküldjük a(z) {email} címre. Ezt az oldalt bezárhatja.',
  'signed.nextEmbeddedNoEmail': 'Másoknak még alá kell írniuk. Ezt az oldalt bezárhatja.',
  'completed.title': 'Mindenki aláírta',
  'completed.lead':
    'Köszönjük, {name}. Ön {date} időpontban aláírta a következőt: {document}, és mindenki más is aláírta: a dokumentum hatályba lépett.',
  'completed.leadOnly':
    'Köszönjük, {name}. Ön {date} időpontban aláírta a következőt: {document}. A dokumentum hatályba lépett.',
  'completed.leadViewer': 'Mindenki aláírta a következőt: {document}. A dokumentum hatályba lépett.',
  'completed.download': 'Az aláírt dokumentum letöltése (PDF)',
  'completed.keep':
    'Őrizzen meg egy példányt nyilvántartása számára. A dokumentum végén ellenőrzési tanúsítvány található, és elektronikus bélyegzővel van ellátva, így bármilyen későbbi módosítása kimutatható.',
  'completed.emailed': 'Egy példányt e-mailben is elküldtünk a(z) {email} címre.',
  'declined.title': 'Ezt a kérelmet elutasították',
  'declined.byYou': 'Ön elutasította a(z) {document} aláírását. {sender} értesítést kapott.',
  'declined.other': 'Egy aláíró elutasította az aláírást, ezért a(z) {document} már nem írható alá.',
  'voided.title': 'Ezt a kérelmet érvénytelenítették',
  'voided.text': '{sender} érvénytelenítette ezt a kérelmet, ezért a(z) {document} már nem írható alá.',
  'expired.title': 'Ez a kérelem lejárt',
  'expired.text':
    'A(z) {document} aláírására nyitva álló határidő {date} időpontban lejárt. Ha továbbra is szükség van az aláírására, kérjen új kérelmet {sender} feladótól.',
  'removed.title': 'Ezt a kérelmet eltávolították',
  'removed.text':
    'Ezt a kérelmet és minden tartalmát véglegesen törölték, így itt már nincs mit megtekinteni vagy aláírni. Ha megőrizte az aláírt dokumentumot, az a rajta feltüntetett címen továbbra is ellenőrizhető.',
  'notFound.title': 'Ez az aláírási link nem működik',
  'notFound.text':
    'A link érvénytelen. Ellenőrizze, hogy az e-mailben kapott teljes linket nyitotta-e meg, vagy kérje meg a feladót, hogy küldje el újra.',

  'mail.greeting': 'Tisztelt {name}!',
  'mail.greetingAnonymous': 'Tisztelt Címzett!',
  'mail.messageFrom': '{sender} üzenete:',
  'mail.reason': 'Megadott indoklás:',
  'mail.button': 'Áttekintés és aláírás',
  'mail.orOpen': 'Vagy nyissa meg ezt a linket: {url}',
  'mail.deadline': 'Kérjük, írja alá eddig: {deadline}.',
  'mail.footerLink':
    'A Countersign küldte {sender} nevében. Ez az aláírási link személyes: kérjük, ne továbbítsa.',
  'mail.footer': 'A Countersign küldte {sender} nevében.',
  'mail.footerReply': 'Az erre az e-mailre adott válaszok címzettje: {member} ({email}).',
  'mail.fromName': '{sender} a Countersign útján',
  'mail.invitation.subject': 'Aláírás kérése: {document}, feladó: {sender}',
  'mail.invitation.body':
    '{sender} elektronikus aláírásra küldte Önnek a következő dokumentumot: „{document}”.',
  'mail.reminder.subject': 'Emlékeztető: kérjük, írja alá: {document}, feladó: {sender}',
  'mail.reminder.body': 'Emlékeztetjük, hogy {sender} „{document}” dokumentuma az Ön aláírására vár.',
  'mail.voided.subject': 'Érvénytelenítve: {document}',
  'mail.voided.body':
    '{sender} érvénytelenítette a(z) „{document}” dokumentumra vonatkozó aláírási kérelmet. Önnek nincs további teendője.',
  'mail.declined.subject': 'Elutasítva: {document}',
  'mail.declined.body':
    '{decliner} elutasította a(z) „{document}” aláírását, ezért {sender} kérelme lezárult. Önnek nincs további teendője.',
  'mail.declineConfirmation.subject': 'Ön elutasította: {document}',
  'mail.declineConfirmation.body':
    'Ön elutasította a(z) „{document}” aláírását. {sender} kérelme lezárult, és a feladó értesítést kapott.',
  'mail.declineConfirmation.mistake':
    'Ha ez tévedés volt, válaszoljon erre az e-mailre, és üzenete eljut {member} részére.',
  'mail.completed.subject': 'Befejezve: {document}',
  'mail.completed.body':
    'Mindenki aláírta a(z) „{document}” dokumentumot, amelyet {sender} küldött. A véglegesített dokumentumot nyilvántartása számára mellékeltük.',
  'mail.expired.subject': 'Lejárt: {document}',
  'mail.expired.body':
    '{sender} „{document}” dokumentumra vonatkozó aláírási kérelme lejárt, mielőtt mindenki aláírta volna. Önnek nincs további teendője.',
  'mail.footerCopied':
    '{sender} másolatot küldött Önnek erről a kérelemről: értesítést kap a kimeneteléről, aláírnivalója nincs.',
  'mail.senderCompleted.body':
    'Mindenki aláírta a(z) „{document}” dokumentumot. A véglegesített dokumentumot nyilvántartása számára mellékeltük.',
  'mail.senderCompleted.optOut':
    'Ezt az e-mailt azért kapja, mert Ön küldte a kérelmet. Ha nem kíván ilyen e-maileket kapni, kapcsolja ki őket a Countersign Értesítések menüpontjában.',

  'mail.senderDeclined.subject': '{decliner} elutasította: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), aki {role} minőségében írt volna alá, elutasította a(z) „{document}” aláírását. A kérelem lezárult, és más sem írhatja alá.',
  'mail.senderDeclined.open': 'A kérelem megnyitása',
  'mail.senderDeclined.request': 'Kérelem: {id}',
  'mail.senderDeclined.reply': 'Ha erre az e-mailre válaszol, üzenete eljut {decliner} részére.',
  'mail.senderFooter': 'A Countersign küldte a(z) {workspace} munkaterület részére.',

  'mail.verification.subject': 'Kód a(z) {document} megnyitásához',
  'mail.verification.body':
    '{sender} arra kérte Önt, hogy írja alá a(z) „{document}” dokumentumot. A megnyitásához adja meg ezt a kódot az aláírási oldalon:',
  'mail.verification.valid': 'A kód {minutes} percig érvényes. Csak a legutóbb kapott kód használható.',
  'mail.verification.button': 'Az aláírási oldal megnyitása',
  'mail.verification.notYou':
    'Ha nem Ön kérte a kódot, ezt az e-mailt figyelmen kívül hagyhatja: a kód nélkül senki sem nyithatja meg a dokumentumot.',

  'cert.email': 'E-mail-cím',
  'cert.role': 'Szerep',
  'cert.ip': 'IP-cím',
  'cert.userAgent': 'Böngésző (user agent)',
  'cert.invited': 'Meghívva',
  'cert.opened': 'Megnyitva',
  'cert.signed': 'Aláírva',
  'cert.declined': 'Elutasítva',
  'cert.method': 'Aláírás',
  'cert.typed': 'Begépelt név',
  'cert.drawn': 'Kézzel rajzolt',
  'cert.consent': 'Hozzájárulás',
  'cert.consentText':
    'Elfogadta az elektronikus aláírásról szóló tájékoztatót ({language}); szövegének SHA-256 értéke:',
  'cert.language': 'Nyelv',
  'cert.verification': 'Személyazonosság ellenőrzése',
  'cert.verifiedEmail': 'Személyazonosság ellenőrizve a(z) {email} címre küldött kóddal, megadva: {date}',
  'cert.verifiedAccessCode': 'A feladótól kapott hozzáférési kód, megadva: {date}',
  'cert.notVerified': 'Kód megadása szükséges volt; nem adtak meg kódot',
  'cert.copied': 'Másolatot kap',
  'cert.copiedNote': 'Ezek a személyek értesítést kapnak a kérelem kimeneteléről. Aláírásukat nem kérték.',
  'sign.dateFormat': 'Formátum: {pattern}',
  'sign.dateLetters': 'NN HH ÉÉÉÉ',
  'verification.lockedUntilReminded':
    'Túl sok hibás kódot adtak meg. Ez a link mindaddig zárolva marad, amíg {sender} újra el nem küldi Önnek: kérjük, forduljon hozzá.',
  'verification.error.linkLocked':
    'Túl sok hibás kódot adtak meg. Ez a link mindaddig zárolva marad, amíg {sender} újra el nem küldi Önnek.',
  'verification.accessCase': 'A kis- és nagybetűk között nincs különbség.',
  'mail.accessCodeNeeded':
    'A dokumentum megnyitásához szüksége lesz a hozzáférési kódra, amelyet {sender} külön ad meg Önnek. A kód nem szerepel ebben az e-mailben; ha nincs meg Önnek, kérje el tőle: {sender}.',
  'mail.senderLinkLocked.subject': 'Aláírási link zárolva: {signer}, {document}',
  'mail.senderLinkLocked.body':
    '{signer} ({email}) aláírási linkjén, aki {role} minőségében írja alá a(z) „{document}” dokumentumot, {count} hibás kódot adtak meg. A link zárolva van: senki sem nyithatja meg, amíg Ön nem küld emlékeztetőt {signer} részére.',
  'mail.senderLinkLocked.unlock':
    'Ha a hibákat {signer} követte el, küldjön neki emlékeztetőt a kérelemből (vagy az API remind hívásával): az emlékeztető feloldja a link zárolását. Ha nem, a link más birtokába is kerülhetett: fontolja meg a kérelem érvénytelenítését.',
  'verification.error.lockedHours': 'Túl sok hibás kód. Próbálja újra {wait} óra múlva.',

  'field.chooseBetween': 'Válasszon {min}–{max} lehetőséget.',
  'field.chooseAtLeast': 'Válasszon legalább {min} lehetőséget.',
  'field.chooseAtMost': 'Válasszon legfeljebb {max} lehetőséget.',
  'field.fileHint': 'Legfeljebb 10 MB méretű PDF-, PNG- vagy JPEG-fájl.',
  'field.filesHint': 'Legfeljebb {max} PDF-, PNG- vagy JPEG-fájl, egyenként legfeljebb 10 MB méretben.',
  'field.imageHint': 'Legfeljebb 5 MB méretű PNG- vagy JPEG-kép.',
  'field.remove': 'Eltávolítás',
  'field.removeFile': '{name} eltávolítása',
  'field.uploading': '{name} feltöltése',
  'field.preview': '{name} előnézete',
  'field.readonlyNote': 'A feladó töltötte ki; nem módosítható.',
  'field.imageGiven': 'A feladótól származó kép',
  'error.phone': '{label}: nem telefonszám.',
  'error.phoneRegion':
    '{label}: nem telefonszám. Országkód nélkül a számot a(z) {code} ország számaként értelmezzük: más ország esetén kezdje +-szal és az országkóddal.',
  'error.pattern': '{label}: nem a kért formátumú.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': '{label}: válasszon legalább {min} lehetőséget.',
  'error.chooseMax': '{label}: válasszon legfeljebb {max} lehetőséget.',
  'error.tooManyFiles': '{label}: legfeljebb {max} fájl csatolható; előbb távolítson el egyet.',
  'error.fileType': '{name} nem PDF-, PNG- vagy JPEG-fájl.',
  'error.imageType': '{name} nem PNG- vagy JPEG-kép.',
  'error.fileSize': '{name} nagyobb, mint {size}.',
  'error.upload': '{name} nem csatolható: {reason}',
  'error.uploadFailed': '{name} nem csatolható. Kérjük, próbálja újra.',
});
