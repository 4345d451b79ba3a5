// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/app-roles.ts.
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Numai membrul care a creat acest element sau un proprietar al spațiului de lucru îl poate modifica.',
});
