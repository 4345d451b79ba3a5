// Français, issue 45 : approbateurs, lecteurs, témoins. Keys and {placeholders} as in ../en/participants.ts.
import type { participants as en } from '../en/participants.ts';

export const participants = (): Record<keyof typeof en, string> => ({
  'kind.signer': 'Signataire',
  'kind.approver': 'Approbateur',
  'kind.viewer': 'Lecteur',
  'kind.witness': 'Témoin',
  'kind.witnessFor': 'Témoin pour {role}',
  'kind.label': 'Participe en tant que',
  'kind.witnessForLabel': 'Atteste la signature de',

  'audit.signature_request.approved': 'Approuvée par un approbateur',
  'audit.signature_request.viewed': 'Lue et confirmée par un lecteur',
  'audit.signature_request.witnessed': 'Signée par un témoin',
  'timeline.approved': 'Approuvée par {who}',
  'timeline.viewed': 'Lue et confirmée par {who}',
  'timeline.witnessed': 'Attestée par {who}',

  'turn.lead.approver':
    '{sender} vous demande, {name} ({email}), d’approuver ce document en tant que {role}. Vous ne signez rien.',
  'turn.lead.viewer':
    '{sender} vous demande, {name} ({email}), de lire ce document en tant que {role} et de le confirmer.',
  'turn.lead.witness':
    '{sender} vous demande, {name} ({email}), d’attester la signature de {witnessed} ({witnessedRole}) en tant que {role}.',
  'turn.heading.approver': 'Approuver',
  'turn.heading.viewer': 'Confirmer la lecture',
  'turn.approveExplain':
    'Votre approbation permet à la personne suivante d’agir. Pour refuser, rejetez-le ci-dessous.',
  'turn.approve': 'Approuver',
  'turn.approving': 'Approbation…',
  'turn.readExplain': 'Lisez le document ci-dessus, puis confirmez.',
  'turn.read': 'J’ai lu ce document',
  'turn.readNeeded': 'Cochez la case pour confirmer que vous avez lu le document.',
  'turn.confirm': 'Confirmer',
  'turn.confirming': 'Confirmation…',
  'reject.summary': 'Rejeter',
  'reject.explain':
    'Si vous le rejetez, plus personne ne pourra signer cette demande et {sender} en sera informé par e-mail.',
  'reject.reason': 'Pourquoi le rejetez-vous ? (communiqué à {sender})',
  'reject.reasonNeeded': 'Indiquez pourquoi vous le rejetez.',
  'reject.button': 'Rejeter',
  'reject.confirmQuestion': 'Rejeter {document} ? Cette action est définitive.',
  'reject.confirm': 'Oui, rejeter',

  'done.title.approver': 'Merci, vous avez approuvé',
  'done.title.viewer': 'Merci, vous avez confirmé',
  'done.title.witness': 'Merci, vous avez attesté',
  'done.lead.approver': 'Vous avez approuvé {document} en tant que {role} le {date}.',
  'done.lead.viewer': 'Vous avez confirmé avoir lu {document}, en tant que {role}, le {date}.',
  'done.lead.witness': 'Vous avez signé {document} en tant que {role}, témoin, le {date}.',

  'mail.invitation.subject.approver': 'À approuver : {document}, de {sender}',
  'mail.invitation.subject.viewer': 'À lire : {document}, de {sender}',
  'mail.invitation.subject.witness': 'Signature à attester : {document}, de {sender}',
  'mail.invitation.body.approver':
    '{sender} vous demande d’approuver « {document} ». Vous ne signez rien : vous l’approuvez ou le rejetez.',
  'mail.invitation.body.viewer': '{sender} vous demande de lire « {document} » et de le confirmer.',
  'mail.invitation.body.witness':
    '{sender} vous demande d’attester la signature de {witnessed} sur « {document} ».',
  'mail.reminder.subject.approver': 'Rappel : {document} à approuver, de {sender}',
  'mail.reminder.subject.viewer': 'Rappel : {document} à lire, de {sender}',
  'mail.reminder.subject.witness': 'Rappel : signature à attester sur {document}, de {sender}',
  'mail.button.approver': 'Consulter et approuver',
  'mail.button.viewer': 'Ouvrir et lire',
  'mail.button.witness': 'Consulter et attester',

  'document.block.witnessFor': '{role}, témoin pour {witnessed}',
  'cert.part': 'A participé en tant que',
  'cert.part.approver': 'Approbateur : approuvé par {name}',
  'cert.part.viewer': 'Lecteur : lu par {name}',
  'cert.part.witness': 'Témoin : attesté par {name} pour {witnessed} ({witnessedRole})',
  'cert.approved': 'Approuvé',
  'cert.read': 'Lu et confirmé',
  'cert.witnessed': 'Attesté',

  // Signature en personne et le tour de l’expéditeur (issue 45).
  'cert.inPerson': 'Signé en personne',
  'cert.inPersonText': 'Accompagné par {host}, sur l’appareil et depuis l’adresse IP ci-dessus',
  'cert.ownSession': 'Preuve d’identité',
  'cert.ownSessionText': 'Signé dans la session Countersign du membre {member}',
  'host.title': 'Remettez cet appareil',
  'host.lead': 'Vous accompagnez {name} ({role}) pour « {document} » sur cet appareil.',
  'host.hint': 'Remettez maintenant l’appareil à {name}. Seule cette personne doit continuer.',
  'host.start': 'Commencer en tant que {name}',
  'host.gone.title': 'Ce lien de signature en personne ne peut pas être utilisé',
  'host.gone.lead':
    'Il a déjà servi, il a plus de 15 minutes, ou le tour qu’il ouvrait est passé. Demandez-en un nouveau sur la page de la demande.',
  'host.member.title': 'Connectez-vous pour accompagner cette signature',
  'host.member.lead': 'Seul un membre de {workspace} connecté sur cet appareil peut ouvrir ce lien.',
  'host.member.signIn': 'Se connecter',
  'host.witnessNow': 'Témoigner maintenant : {name}',
  'host.witnessNowHint': '{name} témoigne ensuite de cette signature, sur cet appareil.',
  'host.back': 'Retour à la demande',
  'requests.signInPerson': 'Signer en personne',
  'requests.signInPersonHint': 'Ouvre le tour de {name} sur cet appareil. Remettez-le-lui.',
  'requests.signNow': 'Signer maintenant',
  'requests.yourTurn': 'C’est votre tour : vous signez ici, aucun e-mail ne vous est envoyé.',
  'requests.yourTurnLater': 'Vous signez en tant que {role} à votre tour ; aucun e-mail ne vous est envoyé.',

  // Les indications au-dessus du document d’un approbateur ou d’un lecteur (issue 45).
  'turn.position': 'Votre tour est le {position} sur {count}.',
  'turn.deadline.approver': 'Veuillez approuver ou refuser avant le {deadline}.',
  'turn.deadline.viewer': 'Veuillez le lire avant le {deadline}.',
});
