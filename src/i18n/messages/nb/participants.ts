// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/participants.ts.
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Signerer',
  'kind.approver': 'Godkjenner',
  'kind.viewer': 'Leser',
  'kind.witness': 'Vitne',
  'kind.witnessFor': 'Vitne for {role}',
  'kind.label': 'Deltar som',
  'kind.witnessForLabel': 'Bevitner signaturen til',

  'audit.signature_request.approved': 'Godkjent av en godkjenner',
  'audit.signature_request.viewed': 'Lest og bekreftet av en leser',
  'audit.signature_request.witnessed': 'Signert av et vitne',
  'timeline.approved': 'Godkjent av {who}',
  'timeline.viewed': 'Lest og bekreftet av {who}',
  'timeline.witnessed': 'Bevitnet av {who}',

  'turn.lead.approver':
    '{sender} ber deg, {name} ({email}), om å godkjenne dette dokumentet som {role}. Du signerer ingenting.',
  'turn.lead.viewer':
    '{sender} ber deg, {name} ({email}), om å lese dette dokumentet som {role} og bekrefte at du har gjort det.',
  'turn.lead.witness':
    '{sender} ber deg, {name} ({email}), om å bevitne signaturen til {witnessed} ({witnessedRole}) som {role}.',
  'turn.heading.approver': 'Godkjenn',
  'turn.heading.viewer': 'Bekreft at du har lest det',
  'turn.approveExplain':
    'Når du godkjenner, kan nestemann ta sin tur. Hvis du vil si nei, avviser du nedenfor.',
  'turn.approve': 'Godkjenn',
  'turn.approving': 'Godkjenner …',
  'turn.readExplain': 'Les dokumentet ovenfor, og bekreft deretter.',
  'turn.read': 'Jeg har lest dette dokumentet',
  'turn.readNeeded': 'Kryss av i boksen for å bekrefte at du har lest dokumentet.',
  'turn.confirm': 'Bekreft',
  'turn.confirming': 'Bekrefter …',
  'reject.summary': 'Avvis',
  'reject.explain':
    'Hvis du avviser, kan ingen lenger signere denne forespørselen, og {sender} blir varslet på e-post.',
  'reject.reason': 'Hvorfor avviser du? (deles med {sender})',
  'reject.reasonNeeded': 'Oppgi hvorfor du avviser.',
  'reject.button': 'Avvis',
  'reject.confirmQuestion': 'Avvise {document}? Dette kan ikke angres.',
  'reject.confirm': 'Ja, avvis',

  'done.title.approver': 'Takk, du har godkjent',
  'done.title.viewer': 'Takk, du har bekreftet',
  'done.title.witness': 'Takk, du har bevitnet',
  'done.lead.approver': 'Du godkjente {document} som {role} {date}.',
  'done.lead.viewer': 'Du bekreftet at du har lest {document}, som {role}, {date}.',
  'done.lead.witness': 'Du signerte {document} som {role}, et vitne, {date}.',

  'mail.invitation.subject.approver': 'Til godkjenning: {document}, fra {sender}',
  'mail.invitation.subject.viewer': 'Til gjennomlesning: {document}, fra {sender}',
  'mail.invitation.subject.witness': 'Bevitne en signatur: {document}, fra {sender}',
  'mail.invitation.body.approver':
    '{sender} ber deg godkjenne «{document}». Du signerer ingenting: du godkjenner eller avviser.',
  'mail.invitation.body.viewer': '{sender} ber deg lese «{document}» og bekrefte at du har gjort det.',
  'mail.invitation.body.witness': '{sender} ber deg bevitne signaturen til {witnessed} på «{document}».',
  'mail.reminder.subject.approver': 'Påminnelse: godkjenn {document}, fra {sender}',
  'mail.reminder.subject.viewer': 'Påminnelse: les {document}, fra {sender}',
  'mail.reminder.subject.witness': 'Påminnelse: bevitne en signatur på {document}, fra {sender}',
  'mail.button.approver': 'Se gjennom og godkjenn',
  'mail.button.viewer': 'Åpne og les',
  'mail.button.witness': 'Se gjennom og bevitne',

  'document.block.witnessFor': '{role}, vitne for {witnessed}',
  'cert.part': 'Deltok som',
  'cert.part.approver': 'Godkjenner: godkjent av {name}',
  'cert.part.viewer': 'Leser: lest av {name}',
  'cert.part.witness': 'Vitne: bevitnet av {name} for {witnessed} ({witnessedRole})',
  'cert.approved': 'Godkjent',
  'cert.read': 'Lest og bekreftet',
  'cert.witnessed': 'Bevitnet',

  'cert.inPerson': 'Signert ved personlig oppmøte',
  'cert.inPersonText': 'Tilrettelagt av {host}, på enheten og IP-adressen ovenfor',
  'cert.ownSession': 'Identitetsbevis',
  'cert.ownSessionText': 'Signert i Countersign-økten til medlemmet {member} av arbeidsområdet',
  'host.title': 'Gi fra deg denne enheten',
  'host.lead': 'Du tilrettelegger for {name} ({role}) for «{document}» på denne enheten.',
  'host.hint': 'Gi enheten til {name} nå. Bare denne personen skal fortsette.',
  'host.start': 'Start som {name}',
  'host.gone.title': 'Denne lenken for signering ved oppmøte kan ikke brukes',
  'host.gone.lead':
    'Den er allerede brukt, den er eldre enn 15 minutter, eller turen den åpnet, er over. Be om en ny på forespørselens side.',
  'host.member.title': 'Logg på for å tilrettelegge denne signeringen',
  'host.member.lead':
    'Bare et medlem av {workspace} som er pålogget på denne enheten, kan åpne denne lenken.',
  'host.member.signIn': 'Logg på',
  'host.witnessNow': 'Bevitne nå: {name}',
  'host.witnessNowHint': '{name} bevitner denne signaturen som nestemann, på denne enheten.',
  'host.back': 'Tilbake til forespørselen',
  'requests.signInPerson': 'Signer ved oppmøte',
  'requests.signInPersonHint': 'Åpner turen til {name} på denne enheten. Gi den til vedkommende.',
  'requests.signNow': 'Signer nå',
  'requests.yourTurn': 'Det er din tur: du tar den her, og det sendes ingen e-post til deg.',
  'requests.yourTurnLater': 'Du signerer som {role} når det blir din tur; det sendes ingen e-post til deg.',

  'turn.position': 'Du har tur {position} av {count}.',
  'turn.deadline.approver': 'Godkjenn eller avvis innen {deadline}.',
  'turn.deadline.viewer': 'Les dokumentet innen {deadline}.',
});
