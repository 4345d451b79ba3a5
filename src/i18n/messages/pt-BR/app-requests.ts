// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-requests.ts.

import type { Area } from '../area.ts';
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests = (): Area<typeof en> => ({
  // The allowance panel on the list.
  'usage.title': 'Este mês',
  'usage.limited.one': 'Solicitações de assinatura usadas: {used} de {count}',
  'usage.limited.other': 'Solicitações de assinatura usadas: {used} de {count}',
  'usage.unlimited.one': '{count} solicitação de assinatura enviada; seu plano não tem limite',
  'usage.unlimited.other': '{count} solicitações de assinatura enviadas; seu plano não tem limite',
  'usage.none': 'Seu plano não inclui assinaturas eletrônicas.',
  'usage.period': 'Desde {start}; a cota é renovada em {reset}.',

  // The status tabs of the list.
  'tabs.label': 'Filtrar por status',
  'tabs.all': 'Todas',
  'tabs.in_progress': 'Em andamento',
  'tabs.completed': 'Concluídas',
  'tabs.declined': 'Recusadas',
  'tabs.expired': 'Expiradas',
  'tabs.voided': 'Anuladas',

  // The list.
  'requests.title': 'Solicitações de assinatura',
  'requests.send': 'Enviar um documento',
  'requests.searchLabel': 'Pesquisar por nome ou e-mail do signatário, modelo ou ID da solicitação',
  'requests.search': 'Pesquisar',
  'requests.clear': 'Limpar pesquisa',
  'requests.document': 'Documento',
  'requests.signers': 'Signatários',
  'requests.status': 'Status',
  'requests.sent': 'Enviada',
  'requests.empty': 'Ainda não há solicitações aqui.',
  'requests.emptySearch': 'Nenhuma solicitação corresponde a “{query}”.',
  'requests.paging': 'Páginas',
  'requests.newer': 'Solicitações mais recentes',
  'requests.older': 'Solicitações mais antigas',
  'requests.caption': 'Solicitações: {tab}',
  'requests.captionSearch': 'Solicitações: {tab}, correspondentes a “{query}”',
  'requests.sentBy': 'Enviada por',
  'requests.sentByApiKey': '{name} (chave de API)',
  'requests.sentByUnnamedKey': 'Chave de API sem nome …{lastFour}',
  'requests.formerMember': 'Um ex-membro',

  // One request.
  'request.sentOn': 'Enviada',
  'request.expiresOn': 'Expira',
  'request.expiredOn': 'Expirou',
  'request.completedOn': 'Concluída',
  'request.signers': 'Signatários',
  'request.signersHint': 'Eles assinam um após o outro, nesta ordem.',
  'request.invited': 'Convidado',
  'request.opened': 'Aberto',
  'request.signed': 'Assinado',
  'request.declined': 'Recusado',
  'request.turn': 'É a vez de {name} assinar.',
  'request.nobodyWaiting': 'Ninguém está aguardando para assinar.',
  'request.copied': 'Em cópia (CC)',
  'request.copiedHint':
    'Não assinam nada. Recebem o documento assinado ou o aviso de que a solicitação foi encerrada de outra forma.',
  'request.declinedBy': 'Recusada por {name}: {reason}',
  'request.declinedByNoReason': 'Recusada por {name}.',
  'request.linkLabel': 'Link de assinatura de {name}',
  'request.linkHint': 'Pessoal deste signatário: compartilhe-o somente com ele.',
  'request.actions': 'Ações',
  'request.remind': 'Lembrar {name}',
  'request.remindHint': 'Envia um e-mail com o link ao signatário da vez.',
  'request.cooldown':
    '{name} recebeu um lembrete há menos de 15 minutos. Você poderá enviar outro lembrete em {wait}.',
  'request.reminded': 'Lembrete enviado para {email}.',
  'request.noPendingSigner': 'Ninguém está aguardando para assinar, por isso nenhum lembrete foi enviado.',
  'request.void': 'Anular esta solicitação…',
  'request.voided': 'A solicitação foi anulada. Ninguém mais pode assiná-la.',
  'request.alreadyVoided': 'A solicitação já havia sido anulada.',
  'request.notVoidable': 'A solicitação está com o status “{status}” e não pode mais ser anulada.',
  'request.voidReason': 'Motivo: {reason}',
  'request.download': 'Baixar o PDF assinado',
  'request.downloadHint': 'O documento assinado, selado, com o certificado de auditoria.',
  'request.sendAgain': 'Enviar novamente',
  'request.sendAgainHint': 'Abre o formulário de envio preenchido com os mesmos signatários e valores.',
  'request.viewSent': 'Ver o documento como foi enviado (PDF)',
  'request.timeline': 'Histórico',
  'request.sentFlash': 'A solicitação foi enviada.',
  'request.erase': 'Excluir permanentemente…',
  'request.eraseHint':
    'Apaga definitivamente os dados dos signatários, os valores, as assinaturas e o PDF assinado.',
  'request.eraseOwnersOnly': 'Somente proprietários podem excluir uma solicitação permanentemente.',
  'request.erasureDue.one':
    'Será apagada em {date}: este espaço de trabalho mantém as solicitações encerradas por {count} dia.',
  'request.erasureDue.other':
    'Será apagada em {date}: este espaço de trabalho mantém as solicitações encerradas por {count} dias.',
  'request.erasureAfterEnd.one':
    'Depois de encerrada, será apagada após {count} dia (o período de retenção do espaço de trabalho).',
  'request.erasureAfterEnd.other':
    'Depois de encerrada, será apagada após {count} dias (o período de retenção do espaço de trabalho).',
  'request.notTerminal':
    'A solicitação está com o status “{status}”: anule-a primeiro; depois ela poderá ser excluída permanentemente.',

  // Deleting an ended request permanently.
  'erasePage.title': 'Excluir “{template}” permanentemente?',
  'erasePage.which': 'Enviada em {sent} para {signers}.',
  'erasePage.lead':
    'Esta ação não pode ser desfeita. Todo o conteúdo da solicitação será apagado definitivamente:',
  'erasePage.lostPeople':
    'os nomes e endereços de e-mail dos signatários, e os endereços IP e navegadores a partir dos quais assinaram',
  'erasePage.lostValues': 'os valores preenchidos, as assinaturas e o motivo da recusa ou da anulação',
  'erasePage.lostDocuments': 'o documento como foi enviado e o PDF assinado com o certificado de auditoria',
  'erasePage.lostMail': 'os e-mails e as notificações relacionados a ela',
  'erasePage.kept':
    'O que permanece: o ID, o status e as datas da solicitação, e a impressão digital (SHA-256) do PDF assinado, para que uma cópia guardada por alguém ainda possa ser verificada. A cota usada pela solicitação não é devolvida.',
  'erasePage.download': 'Baixe primeiro o PDF assinado',
  'erasePage.confirm': 'Excluir permanentemente',
  'erasePage.keep': 'Manter a solicitação',
  'erasePage.erasedFlash': 'A solicitação foi excluída permanentemente.',

  // Voiding a request.
  'voidPage.title': 'Anular “{template}”?',
  'voidPage.lead':
    'A anulação encerra a solicitação: ninguém mais poderá assiná-la, e os signatários que já receberam e-mail serão avisados.',
  'voidPage.reason': 'Motivo',
  'voidPage.reasonHint': 'Opcional. É incluído no e-mail aos signatários.',
  'voidPage.confirm': 'Anular a solicitação',
  'voidPage.keep': 'Manter a solicitação',
  'voidPage.tooLong': 'Use no máximo {max} caracteres.',
  'request.changeEmail': 'Alterar e-mail',
  'request.changeEmailOf': 'Alterar o endereço de e-mail de {name}',
  'request.corrected': 'O endereço de e-mail de {name} foi alterado; o link anterior não funciona mais.',
  'changeEmail.title': 'Alterar o endereço de e-mail de {name}',
  'changeEmail.lead':
    'O link de assinatura atual deixa de funcionar imediatamente e um novo é gerado. Um código já informado precisará ser informado novamente. Nada é cobrado.',
  'changeEmail.current': 'Atual: {email}',
  'changeEmail.email': 'Novo endereço de e-mail',
  'changeEmail.emailInvalid': 'Informe um endereço de e-mail, como nome@example.com.',
  'changeEmail.invite': 'Enviar agora o novo link para este endereço, se for a vez deste signatário',
  'changeEmail.confirm': 'Alterar e-mail',
  'changeEmail.keep': 'Manter',
  'changeEmail.notCorrectable':
    'Este signatário não pode mais ser alterado: ele já assinou ou recusou, ou a solicitação foi encerrada.',

  // The request's timeline (its audit trail).
  'timeline.sent': 'Enviada por {who}',
  'timeline.reminded': 'Lembrete para {email} enviado por {who}',
  'timeline.remindedSigner': 'Lembrete ao signatário enviado por {who}',
  'timeline.voided': 'Anulada por {who}',
  'timeline.signerCorrected': 'E-mail de {role} alterado de {from} para {to} por {who}',
  'timeline.opened': 'Aberta por {who}',
  'timeline.signed': 'Assinada por {who}',
  'timeline.declined': 'Recusada por {who}',
  'timeline.declinedReason': 'Recusada por {who}: {reason}',
  'timeline.completed': 'Concluída: todos os signatários assinaram e o documento foi selado',
  'timeline.expired': 'Expirada',
  'timeline.downloaded': 'Documento assinado baixado por {who}',
  'timeline.erased': 'Apagada por {who}',
  'timeline.event': '{event} ({who})',
  'timeline.other': '{action} ({who})',
  'timeline.viaApi': '{name} (chave de API)',
  'timeline.operator': 'o operador do serviço',
  'timeline.formerMember': 'um ex-membro ({id})',
});
