// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Ondertekenaar',
  'kind.approver': 'Goedkeurder',
  'kind.viewer': 'Lezer',
  'kind.witness': 'Getuige',
  'kind.witnessFor': 'Getuige voor {role}',
  'kind.label': 'Neemt deel als',
  'kind.witnessForLabel': 'Is getuige van de handtekening van',

  'audit.signature_request.approved': 'Goedgekeurd door een goedkeurder',
  'audit.signature_request.viewed': 'Gelezen en bevestigd door een lezer',
  'audit.signature_request.witnessed': 'Ondertekend door een getuige',
  'timeline.approved': 'Goedgekeurd door {who}',
  'timeline.viewed': 'Gelezen en bevestigd door {who}',
  'timeline.witnessed': 'Als getuige ondertekend door {who}',

  'turn.lead.approver':
    '{sender} vraagt u, {name} ({email}), dit document goed te keuren als {role}. U ondertekent niets.',
  'turn.lead.viewer':
    '{sender} vraagt u, {name} ({email}), dit document te lezen als {role} en te bevestigen dat u dat hebt gedaan.',
  'turn.lead.witness':
    '{sender} vraagt u, {name} ({email}), als {role} getuige te zijn van de handtekening van {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Goedkeuren',
  'turn.heading.viewer': 'Bevestigen dat u het hebt gelezen',
  'turn.approveExplain':
    'Na uw goedkeuring is de volgende persoon aan de beurt. Wilt u niet goedkeuren, wijs het dan hieronder af.',
  'turn.approve': 'Goedkeuren',
  'turn.approving': 'Bezig met goedkeuren…',
  'turn.readExplain': 'Lees het document hierboven en bevestig daarna.',
  'turn.read': 'Ik heb dit document gelezen',
  'turn.readNeeded': 'Vink het vakje aan om te bevestigen dat u het document hebt gelezen.',
  'turn.confirm': 'Bevestigen',
  'turn.confirming': 'Bezig met bevestigen…',
  'reject.summary': 'Afwijzen',
  'reject.explain':
    'Als u het afwijst, kan niemand dit verzoek meer ondertekenen en wordt {sender} per e-mail op de hoogte gebracht.',
  'reject.reason': 'Waarom wijst u het af? (wordt gedeeld met {sender})',
  'reject.reasonNeeded': 'Geef aan waarom u het afwijst.',
  'reject.button': 'Afwijzen',
  'reject.confirmQuestion': '{document} afwijzen? Dit kan niet ongedaan worden gemaakt.',
  'reject.confirm': 'Ja, afwijzen',

  'done.title.approver': 'Dank u, u hebt goedgekeurd',
  'done.title.viewer': 'Dank u, u hebt bevestigd',
  'done.title.witness': 'Dank u, u bent getuige geweest',
  'done.lead.approver': 'U hebt {document} op {date} goedgekeurd als {role}.',
  'done.lead.viewer': 'U hebt op {date} als {role} bevestigd dat u {document} hebt gelezen.',
  'done.lead.witness': 'U hebt {document} op {date} ondertekend als {role}, als getuige.',

  'mail.invitation.subject.approver': 'Graag goedkeuren: {document}, van {sender}',
  'mail.invitation.subject.viewer': 'Graag lezen: {document}, van {sender}',
  'mail.invitation.subject.witness': 'Graag getuige zijn van een handtekening: {document}, van {sender}',
  'mail.invitation.body.approver':
    '{sender} vraagt u "{document}" goed te keuren. U ondertekent niets: u keurt het goed of wijst het af.',
  'mail.invitation.body.viewer':
    '{sender} vraagt u "{document}" te lezen en te bevestigen dat u dat hebt gedaan.',
  'mail.invitation.body.witness':
    '{sender} vraagt u getuige te zijn van de handtekening van {witnessed} op "{document}".',
  'mail.reminder.subject.approver': 'Herinnering: graag {document} goedkeuren, van {sender}',
  'mail.reminder.subject.viewer': 'Herinnering: graag {document} lezen, van {sender}',
  'mail.reminder.subject.witness':
    'Herinnering: graag getuige zijn van een handtekening op {document}, van {sender}',
  'mail.button.approver': 'Bekijken en goedkeuren',
  'mail.button.viewer': 'Openen en lezen',
  'mail.button.witness': 'Bekijken en getuigen',

  'document.block.witnessFor': '{role}, getuige voor {witnessed}',
  'cert.part': 'Nam deel als',
  'cert.part.approver': 'Goedkeurder: goedgekeurd door {name}',
  'cert.part.viewer': 'Lezer: gelezen door {name}',
  'cert.part.witness': 'Getuige: {name} als getuige voor {witnessed} ({witnessedRole})',
  'cert.approved': 'Goedgekeurd',
  'cert.read': 'Gelezen en bevestigd',
  'cert.witnessed': 'Als getuige ondertekend',

  'cert.inPerson': 'Persoonlijk ondertekend',
  'cert.inPersonText': 'Begeleid door {host}, op het apparaat en IP-adres hierboven',
  'cert.ownSession': 'Bewijs van identiteit',
  'cert.ownSessionText': 'Ondertekend in de Countersign-sessie van het werkruimtelid {member}',
  'host.title': 'Geef dit apparaat door',
  'host.lead': 'U begeleidt {name} ({role}) voor "{document}" op dit apparaat.',
  'host.hint': 'Geef het apparaat nu aan {name}. Alleen deze persoon mag verdergaan.',
  'host.start': 'Beginnen als {name}',
  'host.gone.title': 'Deze link voor persoonlijk ondertekenen kan niet worden gebruikt',
  'host.gone.lead':
    'De link is al gebruikt, is ouder dan 15 minuten, of de beurt waarvoor hij werd geopend is voorbij. Vraag een nieuwe aan op de pagina van het verzoek.',
  'host.member.title': 'Meld u aan om deze ondertekening te begeleiden',
  'host.member.lead':
    'Alleen een lid van {workspace} dat op dit apparaat is aangemeld, kan deze link openen.',
  'host.member.signIn': 'Aanmelden',
  'host.witnessNow': 'Nu als getuige: {name}',
  'host.witnessNowHint': '{name} is hierna op dit apparaat getuige van deze handtekening.',
  'host.back': 'Terug naar het verzoek',
  'requests.signInPerson': 'Persoonlijk ondertekenen',
  'requests.signInPersonHint': 'Opent de beurt van {name} op dit apparaat. Geef het aan deze persoon.',
  'requests.signNow': 'Nu ondertekenen',
  'requests.yourTurn': 'U bent aan de beurt: u doet dat hier, er wordt u geen e-mail gestuurd.',
  'requests.yourTurnLater':
    'U ondertekent als {role} wanneer u aan de beurt bent; er wordt u geen e-mail gestuurd.',

  'turn.position': 'U bent aan de beurt als {position} van {count}.',
  'turn.deadline.approver': 'Keur goed of wijs af uiterlijk {deadline}.',
  'turn.deadline.viewer': 'Lees het uiterlijk {deadline}.',
});
