// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Notificações',
  'notifications.lead': 'Pedidos que foram concluídos, recusados ou que expiraram.',
  'notifications.markAll': 'Marcar todas como lidas',
  'notifications.markRead': 'Marcar como lida',
  'notifications.markReadLabel': 'Marcar como lida: {text}',
  'notifications.unread': 'Por ler',
  'notifications.empty': 'Ainda nada. Aqui verá quando um pedido for concluído, recusado ou expirar.',
  'notifications.completed': '«{template}» foi concluído',
  'notifications.declined': '«{template}» foi recusado',
  'notifications.expired': '«{template}» expirou',
  'notifications.other': '«{template}» foi alterado',
  'notifications.declinedReason': 'Recusado por {name}: {reason}',
  'notifications.declinedBy': 'Recusado por {name}',
  'notifications.with': 'Com {names}',

  'settings.title': 'Definições do espaço de trabalho',
  'settings.workspace': 'Espaço de trabalho',
  'settings.name': 'Nome',
  'settings.plan': 'Plano',
  'settings.retention': 'Conservação dos pedidos terminados',
  'settings.retentionLead':
    'Os pedidos terminados (concluídos, recusados, expirados ou anulados) podem ser apagados automaticamente após um determinado número de dias: nomes, endereços, valores, assinaturas e documentos são eliminados, tal como quando um pedido é eliminado definitivamente.',
  'settings.keepForever': 'Conservá-los até alguém os eliminar',
  'settings.eraseAfter': 'Apagá-los este número de dias após terem terminado',
  'settings.days': 'Dias',
  'settings.daysHint': 'De 1 a 3650 (dez anos).',
  'settings.daysInvalid': 'Introduza um número inteiro de dias entre 1 e 3650.',
  'settings.save': 'Guardar',
  'settings.saved': 'As definições foram guardadas.',
  'settings.currentForever': 'Os pedidos terminados são conservados até alguém os eliminar.',
  'settings.currentDays.one': 'Os pedidos terminados são apagados {count} dia após terem terminado.',
  'settings.currentDays.other': 'Os pedidos terminados são apagados {count} dias após terem terminado.',
  'settings.export': 'Exportar todos os dados',
  'settings.exportLead':
    'Um ficheiro ZIP com todos os pedidos (com o respetivo histórico de auditoria), modelos, membros e entradas do registo de auditoria, bem como todos os PDF assinados.',
  'settings.exportButton': 'Transferir a exportação',
  'settings.ownersOnly':
    'Apenas os proprietários podem alterar estas definições ou exportar os dados do espaço de trabalho.',
});
