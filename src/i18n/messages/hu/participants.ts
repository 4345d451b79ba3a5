// Magyar (magázó „Ön” forma): jóváhagyók, megtekintők, tanúk.
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Aláíró',
  'kind.approver': 'Jóváhagyó',
  'kind.viewer': 'Megtekintő',
  'kind.witness': 'Tanú',
  'kind.witnessFor': 'Tanú: {role}',
  'kind.label': 'Részvétel módja',
  'kind.witnessForLabel': 'Akinek az aláírását tanúsítja',

  'audit.signature_request.approved': 'Jóváhagyó jóváhagyta',
  'audit.signature_request.viewed': 'Megtekintő elolvasta és megerősítette',
  'audit.signature_request.witnessed': 'Tanú aláírta',
  'timeline.approved': 'Jóváhagyta: {who}',
  'timeline.viewed': 'Elolvasta és megerősítette: {who}',
  'timeline.witnessed': 'Tanúként aláírta: {who}',

  'turn.lead.approver':
    '{sender} arra kéri Önt, {name} ({email}), hogy {role} minőségében hagyja jóvá ezt a dokumentumot. Önnek nem kell aláírnia.',
  'turn.lead.viewer':
    '{sender} arra kéri Önt, {name} ({email}), hogy {role} minőségében olvassa el ezt a dokumentumot, és erősítse meg, hogy elolvasta.',
  'turn.lead.witness':
    '{sender} arra kéri Önt, {name} ({email}), hogy {role} minőségében tanúként igazolja {witnessed} ({witnessedRole}) aláírását.',
  'turn.heading.approver': 'Jóváhagyás',
  'turn.heading.viewer': 'Az elolvasás megerősítése',
  'turn.approveExplain':
    'A jóváhagyással a következő személy kerül sorra. Ha nem kívánja jóváhagyni, alább elutasíthatja.',
  'turn.approve': 'Jóváhagyás',
  'turn.approving': 'Jóváhagyás…',
  'turn.readExplain': 'Olvassa el a fenti dokumentumot, majd erősítse meg.',
  'turn.read': 'Elolvastam ezt a dokumentumot',
  'turn.readNeeded': 'Jelölje be a négyzetet annak megerősítéséhez, hogy elolvasta a dokumentumot.',
  'turn.confirm': 'Megerősítés',
  'turn.confirming': 'Megerősítés…',
  'reject.summary': 'Elutasítás',
  'reject.explain':
    'Ha elutasítja, ezt a kérelmet senki sem írhatja alá többé, és {sender} e-mailben értesítést kap.',
  'reject.reason': 'Miért utasítja el? ({sender} is látja)',
  'reject.reasonNeeded': 'Adja meg az elutasítás okát.',
  'reject.button': 'Elutasítás',
  'reject.confirmQuestion': 'Elutasítja a(z) {document} dokumentumot? Ez a művelet nem vonható vissza.',
  'reject.confirm': 'Igen, elutasítom',

  'done.title.approver': 'Köszönjük, Ön jóváhagyta a dokumentumot',
  'done.title.viewer': 'Köszönjük, Ön megerősítette az elolvasást',
  'done.title.witness': 'Köszönjük, Ön tanúként aláírt',
  'done.lead.approver': 'Ön {date} időpontban {role} minőségében jóváhagyta a következőt: {document}.',
  'done.lead.viewer':
    'Ön {date} időpontban {role} minőségében megerősítette, hogy elolvasta a következőt: {document}.',
  'done.lead.witness': 'Ön {date} időpontban {role} minőségében, tanúként aláírta a következőt: {document}.',

  'mail.invitation.subject.approver': 'Jóváhagyás kérése: {document}, feladó: {sender}',
  'mail.invitation.subject.viewer': 'Elolvasás kérése: {document}, feladó: {sender}',
  'mail.invitation.subject.witness': 'Tanúzás kérése egy aláíráshoz: {document}, feladó: {sender}',
  'mail.invitation.body.approver':
    '{sender} arra kéri Önt, hogy hagyja jóvá a(z) „{document}” dokumentumot. Önnek nem kell aláírnia: jóváhagyja vagy elutasítja.',
  'mail.invitation.body.viewer':
    '{sender} arra kéri Önt, hogy olvassa el a(z) „{document}” dokumentumot, és erősítse meg, hogy elolvasta.',
  'mail.invitation.body.witness':
    '{sender} arra kéri Önt, hogy tanúként igazolja {witnessed} aláírását a(z) „{document}” dokumentumon.',
  'mail.reminder.subject.approver': 'Emlékeztető: kérjük, hagyja jóvá: {document}, feladó: {sender}',
  'mail.reminder.subject.viewer': 'Emlékeztető: kérjük, olvassa el: {document}, feladó: {sender}',
  'mail.reminder.subject.witness':
    'Emlékeztető: kérjük, tanúként igazoljon egy aláírást: {document}, feladó: {sender}',
  'mail.button.approver': 'Áttekintés és jóváhagyás',
  'mail.button.viewer': 'Megnyitás és elolvasás',
  'mail.button.witness': 'Áttekintés és tanúzás',

  'document.block.witnessFor': '{role}, {witnessed} tanúja',
  'cert.part': 'Részvétel módja',
  'cert.part.approver': 'Jóváhagyó: jóváhagyta {name}',
  'cert.part.viewer': 'Megtekintő: elolvasta {name}',
  'cert.part.witness': 'Tanú: tanúként igazolta {name}, {witnessed} ({witnessedRole}) részére',
  'cert.approved': 'Jóváhagyva',
  'cert.read': 'Elolvasva és megerősítve',
  'cert.witnessed': 'Tanúként igazolva',

  'cert.inPerson': 'Személyesen aláírva',
  'cert.inPersonText': 'Lebonyolította: {host}, a fenti eszközön és IP-címről',
  'cert.ownSession': 'Személyazonosság igazolása',
  'cert.ownSessionText': 'Aláírva {member} munkaterületi tag Countersign-munkamenetében',
  'host.title': 'Adja át ezt az eszközt',
  'host.lead': 'Ön ezen az eszközön bonyolítja le {name} ({role}) aláírását a következőhöz: „{document}”.',
  'host.hint': 'Most adja át az eszközt {name} részére. Csak ő folytathatja.',
  'host.start': 'Kezdés {name} nevében',
  'host.gone.title': 'Ez a személyes aláírásra szolgáló link nem használható',
  'host.gone.lead':
    'Már felhasználták, 15 percnél régebbi, vagy az általa megnyitott forduló már lezajlott. Kérjen újat a kérelem oldalán.',
  'host.member.title': 'Jelentkezzen be az aláírás lebonyolításához',
  'host.member.lead':
    'Ezt a linket csak a(z) {workspace} munkaterület ezen az eszközön bejelentkezett tagja nyithatja meg.',
  'host.member.signIn': 'Bejelentkezés',
  'host.witnessNow': 'Tanúzás most: {name}',
  'host.witnessNowHint': 'Ezután {name} tanúként igazolja ezt az aláírást ezen az eszközön.',
  'host.back': 'Vissza a kérelemhez',
  'requests.signInPerson': 'Személyes aláírás',
  'requests.signInPersonHint': 'Ezen az eszközön megnyitja {name} fordulóját. Adja át neki az eszközt.',
  'requests.signNow': 'Aláírás most',
  'requests.yourTurn': 'Most Ön következik: itt teheti meg, e-mailt nem küldünk Önnek.',
  'requests.yourTurnLater': 'Amikor sorra kerül, {role} minőségében ír alá; e-mailt nem küldünk Önnek.',

  'turn.position': 'Az Ön helye a sorrendben: {position}. ({count} résztvevőből).',
  'turn.deadline.approver': 'Kérjük, eddig hagyja jóvá vagy utasítsa el: {deadline}.',
  'turn.deadline.viewer': 'Kérjük, eddig olvassa el: {deadline}.',
});
