// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': 'התראות',
  'notifications.lead': 'בקשות שהושלמו, נדחו או שתוקפן פג.',
  'notifications.markAll': 'סימון הכול כנקרא',
  'notifications.markRead': 'סימון כנקרא',
  'notifications.markReadLabel': 'סימון כנקרא: {text}',
  'notifications.unread': 'לא נקרא',
  'notifications.empty': 'אין עדיין דבר. כאן יוצג עדכון כאשר בקשה תושלם, תידחה או שתוקפה יפוג.',
  'notifications.completed': '"{template}" הושלמה',
  'notifications.declined': '"{template}" נדחתה',
  'notifications.expired': 'תוקף "{template}" פג',
  'notifications.other': '"{template}" השתנתה',
  'notifications.declinedReason': 'נדחתה על ידי {name}: {reason}',
  'notifications.declinedBy': 'נדחתה על ידי {name}',
  'notifications.with': 'עם {names}',

  'settings.title': 'הגדרות סביבת העבודה',
  'settings.workspace': 'סביבת עבודה',
  'settings.name': 'שם',
  'settings.plan': 'תוכנית',
  'settings.retention': 'שמירת בקשות שהסתיימו',
  'settings.retentionLead':
    'ניתן למחוק באופן אוטומטי בקשות שהסתיימו (הושלמו, נדחו, פג תוקפן או בוטלו) לאחר מספר ימים: השמות, הכתובות, הערכים, החתימות והמסמכים נמחקים, כמו במחיקה לצמיתות של בקשה.',
  'settings.keepForever': 'לשמור אותן עד שמישהו ימחק אותן',
  'settings.eraseAfter': 'למחוק אותן מספר ימים זה לאחר סיומן',
  'settings.days': 'ימים',
  'settings.daysHint': 'מ-1 עד 3650 (עשר שנים).',
  'settings.daysInvalid': 'יש להזין מספר שלם של ימים מ-1 עד 3650.',
  'settings.save': 'שמירה',
  'settings.saved': 'ההגדרות נשמרו.',
  'settings.currentForever': 'בקשות שהסתיימו נשמרות עד שמישהו ימחק אותן.',
  'settings.currentDays.one': 'בקשות שהסתיימו נמחקות יום אחד לאחר סיומן.',
  'settings.currentDays.two': 'בקשות שהסתיימו נמחקות יומיים לאחר סיומן.',
  'settings.currentDays.other': 'בקשות שהסתיימו נמחקות {count} ימים לאחר סיומן.',
  'settings.export': 'ייצוא כל הנתונים',
  'settings.exportLead':
    'קובץ ZIP הכולל כל בקשה (עם נתיב הביקורת שלה), כל תבנית, כל חבר צוות וכל רשומה ביומן הביקורת, וכל PDF חתום.',
  'settings.exportButton': 'הורדת הייצוא',
  'settings.ownersOnly': 'רק בעלים יכולים לשנות הגדרות אלה או לייצא את נתוני סביבת העבודה.',
});
