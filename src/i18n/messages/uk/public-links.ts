// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} просить Вас заповнити та підписати «{document}».',
  'publicLink.hint':
    'Щоб почати, укажіть своє ім’я та адресу електронної пошти. Ваш підписаний примірник буде надіслано на цю адресу.',
  'publicLink.verifyHint': 'Перед підписанням ми надішлемо Вам код для підтвердження адреси.',
  'publicLink.nextHeading': 'Після Вас',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Ваше повне ім’я',
  'publicLink.email': 'Ваша адреса електронної пошти',
  'publicLink.start': 'Продовжити',
  'publicLink.working': 'Перевірка браузера, зачекайте…',
  'publicLink.noscript':
    'Для цієї форми потрібен JavaScript: Ваш браузер виконує коротке обчислення, яке захищає від автоматичних реєстрацій.',
  'publicLink.problems': 'Будь ласка, перевірте форму:',
  'publicLink.error.name': 'Введіть своє ім’я.',
  'publicLink.error.email': 'Введіть адресу електронної пошти, наприклад name@example.com.',
  'publicLink.error.proof':
    'Перевірка від Вашого браузера не надійшла або застаріла. Будь ласка, надішліть форму ще раз.',
  'publicLink.limited.title': 'Забагато розпочатих підписань',
  'publicLink.limited.lead':
    'Сьогодні цю форму розпочинали забагато разів — з цього з’єднання або загалом. Будь ласка, повторіть спробу завтра.',
  'publicLink.unavailable.title': 'Ця форма недоступна',
  'publicLink.unavailable.lead':
    'Можливо, посилання вимкнено або введено з помилкою, або форма зараз не приймає нових підписань. Зверніться до особи, яка надала Вам посилання.',

  'publicLink.app.action': 'Публічне посилання',
  'publicLink.app.actionLabel': 'Публічне посилання: {name}',
  'publicLink.app.title': 'Публічне посилання: {name}',
  'publicLink.app.lead':
    'Будь-хто з посиланням підписує цей шаблон як {role}: указує своє ім’я та адресу електронної пошти й підписує. Далі запит переходить до осіб, яких Ви зазначите тут, і враховується в Вашому місячному ліміті.',
  'publicLink.app.on':
    'Посилання ввімкнено. Розмістіть його там, де його знайдуть особи, які мають підписати.',
  'publicLink.app.off': 'Посилання вимкнено.',
  'publicLink.app.url': 'Посилання',
  'publicLink.app.people': 'Хто далі як {role}',
  'publicLink.app.personName': 'Ім’я',
  'publicLink.app.personEmail': 'Адреса електронної пошти',
  'publicLink.app.verify': 'Запитувати код, надісланий електронною поштою, перед підписанням (рекомендовано)',
  'publicLink.app.turnOn': 'Увімкнути посилання',
  'publicLink.app.save': 'Зберегти зміни',
  'publicLink.app.turnOff': 'Вимкнути посилання',
  'publicLink.app.turnedOn': 'Посилання ввімкнено.',
  'publicLink.app.turnedOff': 'Посилання вимкнено: його адреса більше не діє.',
  'publicLink.app.ownersOnly':
    'Лише власник робочого простору може вмикати або вимикати публічне посилання шаблону.',
  'publicLink.app.notPublished': 'Публічне посилання доступне лише для опублікованого шаблону.',
  'publicLink.app.nameMissing': 'Введіть ім’я.',
  'publicLink.app.emailMissing': 'Введіть адресу електронної пошти, наприклад name@example.com.',
});
