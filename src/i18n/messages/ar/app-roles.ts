// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'لا يمكن تغيير هذا إلا للعضو الذي أنشأه أو لمالك مساحة العمل.',
});
