// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Somente o membro que criou este item, ou um proprietário do espaço de trabalho, pode alterá-lo.',
});
