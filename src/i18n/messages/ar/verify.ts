// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'التحقق من مستند موقّع',
  'verify.lead':
    'تحقق من أن مستندًا نُفّذ عبر هذه الخدمة أصلي ولم يُغيَّر. يُفحص الملف على هذا الخادم ولا يُحتفظ به.',
  'verify.dropLabel': 'أفلت ملف PDF هنا، أو اختره',
  'verify.chooseLabel': 'اختيار ملف PDF',
  'verify.dropHint': 'ملف PDF لا يتجاوز 25 ميبيبايت.',
  'verify.submit': 'تحقق',
  'verify.checking': 'جارٍ فحص الملف…',
  'verify.again': 'التحقق من ملف آخر',
  'verify.resultTitle': 'نتيجة التحقق',
  'verify.fileHash': 'بصمة SHA-256 للملف',
  'verify.sealsHeading': 'الأختام والطوابع الزمنية',
  'verify.requestHeading': 'طلب التوقيع',
  'verify.claimedHeading': 'الطلب الذي يدّعي هذا الملف أنه صادر عنه',
  'verify.claimed':
    'غُيّر الملف بعد ختمه، لذا فإن هذه البيانات لا تعبّر إلا عمّا يدّعيه. وهي معروضة كما سجّلتها الخدمة.',
  'verify.noRequest': 'لا يوجد طلب أكملته هذه الخدمة يتضمن هذه الصفحات النافذة، لذا لا تُعرض بيانات أي طلب.',
  'verify.erased':
    'أكملت هذه الخدمة هذا الطلب، ثم مُحي سجله منذ ذلك الحين: لم تعد الأسماء والبيانات التي تضمنها محفوظة. ولا يزال الختم أعلاه يبيّن ما إذا كان هذا الملف هو الملف الذي خُتم.',
  'verify.kind.signature': 'ختم',
  'verify.kind.document_timestamp': 'طابع زمني للمستند',
  'verify.label.signer': 'الموقّع',
  'verify.label.ours': 'صادر عن هذه الخدمة',
  'verify.label.intact': 'سليم',
  'verify.label.covers': 'يشمل الملف بأكمله',
  'verify.label.signedAt': 'وقت التوقيع (المُدّعى)',
  'verify.label.timestamp': 'طابع زمني موثوق',
  'verify.label.noTimestamp': 'لا يوجد',
  'verify.label.requestId': 'معرّف الطلب',
  'verify.label.template': 'القالب',
  'verify.label.completed': 'تاريخ الاكتمال',
  'verify.label.erased': 'مُحي السجل',
  'verify.label.signers': 'الموقّعون',
  'verify.signerSigned': '{role}: وقّع في {date}',
  'verify.signerNotSigned': '{role}: لم يوقّع',
  'verify.yes': 'نعم',
  'verify.no': 'لا',
  'verify.timestampBy': '{time} من {authority}',
  'verify.timestampByBroken': '{time} من {authority} (تالف)',
  'verify.verdict.valid.heading': 'أصلي ولم يُغيَّر',
  'verify.verdict.valid.text':
    'هذا الملف مطابق تمامًا لما ختمته هذه الخدمة: الختم سليم ولم يُغيَّر أو يُضف أي شيء بعده.',
  'verify.verdict.modified.heading': 'غُيّر بعد الختم',
  'verify.verdict.modified.text':
    'يحمل هذا الملف ختم هذه الخدمة، لكن محتواه لم يعد يطابق ما خُتم، أو أُضيف إليه شيء بعد الختم. لا تعتمد عليه؛ واطلب النسخة الأصلية من المُرسِل.',
  'verify.verdict.not_ours.heading': 'موقّع، ولكن ليس من هذه الخدمة',
  'verify.verdict.not_ours.text':
    'يحمل هذا الملف توقيعًا رقميًا، لكن لم تُنشئ هذه الخدمة أيًّا منها. تحقق منه لدى الجهة التي وقّعته.',
  'verify.verdict.not_sealed.heading': 'لا يوجد ختم',
  'verify.verdict.not_sealed.text':
    'لا يحمل ملف PDF هذا أي توقيع رقمي، لذا لا يمكن تأكيد مصدره أو أنه لم يُغيَّر.',
  'verify.error.notPdf': 'الملف ليس بصيغة PDF.',
  'verify.error.noFile': 'اختر ملف PDF للتحقق منه.',
  'verify.error.tooLarge': 'حجم الملف أكبر من 25 ميبيبايت.',
  'verify.error.generic': 'تعذّر فحص الملف. يُرجى المحاولة مجددًا.',
});
