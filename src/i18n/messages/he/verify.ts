// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': 'אימות מסמך חתום',
  'verify.lead': 'בדיקה שמסמך שנחתם באמצעות שירות זה מקורי ולא שונה. הקובץ נבדק בשרת זה ואינו נשמר.',
  'verify.dropLabel': 'יש לגרור את קובץ ה-PDF לכאן, או לבחור אותו',
  'verify.chooseLabel': 'בחירת PDF',
  'verify.dropHint': 'קובץ PDF בגודל של עד 25MiB.',
  'verify.submit': 'אימות',
  'verify.checking': 'הקובץ נבדק…',
  'verify.again': 'אימות קובץ אחר',
  'verify.resultTitle': 'תוצאת האימות',
  'verify.fileHash': 'SHA-256 של הקובץ',
  'verify.sealsHeading': 'חותמות וחותמות זמן',
  'verify.requestHeading': 'בקשת החתימה',
  'verify.claimedHeading': 'הבקשה שממנה הקובץ טוען שהגיע',
  'verify.claimed':
    'הקובץ שונה לאחר שנחתם בחותם, ולכן פרטים אלה מציגים רק את מה שהוא טוען. הם מוצגים כפי שהשירות תיעד אותם.',
  'verify.noRequest': 'אין בקשה שהושלמה בשירות זה עם עמודים חתומים אלה, ולכן לא מוצגים פרטי בקשה.',
  'verify.erased':
    'שירות זה השלים את הבקשה הזו, והרשומה שלה נמחקה מאז: השמות והפרטים שהכילה אינם נשמרים עוד. החותם שלמעלה עדיין מראה אם זהו הקובץ שנחתם בחותם.',
  'verify.kind.signature': 'חותם',
  'verify.kind.document_timestamp': 'חותמת זמן של המסמך',
  'verify.label.signer': 'נחתם על ידי',
  'verify.label.ours': 'משירות זה',
  'verify.label.intact': 'שלם',
  'verify.label.covers': 'מכסה את הקובץ כולו',
  'verify.label.signedAt': 'מועד החתימה (לפי הטענה)',
  'verify.label.timestamp': 'חותמת זמן מהימנה',
  'verify.label.noTimestamp': 'אין',
  'verify.label.requestId': 'מזהה בקשה',
  'verify.label.template': 'תבנית',
  'verify.label.completed': 'הושלמה',
  'verify.label.erased': 'הרשומה נמחקה',
  'verify.label.signers': 'חותמים',
  'verify.signerSigned': '{role}: נחתם ב-{date}',
  'verify.signerNotSigned': '{role}: לא נחתם',
  'verify.yes': 'כן',
  'verify.no': 'לא',
  'verify.timestampBy': '{time} על ידי {authority}',
  'verify.timestampByBroken': '{time} על ידי {authority} (פגומה)',
  'verify.verdict.valid.heading': 'מקורי ולא שונה',
  'verify.verdict.valid.text':
    'קובץ זה זהה בדיוק לקובץ ששירות זה חתם בחותם: החותם שלם ודבר לא שונה או נוסף לאחריו.',
  'verify.verdict.modified.heading': 'שונה לאחר החתימה בחותם',
  'verify.verdict.modified.text':
    'קובץ זה נושא את החותם של שירות זה, אך התוכן שלו כבר אינו תואם את מה שנחתם, או שמשהו נוסף לאחר החותם. אין להסתמך עליו; יש לבקש מהשולח את המקור.',
  'verify.verdict.not_ours.heading': 'חתום, אך לא על ידי שירות זה',
  'verify.verdict.not_ours.text':
    'קובץ זה נושא חתימה דיגיטלית, אך אף אחת מהן לא נוצרה על ידי שירות זה. יש לבדוק אותו מול הגורם שחתם עליו.',
  'verify.verdict.not_sealed.heading': 'אין חותם',
  'verify.verdict.not_sealed.text':
    'קובץ PDF זה אינו נושא חתימה דיגיטלית, ולכן דבר אינו יכול לאשר את מקורו או שלא שונה.',
  'verify.error.notPdf': 'הקובץ אינו PDF.',
  'verify.error.noFile': 'יש לבחור קובץ PDF לאימות.',
  'verify.error.tooLarge': 'הקובץ גדול מ-25MiB.',
  'verify.error.generic': 'לא ניתן היה לבדוק את הקובץ. נא לנסות שוב.',
});
