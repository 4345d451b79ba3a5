// Deutsch, the notifications page and the workspace's settings. Keys and {placeholders} as in ../en/app-workspace.ts.
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace: Record<keyof typeof en, string> = {};
