// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': 'בקשה מאת {workspace}: למלא את "{document}" ולחתום עליו.',
  'publicLink.hint': 'כדי להתחיל יש להזין שם וכתובת דוא״ל. העותק החתום שלך יישלח לכתובת זו.',
  'publicLink.verifyHint': 'לפני החתימה יישלח אליך קוד בדוא״ל לאישור הכתובת.',
  'publicLink.nextHeading': 'אחריך',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'שם מלא',
  'publicLink.email': 'כתובת דוא״ל',
  'publicLink.start': 'המשך',
  'publicLink.working': 'הדפדפן נבדק, רק רגע…',
  'publicLink.noscript': 'טופס זה מחייב JavaScript: הדפדפן שלך מבצע חישוב קצר המונע הרשמות אוטומטיות.',
  'publicLink.problems': 'נא לבדוק את הטופס:',
  'publicLink.error.name': 'יש להזין שם.',
  'publicLink.error.email': 'יש להזין כתובת דוא״ל, כגון name@example.com.',
  'publicLink.error.proof': 'הבדיקה של הדפדפן שלך לא התקבלה, או שהייתה ישנה מדי. נא לשלוח את הטופס שוב.',
  'publicLink.limited.title': 'יותר מדי חתימות הותחלו',
  'publicLink.limited.lead': 'טופס זה הותחל יותר מדי פעמים היום, מחיבור זה או בסך הכול. נא לנסות שוב מחר.',
  'publicLink.unavailable.title': 'טופס זה אינו זמין',
  'publicLink.unavailable.lead':
    'ייתכן שהקישור כובה או הוקלד בשגיאה, או שהטופס אינו יכול לקבל חתימות חדשות כרגע. נא לפנות למי שמסר לך את הקישור.',

  'publicLink.app.action': 'קישור ציבורי',
  'publicLink.app.actionLabel': 'הקישור הציבורי של {name}',
  'publicLink.app.title': 'קישור ציבורי: {name}',
  'publicLink.app.lead':
    'כל מי שברשותו הקישור חותם על תבנית זו בתור {role}: מזין שם וכתובת דוא״ל, וחותם. לאחר מכן הבקשה ממשיכה לאנשים שיצוינו כאן, ונספרת במסגרת המכסה החודשית שלך.',
  'publicLink.app.on': 'הקישור פעיל. יש לשתף אותו במקום שבו האנשים שאמורים לחתום ימצאו אותו.',
  'publicLink.app.off': 'הקישור כבוי.',
  'publicLink.app.url': 'קישור',
  'publicLink.app.people': 'מי ממשיך בתור {role}',
  'publicLink.app.personName': 'שם',
  'publicLink.app.personEmail': 'כתובת דוא״ל',
  'publicLink.app.verify': 'דרישת קוד שנשלח בדוא״ל לפני החתימה (מומלץ)',
  'publicLink.app.turnOn': 'הפעלת הקישור',
  'publicLink.app.save': 'שמירת השינויים',
  'publicLink.app.turnOff': 'כיבוי הקישור',
  'publicLink.app.turnedOn': 'הקישור פעיל.',
  'publicLink.app.turnedOff': 'הקישור כבוי: הכתובת שלו כבר אינה פועלת.',
  'publicLink.app.ownersOnly': 'רק בעלים של סביבת העבודה רשאים להפעיל או לכבות קישור ציבורי של תבנית.',
  'publicLink.app.notPublished': 'קישור ציבורי מיועד לתבנית שפורסמה.',
  'publicLink.app.nameMissing': 'יש להזין את השם.',
  'publicLink.app.emailMissing': 'יש להזין כתובת דוא״ל, כגון name@example.com.',
});
