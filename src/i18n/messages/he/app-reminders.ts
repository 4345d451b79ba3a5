// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { appReminders as en } from '../en/app-reminders.ts';

export const appReminders = (): Area<typeof en> => ({
  'settings.reminders': 'תזכורות אוטומטיות',
  'settings.remindersLead':
    'ניתן לשלוח תזכורת בדוא״ל לחותם שתורו הגיע בלי שמישהו יבקש זאת. בקשות שיישלחו מעתה יקבלו הגדרה זו, אלא אם נשלחו עם הגדרה משלהן; לבקשות שנשלחו ללא דוא״ל לא נשלחות תזכורות אוטומטיות לעולם.',
  'settings.remindersOffChoice': 'ללא תזכורות אוטומטיות',
  'settings.remindersOnChoice': 'תזכורות אוטומטיות',
  'settings.remindEvery': 'כל כמה ימים',
  'settings.remindEveryHint': 'מ-1 עד 30, החל מההזמנה או מהתזכורת האחרונה.',
  'settings.remindEveryInvalid': 'יש להזין מספר שלם של ימים מ-1 עד 30.',
  'settings.remindMax': 'מספר פעמים מרבי לכל חותם',
  'settings.remindMaxHint': 'מ-1 עד 10.',
  'settings.remindMaxInvalid': 'יש להזין מספר שלם מ-1 עד 10.',
  'settings.remindersOff': 'כבוי: חותמים מקבלים תזכורת רק כשמישהו מבקש זאת.',
  'settings.remindersCurrent': 'תזכורת אוטומטית {every}, {max} לכל היותר לכל חותם.',
  'settings.remindersEvery.one': 'כל יום',
  'settings.remindersEvery.two': 'כל יומיים',
  'settings.remindersEvery.other': 'כל {count} ימים',
  'settings.remindersTimes.one': 'פעם אחת',
  'settings.remindersTimes.two': 'פעמיים',
  'settings.remindersTimes.other': '{count} פעמים',

  'request.nextReminder': 'התזכורת האוטומטית הבאה אל {name}: {date}.',
  'request.noReminderDue': 'אין תזכורת אוטומטית מתוזמנת.',
  'request.remindersOff': 'לבקשה זו אין תזכורות אוטומטיות.',
  'request.remindersSchedule': 'תזכורות אוטומטיות {every}, {max} לכל היותר לכל חותם.',
});
