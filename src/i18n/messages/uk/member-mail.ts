// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Шановний(-а) {name},',
  'memberMail.footer': 'Надіслано Countersign. Якщо Ви не очікували цього листа, просто проігноруйте його.',
  'memberMail.orOpen': 'Якщо кнопка не працює, відкрийте це посилання: {url}',
  'memberMail.signIn.subject': 'Вхід до {workspace} у Countersign',
  'memberMail.signIn.body': 'Щоб увійти до {workspace} у Countersign, відкрийте посилання в цьому листі.',
  'memberMail.signIn.button': 'Увійти',
  'memberMail.signIn.after':
    'Посилання можна використати один раз протягом 15 хвилин. Якщо Ви не намагалися увійти, проігноруйте цей лист.',
  'memberMail.invitation.subject': 'Запрошення до {workspace} у Countersign',
  'memberMail.invitation.body':
    '{inviter} запрошує Вас надсилати документи на підписання від імені {workspace} у Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'Вас запрошено надсилати документи на підписання від імені {workspace} у Countersign.',
  'memberMail.invitation.button': 'Приєднатися та увійти',
  'memberMail.invitation.after':
    'Посилання можна використати один раз протягом 7 днів. Надалі входьте на {url} з цією адресою електронної пошти.',
});
