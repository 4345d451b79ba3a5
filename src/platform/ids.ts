// Identifiers: type prefix + 48-bit millisecond time + 80 random bits, base32 (Crockford), so ids are
// URL-safe, unguessable and sort by creation time.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export type IdPrefix =
  | 'sr'
  | 'sub'
  | 'tpl'
  | 'ws'
  | 'mem'
  | 'key'
  | 'aud'
  | 'ntf'
  | 'msg'
  | 'doc'
  | 'evt'
  // The workspace application: sign-in links, sessions, passkeys, WebAuthn challenges.
  | 'mlk'
  | 'ses'
  | 'pk'
  | 'chl';

let lastMs = -1;
const lastRandom = new Uint8Array(10);

/**
 * Within one process ids are strictly increasing, even within one millisecond (the random part is
 * incremented, as monotonic ULIDs do), so rows written together keep their order when sorted by id.
 */
export function newId(prefix: IdPrefix, at: Date = new Date()): string {
  const bytes = new Uint8Array(16);
  let ms = at.getTime();
  if (ms <= lastMs) {
    ms = lastMs;
    for (let i = lastRandom.length - 1; i >= 0; i--) {
      lastRandom[i] = (lastRandom[i] + 1) & 0xff;
      if (lastRandom[i] !== 0) break;
    }
  } else {
    lastMs = ms;
    lastRandom.set(randomBytes(10));
  }
  // 48-bit big-endian timestamp
  for (let i = 5; i >= 0; i--) bytes[5 - i] = Math.floor(ms / 2 ** (8 * i)) & 0xff;
  bytes.set(lastRandom, 6);
  return `${prefix}_${base32(bytes)}`;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function base32Encode(bytes: Uint8Array): string {
  return base32(bytes);
}
