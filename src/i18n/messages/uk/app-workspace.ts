// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'Сповіщення',
  'notifications.lead': 'Запити, які завершено, відхилено або строк дії яких минув.',
  'notifications.markAll': 'Позначити всі як прочитані',
  'notifications.markRead': 'Позначити як прочитане',
  'notifications.markReadLabel': 'Позначити як прочитане: {text}',
  'notifications.unread': 'Непрочитане',
  'notifications.empty':
    'Поки що нічого немає. Тут з’явиться інформація, коли запит буде завершено, відхилено або строк його дії мине.',
  'notifications.completed': '«{template}» завершено',
  'notifications.declined': '«{template}» відхилено',
  'notifications.expired': 'Строк дії «{template}» минув',
  'notifications.other': '«{template}» змінено',
  'notifications.declinedReason': 'Відхилено ({name}): {reason}',
  'notifications.declinedBy': 'Відхилено ({name})',
  'notifications.with': 'Учасники: {names}',

  'settings.title': 'Налаштування робочого простору',
  'settings.workspace': 'Робочий простір',
  'settings.name': 'Назва',
  'settings.plan': 'Тариф',
  'settings.retention': 'Зберігання завершених запитів',
  'settings.retentionLead':
    'Завершені запити (підписані, відхилені, прострочені або анульовані) можна автоматично стирати через певну кількість днів: імена, адреси, значення, підписи та документи видаляються так само, як під час остаточного видалення запиту.',
  'settings.keepForever': 'Зберігати, доки хтось їх не видалить',
  'settings.eraseAfter': 'Стирати через указану кількість днів після завершення',
  'settings.days': 'Днів',
  'settings.daysHint': 'Від 1 до 3650 (десять років).',
  'settings.daysInvalid': 'Введіть ціле число днів від 1 до 3650.',
  'settings.save': 'Зберегти',
  'settings.saved': 'Налаштування збережено.',
  'settings.currentForever': 'Завершені запити зберігаються, доки хтось їх не видалить.',
  'settings.currentDays.one': 'Завершені запити стираються через {count} день після завершення.',
  'settings.currentDays.few': 'Завершені запити стираються через {count} дні після завершення.',
  'settings.currentDays.many': 'Завершені запити стираються через {count} днів після завершення.',
  'settings.currentDays.other': 'Завершені запити стираються через {count} дня після завершення.',
  'settings.export': 'Експорт усіх даних',
  'settings.exportLead':
    'ZIP-файл з усіма запитами (разом із журналами аудиту), шаблонами, учасниками, записами журналу аудиту та всіма підписаними PDF.',
  'settings.exportButton': 'Завантажити експорт',
  'settings.ownersOnly':
    'Лише власники можуть змінювати ці налаштування або експортувати дані робочого простору.',
});
