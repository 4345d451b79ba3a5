// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'Змінювати це може лише учасник, який це створив, або власник робочого простору.',
});
