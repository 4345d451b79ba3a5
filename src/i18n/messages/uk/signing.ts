// Українська (офіційно-діловий стиль, звертання на «Ви»). Keys and {placeholders} as in en.
import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Перейти до вмісту',
  'page.languages': 'Мова',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member}, {workspace}',
  'sender.contact': '{member}, {workspace} ({email})',

  'sign.title': 'Підписання: {document}',
  'sign.lead': '{sender} просить Вас, {name} ({email}), підписати цей документ як {role}.',
  'sign.deadline': 'Будь ласка, підпишіть до {deadline}.',
  'sign.noscript':
    'Для підписання потрібен JavaScript. Увімкніть його у браузері або попросіть {sender} надати паперовий примірник для власноручного підпису.',
  'sign.documentHeading': 'Документ',
  'sign.download': '{link}, щоб прочитати або роздрукувати його.',
  'sign.downloadLink': 'Завантажте документ у форматі PDF',
  'sign.documentLabel': 'Текст документа',
  'sign.pdfTitle': 'Документ (PDF)',
  'sign.nextField': 'Наступне поле',
  'sign.allFilled': 'Усі поля заповнено. Позначте поле нижче та підпишіть.',
  'sign.signHere': 'Підпишіть тут: {label}',
  'sign.pageOf': 'Сторінка {n} з {total}',
  'sign.heading': 'Підписання',
  'sign.details': 'Ваші дані',
  'sign.required': '(обов’язково)',
  'sign.choose': 'Виберіть…',
  'sign.signatureLegend': 'Ваш підпис',
  'sign.modeTyped': 'Ввести ім’я',
  'sign.modeDrawn': 'Намалювати підпис',
  'sign.typedLabel': 'Введіть своє повне ім’я як підпис',
  'sign.drawHelp': 'Намалюйте свій підпис у полі мишею, пальцем або стилусом.',
  'sign.drawArea': 'Поле для малювання підпису',
  'sign.clear': 'Очистити',
  'sign.consentLegend': 'Згода на електронне підписання',
  'sign.button': 'Підписати',
  'sign.signing': 'Підписання…',
  'sign.yes': 'Так',
  'sign.no': 'Ні',
  'sign.fillBelow': '{label}: заповнюєте Ви нижче',
  'sign.fillBy': '{label}: заповнює {role}',
  'sign.fillBySender': '{label}: заповнює відправник',
  'sign.signedBy': '(підписано: {name})',
  'sign.signedOn': 'Підписано: {name}, {date}',
  'cert.initials': 'Ініціали',
  'sign.notSigned': 'Ще не підписано',
  'sign.guideLabel': 'Ваші поля',
  'sign.fieldOf': 'Поле {n} з {total}',
  'sign.back': 'Назад',
  'sign.next': 'Далі',
  'sign.finish': 'Завершити',
  'sign.done': 'Готово',
  'sign.ready': 'Усе заповнено: перевірте та підпишіть нижче',
  'sign.optional': '(необов’язково)',
  'sign.emptyBox': '{label}: не заповнено',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'позначено',
  'sign.unchecked': 'не позначено',
  'sign.zoomIn': 'Збільшити',
  'sign.zoomOut': 'Зменшити',
  'sign.zoomFit': 'За шириною',
  'sign.zoomLabel': 'Масштаб',
  'sign.signingDate': 'Дата підписання, заповнена автоматично.',
  'sign.initialsLegend': 'Ваші ініціали',
  'sign.initialsTyped': 'Ввести ініціали',
  'sign.initialsDrawn': 'Намалювати ініціали',
  'sign.initialsLabel': 'Ваші ініціали',
  'sign.initialsHelp': 'Намалюйте свої ініціали в полі.',
  'sign.initialsArea': 'Поле для малювання ініціалів',
  'sign.fieldProblem': 'Перейти до поля «{label}»',

  'verification.title': 'Підтвердьте свою особу: {document}',
  'verification.lead':
    '{sender} просить Вас підписати цей документ. Перш ніж його буде відкрито, підтвердьте, що це посилання для підписання належить Вам.',
  'verification.accessHeading': 'Введіть код доступу',
  'verification.accessHelp':
    '{sender} надав(-ла) Вам код доступу до цього документа окремо від листа з цим посиланням. Якщо коду у Вас немає, зверніться до {sender}.',
  'verification.accessLabel': 'Код доступу',
  'verification.emailHeading': 'Отримати код електронною поштою',
  'verification.emailHelp':
    'Ми надішлемо 6-значний код на адресу {email}. Він дійсний протягом {minutes} хв.',
  'verification.emailLabel': '6-значний код із листа',
  'verification.send': 'Надіслати код',
  'verification.sendAgain': 'Надіслати новий код',
  'verification.submit': 'Продовжити',
  'verification.lockedUntil': 'Забагато разів введено неправильний код. Повторити спробу можна з {time}.',
  'verification.sent': 'Ми надіслали код на адресу {email}. Він дійсний протягом {minutes} хв.',
  'verification.sending': 'Надсилання…',
  'verification.checking': 'Перевірка…',
  'verification.error.empty': 'Введіть код.',
  'verification.error.digits': 'Код складається з 6 цифр.',
  'verification.error.wrong': 'Код неправильний або строк його дії минув. Залишилося спроб: {count}.',
  'verification.error.locked': 'Забагато неправильних кодів. Повторіть спробу через {wait} хв.',
  'verification.error.sendLimit': 'За останню годину Ви запросили 5 кодів. Повторіть спробу через {wait} хв.',
  'verification.error.failed': 'Сталася помилка. Будь ласка, повторіть спробу.',

  'order.only': 'Ви — єдиний підписант.',
  'order.first': 'Ваша черга підписання — перша з {count}; інші підписанти підписують після Вас.',
  'order.firstOfTwo': 'Ваша черга підписання — перша з двох; інший підписант підписує після Вас.',
  'order.afterOne': 'Ваша черга підписання — {position} з {count}; перший підписант уже підписав.',
  'order.afterMany':
    'Ваша черга підписання — {position} з {count}; кожен із {earlier} попередніх підписантів уже підписав.',
  'order.ordinals': 'перша|друга|третя|четверта|п’ята|шоста|сьома|восьма|дев’ята|десята',
  'order.numbers': 'одного|двох|трьох|чотирьох|п’яти|шести|семи|восьми|дев’яти|десяти',

  'consent.intro':
    '{sender} використовує Countersign для збирання електронних підписів. Перед підписанням зверніть увагу:',
  'consent.electronic':
    'Позначивши поле, Ви погоджуєтеся отримувати цей документ і повідомлення щодо нього в електронній формі та підписати його електронним підписом. Ваш електронний підпис має таку саму силу, як і підпис на папері.',
  'consent.paper':
    'Ви можете будь-коли безкоштовно отримати паперовий примірник: завантажте PDF вище та роздрукуйте його або попросіть {contact} надіслати його Вам. Коли всі підпишуть, підписаний PDF буде надіслано на адресу {email}; його також можна буде завантажити на цій сторінці.',
  'consent.paperNoEmail':
    'Ви можете будь-коли безкоштовно отримати паперовий примірник: завантажте PDF вище та роздрукуйте його або попросіть {contact} надіслати його Вам. Коли всі підпишуть, підписаний PDF можна буде завантажити на цій сторінці.',
  'consent.withdraw':
    'Ви не зобов’язані підписувати електронно. Ви можете відмовитися нижче або звернутися до {contact}, щоб підписати на папері. Подальше відкликання згоди не скасовує вже наданого підпису.',
  'consent.requirements':
    'Вам потрібні сучасний браузер, програма для перегляду або друку PDF і доступ до електронної адреси {email}. Якщо адреса зміниться, повідомте {contact}.',
  'consent.agree':
    'Я ознайомився(-лася) з наведеним вище повідомленням, погоджуюся використовувати електронні документи та підписати цей документ електронно, і мій електронний підпис має для мене таку саму обов’язкову силу, як і власноручний.',

  'decline.summary': 'Відмовитися від підписання',
  'decline.explain':
    'Якщо Ви відмовитеся, ніхто більше не зможе підписати цей запит, а {sender} отримає повідомлення електронною поштою.',
  'decline.reason': 'Причина (необов’язково, буде передано {sender})',
  'decline.button': 'Відмовитися від підписання',
  'decline.confirmQuestion': 'Відмовитися від підписання документа {document}? Цю дію неможливо скасувати.',
  'decline.confirm': 'Так, відмовитися',
  'decline.cancel': 'Ні, повернутися',

  'error.typed': 'Введіть своє ім’я як підпис.',
  'error.drawn': 'Намалюйте свій підпис у полі.',
  'error.consent': 'Позначте поле, щоб погодитися на електронне підписання.',
  'error.required': 'Поле «{label}» є обов’язковим.',
  'error.number': 'Поле «{label}» має містити число.',
  'error.email': 'Поле «{label}» має містити адресу електронної пошти.',
  'error.tick': 'Позначте «{label}», щоб підписати: це обов’язково.',
  'error.date': 'Поле «{label}» має містити дату у форматі {example}.',
  'error.dateMonth': '{label}: місяця {month} не існує.',
  'error.dateDays': '{label}: у місяці {month} {days} дн.',
  'error.signFailed': 'Сталася помилка, нічого не підписано. Будь ласка, повторіть спробу.',
  'error.declineFailed': 'Сталася помилка, відмову не зареєстровано. Будь ласка, повторіть спробу.',
  'error.initials': 'Введіть або намалюйте свої ініціали.',
  'error.range': 'Значення поля «{label}» має бути від {min} до {max}.',
  'error.min': 'Значення поля «{label}» має бути не менше {min}.',
  'error.max': 'Значення поля «{label}» має бути не більше {max}.',
  'error.integer': 'Поле «{label}» має містити ціле число.',
  'error.summary': 'Будь ласка, виправте таке:',

  'waiting.title': 'Ваша черга ще не настала',
  'waiting.lead': '{document} підписується в установленому порядку. Спочатку має підписати {waitingFor}.',
  'waiting.email':
    '{name}, коли настане Ваша черга, Ви отримаєте лист на адресу {email}. Цю сторінку можна закрити.',
  'waiting.noEmail':
    'Поверніться до цього посилання, коли {sender} повідомить, що настала Ваша черга. Цю сторінку можна закрити.',
  'signed.title': 'Дякуємо, документ підписано',
  'signed.lead': 'Ви підписали {document} як {role} {date}.',
  'signed.next':
    'Документ ще мають підписати інші особи. Коли всі підпишуть, підписаний документ буде надіслано на адресу {email}; його також можна буде завантажити за цим посиланням. Цю сторінку можна закрити.',
  'signed.nextNoEmail':
    'Документ ще мають підписати інші особи. Коли всі підпишуть, підписаний документ можна буде завантажити за цим посиланням. Цю сторінку можна закрити.',
  'signed.nextEmbedded':
    'Документ ще мають підписати інші особи. Коли всі підпишуть, підписаний документ буде надіслано на адресу {email}. Цю сторінку можна закрити.',
  'signed.nextEmbeddedNoEmail': 'Документ ще мають підписати інші особи. Цю сторінку можна закрити.',
  'completed.title': 'Документ підписали всі',
  'completed.lead':
    'Дякуємо, {name}. Ви підписали {document} {date}, як і всі інші учасники: документ оформлено.',
  'completed.leadOnly': 'Дякуємо, {name}. Ви підписали {document} {date}: документ оформлено.',
  'completed.leadViewer': '{document} підписали всі: документ оформлено.',
  'completed.download': 'Завантажити підписаний документ (PDF)',
  'completed.keep':
    'Збережіть примірник для своїх записів. Він завершується сертифікатом аудиту та має цифрову печатку, тому будь-яку подальшу зміну можна виявити.',
  'completed.emailed': 'Примірник також надіслано на адресу {email}.',
  'declined.title': 'Цей запит відхилено',
  'declined.byYou': 'Ви відмовилися підписати {document}. {sender} отримав(-ла) повідомлення.',
  'declined.other': 'Один із підписантів відмовився підписувати, тому {document} більше не можна підписати.',
  'voided.title': 'Цей запит анульовано',
  'voided.text': '{sender} анулював(-ла) цей запит, тому {document} більше не можна підписати.',
  'expired.title': 'Строк дії цього запиту минув',
  'expired.text':
    'Строк для підписання документа {document} минув {date}. Якщо Ваш підпис досі потрібен, попросіть {sender} надіслати новий запит.',
  'removed.title': 'Цей запит видалено',
  'removed.text':
    'Цей запит і всі його дані остаточно видалено, тому тут більше нічого переглядати чи підписувати. Якщо Ви зберегли підписаний документ, його досі можна перевірити за адресою, надрукованою на ньому.',
  'notFound.title': 'Це посилання для підписання не працює',
  'notFound.text':
    'Посилання недійсне. Перевірте, чи відкрито посилання з листа повністю, або попросіть відправника надіслати його ще раз.',

  'mail.greeting': 'Шановний(-а) {name},',
  'mail.greetingAnonymous': 'Доброго дня!',
  'mail.messageFrom': 'Повідомлення від {sender}:',
  'mail.reason': 'Зазначена причина:',
  'mail.button': 'Переглянути та підписати',
  'mail.orOpen': 'Або відкрийте це посилання: {url}',
  'mail.deadline': 'Будь ласка, підпишіть до {deadline}.',
  'mail.footerLink':
    'Надіслано через Countersign від імені {sender}. Це посилання для підписання є персональним: не пересилайте його.',
  'mail.footer': 'Надіслано через Countersign від імені {sender}.',
  'mail.footerReply': 'Відповіді на цей лист надходять до {member} ({email}).',
  'mail.fromName': '{sender} через Countersign',
  'mail.invitation.subject': 'Прохання підписати: {document}, від {sender}',
  'mail.invitation.body': '{sender} надіслав(-ла) Вам «{document}» для електронного підписання.',
  'mail.reminder.subject': 'Нагадування: прохання підписати {document}, від {sender}',
  'mail.reminder.body': 'Нагадуємо, що «{document}» від {sender} очікує на Ваш підпис.',
  'mail.voided.subject': 'Анульовано: {document}',
  'mail.voided.body':
    '{sender} анулював(-ла) запит на підписання «{document}». Від Вас більше нічого не потрібно.',
  'mail.declined.subject': 'Відхилено: {document}',
  'mail.declined.body':
    '{decliner} відмовився(-лася) підписати «{document}», тому запит від {sender} завершено. Від Вас більше нічого не потрібно.',
  'mail.declineConfirmation.subject': 'Ви відмовилися: {document}',
  'mail.declineConfirmation.body':
    'Ви відмовилися підписати «{document}». Запит від {sender} завершено, відправника повідомлено.',
  'mail.declineConfirmation.mistake':
    'Якщо це сталося помилково, дайте відповідь на цей лист, щоб зв’язатися з {member}.',
  'mail.completed.subject': 'Завершено: {document}',
  'mail.completed.body':
    '«{document}», надісланий {sender}, підписали всі. Оформлений документ додано до листа для Ваших записів.',
  'mail.expired.subject': 'Строк минув: {document}',
  'mail.expired.body':
    'Строк дії запиту на підписання «{document}» від {sender} минув до того, як усі підписали. Від Вас більше нічого не потрібно.',
  'mail.footerCopied':
    '{sender} додав(-ла) Вас у копію цього запиту: Ви дізнаєтеся, чим він завершиться, а підписувати нічого не потрібно.',
  'mail.senderCompleted.body':
    '«{document}» підписали всі. Оформлений документ додано до листа для Ваших записів.',
  'mail.senderCompleted.optOut':
    'Ви отримали цей лист, оскільки надіслали запит. Щоб не отримувати таких листів, вимкніть їх у розділі «Сповіщення» в Countersign.',

  'mail.senderDeclined.subject': 'Відхилено ({decliner}): {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), підписант у ролі {role}, відмовився(-лася) підписати «{document}». Запит завершено, і ніхто інший не може його підписати.',
  'mail.senderDeclined.open': 'Відкрити запит',
  'mail.senderDeclined.request': 'Запит: {id}',
  'mail.senderDeclined.reply': 'Дайте відповідь на цей лист, щоб зв’язатися з {decliner}.',
  'mail.senderFooter': 'Надіслано через Countersign для {workspace}.',

  'mail.verification.subject': 'Ваш код для відкриття {document}',
  'mail.verification.body':
    '{sender} просить Вас підписати «{document}». Щоб відкрити документ, введіть цей код на сторінці підписання:',
  'mail.verification.valid': 'Код дійсний протягом {minutes} хв. Діє лише найновіший код.',
  'mail.verification.button': 'Відкрити сторінку підписання',
  'mail.verification.notYou':
    'Якщо Ви не запитували код, просто проігноруйте цей лист: без коду ніхто не зможе відкрити документ.',

  'cert.email': 'Ел. пошта',
  'cert.role': 'Роль',
  'cert.ip': 'IP-адреса',
  'cert.userAgent': 'Браузер (User-Agent)',
  'cert.invited': 'Запрошено',
  'cert.opened': 'Відкрито',
  'cert.signed': 'Підписано',
  'cert.declined': 'Відхилено',
  'cert.method': 'Підпис',
  'cert.typed': 'Введене ім’я',
  'cert.drawn': 'Намальовано від руки',
  'cert.consent': 'Згода',
  'cert.consentText': 'Прийнято повідомлення про електронне підписання ({language}); SHA-256 його тексту:',
  'cert.language': 'Мова',
  'cert.verification': 'Перевірка особи',
  'cert.verifiedEmail': 'Особу перевірено кодом, надісланим на {email}, введено {date}',
  'cert.verifiedAccessCode': 'Код доступу, наданий відправником, введено {date}',
  'cert.notVerified': 'Потрібен був код; його не введено',
  'cert.copied': 'У копії',
  'cert.copiedNote': 'Цим особам надсилається результат запиту. Їх не просили підписувати.',
  'sign.dateFormat': 'Формат: {pattern}',
  'sign.dateLetters': 'ДД ММ РРРР',
  'verification.lockedUntilReminded':
    'Забагато разів введено неправильний код. Це посилання заблоковано, доки {sender} не надішле його Вам повторно: зверніться до відправника.',
  'verification.error.linkLocked':
    'Забагато разів введено неправильний код. Це посилання заблоковано, доки {sender} не надішле його Вам повторно.',
  'verification.accessCase': 'Великі та малі літери не розрізняються.',
  'mail.accessCodeNeeded':
    'Щоб відкрити документ, потрібен код доступу, який {sender} надасть Вам окремо. Його немає в цьому листі; якщо коду у Вас немає, зверніться до {sender}.',
  'mail.senderLinkLocked.subject': 'Посилання для підписання заблоковано: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'За посиланням для підписання, наданим {signer} ({email}), який(-а) підписує «{document}» як {role}, кількість введених неправильних кодів: {count}. Посилання заблоковано: воно не відкриється ні для кого, доки Ви не надішлете {signer} нагадування.',
  'mail.senderLinkLocked.unlock':
    'Якщо помилялася особа {signer}, надішліть їй нагадування із запиту (або викликом remind в API): нагадування розблоковує посилання. Якщо ні, посилання може бути в когось іншого: розгляньте можливість анулювати запит.',
  'verification.error.lockedHours': 'Забагато неправильних кодів. Повторіть спробу через {wait} год.',

  'field.chooseBetween': 'Виберіть від {min} до {max}.',
  'field.chooseAtLeast': 'Виберіть щонайменше {min}.',
  'field.chooseAtMost': 'Виберіть щонайбільше {max}.',
  'field.fileHint': 'Файл PDF, PNG або JPEG розміром до 10 МБ.',
  'field.filesHint': 'До {max} файлів PDF, PNG або JPEG, кожен розміром до 10 МБ.',
  'field.imageHint': 'Зображення PNG або JPEG розміром до 5 МБ.',
  'field.remove': 'Видалити',
  'field.removeFile': 'Видалити {name}',
  'field.uploading': 'Завантаження {name}',
  'field.preview': 'Попередній перегляд {name}',
  'field.readonlyNote': 'Заповнено відправником; змінити неможливо.',
  'field.imageGiven': 'Зображення від відправника',
  'error.phone': 'Поле «{label}» не містить номера телефону.',
  'error.phoneRegion':
    'Поле «{label}» не містить номера телефону. Номер без коду країни вважається номером країни {code}: для іншої країни почніть із + та її коду.',
  'error.pattern': 'Поле «{label}» не відповідає потрібному формату.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'У полі «{label}» виберіть щонайменше {min}.',
  'error.chooseMax': 'У полі «{label}» виберіть щонайбільше {max}.',
  'error.tooManyFiles': 'Поле «{label}» приймає щонайбільше {max} файлів: спочатку видаліть один.',
  'error.fileType': '{name} не є файлом PDF, PNG або JPEG.',
  'error.imageType': '{name} не є зображенням PNG або JPEG.',
  'error.fileSize': 'Розмір {name} перевищує {size}.',
  'error.upload': 'Не вдалося долучити {name}: {reason}',
  'error.uploadFailed': 'Не вдалося долучити {name}. Будь ласка, повторіть спробу.',
});
