// Français, the PDF field builder. Keys and {placeholders} as in ../en/app-builder.ts.
import type { appBuilder as en } from '../en/app-builder.ts';

export const appBuilder: Record<keyof typeof en, string> = {};
