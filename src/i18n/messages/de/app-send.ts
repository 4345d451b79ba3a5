// Deutsch, the send pages. Keys and {placeholders} as in ../en/app-send.ts.
import type { appSend as en } from '../en/app-send.ts';

export const appSend: Record<keyof typeof en, string> = {};
