// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'מיתוג',
  'branding.lead':
    'החותמים רואים את השם, הלוגו והצבע שלך בדף החתימה, בהודעות הדוא״ל ובתעודת הביקורת. בלעדיהם, הכול נשאר במראה הניטרלי של Countersign.',
  'branding.displayName': 'שם תצוגה',
  'branding.displayNameHint':
    'הודעות דוא״ל לחותמים יישלחו מאת "{example}". יש להשאיר ריק כדי להשתמש בשם סביבת העבודה.',
  'branding.displayNameTooLong': 'שם התצוגה יכול להכיל 100 תווים לכל היותר.',
  'branding.accent': 'צבע הדגשה',
  'branding.accentHint': 'בפורמט #rrggbb. נדרשת ניגודיות של 4.5:1 לפחות מול טקסט לבן ועל רקע הדף (WCAG AA).',
  'branding.accentFormat': 'יש לכתוב את הצבע בפורמט #rrggbb, למשל #0b3d91.',
  'branding.accentLow': 'הצבע {colour} מגיע לניגודיות של {ratio} מול {where}; נדרש 4.5:1 לפחות.',
  'branding.whereWhite': 'טקסט לבן על כפתורים ובכותרת העליונה',
  'branding.wherePage': 'קישורים על רקע הדף',
  'branding.save': 'שמירת השם והצבע',
  'branding.logo': 'לוגו',
  'branding.logoHint': 'קובץ PNG או JPEG בגודל של עד 200KB ועד 1000 × 1000 פיקסלים.',
  'branding.upload': 'העלאת לוגו',
  'branding.removeLogo': 'הסרת הלוגו',
  'branding.noLogo': 'אין לוגו: במקומו מוצג השם.',
  'branding.notSet': 'לא הוגדר',
  'branding.logoTooLarge': 'גודל הקובץ {size}KB; לוגו יכול להיות בגודל של 200KB לכל היותר.',
  'branding.logoNotImage': 'הלוגו חייב להיות תמונת PNG או JPEG. קובצי SVG ופורמטים אחרים אינם מתקבלים.',
  'branding.logoMismatch': 'הקובץ נקרא או נשלח כ-{declared}, אך התוכן שלו הוא {actual}.',
  'branding.logoTooManyPixels': 'גודל הלוגו {width} × {height} פיקסלים; מותר 1000 × 1000 לכל היותר.',
  'branding.logoCorrupt': 'הקובץ פגום: לא ניתן לקרוא אותו כתמונה שלמה.',
  'branding.logoEmpty': 'יש לבחור קובץ PNG או JPEG להעלאה.',
  'audit.workspace.branding_changed': 'המיתוג שונה',
  'audit.workspace.logo_changed': 'הלוגו שונה',
  'audit.workspace.logo_removed': 'הלוגו הוסר',
});
