// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Undertecknare',
  'kind.approver': 'Godkännare',
  'kind.viewer': 'Läsare',
  'kind.witness': 'Vittne',
  'kind.witnessFor': 'Vittne för {role}',
  'kind.label': 'Deltar som',
  'kind.witnessForLabel': 'Bevittnar underskriften av',

  'audit.signature_request.approved': 'Godkänd av en godkännare',
  'audit.signature_request.viewed': 'Läst och bekräftad av en läsare',
  'audit.signature_request.witnessed': 'Signerad av ett vittne',
  'timeline.approved': 'Godkänd av {who}',
  'timeline.viewed': 'Läst och bekräftad av {who}',
  'timeline.witnessed': 'Bevittnad av {who}',

  'turn.lead.approver':
    '{sender} ber dig, {name} ({email}), att godkänna det här dokumentet som {role}. Du signerar ingenting.',
  'turn.lead.viewer':
    '{sender} ber dig, {name} ({email}), att läsa det här dokumentet som {role} och bekräfta att du har gjort det.',
  'turn.lead.witness':
    '{sender} ber dig, {name} ({email}), att som {role} bevittna underskriften av {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Godkänn',
  'turn.heading.viewer': 'Bekräfta att du har läst det',
  'turn.approveExplain':
    'När du godkänner blir det nästa persons tur. Om du vill neka, avvisa dokumentet nedan.',
  'turn.approve': 'Godkänn',
  'turn.approving': 'Godkänner…',
  'turn.readExplain': 'Läs dokumentet ovan och bekräfta sedan.',
  'turn.read': 'Jag har läst det här dokumentet',
  'turn.readNeeded': 'Kryssa i rutan för att bekräfta att du har läst dokumentet.',
  'turn.confirm': 'Bekräfta',
  'turn.confirming': 'Bekräftar…',
  'reject.summary': 'Avvisa',
  'reject.explain':
    'Om du avvisar det kan ingen längre signera den här begäran, och {sender} meddelas via e-post.',
  'reject.reason': 'Varför avvisar du det? (delas med {sender})',
  'reject.reasonNeeded': 'Ange varför du avvisar det.',
  'reject.button': 'Avvisa',
  'reject.confirmQuestion': 'Avvisa {document}? Det går inte att ångra.',
  'reject.confirm': 'Ja, avvisa',

  'done.title.approver': 'Tack, du har godkänt',
  'done.title.viewer': 'Tack, du har bekräftat',
  'done.title.witness': 'Tack, du har bevittnat',
  'done.lead.approver': 'Du godkände {document} som {role} den {date}.',
  'done.lead.viewer': 'Du bekräftade den {date}, som {role}, att du har läst {document}.',
  'done.lead.witness': 'Du signerade {document} som {role}, i egenskap av vittne, den {date}.',

  'mail.invitation.subject.approver': 'Godkänn: {document}, från {sender}',
  'mail.invitation.subject.viewer': 'Läs: {document}, från {sender}',
  'mail.invitation.subject.witness': 'Bevittna en underskrift: {document}, från {sender}',
  'mail.invitation.body.approver':
    '{sender} ber dig att godkänna ”{document}”. Du signerar ingenting: du godkänner eller avvisar det.',
  'mail.invitation.body.viewer': '{sender} ber dig att läsa ”{document}” och bekräfta att du har gjort det.',
  'mail.invitation.body.witness':
    '{sender} ber dig att bevittna underskriften av {witnessed} på ”{document}”.',
  'mail.reminder.subject.approver': 'Påminnelse: godkänn {document}, från {sender}',
  'mail.reminder.subject.viewer': 'Påminnelse: läs {document}, från {sender}',
  'mail.reminder.subject.witness': 'Påminnelse: bevittna en underskrift på {document}, från {sender}',
  'mail.button.approver': 'Granska och godkänn',
  'mail.button.viewer': 'Öppna och läs',
  'mail.button.witness': 'Granska och bevittna',

  'document.block.witnessFor': '{role}, vittne för {witnessed}',
  'cert.part': 'Deltog som',
  'cert.part.approver': 'Godkännare: godkänt av {name}',
  'cert.part.viewer': 'Läsare: läst av {name}',
  'cert.part.witness': 'Vittne: bevittnat av {name} för {witnessed} ({witnessedRole})',
  'cert.approved': 'Godkänt',
  'cert.read': 'Läst och bekräftat',
  'cert.witnessed': 'Bevittnat',

  'cert.inPerson': 'Signerat på plats',
  'cert.inPersonText': 'Med {host} som värd, på enheten och IP-adressen ovan',
  'cert.ownSession': 'Identitetsbevis',
  'cert.ownSessionText': 'Signerat i Countersign-sessionen för medlemmen {member} i arbetsytan',
  'host.title': 'Lämna över den här enheten',
  'host.lead': 'Du är värd för {name} ({role}) för ”{document}” på den här enheten.',
  'host.hint': 'Ge enheten till {name} nu. Endast den personen ska fortsätta.',
  'host.start': 'Börja som {name}',
  'host.gone.title': 'Den här länken för signering på plats kan inte användas',
  'host.gone.lead':
    'Den har redan använts, är äldre än 15 minuter, eller så har turen den öppnade passerat. Begär en ny på begärans sida.',
  'host.member.title': 'Logga in för att vara värd för signeringen',
  'host.member.lead': 'Endast en medlem i {workspace} som är inloggad på den här enheten kan öppna länken.',
  'host.member.signIn': 'Logga in',
  'host.witnessNow': 'Bevittna nu: {name}',
  'host.witnessNowHint': '{name} bevittnar den här underskriften härnäst, på den här enheten.',
  'host.back': 'Tillbaka till begäran',
  'requests.signInPerson': 'Signera på plats',
  'requests.signInPersonHint': 'Öppnar turen för {name} på den här enheten. Lämna över den till personen.',
  'requests.signNow': 'Signera nu',
  'requests.yourTurn': 'Det är din tur: du signerar här, inget e-postmeddelande skickas till dig.',
  'requests.yourTurnLater':
    'Du signerar som {role} när det blir din tur; inget e-postmeddelande skickas till dig.',

  'turn.position': 'Du är nummer {position} av {count} i turordningen.',
  'turn.deadline.approver': 'Godkänn eller avvisa senast {deadline}.',
  'turn.deadline.viewer': 'Läs det senast {deadline}.',
});
