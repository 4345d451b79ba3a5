// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'Автоматичні нагадування',
  'settings.remindersLead':
    'Підписанту, чия зараз черга, можна автоматично надсилати нагадування електронною поштою. Запити, надіслані відтепер, використовують це налаштування, якщо для них не задано власне; запити, надіслані без листів, ніколи не нагадуються автоматично.',
  'settings.remindersOffChoice': 'Не нагадувати автоматично',
  'settings.remindersOnChoice': 'Нагадувати автоматично',
  'settings.remindEvery': 'Інтервал (у днях)',
  'settings.remindEveryHint': 'Від 1 до 30, починаючи від запрошення або останнього нагадування.',
  'settings.remindEveryInvalid': 'Введіть ціле число днів від 1 до 30.',
  'settings.remindMax': 'Максимальна кількість нагадувань одному підписанту',
  'settings.remindMaxHint': 'Від 1 до 10.',
  'settings.remindMaxInvalid': 'Введіть ціле число від 1 до 10.',
  'settings.remindersOff': 'Вимкнено: підписантам нагадують лише на чийсь запит.',
  'settings.remindersCurrent': 'Нагадувати автоматично {every}, не більше ніж {max} одному підписанту.',
  'settings.remindersEvery.one': 'раз на {count} день',
  'settings.remindersEvery.few': 'раз на {count} дні',
  'settings.remindersEvery.many': 'раз на {count} днів',
  'settings.remindersEvery.other': 'раз на {count} дня',
  'settings.remindersTimes.one': '{count} раз',
  'settings.remindersTimes.few': '{count} рази',
  'settings.remindersTimes.many': '{count} разів',
  'settings.remindersTimes.other': '{count} раза',

  'request.nextReminder': 'Наступне автоматичне нагадування ({name}): {date}.',
  'request.noReminderDue': 'Автоматичних нагадувань не заплановано.',
  'request.remindersOff': 'Для цього запиту автоматичні нагадування не надсилаються.',
  'request.remindersSchedule': 'Автоматичні нагадування {every}, не більше ніж {max} одному підписанту.',
});
