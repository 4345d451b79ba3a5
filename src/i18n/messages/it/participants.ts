// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  // A role's kind, as the builder, the send form and the request page name it.
  'kind.signer': 'Firmatario',
  'kind.approver': 'Approvatore',
  'kind.viewer': 'Lettore',
  'kind.witness': 'Testimone',
  'kind.witnessFor': 'Testimone per {role}',
  'kind.label': 'Partecipa come',
  'kind.witnessForLabel': 'Fa da testimone alla firma di',

  // Audit log and a request's timeline.
  'audit.signature_request.approved': 'Approvata da un approvatore',
  'audit.signature_request.viewed': 'Letta e confermata da un lettore',
  'audit.signature_request.witnessed': 'Firmata da un testimone',
  'timeline.approved': 'Approvata da {who}',
  'timeline.viewed': 'Letta e confermata da {who}',
  'timeline.witnessed': 'Firma testimoniata da {who}',

  // The signing page of an approver, a viewer, a witness.
  'turn.lead.approver':
    '{sender} chiede a Lei, {name} ({email}), di approvare questo documento in qualità di {role}. Lei non firma nulla.',
  'turn.lead.viewer':
    '{sender} chiede a Lei, {name} ({email}), di leggere questo documento in qualità di {role} e di confermarne la lettura.',
  'turn.lead.witness':
    '{sender} chiede a Lei, {name} ({email}), di fare da testimone alla firma di {witnessed} ({witnessedRole}) in qualità di {role}.',
  'turn.heading.approver': 'Approvazione',
  'turn.heading.viewer': 'Confermi di averlo letto',
  'turn.approveExplain':
    'L’approvazione consente alla persona successiva di procedere. Per non approvare, rifiuti qui sotto.',
  'turn.approve': 'Approva',
  'turn.approving': 'Approvazione in corso…',
  'turn.readExplain': 'Legga il documento qui sopra, quindi confermi.',
  'turn.read': 'Ho letto questo documento',
  'turn.readNeeded': 'Spunti la casella per confermare di aver letto il documento.',
  'turn.confirm': 'Conferma',
  'turn.confirming': 'Conferma in corso…',
  'reject.summary': 'Rifiuta',
  'reject.explain':
    'Se rifiuta, nessuno potrà più firmare questa richiesta e {sender} ne sarà informato via e-mail.',
  'reject.reason': 'Perché rifiuta? (sarà comunicato a {sender})',
  'reject.reasonNeeded': 'Indichi il motivo del rifiuto.',
  'reject.button': 'Rifiuta',
  'reject.confirmQuestion': 'Rifiutare {document}? L’operazione non può essere annullata.',
  'reject.confirm': 'Sì, rifiuto',

  // The page after their turn.
  'done.title.approver': 'Grazie, ha approvato',
  'done.title.viewer': 'Grazie, ha confermato',
  'done.title.witness': 'Grazie, ha fatto da testimone',
  'done.lead.approver': 'Ha approvato {document} in qualità di {role} il {date}.',
  'done.lead.viewer': 'Ha confermato di aver letto {document}, in qualità di {role}, il {date}.',
  'done.lead.witness': 'Ha firmato {document} in qualità di {role}, come testimone, il {date}.',

  // E-mails.
  'mail.invitation.subject.approver': 'Richiesta di approvazione: {document}, da {sender}',
  'mail.invitation.subject.viewer': 'Richiesta di lettura: {document}, da {sender}',
  'mail.invitation.subject.witness': 'Richiesta di testimonianza a una firma: {document}, da {sender}',
  'mail.invitation.body.approver':
    '{sender} Le chiede di approvare «{document}». Lei non firma nulla: approva o rifiuta.',
  'mail.invitation.body.viewer': '{sender} Le chiede di leggere «{document}» e di confermarne la lettura.',
  'mail.invitation.body.witness':
    '{sender} Le chiede di fare da testimone alla firma di {witnessed} su «{document}».',
  'mail.reminder.subject.approver': 'Promemoria: approvazione di {document}, da {sender}',
  'mail.reminder.subject.viewer': 'Promemoria: lettura di {document}, da {sender}',
  'mail.reminder.subject.witness': 'Promemoria: testimonianza a una firma su {document}, da {sender}',
  'mail.button.approver': 'Esamina e approva',
  'mail.button.viewer': 'Apri e leggi',
  'mail.button.witness': 'Esamina e testimonia',

  // The document's signature blocks and the certificate.
  'document.block.witnessFor': '{role}, testimone per {witnessed}',
  'cert.part': 'Ha partecipato come',
  'cert.part.approver': 'Approvatore: approvato da {name}',
  'cert.part.viewer': 'Lettore: letto da {name}',
  'cert.part.witness': 'Testimone: testimonianza di {name} per {witnessed} ({witnessedRole})',
  'cert.approved': 'Approvato',
  'cert.read': 'Letto e confermato',
  'cert.witnessed': 'Testimoniato',

  // Signing in person and the sender's own turn (issue 45 items 2 and 3).
  'cert.inPerson': 'Firmato di persona',
  'cert.inPersonText': 'Con l’assistenza di {host}, sul dispositivo e dall’indirizzo IP indicati sopra',
  'cert.ownSession': 'Prova dell’identità',
  'cert.ownSessionText': 'Firmato nella sessione Countersign del membro dello spazio di lavoro {member}',
  'host.title': 'Consegni questo dispositivo',
  'host.lead': 'Sta assistendo {name} ({role}) per «{document}» su questo dispositivo.',
  'host.hint': 'Consegni ora il dispositivo a {name}. Solo questa persona deve proseguire.',
  'host.start': 'Inizia come {name}',
  'host.gone.title': 'Questo link per la firma di persona non può essere utilizzato',
  'host.gone.lead':
    'È già stato utilizzato, ha più di 15 minuti oppure il turno che apriva è passato. Ne richieda uno nuovo dalla pagina della richiesta.',
  'host.member.title': 'Acceda per assistere questa firma',
  'host.member.lead':
    'Solo un membro di {workspace} che ha effettuato l’accesso su questo dispositivo può aprire questo link.',
  'host.member.signIn': 'Accedi',
  'host.witnessNow': 'Testimonianza ora: {name}',
  'host.witnessNowHint': '{name} farà ora da testimone a questa firma, su questo dispositivo.',
  'host.back': 'Torna alla richiesta',
  'requests.signInPerson': 'Firma di persona',
  'requests.signInPersonHint': 'Apre il turno di {name} su questo dispositivo. Lo consegni a questa persona.',
  'requests.signNow': 'Firma ora',
  'requests.yourTurn': 'È il Suo turno: procede qui, senza ricevere alcuna e-mail.',
  'requests.yourTurnLater':
    'Firmerà in qualità di {role} quando arriverà il Suo turno; non riceverà alcuna e-mail.',

  // The facts above an approver's or a viewer's document (issue 45).
  'turn.position': 'Il Suo turno è il numero {position} di {count}.',
  'turn.deadline.approver': 'La preghiamo di approvare o rifiutare entro il {deadline}.',
  'turn.deadline.viewer': 'La preghiamo di leggerlo entro il {deadline}.',
});
