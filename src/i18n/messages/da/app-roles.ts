// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Kun det medlem, der har oprettet dette, eller en ejer af arbejdsområdet må ændre det.',
});
