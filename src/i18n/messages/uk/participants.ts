// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Підписант',
  'kind.approver': 'Погоджувач',
  'kind.viewer': 'Ознайомлювач',
  'kind.witness': 'Свідок',
  'kind.witnessFor': 'Свідок для {role}',
  'kind.label': 'Бере участь як',
  'kind.witnessForLabel': 'Засвідчує підпис',

  'audit.signature_request.approved': 'Погоджено погоджувачем',
  'audit.signature_request.viewed': 'Прочитано та підтверджено ознайомлювачем',
  'audit.signature_request.witnessed': 'Підписано свідком',
  'timeline.approved': 'Погоджено: {who}',
  'timeline.viewed': 'Прочитано та підтверджено: {who}',
  'timeline.witnessed': 'Засвідчено: {who}',

  'turn.lead.approver':
    '{sender} просить Вас, {name} ({email}), погодити цей документ як {role}. Ви нічого не підписуєте.',
  'turn.lead.viewer':
    '{sender} просить Вас, {name} ({email}), ознайомитися з цим документом як {role} і підтвердити ознайомлення.',
  'turn.lead.witness':
    '{sender} просить Вас, {name} ({email}), засвідчити підпис {witnessed} ({witnessedRole}) як {role}.',
  'turn.heading.approver': 'Погодження',
  'turn.heading.viewer': 'Підтвердження ознайомлення',
  'turn.approveExplain': 'Погодження передає чергу наступній особі. Щоб відмовити, відхиліть документ нижче.',
  'turn.approve': 'Погодити',
  'turn.approving': 'Погодження…',
  'turn.readExplain': 'Ознайомтеся з документом вище, а потім підтвердьте.',
  'turn.read': 'Я ознайомився(-лася) з цим документом',
  'turn.readNeeded': 'Позначте поле, щоб підтвердити ознайомлення з документом.',
  'turn.confirm': 'Підтвердити',
  'turn.confirming': 'Підтвердження…',
  'reject.summary': 'Відхилити',
  'reject.explain':
    'Якщо Ви відхилите документ, ніхто більше не зможе підписати цей запит, а {sender} отримає повідомлення електронною поштою.',
  'reject.reason': 'Чому Ви відхиляєте документ? (буде передано {sender})',
  'reject.reasonNeeded': 'Зазначте причину відхилення.',
  'reject.button': 'Відхилити',
  'reject.confirmQuestion': 'Відхилити {document}? Цю дію неможливо скасувати.',
  'reject.confirm': 'Так, відхилити',

  'done.title.approver': 'Дякуємо, документ погоджено',
  'done.title.viewer': 'Дякуємо, ознайомлення підтверджено',
  'done.title.witness': 'Дякуємо, підпис засвідчено',
  'done.lead.approver': 'Ви погодили {document} як {role} {date}.',
  'done.lead.viewer': 'Ви підтвердили ознайомлення з {document} як {role} {date}.',
  'done.lead.witness': 'Ви підписали {document} як {role} (свідок) {date}.',

  'mail.invitation.subject.approver': 'Прохання погодити: {document}, від {sender}',
  'mail.invitation.subject.viewer': 'Прохання ознайомитися: {document}, від {sender}',
  'mail.invitation.subject.witness': 'Прохання засвідчити підпис: {document}, від {sender}',
  'mail.invitation.body.approver':
    '{sender} просить Вас погодити «{document}». Ви нічого не підписуєте: Ви погоджуєте або відхиляєте документ.',
  'mail.invitation.body.viewer':
    '{sender} просить Вас ознайомитися з «{document}» і підтвердити ознайомлення.',
  'mail.invitation.body.witness': '{sender} просить Вас засвідчити підпис {witnessed} на «{document}».',
  'mail.reminder.subject.approver': 'Нагадування: прохання погодити {document}, від {sender}',
  'mail.reminder.subject.viewer': 'Нагадування: прохання ознайомитися з {document}, від {sender}',
  'mail.reminder.subject.witness': 'Нагадування: прохання засвідчити підпис на {document}, від {sender}',
  'mail.button.approver': 'Переглянути та погодити',
  'mail.button.viewer': 'Відкрити та ознайомитися',
  'mail.button.witness': 'Переглянути та засвідчити',

  'document.block.witnessFor': '{role}, свідок для {witnessed}',
  'cert.part': 'Участь у ролі',
  'cert.part.approver': 'Погоджувач: погоджено ({name})',
  'cert.part.viewer': 'Ознайомлювач: прочитано ({name})',
  'cert.part.witness': 'Свідок: засвідчено ({name}) для {witnessed} ({witnessedRole})',
  'cert.approved': 'Погоджено',
  'cert.read': 'Прочитано та підтверджено',
  'cert.witnessed': 'Засвідчено',

  'cert.inPerson': 'Підписано особисто',
  'cert.inPersonText': 'Організатор: {host}, на пристрої та з IP-адреси, зазначених вище',
  'cert.ownSession': 'Підтвердження особи',
  'cert.ownSessionText': 'Підписано в сеансі Countersign учасника робочого простору {member}',
  'host.title': 'Передайте цей пристрій',
  'host.lead': 'Ви організовуєте підписання «{document}» для {name} ({role}) на цьому пристрої.',
  'host.hint': 'Передайте пристрій {name} зараз. Продовжувати має лише ця особа.',
  'host.start': 'Почати як {name}',
  'host.gone.title': 'Це посилання для особистого підписання не можна використати',
  'host.gone.lead':
    'Його вже використано, воно створене понад 15 хвилин тому, або черга, яку воно відкривало, минула. Запросіть нове на сторінці запиту.',
  'host.member.title': 'Увійдіть, щоб організувати це підписання',
  'host.member.lead': 'Відкрити це посилання може лише учасник {workspace}, який увійшов на цьому пристрої.',
  'host.member.signIn': 'Увійти',
  'host.witnessNow': 'Засвідчити зараз: {name}',
  'host.witnessNowHint': '{name} засвідчує цей підпис наступним(-ою) на цьому пристрої.',
  'host.back': 'Повернутися до запиту',
  'requests.signInPerson': 'Підписати особисто',
  'requests.signInPersonHint': 'Відкриває чергу {name} на цьому пристрої. Передайте його цій особі.',
  'requests.signNow': 'Підписати зараз',
  'requests.yourTurn': 'Настала Ваша черга: Ви підписуєте тут, лист Вам не надсилається.',
  'requests.yourTurnLater': 'Ви підписуєте як {role}, коли настане Ваша черга; лист Вам не надсилається.',

  'turn.position': 'Ваша черга — {position} з {count}.',
  'turn.deadline.approver': 'Будь ласка, погодьте або відхиліть до {deadline}.',
  'turn.deadline.viewer': 'Будь ласка, ознайомтеся до {deadline}.',
});
