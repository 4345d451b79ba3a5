// 한국어 (합니다체). Keys and {placeholders} as in ../en/app-roles.ts.

import type { Area } from '../area.ts';
import type { appRoles as en } from '../en/app-roles.ts';

export const appRoles = (): Area<typeof en> => ({
  'roles.notPermitted': '이 항목을 만든 구성원 또는 워크스페이스 소유자만 변경할 수 있습니다.',
});
