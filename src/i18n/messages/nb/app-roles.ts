// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/app-roles.ts.
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'Bare medlemmet som opprettet dette, eller en eier av arbeidsområdet, kan endre det.',
});
