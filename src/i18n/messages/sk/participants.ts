// Slovenčina (vykanie), issue 45: schvaľovatelia, čitatelia, svedkovia. Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Podpisujúci',
  'kind.approver': 'Schvaľovateľ',
  'kind.viewer': 'Čitateľ',
  'kind.witness': 'Svedok',
  'kind.witnessFor': 'Svedok pre: {role}',
  'kind.label': 'Zúčastňuje sa ako',
  'kind.witnessForLabel': 'Osvedčuje podpis osoby',

  'audit.signature_request.approved': 'Schválené schvaľovateľom',
  'audit.signature_request.viewed': 'Prečítané a potvrdené čitateľom',
  'audit.signature_request.witnessed': 'Podpísané svedkom',
  'timeline.approved': 'Schválil(a): {who}',
  'timeline.viewed': 'Prečítal(a) a potvrdil(a): {who}',
  'timeline.witnessed': 'Osvedčil(a): {who}',

  'turn.lead.approver':
    '{sender} vás, {name} ({email}), žiada o schválenie tohto dokumentu v role {role}. Nič nepodpisujete.',
  'turn.lead.viewer':
    '{sender} vás, {name} ({email}), žiada, aby ste si v role {role} prečítali tento dokument a potvrdili to.',
  'turn.lead.witness':
    '{sender} vás, {name} ({email}), žiada, aby ste v role {role} osvedčili podpis osoby {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Schváliť',
  'turn.heading.viewer': 'Potvrďte, že ste dokument prečítali',
  'turn.approveExplain':
    'Schválením umožníte pokračovať ďalšej osobe. Ak chcete odmietnuť, zamietnite nižšie.',
  'turn.approve': 'Schváliť',
  'turn.approving': 'Schvaľovanie…',
  'turn.readExplain': 'Prečítajte si uvedený dokument a potom to potvrďte.',
  'turn.read': 'Tento dokument som prečítal(a)',
  'turn.readNeeded': 'Začiarknutím políčka potvrďte, že ste dokument prečítali.',
  'turn.confirm': 'Potvrdiť',
  'turn.confirming': 'Potvrdzovanie…',
  'reject.summary': 'Zamietnuť',
  'reject.explain':
    'Ak dokument zamietnete, nikto už túto žiadosť nebude môcť podpísať a {sender} o tom dostane e-mail.',
  'reject.reason': 'Prečo dokument zamietate? (oznámi sa odosielateľovi {sender})',
  'reject.reasonNeeded': 'Uveďte dôvod zamietnutia.',
  'reject.button': 'Zamietnuť',
  'reject.confirmQuestion': 'Zamietnuť dokument {document}? Túto akciu nemožno vrátiť späť.',
  'reject.confirm': 'Áno, zamietnuť',

  'done.title.approver': 'Ďakujeme, schválili ste',
  'done.title.viewer': 'Ďakujeme, potvrdili ste',
  'done.title.witness': 'Ďakujeme, osvedčili ste',
  'done.lead.approver': 'Dokument {document} ste schválili v role {role} dňa {date}.',
  'done.lead.viewer': 'Potvrdili ste, že ste v role {role} prečítali dokument {document}, dňa {date}.',
  'done.lead.witness': 'Dokument {document} ste podpísali v role {role} ako svedok dňa {date}.',

  'mail.invitation.subject.approver': 'Žiadosť o schválenie: {document}, od {sender}',
  'mail.invitation.subject.viewer': 'Žiadosť o prečítanie: {document}, od {sender}',
  'mail.invitation.subject.witness': 'Žiadosť o osvedčenie podpisu: {document}, od {sender}',
  'mail.invitation.body.approver':
    '{sender} vás žiada o schválenie dokumentu „{document}“. Nič nepodpisujete: dokument schválite alebo zamietnete.',
  'mail.invitation.body.viewer':
    '{sender} vás žiada, aby ste si prečítali dokument „{document}“ a potvrdili to.',
  'mail.invitation.body.witness':
    '{sender} vás žiada o osvedčenie podpisu osoby {witnessed} na dokumente „{document}“.',
  'mail.reminder.subject.approver': 'Pripomienka: schváľte, prosím, {document}, od {sender}',
  'mail.reminder.subject.viewer': 'Pripomienka: prečítajte si, prosím, {document}, od {sender}',
  'mail.reminder.subject.witness': 'Pripomienka: osvedčte, prosím, podpis na {document}, od {sender}',
  'mail.button.approver': 'Skontrolovať a schváliť',
  'mail.button.viewer': 'Otvoriť a prečítať',
  'mail.button.witness': 'Skontrolovať a osvedčiť',

  'document.block.witnessFor': '{role}, svedok pre: {witnessed}',
  'cert.part': 'Účasť ako',
  'cert.part.approver': 'Schvaľovateľ: schválil(a) {name}',
  'cert.part.viewer': 'Čitateľ: prečítal(a) {name}',
  'cert.part.witness': 'Svedok: osvedčil(a) {name} pre {witnessed} ({witnessedRole})',
  'cert.approved': 'Schválené',
  'cert.read': 'Prečítané a potvrdené',
  'cert.witnessed': 'Osvedčené',

  'cert.inPerson': 'Podpísané osobne',
  'cert.inPersonText': 'V prítomnosti: {host}, na zariadení a z IP adresy uvedených vyššie',
  'cert.ownSession': 'Doklad totožnosti',
  'cert.ownSessionText': 'Podpísané v relácii Countersign člena pracovného priestoru {member}',
  'host.title': 'Odovzdajte toto zariadenie',
  'host.lead': 'Na tomto zariadení vediete podpis dokumentu „{document}“ pre: {name} ({role}).',
  'host.hint': 'Teraz odovzdajte zariadenie osobe {name}. Pokračovať smie iba táto osoba.',
  'host.start': 'Začať ako {name}',
  'host.gone.title': 'Tento odkaz na osobný podpis nemožno použiť',
  'host.gone.lead':
    'Už bol použitý, je starší ako 15 minút alebo kolo, ktoré otvoril, už skončilo. Nový odkaz si vyžiadajte na stránke žiadosti.',
  'host.member.title': 'Na vedenie tohto podpisu sa prihláste',
  'host.member.lead': 'Tento odkaz môže otvoriť iba člen {workspace} prihlásený na tomto zariadení.',
  'host.member.signIn': 'Prihlásiť sa',
  'host.witnessNow': 'Osvedčiť teraz: {name}',
  'host.witnessNowHint': 'Ďalej tento podpis na tomto zariadení osvedčí {name}.',
  'host.back': 'Späť na žiadosť',
  'requests.signInPerson': 'Podpísať osobne',
  'requests.signInPersonHint': 'Otvorí kolo osoby {name} na tomto zariadení. Odovzdajte jej ho.',
  'requests.signNow': 'Podpísať teraz',
  'requests.yourTurn': 'Ste na rade: podpíšete tu, e-mail vám nebude zaslaný.',
  'requests.yourTurnLater': 'Podpíšete v role {role}, keď budete na rade; e-mail vám nebude zaslaný.',

  'turn.position': 'Ste na rade ako {position} z {count}.',
  'turn.deadline.approver': 'Schváľte alebo zamietnite, prosím, do {deadline}.',
  'turn.deadline.viewer': 'Prečítajte si ho, prosím, do {deadline}.',
});
