// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'שלום {name},',
  'memberMail.footer': 'נשלח על ידי Countersign. אם הודעה זו לא הייתה צפויה, ניתן להתעלם ממנה.',
  'memberMail.orOpen': 'אם הכפתור אינו פועל, יש לפתוח את הקישור הבא: {url}',
  'memberMail.signIn.subject': 'כניסה אל {workspace} ב-Countersign',
  'memberMail.signIn.body': 'לכניסה אל {workspace} ב-Countersign, יש לפתוח את הקישור שבהודעה זו.',
  'memberMail.signIn.button': 'כניסה',
  'memberMail.signIn.after': 'הקישור פועל פעם אחת, במשך 15 דקות. אם לא ביקשת להיכנס, ניתן להתעלם מהודעה זו.',
  'memberMail.invitation.subject': 'הזמנה להצטרף אל {workspace} ב-Countersign',
  'memberMail.invitation.body':
    'התקבלה הזמנה מאת {inviter} לשלוח מסמכים לחתימה בשם {workspace} ב-Countersign.',
  'memberMail.invitation.bodyNoInviter':
    'התקבלה הזמנה עבורך לשלוח מסמכים לחתימה בשם {workspace} ב-Countersign.',
  'memberMail.invitation.button': 'הצטרפות וכניסה',
  'memberMail.invitation.after':
    'הקישור פועל פעם אחת, במשך 7 ימים. לאחר מכן, הכניסה היא בכתובת {url} עם כתובת דוא״ל זו.',
});
