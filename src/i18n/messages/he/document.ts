// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · נחתם {when}',
  'document.caption.signed': 'נחתם {when}',
  'document.checkbox.yes': 'כן',
  'document.checkbox.no': 'לא',
  'document.signature.drawnBy': '(נחתם על ידי {name})',
  'document.block.name': 'שם: {name}',
  'document.block.email': 'דוא״ל: {email}',
  'document.page': 'עמוד {page} מתוך {pages}',
  'document.requestPage': 'בקשה {id} · עמוד {page} מתוך {pages}',
  'cert.documents': 'מסמכים',
  'cert.documentsNote': 'המסמכים שנחתמו, לפי סדר הופעת עמודיהם בקובץ זה.',
  'cert.documentPages': 'עמודים {first}–{last} בקובץ זה',
  'cert.documentPage': 'עמוד {first} בקובץ זה',
  'cert.documentFile': 'הקובץ המקורי',
  'cert.documentSha256': 'SHA-256 של המסמך כפי שנשלח',
  'cert.originalSha256': 'SHA-256 של הקובץ המקורי (שהומר ל-PDF)',
  'cert.attachments': 'קבצים מצורפים',
  'cert.attachmentsNote': 'הקבצים שצירפו החותמים, המוטמעים ב-PDF זה כקבצים מצורפים בשמות אלה.',
  'cert.attachmentField': 'צורף על ידי',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'גודל',
  'cert.attachmentBytes': '{size} בתים',
  'cert.attachmentSha256': 'SHA-256 של הקובץ',
});
