// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Notificações',
  'notifications.lead': 'Solicitações que foram concluídas, recusadas ou que expiraram.',
  'notifications.markAll': 'Marcar todas como lidas',
  'notifications.markRead': 'Marcar como lida',
  'notifications.markReadLabel': 'Marcar como lida: {text}',
  'notifications.unread': 'Não lida',
  'notifications.empty':
    'Nada por enquanto. Aqui você verá quando uma solicitação for concluída, recusada ou expirar.',
  'notifications.completed': '“{template}” foi concluída',
  'notifications.declined': '“{template}” foi recusada',
  'notifications.expired': '“{template}” expirou',
  'notifications.other': '“{template}” foi alterada',
  'notifications.declinedReason': 'Recusada por {name}: {reason}',
  'notifications.declinedBy': 'Recusada por {name}',
  'notifications.with': 'Com {names}',

  'settings.title': 'Configurações do espaço de trabalho',
  'settings.workspace': 'Espaço de trabalho',
  'settings.name': 'Nome',
  'settings.plan': 'Plano',
  'settings.retention': 'Retenção de solicitações encerradas',
  'settings.retentionLead':
    'As solicitações encerradas (concluídas, recusadas, expiradas ou anuladas) podem ser apagadas automaticamente após um número de dias: nomes, endereços, valores, assinaturas e documentos são eliminados, como quando uma solicitação é excluída permanentemente.',
  'settings.keepForever': 'Mantê-las até que alguém as exclua',
  'settings.eraseAfter': 'Apagá-las este número de dias após o encerramento',
  'settings.days': 'Dias',
  'settings.daysHint': 'De 1 a 3650 (dez anos).',
  'settings.daysInvalid': 'Informe um número inteiro de dias entre 1 e 3650.',
  'settings.save': 'Salvar',
  'settings.saved': 'As configurações foram salvas.',
  'settings.currentForever': 'As solicitações encerradas são mantidas até que alguém as exclua.',
  'settings.currentDays.one': 'As solicitações encerradas são apagadas {count} dia após o encerramento.',
  'settings.currentDays.other': 'As solicitações encerradas são apagadas {count} dias após o encerramento.',
  'settings.export': 'Exportar todos os dados',
  'settings.exportLead':
    'Um arquivo ZIP com todas as solicitações (com sua trilha de auditoria), modelos, membros e entradas do log de auditoria, além de todos os PDFs assinados.',
  'settings.exportButton': 'Baixar a exportação',
  'settings.ownersOnly':
    'Somente proprietários podem alterar estas configurações ou exportar os dados do espaço de trabalho.',
});
