// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': '仅创建者本人或工作区所有者可以更改此项。',
});
