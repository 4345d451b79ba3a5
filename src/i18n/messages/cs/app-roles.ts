// Čeština (vykání): oprávnění rolí. Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'Měnit to smí pouze člen, který to vytvořil, nebo vlastník pracovního prostoru.',
});
