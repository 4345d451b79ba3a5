// Polski (forma bezosobowa): uprawnienia ról. Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Zmienić to może tylko członek, który to utworzył, lub właściciel przestrzeni roboczej.',
});
