// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'המסמכים',
  'signDocuments.fact.one': 'יש מסמך אחד לקריאה, {pages} בסך הכול; החתימה עליו נעשית פעם אחת.',
  'signDocuments.fact.two': 'יש שני מסמכים לקריאה, {pages} בסך הכול; החתימה על שניהם נעשית בבת אחת.',
  'signDocuments.fact.other': 'יש {count} מסמכים לקריאה, {pages} בסך הכול; החתימה על כולם נעשית בבת אחת.',
  'signDocuments.pages.one': 'עמוד אחד',
  'signDocuments.pages.two': 'שני עמודים',
  'signDocuments.pages.other': '{count} עמודים',
  'signDocuments.download': '{link} לקריאה או להדפסה.',
  'signDocuments.downloadLink': 'הורדת כל המסמכים ({count}) כקובץ PDF אחד',
  'signDocuments.nav': 'המסמכים בבקשה זו',
  'signDocuments.position': 'מסמך {n} מתוך {total}',
  'signDocuments.current': 'מסמך {n} מתוך {total}: {name}',
  'signDocuments.inView': 'מוצג כעת',
});
