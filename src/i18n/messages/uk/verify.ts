// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'Перевірка підписаного документа',
  'verify.lead':
    'Перевірте, чи документ, оформлений через цей сервіс, справжній і незмінений. Файл перевіряється на цьому сервері й не зберігається.',
  'verify.dropLabel': 'Перетягніть PDF сюди або виберіть його',
  'verify.chooseLabel': 'Вибрати PDF',
  'verify.dropHint': 'PDF розміром не більше 25 МіБ.',
  'verify.submit': 'Перевірити',
  'verify.checking': 'Перевірка файлу…',
  'verify.again': 'Перевірити інший файл',
  'verify.resultTitle': 'Результат перевірки',
  'verify.fileHash': 'SHA-256 файлу',
  'verify.sealsHeading': 'Печатки та позначки часу',
  'verify.requestHeading': 'Запит на підпис',
  'verify.claimedHeading': 'Запит, з якого нібито походить цей файл',
  'verify.claimed':
    'Файл було змінено після накладення печатки, тому ці дані лише відображають те, що в ньому заявлено. Їх показано так, як їх зафіксував сервіс.',
  'verify.noRequest':
    'Жоден запит, завершений цим сервісом, не містить цих оформлених сторінок, тому дані запиту не показано.',
  'verify.erased':
    'Цей сервіс завершив цей запит, але його запис відтоді стерто: імена та дані, які він містив, більше не зберігаються. Печатка вище все ще показує, чи це той самий файл, який було скріплено.',
  'verify.kind.signature': 'Печатка',
  'verify.kind.document_timestamp': 'Позначка часу документа',
  'verify.label.signer': 'Підписано',
  'verify.label.ours': 'Від цього сервісу',
  'verify.label.intact': 'Цілісність',
  'verify.label.covers': 'Охоплює весь файл',
  'verify.label.signedAt': 'Час підписання (заявлений)',
  'verify.label.timestamp': 'Довірена позначка часу',
  'verify.label.noTimestamp': 'немає',
  'verify.label.requestId': 'Ідентифікатор запиту',
  'verify.label.template': 'Шаблон',
  'verify.label.completed': 'Завершено',
  'verify.label.erased': 'Запис стерто',
  'verify.label.signers': 'Підписанти',
  'verify.signerSigned': '{role}: підписано {date}',
  'verify.signerNotSigned': '{role}: не підписано',
  'verify.yes': 'так',
  'verify.no': 'ні',
  'verify.timestampBy': '{time}, {authority}',
  'verify.timestampByBroken': '{time}, {authority} (пошкоджено)',
  'verify.verdict.valid.heading': 'Справжній і незмінений',
  'verify.verdict.valid.text':
    'Цей файл точно такий, яким його скріпив печаткою цей сервіс: печатка ціла, і після неї нічого не змінено й не додано.',
  'verify.verdict.modified.heading': 'Змінено після накладення печатки',
  'verify.verdict.modified.text':
    'Цей файл має печатку цього сервісу, але його вміст більше не відповідає скріпленому, або після печатки щось додано. Не покладайтеся на нього; попросіть відправника надати оригінал.',
  'verify.verdict.not_ours.heading': 'Підписано, але не цим сервісом',
  'verify.verdict.not_ours.text':
    'Цей файл має цифровий підпис, але жоден із них не створено цим сервісом. Перевірте його в особи, яка його підписала.',
  'verify.verdict.not_sealed.heading': 'Печатки немає',
  'verify.verdict.not_sealed.text':
    'Цей PDF не має цифрового підпису, тому ніщо не може підтвердити його походження чи незмінність.',
  'verify.error.notPdf': 'Файл не є PDF.',
  'verify.error.noFile': 'Виберіть PDF для перевірки.',
  'verify.error.tooLarge': 'Розмір файлу перевищує 25 МіБ.',
  'verify.error.generic': 'Не вдалося перевірити файл. Будь ласка, повторіть спробу.',
});
