// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/app-requests.ts.

import type { Area } from '../area.ts';
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests = (): Area<typeof en> => ({
  // The allowance panel on the list.
  'usage.title': 'Este mês',
  'usage.limited.one': 'Pedidos de assinatura utilizados: {used} de {count}',
  'usage.limited.other': 'Pedidos de assinatura utilizados: {used} de {count}',
  'usage.unlimited.one': '{count} pedido de assinatura enviado; o seu plano não tem limite',
  'usage.unlimited.other': '{count} pedidos de assinatura enviados; o seu plano não tem limite',
  'usage.none': 'O seu plano não inclui assinaturas eletrónicas.',
  'usage.period': 'Desde {start}; a quota é renovada em {reset}.',

  // The status tabs of the list.
  'tabs.label': 'Filtrar por estado',
  'tabs.all': 'Todos',
  'tabs.in_progress': 'Em curso',
  'tabs.completed': 'Concluídos',
  'tabs.declined': 'Recusados',
  'tabs.expired': 'Expirados',
  'tabs.voided': 'Anulados',

  // The list.
  'requests.title': 'Pedidos de assinatura',
  'requests.send': 'Enviar um documento',
  'requests.searchLabel': 'Pesquisar por nome ou e-mail do signatário, modelo ou ID do pedido',
  'requests.search': 'Pesquisar',
  'requests.clear': 'Limpar a pesquisa',
  'requests.document': 'Documento',
  'requests.signers': 'Signatários',
  'requests.status': 'Estado',
  'requests.sent': 'Enviado',
  'requests.empty': 'Ainda não existem pedidos aqui.',
  'requests.emptySearch': 'Nenhum pedido corresponde a «{query}».',
  'requests.paging': 'Páginas',
  'requests.newer': 'Pedidos mais recentes',
  'requests.older': 'Pedidos mais antigos',
  'requests.caption': 'Pedidos: {tab}',
  'requests.captionSearch': 'Pedidos: {tab}, correspondentes a «{query}»',
  'requests.sentBy': 'Enviado por',
  'requests.sentByApiKey': '{name} (chave de API)',
  'requests.sentByUnnamedKey': 'Chave de API sem nome …{lastFour}',
  'requests.formerMember': 'Um antigo membro',

  // One request.
  'request.sentOn': 'Enviado',
  'request.expiresOn': 'Expira',
  'request.expiredOn': 'Expirou',
  'request.completedOn': 'Concluído',
  'request.signers': 'Signatários',
  'request.signersHint': 'Assinam um após o outro, por esta ordem.',
  'request.invited': 'Convidado',
  'request.opened': 'Aberto',
  'request.signed': 'Assinado',
  'request.declined': 'Recusado',
  'request.turn': 'É a vez de {name} assinar.',
  'request.nobodyWaiting': 'Ninguém aguarda para assinar.',
  'request.copied': 'Em cópia (CC)',
  'request.copiedHint':
    'Não assinam nada. Recebem o documento assinado ou a indicação de que o pedido terminou de outra forma.',
  'request.declinedBy': 'Recusado por {name}: {reason}',
  'request.declinedByNoReason': 'Recusado por {name}.',
  'request.linkLabel': 'Ligação de assinatura de {name}',
  'request.linkHint': 'Pessoal deste signatário: partilhe-a apenas com ele.',
  'request.actions': 'Ações',
  'request.remind': 'Enviar lembrete a {name}',
  'request.remindHint': 'Envia um e-mail com a respetiva ligação ao signatário cuja vez é agora.',
  'request.cooldown':
    '{name} recebeu um lembrete há menos de 15 minutos. Poderá enviar novo lembrete dentro de {wait}.',
  'request.reminded': 'Lembrete enviado para {email}.',
  'request.noPendingSigner': 'Ninguém aguarda para assinar, pelo que não foi enviado nenhum lembrete.',
  'request.void': 'Anular este pedido…',
  'request.voided': 'O pedido foi anulado. Já ninguém o pode assinar.',
  'request.alreadyVoided': 'O pedido já tinha sido anulado.',
  'request.notVoidable': 'O pedido está no estado «{status}» e já não pode ser anulado.',
  'request.voidReason': 'Motivo: {reason}',
  'request.download': 'Transferir o PDF assinado',
  'request.downloadHint': 'O documento assinado, selado, com o respetivo certificado de auditoria.',
  'request.sendAgain': 'Enviar novamente',
  'request.sendAgainHint': 'Abre o formulário de envio preenchido com os mesmos signatários e valores.',
  'request.viewSent': 'Ver o documento tal como foi enviado (PDF)',
  'request.timeline': 'Cronologia',
  'request.sentFlash': 'O pedido foi enviado.',
  'request.erase': 'Eliminar definitivamente…',
  'request.eraseHint':
    'Apaga definitivamente os dados dos signatários, os valores, as assinaturas e o PDF assinado.',
  'request.eraseOwnersOnly': 'Apenas os proprietários podem eliminar definitivamente um pedido.',
  'request.erasureDue.one':
    'Será apagado em {date}: este espaço de trabalho conserva os pedidos terminados durante {count} dia.',
  'request.erasureDue.other':
    'Será apagado em {date}: este espaço de trabalho conserva os pedidos terminados durante {count} dias.',
  'request.erasureAfterEnd.one':
    'Depois de terminado, será apagado ao fim de {count} dia (o período de conservação do espaço de trabalho).',
  'request.erasureAfterEnd.other':
    'Depois de terminado, será apagado ao fim de {count} dias (o período de conservação do espaço de trabalho).',
  'request.notTerminal':
    'O pedido está no estado «{status}»: anule-o primeiro; depois poderá ser eliminado definitivamente.',

  // Deleting an ended request permanently.
  'erasePage.title': 'Eliminar «{template}» definitivamente?',
  'erasePage.which': 'Enviado em {sent} a {signers}.',
  'erasePage.lead': 'Esta ação não pode ser anulada. Todo o conteúdo do pedido será apagado definitivamente:',
  'erasePage.lostPeople':
    'os nomes e endereços de e-mail dos signatários, bem como os endereços IP e os navegadores a partir dos quais assinaram',
  'erasePage.lostValues': 'os valores preenchidos, as assinaturas e o motivo da recusa ou da anulação',
  'erasePage.lostDocuments':
    'o documento tal como foi enviado e o PDF assinado com o respetivo certificado de auditoria',
  'erasePage.lostMail': 'os e-mails e as notificações a ele relativos',
  'erasePage.kept':
    'O que se mantém: o ID, o estado e as datas do pedido, bem como a impressão digital (SHA-256) do PDF assinado, para que uma cópia guardada por alguém ainda possa ser verificada. A quota utilizada pelo pedido não é devolvida.',
  'erasePage.download': 'Transfira primeiro o PDF assinado',
  'erasePage.confirm': 'Eliminar definitivamente',
  'erasePage.keep': 'Manter o pedido',
  'erasePage.erasedFlash': 'O pedido foi eliminado definitivamente.',

  // Voiding a request.
  'voidPage.title': 'Anular «{template}»?',
  'voidPage.lead':
    'A anulação encerra o pedido: já ninguém o poderá assinar, e os signatários que já receberam e-mail serão informados.',
  'voidPage.reason': 'Motivo',
  'voidPage.reasonHint': 'Opcional. É incluído no e-mail aos signatários.',
  'voidPage.confirm': 'Anular o pedido',
  'voidPage.keep': 'Manter o pedido',
  'voidPage.tooLong': 'Utilize no máximo {max} caracteres.',
  'request.changeEmail': 'Alterar e-mail',
  'request.changeEmailOf': 'Alterar o endereço de e-mail de {name}',
  'request.corrected': 'O endereço de e-mail de {name} foi alterado; a ligação anterior deixou de funcionar.',
  'changeEmail.title': 'Alterar o endereço de e-mail de {name}',
  'changeEmail.lead':
    'A ligação de assinatura atual deixa imediatamente de funcionar e é criada uma nova. Um código já introduzido terá de ser introduzido novamente. Não é cobrado nada.',
  'changeEmail.current': 'Atual: {email}',
  'changeEmail.email': 'Novo endereço de e-mail',
  'changeEmail.emailInvalid': 'Introduza um endereço de e-mail, como nome@example.com.',
  'changeEmail.invite': 'Enviar já a nova ligação para este endereço, se for a vez deste signatário',
  'changeEmail.confirm': 'Alterar e-mail',
  'changeEmail.keep': 'Manter',
  'changeEmail.notCorrectable':
    'Este signatário já não pode ser alterado: já assinou ou recusou, ou o pedido terminou.',

  // The request's timeline (its audit trail).
  'timeline.sent': 'Enviado por {who}',
  'timeline.reminded': 'Lembrete para {email} enviado por {who}',
  'timeline.remindedSigner': 'Lembrete ao signatário enviado por {who}',
  'timeline.voided': 'Anulado por {who}',
  'timeline.signerCorrected': 'E-mail de {role} alterado de {from} para {to} por {who}',
  'timeline.opened': 'Aberto por {who}',
  'timeline.signed': 'Assinado por {who}',
  'timeline.declined': 'Recusado por {who}',
  'timeline.declinedReason': 'Recusado por {who}: {reason}',
  'timeline.completed': 'Concluído: todos os signatários assinaram e o documento foi selado',
  'timeline.expired': 'Expirado',
  'timeline.downloaded': 'Documento assinado transferido por {who}',
  'timeline.erased': 'Apagado por {who}',
  'timeline.event': '{event} ({who})',
  'timeline.other': '{action} ({who})',
  'timeline.viaApi': '{name} (chave de API)',
  'timeline.operator': 'o operador do serviço',
  'timeline.formerMember': 'um antigo membro ({id})',
});
