// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'التذكيرات التلقائية',
  'settings.remindersLead':
    'يمكن تذكير الموقّع الذي حان دوره بالبريد الإلكتروني دون أن يطلب أحد ذلك. تعتمد الطلبات المُرسَلة من الآن فصاعدًا هذا الإعداد ما لم تُرسَل بإعداد خاص بها؛ ولا تُرسَل تذكيرات تلقائية أبدًا للطلبات المُرسَلة دون بريد إلكتروني.',
  'settings.remindersOffChoice': 'عدم التذكير تلقائيًا',
  'settings.remindersOnChoice': 'التذكير تلقائيًا',
  'settings.remindEvery': 'كل كم يومًا',
  'settings.remindEveryHint': 'من 1 إلى 30، محسوبة من الدعوة أو آخر تذكير.',
  'settings.remindEveryInvalid': 'أدخل عددًا صحيحًا من الأيام من 1 إلى 30.',
  'settings.remindMax': 'الحد الأقصى لعدد المرات لكل موقّع',
  'settings.remindMaxHint': 'من 1 إلى 10.',
  'settings.remindMaxInvalid': 'أدخل عددًا صحيحًا من 1 إلى 10.',
  'settings.remindersOff': 'معطّل: لا يُذكَّر الموقّعون إلا عندما يطلب أحد ذلك.',
  'settings.remindersCurrent': 'التذكير تلقائيًا {every}، بحد أقصى {max} لكل موقّع.',
  'settings.remindersEvery.zero': 'كل {count} يوم',
  'settings.remindersEvery.one': 'كل يوم',
  'settings.remindersEvery.two': 'كل يومين',
  'settings.remindersEvery.few': 'كل {count} أيام',
  'settings.remindersEvery.many': 'كل {count} يومًا',
  'settings.remindersEvery.other': 'كل {count} يوم',
  'settings.remindersTimes.zero': '{count} مرة',
  'settings.remindersTimes.one': 'مرة واحدة',
  'settings.remindersTimes.two': 'مرتين',
  'settings.remindersTimes.few': '{count} مرات',
  'settings.remindersTimes.many': '{count} مرة',
  'settings.remindersTimes.other': '{count} مرة',

  'request.nextReminder': 'التذكير التلقائي التالي إلى {name}: {date}.',
  'request.noReminderDue': 'لا يوجد تذكير تلقائي مستحق.',
  'request.remindersOff': 'لا توجد تذكيرات تلقائية لهذا الطلب.',
  'request.remindersSchedule': 'تذكيرات تلقائية {every}، بحد أقصى {max} لكل موقّع.',
});
