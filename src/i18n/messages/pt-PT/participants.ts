// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/participants.ts.

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
  'audit.signature_request.approved': 'Aprovado por um aprovador',
  'audit.signature_request.viewed': 'Lido e confirmado por um leitor',
  'audit.signature_request.witnessed': 'Assinado por uma testemunha',
  'timeline.approved': 'Aprovado por {who}',
  'timeline.viewed': 'Lido e confirmado por {who}',
  'timeline.witnessed': 'Testemunhado por {who}',

  // The signing page of an approver, a viewer, a witness.
  'turn.lead.approver':
    '{sender} pede-lhe, {name} ({email}), que aprove este documento na qualidade de {role}. Não assina nada.',
  'turn.lead.viewer':
    '{sender} pede-lhe, {name} ({email}), que leia este documento na qualidade de {role} e confirme a leitura.',
  'turn.lead.witness':
    '{sender} pede-lhe, {name} ({email}), que testemunhe a assinatura de {witnessed} ({witnessedRole}) na qualidade de {role}.',
  'turn.heading.approver': 'Aprovar',
  'turn.heading.viewer': 'Confirmar a leitura',
  'turn.approveExplain':
    'A aprovação permite que a pessoa seguinte avance. Para não aprovar, rejeite abaixo.',
  'turn.approve': 'Aprovar',
  'turn.approving': 'A aprovar…',
  'turn.readExplain': 'Leia o documento acima e, em seguida, confirme.',
  'turn.read': 'Li este documento',
  'turn.readNeeded': 'Assinale a caixa para confirmar que leu o documento.',
  'turn.confirm': 'Confirmar',
  'turn.confirming': 'A confirmar…',
  'reject.summary': 'Rejeitar',
  'reject.explain':
    'Se rejeitar, ninguém poderá voltar a assinar este pedido e {sender} será informado por e-mail.',
  'reject.reason': 'Porque rejeita? (partilhado com {sender})',
  'reject.reasonNeeded': 'Indique o motivo da rejeição.',
  'reject.button': 'Rejeitar',
  'reject.confirmQuestion': 'Rejeitar {document}? Esta ação não pode ser anulada.',
  'reject.confirm': 'Sim, rejeitar',

  // The page after their turn.
  'done.title.approver': 'Obrigado, a sua aprovação foi registada',
  'done.title.viewer': 'Obrigado, a sua confirmação foi registada',
  'done.title.witness': 'Obrigado, o seu testemunho foi registado',
  'done.lead.approver': 'Aprovou {document} na qualidade de {role} em {date}.',
  'done.lead.viewer': 'Confirmou que leu {document}, na qualidade de {role}, em {date}.',
  'done.lead.witness': 'Assinou {document} na qualidade de {role}, como testemunha, em {date}.',

  // E-mails.
  'mail.invitation.subject.approver': 'Pedido de aprovação: {document}, de {sender}',
  'mail.invitation.subject.viewer': 'Pedido de leitura: {document}, de {sender}',
  'mail.invitation.subject.witness': 'Pedido de testemunho de assinatura: {document}, de {sender}',
  'mail.invitation.body.approver':
    '{sender} pede-lhe que aprove «{document}». Não assina nada: aprova ou rejeita.',
  'mail.invitation.body.viewer': '{sender} pede-lhe que leia «{document}» e confirme a leitura.',
  'mail.invitation.body.witness':
    '{sender} pede-lhe que testemunhe a assinatura de {witnessed} em «{document}».',
  'mail.reminder.subject.approver': 'Lembrete: aprove {document}, de {sender}',
  'mail.reminder.subject.viewer': 'Lembrete: leia {document}, de {sender}',
  'mail.reminder.subject.witness': 'Lembrete: testemunhe uma assinatura em {document}, de {sender}',
  'mail.button.approver': 'Rever e aprovar',
  'mail.button.viewer': 'Abrir e ler',
  'mail.button.witness': 'Rever e testemunhar',

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
  'cert.inPersonText': 'Conduzido por {host}, no dispositivo e a partir do endereço IP acima',
  'cert.ownSession': 'Prova de identidade',
  'cert.ownSessionText': 'Assinado na sessão do Countersign do membro do espaço de trabalho {member}',
  'host.title': 'Entregue este dispositivo',
  'host.lead': 'Está a conduzir a assinatura de {name} ({role}) para «{document}» neste dispositivo.',
  'host.hint': 'Entregue agora o dispositivo a {name}. Apenas essa pessoa deve continuar.',
  'host.start': 'Começar como {name}',
  'host.gone.title': 'Esta ligação de assinatura presencial não pode ser utilizada',
  'host.gone.lead':
    'Já foi utilizada, tem mais de 15 minutos ou a vez que abria já passou. Peça uma nova na página do pedido.',
  'host.member.title': 'Inicie sessão para conduzir esta assinatura',
  'host.member.lead':
    'Apenas um membro de {workspace} com sessão iniciada neste dispositivo pode abrir esta ligação.',
  'host.member.signIn': 'Iniciar sessão',
  'host.witnessNow': 'Testemunhar agora: {name}',
  'host.witnessNowHint': '{name} testemunha esta assinatura a seguir, neste dispositivo.',
  'host.back': 'Voltar ao pedido',
  'requests.signInPerson': 'Assinar presencialmente',
  'requests.signInPersonHint': 'Abre a vez de {name} neste dispositivo. Entregue-o a essa pessoa.',
  'requests.signNow': 'Assinar agora',
  'requests.yourTurn': 'É a sua vez: assina aqui, sem que lhe seja enviado qualquer e-mail.',
  'requests.yourTurnLater':
    'Assina na qualidade de {role} quando chegar a sua vez; não lhe é enviado qualquer e-mail.',

  // The facts above an approver's or a viewer's document (issue 45).
  'turn.position': 'A sua vez é a {position}.ª de {count}.',
  'turn.deadline.approver': 'Aprove ou rejeite até {deadline}.',
  'turn.deadline.viewer': 'Leia o documento até {deadline}.',
});
