// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked': 'הדפדפן שלך אינו מאפשר לדף זה לזכור את הקוד שלך כל עוד הוא מוצג בתוך אתר אחר.',
  'embed.openInTab': 'פתיחה בכרטיסייה חדשה',
  'settings.embedding': 'חתימה מוטמעת',
  'settings.embeddingLead':
    'האתר שלך יכול להציג דפי חתימה בתוכו (קישור החתימה עם ?embed=1, או הרכיב countersign-signing מתוך /embed.js). יש לרשום את המקורות (origins) המדויקים המורשים לכך, אחד בכל שורה. כל אתר אחר יידחה.',
  'settings.embeddingOrigins': 'מקורות מורשים',
  'settings.embeddingOriginsHint':
    'אחד בכל שורה, כגון https://app.example.com או https://app.example.com:8443.',
  'settings.embeddingNone': 'אף אתר אינו רשאי להטמיע דפי חתימה.',
  'settings.embeddingSaved': 'המקורות המורשים נשמרו.',
  'settings.embeddingInvalid': 'שורה {line}: {problem}',
  'settings.embeddingTooMany': 'יש לרשום {max} מקורות לכל היותר.',
  'embed.problem.notUrl': 'זהו אינו מקור כגון https://app.example.com.',
  'embed.problem.scheme': 'מקור מתחיל ב-https://.',
  'embed.problem.httpRefused': 'יש להשתמש ב-https:// (http:// מתקבל רק כל עוד מופע זה פועל ב-http).',
  'embed.problem.path': 'יש לציין את המקור בלבד, ללא נתיב, מחרוזת שאילתה או מקטע.',
  'embed.problem.credentials': 'מקור אינו כולל שם משתמש או סיסמה.',
  'embed.problem.host': 'שם המארח אינו תקין (תווים כלליים אינם מתקבלים: יש לרשום כל מקור בנפרד).',
  'audit.workspace.embedding_changed': 'מקורות ההטמעה שונו',
});
