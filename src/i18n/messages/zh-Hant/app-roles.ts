// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': '僅建立者本人或工作區擁有者可以更改此項。',
});
