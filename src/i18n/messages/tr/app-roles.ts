// Türkçe ("siz" hitabı), roller.
import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'Bunu yalnızca oluşturan üye veya çalışma alanının bir sahibi değiştirebilir.',
});
