// עברית (משלב רשמי, ניסוח ניטרלי מגדרית): שפת ברירת המחדל של החותמים בדף ההגדרות.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'שפת החותמים',
  'settings.languageLead':
    'חותמים שלא נבחרה עבורם שפה מקבלים את הודעות הדוא״ל בשפה זו, ואת דף החתימה בשפת הדפדפן שלהם, ואם אינה זמינה, בשפה זו. תעודת הביקורת נכתבת בשפה זו.',
  'settings.languageCurrent': 'שפת ברירת המחדל: {language}.',
  'settings.languageChoice': 'שפת ברירת המחדל',
  'settings.languageInvalid': 'יש לבחור אחת מהשפות שברשימה.',
  'audit.workspace.language_changed': 'שפת ברירת המחדל של החותמים שונתה',
});
