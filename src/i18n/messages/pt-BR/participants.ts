// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  // A role's kind, as the builder, the send form and the request page name it.
  'kind.signer': 'Signatário',
  'kind.approver': 'Aprovador',
  'kind.viewer': 'Leitor',
  'kind.witness': 'Testemunha',
  'kind.witnessFor': 'Testemunha de {role}',
  'kind.label': 'Participa como',
  'kind.witnessForLabel': 'Testemunha a assinatura de',

  // Audit log and a request's timeline.
  'audit.signature_request.approved': 'Aprovada por um aprovador',
  'audit.signature_request.viewed': 'Lida e confirmada por um leitor',
  'audit.signature_request.witnessed': 'Assinada por uma testemunha',
  'timeline.approved': 'Aprovada por {who}',
  'timeline.viewed': 'Lida e confirmada por {who}',
  'timeline.witnessed': 'Testemunhada por {who}',

  // The signing page of an approver, a viewer, a witness.
  'turn.lead.approver':
    '{sender} solicita que você, {name} ({email}), aprove este documento como {role}. Você não assina nada.',
  'turn.lead.viewer':
    '{sender} solicita que você, {name} ({email}), leia este documento como {role} e confirme a leitura.',
  'turn.lead.witness':
    '{sender} solicita que você, {name} ({email}), testemunhe a assinatura de {witnessed} ({witnessedRole}) como {role}.',
  'turn.heading.approver': 'Aprovar',
  'turn.heading.viewer': 'Confirmar a leitura',
  'turn.approveExplain': 'A aprovação permite que a próxima pessoa siga. Para não aprovar, rejeite abaixo.',
  'turn.approve': 'Aprovar',
  'turn.approving': 'Aprovando…',
  'turn.readExplain': 'Leia o documento acima e depois confirme.',
  'turn.read': 'Li este documento',
  'turn.readNeeded': 'Marque a caixa para confirmar que você leu o documento.',
  'turn.confirm': 'Confirmar',
  'turn.confirming': 'Confirmando…',
  'reject.summary': 'Rejeitar',
  'reject.explain':
    'Se você rejeitar, ninguém mais poderá assinar esta solicitação e {sender} será avisado por e-mail.',
  'reject.reason': 'Por que você rejeita? (compartilhado com {sender})',
  'reject.reasonNeeded': 'Informe o motivo da rejeição.',
  'reject.button': 'Rejeitar',
  'reject.confirmQuestion': 'Rejeitar {document}? Esta ação não pode ser desfeita.',
  'reject.confirm': 'Sim, rejeitar',

  // The page after their turn.
  'done.title.approver': 'Obrigado, você aprovou',
  'done.title.viewer': 'Obrigado, você confirmou',
  'done.title.witness': 'Obrigado, você testemunhou',
  'done.lead.approver': 'Você aprovou {document} como {role} em {date}.',
  'done.lead.viewer': 'Você confirmou que leu {document}, como {role}, em {date}.',
  'done.lead.witness': 'Você assinou {document} como {role}, na qualidade de testemunha, em {date}.',

  // E-mails.
  'mail.invitation.subject.approver': 'Aprovação solicitada: {document}, de {sender}',
  'mail.invitation.subject.viewer': 'Leitura solicitada: {document}, de {sender}',
  'mail.invitation.subject.witness': 'Testemunho de assinatura solicitado: {document}, de {sender}',
  'mail.invitation.body.approver':
    '{sender} solicita que você aprove “{document}”. Você não assina nada: você aprova ou rejeita.',
  'mail.invitation.body.viewer': '{sender} solicita que você leia “{document}” e confirme a leitura.',
  'mail.invitation.body.witness':
    '{sender} solicita que você testemunhe a assinatura de {witnessed} em “{document}”.',
  'mail.reminder.subject.approver': 'Lembrete: aprove {document}, de {sender}',
  'mail.reminder.subject.viewer': 'Lembrete: leia {document}, de {sender}',
  'mail.reminder.subject.witness': 'Lembrete: testemunhe uma assinatura em {document}, de {sender}',
  'mail.button.approver': 'Revisar e aprovar',
  'mail.button.viewer': 'Abrir e ler',
  'mail.button.witness': 'Revisar e testemunhar',

  // The document's signature blocks and the certificate.
  'document.block.witnessFor': '{role}, testemunha de {witnessed}',
  'cert.part': 'Participou como',
  'cert.part.approver': 'Aprovador: aprovado por {name}',
  'cert.part.viewer': 'Leitor: lido por {name}',
  'cert.part.witness': 'Testemunha: testemunhado por {name} para {witnessed} ({witnessedRole})',
  'cert.approved': 'Aprovado',
  'cert.read': 'Lido e confirmado',
  'cert.witnessed': 'Testemunhado',

  // Signing in person and the sender's own turn (issue 45 items 2 and 3).
  'cert.inPerson': 'Assinado presencialmente',
  'cert.inPersonText': 'Conduzido por {host}, no dispositivo e no endereço IP acima',
  'cert.ownSession': 'Evidência de identidade',
  'cert.ownSessionText': 'Assinado na sessão do Countersign do membro do espaço de trabalho {member}',
  'host.title': 'Entregue este dispositivo',
  'host.lead': 'Você está conduzindo a assinatura de {name} ({role}) para “{document}” neste dispositivo.',
  'host.hint': 'Entregue agora o dispositivo a {name}. Somente essa pessoa deve continuar.',
  'host.start': 'Começar como {name}',
  'host.gone.title': 'Este link de assinatura presencial não pode ser usado',
  'host.gone.lead':
    'Ele já foi usado, tem mais de 15 minutos ou a vez que ele abria já passou. Solicite um novo na página da solicitação.',
  'host.member.title': 'Entre para conduzir esta assinatura',
  'host.member.lead': 'Somente um membro de {workspace} conectado neste dispositivo pode abrir este link.',
  'host.member.signIn': 'Entrar',
  'host.witnessNow': 'Testemunhar agora: {name}',
  'host.witnessNowHint': '{name} testemunha esta assinatura em seguida, neste dispositivo.',
  'host.back': 'Voltar para a solicitação',
  'requests.signInPerson': 'Assinar presencialmente',
  'requests.signInPersonHint': 'Abre a vez de {name} neste dispositivo. Entregue-o a essa pessoa.',
  'requests.signNow': 'Assinar agora',
  'requests.yourTurn': 'É a sua vez: você assina aqui, e nenhum e-mail é enviado a você.',
  'requests.yourTurnLater':
    'Você assina como {role} quando chegar a sua vez; nenhum e-mail é enviado a você.',

  // The facts above an approver's or a viewer's document (issue 45).
  'turn.position': 'Sua vez é a {position}ª de {count}.',
  'turn.deadline.approver': 'Aprove ou rejeite até {deadline}.',
  'turn.deadline.viewer': 'Leia o documento até {deadline}.',
});
