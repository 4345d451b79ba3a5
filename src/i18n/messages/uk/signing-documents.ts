// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'Документи',
  'signDocuments.fact.one': 'Для ознайомлення — {count} документ, усього {pages}; Ви підписуєте їх один раз.',
  'signDocuments.fact.few':
    'Для ознайомлення — {count} документи, усього {pages}; Ви підписуєте їх усі одночасно.',
  'signDocuments.fact.many':
    'Для ознайомлення — {count} документів, усього {pages}; Ви підписуєте їх усі одночасно.',
  'signDocuments.fact.other':
    'Для ознайомлення — {count} документа, усього {pages}; Ви підписуєте їх усі одночасно.',
  'signDocuments.pages.one': '{count} сторінка',
  'signDocuments.pages.few': '{count} сторінки',
  'signDocuments.pages.many': '{count} сторінок',
  'signDocuments.pages.other': '{count} сторінки',
  'signDocuments.download': '{link}, щоб прочитати або роздрукувати їх.',
  'signDocuments.downloadLink': 'Завантажте всі документи ({count}) одним файлом PDF',
  'signDocuments.nav': 'Документи в цьому запиті',
  'signDocuments.position': 'Документ {n} з {total}',
  'signDocuments.current': 'Документ {n} з {total}: {name}',
  'signDocuments.inView': 'Відображається',
});
