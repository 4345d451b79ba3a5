// עברית (משלב רשמי, ניסוח ניטרלי מגדרית).
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'רק חבר הצוות שיצר פריט זה, או בעלים של סביבת העבודה, רשאים לשנות אותו.',
});
