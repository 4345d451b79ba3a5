// Español, sign-in, passkeys, sessions, API keys, members. Keys and {placeholders} as in ../en/app-account.ts.
import type { appAccount as en } from '../en/app-account.ts';

export const appAccount: Record<keyof typeof en, string> = {};
