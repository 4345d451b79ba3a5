// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · підписано {when}',
  'document.caption.signed': 'Підписано {when}',
  'document.checkbox.yes': 'Так',
  'document.checkbox.no': 'Ні',
  'document.signature.drawnBy': '(підписано: {name})',
  'document.block.name': 'Ім’я: {name}',
  'document.block.email': 'Ел. пошта: {email}',
  'document.page': 'Сторінка {page} з {pages}',
  'document.requestPage': 'Запит {id} · Сторінка {page} з {pages}',
  'cert.documents': 'Документи',
  'cert.documentsNote': 'Підписані документи в порядку розташування їхніх сторінок у цьому файлі.',
  'cert.documentPages': 'Сторінки {first}–{last} цього файлу',
  'cert.documentPage': 'Сторінка {first} цього файлу',
  'cert.documentFile': 'Оригінальний файл',
  'cert.documentSha256': 'SHA-256 документа в надісланому вигляді',
  'cert.originalSha256': 'SHA-256 оригінального файлу (перетвореного на PDF)',
  'cert.attachments': 'Долучені файли',
  'cert.attachmentsNote': 'Файли, долучені підписантами, вбудовані в цей PDF як вкладення під цими назвами.',
  'cert.attachmentField': 'Долучив(-ла)',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Розмір',
  'cert.attachmentBytes': '{size} байтів',
  'cert.attachmentSha256': 'SHA-256 файлу',
});
