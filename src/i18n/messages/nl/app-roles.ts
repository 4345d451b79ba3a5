// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Alleen het lid dat dit heeft aangemaakt, of een eigenaar van de werkruimte, mag dit wijzigen.',
});
