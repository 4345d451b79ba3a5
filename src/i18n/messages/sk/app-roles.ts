// Slovenčina (vykanie): oprávnenia rolí. Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'Meniť to smie iba člen, ktorý to vytvoril, alebo vlastník pracovného priestoru.',
});
