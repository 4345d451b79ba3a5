// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/app-roles.ts.
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'Vain tämän luonut jäsen tai työtilan omistaja voi muuttaa tätä.',
});
