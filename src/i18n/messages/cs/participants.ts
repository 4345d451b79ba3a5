// Čeština (vykání), issue 45: schvalovatelé, čtenáři, svědci. Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Podepisující',
  'kind.approver': 'Schvalovatel',
  'kind.viewer': 'Čtenář',
  'kind.witness': 'Svědek',
  'kind.witnessFor': 'Svědek pro: {role}',
  'kind.label': 'Účastní se jako',
  'kind.witnessForLabel': 'Dosvědčuje podpis osoby',

  'audit.signature_request.approved': 'Schváleno schvalovatelem',
  'audit.signature_request.viewed': 'Přečteno a potvrzeno čtenářem',
  'audit.signature_request.witnessed': 'Podepsáno svědkem',
  'timeline.approved': 'Schválil(a): {who}',
  'timeline.viewed': 'Přečetl(a) a potvrdil(a): {who}',
  'timeline.witnessed': 'Dosvědčil(a): {who}',

  'turn.lead.approver':
    '{sender} vás, {name} ({email}), žádá o schválení tohoto dokumentu v roli {role}. Nic nepodepisujete.',
  'turn.lead.viewer':
    '{sender} vás, {name} ({email}), žádá, abyste si v roli {role} přečetli tento dokument a potvrdili to.',
  'turn.lead.witness':
    '{sender} vás, {name} ({email}), žádá, abyste v roli {role} dosvědčili podpis osoby {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Schválit',
  'turn.heading.viewer': 'Potvrďte, že jste dokument přečetli',
  'turn.approveExplain': 'Schválením umožníte pokračovat další osobě. Chcete-li odmítnout, zamítněte níže.',
  'turn.approve': 'Schválit',
  'turn.approving': 'Schvalování…',
  'turn.readExplain': 'Přečtěte si dokument výše a poté to potvrďte.',
  'turn.read': 'Tento dokument jsem přečetl(a)',
  'turn.readNeeded': 'Zaškrtnutím políčka potvrďte, že jste dokument přečetli.',
  'turn.confirm': 'Potvrdit',
  'turn.confirming': 'Potvrzování…',
  'reject.summary': 'Zamítnout',
  'reject.explain':
    'Pokud dokument zamítnete, nikdo již tuto žádost nebude moci podepsat a {sender} o tom dostane e-mail.',
  'reject.reason': 'Proč dokument zamítáte? (sdělí se odesílateli {sender})',
  'reject.reasonNeeded': 'Uveďte důvod zamítnutí.',
  'reject.button': 'Zamítnout',
  'reject.confirmQuestion': 'Zamítnout dokument {document}? Tuto akci nelze vrátit zpět.',
  'reject.confirm': 'Ano, zamítnout',

  'done.title.approver': 'Děkujeme, schválili jste',
  'done.title.viewer': 'Děkujeme, potvrdili jste',
  'done.title.witness': 'Děkujeme, dosvědčili jste',
  'done.lead.approver': 'Dokument {document} jste schválili v roli {role} dne {date}.',
  'done.lead.viewer': 'Potvrdili jste, že jste v roli {role} přečetli dokument {document}, dne {date}.',
  'done.lead.witness': 'Dokument {document} jste podepsali v roli {role} jako svědek dne {date}.',

  'mail.invitation.subject.approver': 'Žádost o schválení: {document}, od {sender}',
  'mail.invitation.subject.viewer': 'Žádost o přečtení: {document}, od {sender}',
  'mail.invitation.subject.witness': 'Žádost o dosvědčení podpisu: {document}, od {sender}',
  'mail.invitation.body.approver':
    '{sender} vás žádá o schválení dokumentu „{document}“. Nic nepodepisujete: dokument schválíte, nebo zamítnete.',
  'mail.invitation.body.viewer':
    '{sender} vás žádá, abyste si přečetli dokument „{document}“ a potvrdili to.',
  'mail.invitation.body.witness':
    '{sender} vás žádá o dosvědčení podpisu osoby {witnessed} na dokumentu „{document}“.',
  'mail.reminder.subject.approver': 'Připomenutí: schvalte prosím {document}, od {sender}',
  'mail.reminder.subject.viewer': 'Připomenutí: přečtěte si prosím {document}, od {sender}',
  'mail.reminder.subject.witness': 'Připomenutí: dosvědčte prosím podpis na {document}, od {sender}',
  'mail.button.approver': 'Zkontrolovat a schválit',
  'mail.button.viewer': 'Otevřít a přečíst',
  'mail.button.witness': 'Zkontrolovat a dosvědčit',

  'document.block.witnessFor': '{role}, svědek pro: {witnessed}',
  'cert.part': 'Účast jako',
  'cert.part.approver': 'Schvalovatel: schválil(a) {name}',
  'cert.part.viewer': 'Čtenář: přečetl(a) {name}',
  'cert.part.witness': 'Svědek: dosvědčil(a) {name} pro {witnessed} ({witnessedRole})',
  'cert.approved': 'Schváleno',
  'cert.read': 'Přečteno a potvrzeno',
  'cert.witnessed': 'Dosvědčeno',

  'cert.inPerson': 'Podepsáno osobně',
  'cert.inPersonText': 'Za přítomnosti: {host}, na zařízení a z IP adresy uvedených výše',
  'cert.ownSession': 'Doklad totožnosti',
  'cert.ownSessionText': 'Podepsáno v relaci Countersign člena pracovního prostoru {member}',
  'host.title': 'Předejte toto zařízení',
  'host.lead': 'Na tomto zařízení vedete podpis dokumentu „{document}“ pro: {name} ({role}).',
  'host.hint': 'Nyní předejte zařízení osobě {name}. Pokračovat smí pouze tato osoba.',
  'host.start': 'Začít jako {name}',
  'host.gone.title': 'Tento odkaz k osobnímu podpisu nelze použít',
  'host.gone.lead':
    'Byl již použit, je starší než 15 minut, nebo kolo, které otevřel, již skončilo. Nový odkaz si vyžádejte na stránce žádosti.',
  'host.member.title': 'Pro vedení tohoto podpisu se přihlaste',
  'host.member.lead': 'Tento odkaz může otevřít pouze člen {workspace} přihlášený na tomto zařízení.',
  'host.member.signIn': 'Přihlásit se',
  'host.witnessNow': 'Dosvědčit nyní: {name}',
  'host.witnessNowHint': 'Dále tento podpis na tomto zařízení dosvědčí {name}.',
  'host.back': 'Zpět na žádost',
  'requests.signInPerson': 'Podepsat osobně',
  'requests.signInPersonHint': 'Otevře kolo osoby {name} na tomto zařízení. Předejte jí je.',
  'requests.signNow': 'Podepsat nyní',
  'requests.yourTurn': 'Jste na řadě: podepíšete zde, e-mail vám zaslán nebude.',
  'requests.yourTurnLater': 'Podepíšete v roli {role}, až budete na řadě; e-mail vám zaslán nebude.',

  'turn.position': 'Jste na řadě jako {position} z {count}.',
  'turn.deadline.approver': 'Schvalte nebo zamítněte prosím do {deadline}.',
  'turn.deadline.viewer': 'Přečtěte si jej prosím do {deadline}.',
});
