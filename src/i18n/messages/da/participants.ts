// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Underskriver',
  'kind.approver': 'Godkender',
  'kind.viewer': 'Læser',
  'kind.witness': 'Vidne',
  'kind.witnessFor': 'Vidne for {role}',
  'kind.label': 'Deltager som',
  'kind.witnessForLabel': 'Bevidner underskriften fra',

  'audit.signature_request.approved': 'Godkendt af en godkender',
  'audit.signature_request.viewed': 'Læst og bekræftet af en læser',
  'audit.signature_request.witnessed': 'Underskrevet af et vidne',
  'timeline.approved': 'Godkendt af {who}',
  'timeline.viewed': 'Læst og bekræftet af {who}',
  'timeline.witnessed': 'Bevidnet af {who}',

  'turn.lead.approver':
    '{sender} beder dig, {name} ({email}), om at godkende dette dokument som {role}. Du underskriver ikke noget.',
  'turn.lead.viewer':
    '{sender} beder dig, {name} ({email}), om at læse dette dokument som {role} og bekræfte, at du har gjort det.',
  'turn.lead.witness':
    '{sender} beder dig, {name} ({email}), om som {role} at bevidne underskriften fra {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Godkend',
  'turn.heading.viewer': 'Bekræft, at du har læst det',
  'turn.approveExplain':
    'Når du godkender, bliver det den næste persons tur. Vil du ikke godkende, så afvis nedenfor.',
  'turn.approve': 'Godkend',
  'turn.approving': 'Godkender…',
  'turn.readExplain': 'Læs dokumentet ovenfor, og bekræft derefter.',
  'turn.read': 'Jeg har læst dette dokument',
  'turn.readNeeded': 'Sæt kryds i feltet for at bekræfte, at du har læst dokumentet.',
  'turn.confirm': 'Bekræft',
  'turn.confirming': 'Bekræfter…',
  'reject.summary': 'Afvis',
  'reject.explain':
    'Hvis du afviser, kan ingen længere underskrive denne anmodning, og {sender} får besked på e-mail.',
  'reject.reason': 'Hvorfor afviser du? (deles med {sender})',
  'reject.reasonNeeded': 'Angiv, hvorfor du afviser.',
  'reject.button': 'Afvis',
  'reject.confirmQuestion': 'Afvis {document}? Det kan ikke fortrydes.',
  'reject.confirm': 'Ja, afvis',

  'done.title.approver': 'Tak, du har godkendt',
  'done.title.viewer': 'Tak, du har bekræftet',
  'done.title.witness': 'Tak, du har bevidnet',
  'done.lead.approver': 'Du godkendte {document} som {role} den {date}.',
  'done.lead.viewer': 'Du bekræftede den {date} som {role}, at du har læst {document}.',
  'done.lead.witness': 'Du underskrev {document} som {role}, i egenskab af vidne, den {date}.',

  'mail.invitation.subject.approver': 'Godkend venligst: {document}, fra {sender}',
  'mail.invitation.subject.viewer': 'Læs venligst: {document}, fra {sender}',
  'mail.invitation.subject.witness': 'Bevidn venligst en underskrift: {document}, fra {sender}',
  'mail.invitation.body.approver':
    '{sender} beder dig om at godkende "{document}". Du underskriver ikke noget: du godkender eller afviser det.',
  'mail.invitation.body.viewer':
    '{sender} beder dig om at læse "{document}" og bekræfte, at du har gjort det.',
  'mail.invitation.body.witness':
    '{sender} beder dig om at bevidne underskriften fra {witnessed} på "{document}".',
  'mail.reminder.subject.approver': 'Påmindelse: godkend venligst {document}, fra {sender}',
  'mail.reminder.subject.viewer': 'Påmindelse: læs venligst {document}, fra {sender}',
  'mail.reminder.subject.witness': 'Påmindelse: bevidn venligst en underskrift på {document}, fra {sender}',
  'mail.button.approver': 'Gennemse og godkend',
  'mail.button.viewer': 'Åbn og læs',
  'mail.button.witness': 'Gennemse og bevidn',

  'document.block.witnessFor': '{role}, vidne for {witnessed}',
  'cert.part': 'Deltog som',
  'cert.part.approver': 'Godkender: godkendt af {name}',
  'cert.part.viewer': 'Læser: læst af {name}',
  'cert.part.witness': 'Vidne: bevidnet af {name} for {witnessed} ({witnessedRole})',
  'cert.approved': 'Godkendt',
  'cert.read': 'Læst og bekræftet',
  'cert.witnessed': 'Bevidnet',

  'cert.inPerson': 'Underskrevet ved personligt fremmøde',
  'cert.inPersonText': 'Med {host} som vært, på enheden og IP-adressen ovenfor',
  'cert.ownSession': 'Dokumentation for identitet',
  'cert.ownSessionText': 'Underskrevet i Countersign-sessionen for medlemmet {member} af arbejdsområdet',
  'host.title': 'Giv denne enhed videre',
  'host.lead': 'Du er vært for {name} ({role}) for "{document}" på denne enhed.',
  'host.hint': 'Giv nu enheden til {name}. Kun denne person skal fortsætte.',
  'host.start': 'Start som {name}',
  'host.gone.title': 'Dette link til underskrift ved fremmøde kan ikke bruges',
  'host.gone.lead':
    'Det er allerede brugt, det er mere end 15 minutter gammelt, eller den tur, det åbnede, er overstået. Bed om et nyt på anmodningens side.',
  'host.member.title': 'Log ind for at være vært for denne underskrift',
  'host.member.lead': 'Kun et medlem af {workspace}, der er logget ind på denne enhed, kan åbne dette link.',
  'host.member.signIn': 'Log ind',
  'host.witnessNow': 'Bevidn nu: {name}',
  'host.witnessNowHint': '{name} bevidner derefter denne underskrift på denne enhed.',
  'host.back': 'Tilbage til anmodningen',
  'requests.signInPerson': 'Underskriv ved fremmøde',
  'requests.signInPersonHint': 'Åbner turen for {name} på denne enhed. Giv den til personen.',
  'requests.signNow': 'Underskriv nu',
  'requests.yourTurn': 'Det er din tur: du underskriver her, og der sendes ingen e-mail til dig.',
  'requests.yourTurnLater':
    'Du underskriver som {role}, når det bliver din tur; der sendes ingen e-mail til dig.',

  'turn.position': 'Du er nummer {position} af {count} i rækkefølgen.',
  'turn.deadline.approver': 'Godkend eller afvis senest {deadline}.',
  'turn.deadline.viewer': 'Læs det senest {deadline}.',
});
