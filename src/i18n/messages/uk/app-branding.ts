// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Фірмовий стиль',
  'branding.lead':
    'Підписанти бачать Вашу назву, логотип і колір на сторінці підписання, у листах і в сертифікаті аудиту. Без них усе зберігає нейтральний вигляд Countersign.',
  'branding.displayName': 'Відображувана назва',
  'branding.displayNameHint':
    'Листи підписантам надходять від «{example}». Залиште порожнім, щоб використовувати назву робочого простору.',
  'branding.displayNameTooLong': 'Відображувана назва може містити не більше 100 символів.',
  'branding.accent': 'Акцентний колір',
  'branding.accentHint':
    'У форматі #rrggbb. Контраст має становити щонайменше 4.5:1 з білим текстом і на тлі сторінки (WCAG AA).',
  'branding.accentFormat': 'Введіть колір у форматі #rrggbb, наприклад #0b3d91.',
  'branding.accentLow':
    'Колір {colour} має контраст {ratio} для елемента «{where}»; потрібно щонайменше 4.5:1.',
  'branding.whereWhite': 'білий текст на кнопках і в заголовку',
  'branding.wherePage': 'посилання на тлі сторінки',
  'branding.save': 'Зберегти назву та колір',
  'branding.logo': 'Логотип',
  'branding.logoHint': 'Файл PNG або JPEG розміром не більше 200 КБ і 1000 × 1000 пікселів.',
  'branding.upload': 'Завантажити логотип',
  'branding.removeLogo': 'Видалити логотип',
  'branding.noLogo': 'Логотипа немає: замість нього показується назва.',
  'branding.notSet': 'Не задано',
  'branding.logoTooLarge': 'Розмір файлу — {size} КБ; логотип може бути не більше 200 КБ.',
  'branding.logoNotImage': 'Логотип має бути зображенням PNG або JPEG. SVG та інші формати не приймаються.',
  'branding.logoMismatch': 'Файл названо або надіслано як {declared}, але його вміст — {actual}.',
  'branding.logoTooManyPixels':
    'Розмір логотипа — {width} × {height} пікселів; допускається не більше 1000 × 1000.',
  'branding.logoCorrupt': 'Файл пошкоджено: його не вдається прочитати як ціле зображення.',
  'branding.logoEmpty': 'Виберіть файл PNG або JPEG для завантаження.',
  'audit.workspace.branding_changed': 'Фірмовий стиль змінено',
  'audit.workspace.logo_changed': 'Логотип змінено',
  'audit.workspace.logo_removed': 'Логотип видалено',
});
