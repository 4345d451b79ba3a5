// 日本語（です・ます調）。Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': 'これを変更できるのは、作成したメンバーまたはワークスペースのオーナーのみです。',
});
