// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'الإشعارات',
  'notifications.lead': 'الطلبات التي اكتملت أو رُفضت أو انتهت صلاحيتها.',
  'notifications.markAll': 'تعليم الكل كمقروء',
  'notifications.markRead': 'تعليم كمقروء',
  'notifications.markReadLabel': 'تعليم كمقروء: {text}',
  'notifications.unread': 'غير مقروء',
  'notifications.empty': 'لا شيء بعد. سيظهر هنا ما يفيد باكتمال طلب أو رفضه أو انتهاء صلاحيته.',
  'notifications.completed': 'اكتمل «{template}»',
  'notifications.declined': 'رُفض «{template}»',
  'notifications.expired': 'انتهت صلاحية «{template}»',
  'notifications.other': 'تغيّر «{template}»',
  'notifications.declinedReason': 'رفضه {name}: {reason}',
  'notifications.declinedBy': 'رفضه {name}',
  'notifications.with': 'مع {names}',

  'settings.title': 'إعدادات مساحة العمل',
  'settings.workspace': 'مساحة العمل',
  'settings.name': 'الاسم',
  'settings.plan': 'الخطة',
  'settings.retention': 'الاحتفاظ بالطلبات المنتهية',
  'settings.retentionLead':
    'يمكن محو الطلبات المنتهية (المكتملة أو المرفوضة أو منتهية الصلاحية أو المُبطَلة) تلقائيًا بعد عدد من الأيام: تُحذف الأسماء والعناوين والقيم والتوقيعات والمستندات، كما هو الحال عند حذف طلب نهائيًا.',
  'settings.keepForever': 'الاحتفاظ بها حتى يحذفها أحد',
  'settings.eraseAfter': 'محوها بعد هذا العدد من الأيام من انتهائها',
  'settings.days': 'الأيام',
  'settings.daysHint': 'من 1 إلى 3650 (عشر سنوات).',
  'settings.daysInvalid': 'أدخل عددًا صحيحًا من الأيام من 1 إلى 3650.',
  'settings.save': 'حفظ',
  'settings.saved': 'حُفظت الإعدادات.',
  'settings.currentForever': 'يُحتفظ بالطلبات المنتهية حتى يحذفها أحد.',
  'settings.currentDays.zero': 'تُمحى الطلبات المنتهية بعد {count} يوم من انتهائها.',
  'settings.currentDays.one': 'تُمحى الطلبات المنتهية بعد يوم واحد من انتهائها.',
  'settings.currentDays.two': 'تُمحى الطلبات المنتهية بعد يومين من انتهائها.',
  'settings.currentDays.few': 'تُمحى الطلبات المنتهية بعد {count} أيام من انتهائها.',
  'settings.currentDays.many': 'تُمحى الطلبات المنتهية بعد {count} يومًا من انتهائها.',
  'settings.currentDays.other': 'تُمحى الطلبات المنتهية بعد {count} يوم من انتهائها.',
  'settings.export': 'تصدير جميع البيانات',
  'settings.exportLead':
    'ملف ZIP يتضمن كل طلب (مع سجل التدقيق الخاص به)، وكل قالب، وكل عضو، وكل قيد في سجل التدقيق، وكل ملف PDF موقّع.',
  'settings.exportButton': 'تنزيل ملف التصدير',
  'settings.ownersOnly': 'لا يمكن تغيير هذه الإعدادات أو تصدير بيانات مساحة العمل إلا للمالكين.',
});
