// The workspace's branding in the e-mails to signers and the people copied (issue 25 item 3): a header
// with the logo (an image linked from PUBLIC_URL, its alt text the company's name) or the name in
// bold, and the name alone in the plain-text part. The accent colours the e-mail's button only when
// it is one that passed the contrast check (it is re-checked: params are stored data).
import { escapeHtml } from '../platform/http/html.ts';
import { checkAccent } from './accent.ts';

export interface MailBrand {
  /** The display name, when the workspace has one. */
  brandName?: string | null;
  /** #rrggbb. */
  brandAccent?: string | null;
  /** The logo's path under PUBLIC_URL (/brand/logo/<sha256>.<png|jpg>). */
  brandLogo?: string | null;
}

/** The header block of a branded message; null when the workspace has neither a name nor a logo. */
export function mailBrandHeader(
  brand: MailBrand,
  fallbackName: string,
  publicUrl: string | undefined,
): { text: string; html: string } | null {
  const name = brand.brandName?.trim() || null;
  const logo =
    brand.brandLogo && publicUrl && /^\/brand\/logo\/[0-9a-f]{64}\.(png|jpg)$/.test(brand.brandLogo);
  if (!name && !logo) return null;
  const shown = name ?? fallbackName;
  return {
    text: shown,
    html: logo
      ? `<p><img src="${escapeHtml(`${publicUrl}${brand.brandLogo}`)}" alt="${escapeHtml(shown)}" style="max-height:48px;max-width:240px"></p>`
      : `<p style="font-size:18px;font-weight:bold">${escapeHtml(shown)}</p>`,
  };
}

/** The button colour: the workspace's accent when it still passes the check, else ours. */
export function mailButtonColour(brand: MailBrand, ours: string): string {
  if (!brand.brandAccent) return ours;
  try {
    return checkAccent(brand.brandAccent);
  } catch {
    return ours;
  }
}
