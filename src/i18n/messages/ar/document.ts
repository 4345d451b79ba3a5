// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · وقّع في {when}',
  'document.caption.signed': 'وُقّع في {when}',
  'document.checkbox.yes': 'نعم',
  'document.checkbox.no': 'لا',
  'document.signature.drawnBy': '(وقّعه {name})',
  'document.block.name': 'الاسم: {name}',
  'document.block.email': 'البريد الإلكتروني: {email}',
  'document.page': 'الصفحة {page} من {pages}',
  'document.requestPage': 'الطلب {id} · الصفحة {page} من {pages}',
  'cert.documents': 'المستندات',
  'cert.documentsNote': 'المستندات الموقّعة، بترتيب ظهور صفحاتها في هذا الملف.',
  'cert.documentPages': 'الصفحات {first}–{last} من هذا الملف',
  'cert.documentPage': 'الصفحة {first} من هذا الملف',
  'cert.documentFile': 'الملف الأصلي',
  'cert.documentSha256': 'بصمة SHA-256 للمستند كما أُرسل',
  'cert.originalSha256': 'بصمة SHA-256 للملف الأصلي (المحوّل إلى PDF)',
  'cert.attachments': 'الملفات المرفقة',
  'cert.attachmentsNote': 'الملفات التي أرفقها الموقّعون، مضمّنة في ملف PDF هذا مرفقاتٍ بهذه الأسماء.',
  'cert.attachmentField': 'أرفقه',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'الحجم',
  'cert.attachmentBytes': '{size} بايت',
  'cert.attachmentSha256': 'بصمة SHA-256 للملف',
});
