// What proves a signer's check without storing anything secret in clear (issue 24 item 2):
// - the e-mailed code: 6 random digits, of which only an HMAC (under a key derived from the instance's
//   token secret, bound to the submitter) is stored; short-lived and attempt-limited, so a fast hash
//   is enough;
// - the browser that passed the check: an HttpOnly cookie limited to the signing link's path whose
//   value is the time of the check and a MAC over (submitter id, that time) under the token secret.
//   Every process derives the same key, so any of them accepts it; a copied link does not carry it,
//   and a cookie made for one link proves nothing for another.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const VERIFIED_COOKIE = 'cs_signer_verified';
/** How long a browser stays verified for a link (the cookie's Max-Age, and checked on its value). */
export const VERIFIED_LIFETIME_SECONDS = 12 * 3600;

const derived = (secret: Buffer, purpose: string) =>
  createHmac('sha256', secret).update(`countersign:${purpose}`).digest();

/** A fresh 6-digit code, leading zeros kept. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of an e-mailed code: hex HMAC-SHA256 bound to the submitter. */
export function emailCodeHash(secret: Buffer, submitterId: string, code: string): string {
  return createHmac('sha256', derived(secret, 'verification-code'))
    .update(`${submitterId}\u0000${code}`)
    .digest('hex');
}

export function emailCodeMatches(secret: Buffer, submitterId: string, stored: string, code: string): boolean {
  const given = Buffer.from(emailCodeHash(secret, submitterId, code));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function cookieMac(secret: Buffer, submitterId: string, verifiedAtMs: number): string {
  return createHmac('sha256', derived(secret, 'signer-verified'))
    .update(`${submitterId}\u0000${verifiedAtMs}`)
    .digest('base64url');
}

/** The cookie's value for a check passed at `verifiedAt`: `<ms>.<mac>`. */
export function verifiedCookieValue(secret: Buffer, submitterId: string, verifiedAt: Date): string {
  const ms = verifiedAt.getTime();
  return `${ms}.${cookieMac(secret, submitterId, ms)}`;
}

/** Whether a cookie value proves this submitter's check, passed less than the lifetime ago. */
export function cookieProves(
  secret: Buffer,
  submitterId: string,
  value: string | undefined,
  now: Date,
): boolean {
  if (!value) return false;
  const dot = value.indexOf('.');
  const ms = Number(value.slice(0, dot));
  if (dot <= 0 || !Number.isSafeInteger(ms)) return false;
  const age = now.getTime() - ms;
  if (age < -60_000 || age > VERIFIED_LIFETIME_SECONDS * 1000) return false;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(cookieMac(secret, submitterId, ms));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
