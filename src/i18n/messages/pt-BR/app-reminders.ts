// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-reminders.ts.

import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Lembretes automáticos',
  'settings.remindersLead':
    'O signatário da vez pode receber lembretes por e-mail sem que ninguém precise pedir. As solicitações enviadas a partir de agora adotam esta configuração, a menos que sejam enviadas com uma própria; solicitações enviadas sem e-mail nunca recebem lembretes automáticos.',
  'settings.remindersOffChoice': 'Não enviar lembretes automáticos',
  'settings.remindersOnChoice': 'Enviar lembretes automáticos',
  'settings.remindEvery': 'A cada quantos dias',
  'settings.remindEveryHint': 'De 1 a 30, contados a partir do convite ou do último lembrete.',
  'settings.remindEveryInvalid': 'Informe um número inteiro de dias entre 1 e 30.',
  'settings.remindMax': 'No máximo quantas vezes por signatário',
  'settings.remindMaxHint': 'De 1 a 10.',
  'settings.remindMaxInvalid': 'Informe um número inteiro entre 1 e 10.',
  'settings.remindersOff': 'Desativados: os signatários só recebem lembretes quando alguém solicita.',
  'settings.remindersCurrent': 'Lembretes automáticos {every}, no máximo {max} por signatário.',
  'settings.remindersEvery.one': 'todos os dias',
  'settings.remindersEvery.other': 'a cada {count} dias',
  'settings.remindersTimes.one': 'uma vez',
  'settings.remindersTimes.other': '{count} vezes',

  'request.nextReminder': 'Próximo lembrete automático para {name}: {date}.',
  'request.noReminderDue': 'Nenhum lembrete automático está previsto.',
  'request.remindersOff': 'Esta solicitação não tem lembretes automáticos.',
  'request.remindersSchedule': 'Lembretes automáticos {every}, no máximo {max} por signatário.',
});
