// Español, the requests pages and a request. Keys and {placeholders} as in ../en/app-requests.ts.
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests: Record<keyof typeof en, string> = {};
