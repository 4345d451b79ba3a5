// Magyar (magázó „Ön” forma), szerepkörök.
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Ezt csak az a tag módosíthatja, aki létrehozta, vagy a munkaterület valamely tulajdonosa.',
});
