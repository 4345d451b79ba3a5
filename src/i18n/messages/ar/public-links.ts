// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': 'تطلب منك {workspace} تعبئة «{document}» وتوقيعه.',
  'publicLink.hint': 'أدخل اسمك وعنوان بريدك الإلكتروني للبدء. ستُرسَل نسختك الموقّعة إلى ذلك العنوان.',
  'publicLink.verifyHint': 'سنرسل إليك رمزًا بالبريد الإلكتروني لتأكيد العنوان قبل التوقيع.',
  'publicLink.nextHeading': 'بعدك',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'اسمك الكامل',
  'publicLink.email': 'عنوان بريدك الإلكتروني',
  'publicLink.start': 'متابعة',
  'publicLink.working': 'جارٍ فحص هذا المتصفح، لحظة من فضلك…',
  'publicLink.noscript':
    'يتطلب هذا النموذج تفعيل JavaScript: يُجري متصفحك عملية حسابية قصيرة تمنع التسجيلات الآلية.',
  'publicLink.problems': 'يُرجى مراجعة النموذج:',
  'publicLink.error.name': 'أدخل اسمك.',
  'publicLink.error.email': 'أدخل عنوان بريد إلكتروني، مثل name@example.com.',
  'publicLink.error.proof': 'لم يصل فحص متصفحك، أو كان قديمًا جدًا. يُرجى إرسال النموذج مجددًا.',
  'publicLink.limited.title': 'بدأت عمليات توقيع كثيرة جدًا',
  'publicLink.limited.lead':
    'بُدئ هذا النموذج مرات كثيرة جدًا اليوم، من هذا الاتصال أو إجمالًا. يُرجى المحاولة مجددًا غدًا.',
  'publicLink.unavailable.title': 'هذا النموذج غير متاح',
  'publicLink.unavailable.lead':
    'ربما عُطّل الرابط أو كُتب بشكل خاطئ، أو لا يستطيع النموذج قبول عمليات توقيع جديدة حاليًا. يُرجى التواصل مع من زوّدك بالرابط.',

  'publicLink.app.action': 'رابط عام',
  'publicLink.app.actionLabel': 'الرابط العام لـ{name}',
  'publicLink.app.title': 'الرابط العام: {name}',
  'publicLink.app.lead':
    'يوقّع كل من لديه الرابط هذا القالب بصفة {role}: يُدخل اسمه وعنوان بريده الإلكتروني ثم يوقّع. ثم ينتقل الطلب إلى الأشخاص الذين تحددهم هنا، ويُحتسب من رصيدك الشهري.',
  'publicLink.app.on': 'الرابط مفعّل. شاركه حيث يجده الأشخاص المعنيون بالتوقيع.',
  'publicLink.app.off': 'الرابط معطّل.',
  'publicLink.app.url': 'الرابط',
  'publicLink.app.people': 'من يلي بصفة {role}',
  'publicLink.app.personName': 'الاسم',
  'publicLink.app.personEmail': 'عنوان البريد الإلكتروني',
  'publicLink.app.verify': 'طلب رمز يُرسَل بالبريد الإلكتروني قبل التوقيع (موصى به)',
  'publicLink.app.turnOn': 'تفعيل الرابط',
  'publicLink.app.save': 'حفظ التغييرات',
  'publicLink.app.turnOff': 'تعطيل الرابط',
  'publicLink.app.turnedOn': 'الرابط مفعّل.',
  'publicLink.app.turnedOff': 'الرابط معطّل: لم يعد عنوانه يعمل.',
  'publicLink.app.ownersOnly': 'لا يمكن تفعيل الرابط العام لقالب أو تعطيله إلا لمالك مساحة العمل.',
  'publicLink.app.notPublished': 'الرابط العام مخصّص للقوالب المنشورة.',
  'publicLink.app.nameMissing': 'أدخل الاسم.',
  'publicLink.app.emailMissing': 'أدخل عنوان بريد إلكتروني، مثل name@example.com.',
});
