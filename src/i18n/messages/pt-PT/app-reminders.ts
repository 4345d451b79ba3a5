// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Lembretes automáticos',
  'settings.remindersLead':
    'O signatário cuja vez é agora pode receber lembretes por e-mail sem que ninguém o peça. Os pedidos enviados a partir de agora adotam esta definição, salvo se forem enviados com uma própria; os pedidos enviados sem e-mail nunca recebem lembretes automáticos.',
  'settings.remindersOffChoice': 'Não enviar lembretes automáticos',
  'settings.remindersOnChoice': 'Enviar lembretes automáticos',
  'settings.remindEvery': 'De quantos em quantos dias',
  'settings.remindEveryHint': 'De 1 a 30, contados a partir do convite ou do último lembrete.',
  'settings.remindEveryInvalid': 'Introduza um número inteiro de dias entre 1 e 30.',
  'settings.remindMax': 'Número máximo de vezes por signatário',
  'settings.remindMaxHint': 'De 1 a 10.',
  'settings.remindMaxInvalid': 'Introduza um número inteiro entre 1 e 10.',
  'settings.remindersOff': 'Desativados: os signatários só recebem lembretes quando alguém os pede.',
  'settings.remindersCurrent': 'Lembretes automáticos {every}, no máximo {max} por signatário.',
  'settings.remindersEvery.one': 'todos os dias',
  'settings.remindersEvery.other': 'a cada {count} dias',
  'settings.remindersTimes.one': 'uma vez',
  'settings.remindersTimes.other': '{count} vezes',

  'request.nextReminder': 'Próximo lembrete automático para {name}: {date}.',
  'request.noReminderDue': 'Não está previsto nenhum lembrete automático.',
  'request.remindersOff': 'Este pedido não tem lembretes automáticos.',
  'request.remindersSchedule': 'Lembretes automáticos {every}, no máximo {max} por signatário.',
});
