// Ελληνικά (πληθυντικός ευγενείας), ρόλοι.
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted':
    'Μόνο το μέλος που το δημιούργησε ή ένας κάτοχος του χώρου εργασίας μπορεί να το αλλάξει.',
});
