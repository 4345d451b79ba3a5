// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Solo il membro che ha creato questo elemento, o un proprietario dello spazio di lavoro, può modificarlo.',
});
