// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'السيد/السيدة {name}،',
  'memberMail.footer': 'أُرسلت بواسطة Countersign. إذا لم تكن تتوقع هذه الرسالة، فيمكنك تجاهلها.',
  'memberMail.orOpen': 'إذا لم يعمل الزر، فافتح هذا الرابط: {url}',
  'memberMail.signIn.subject': 'تسجيل الدخول إلى {workspace} على Countersign',
  'memberMail.signIn.body':
    'لتسجيل الدخول إلى {workspace} على Countersign، افتح الرابط الوارد في هذه الرسالة.',
  'memberMail.signIn.button': 'تسجيل الدخول',
  'memberMail.signIn.after':
    'يعمل الرابط مرة واحدة خلال 15 دقيقة. إذا لم تطلب تسجيل الدخول، فتجاهل هذه الرسالة.',
  'memberMail.invitation.subject': 'دعوة للانضمام إلى {workspace} على Countersign',
  'memberMail.invitation.body':
    'دعاك {inviter} إلى إرسال المستندات للتوقيع باسم {workspace} على Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'أنت مدعو إلى إرسال المستندات للتوقيع باسم {workspace} على Countersign.',
  'memberMail.invitation.button': 'الانضمام وتسجيل الدخول',
  'memberMail.invitation.after':
    'يعمل الرابط مرة واحدة خلال 7 أيام. بعد ذلك، سجّل الدخول على {url} باستخدام عنوان البريد الإلكتروني هذا.',
});
