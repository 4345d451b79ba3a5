// Identifiers: type prefix + 128 bits in base32 (Crockford): a 48-bit millisecond time, a 12-bit
// per-process counter, and 68 random bits drawn afresh for every id. Ids are URL-safe and sort by
// creation time; ids made by one process keep their creation order even within one millisecond (the
// counter); and no id can be guessed from a neighbour (68 fresh random bits), unlike monotonic ULIDs,
// whose random part is merely incremented.
import { randomBytes, randomFillSync } from 'node:crypto';

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
  | 'chl'
  // Single sign-on attempts (issue 25).
  | 'oid'
  // Attachments of a request: a signer's upload or a sender's image (issue 34).
  | 'att'
  // Document work handed between nodes (issue 43).
  | 'job'
  // A submitter's turn opened on a member's device (issue 45).
  | 'hst';

// Random bytes are drawn from the CSPRNG a few kilobytes at a time and each used once, as node's own
// randomUUID does: one call per 455 ids instead of one per id.
const randomPool = Buffer.alloc(4095);
let randomOffset = randomPool.length;

function freshRandom(n: number): Uint8Array {
  if (randomOffset + n > randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  randomOffset += n;
  return randomPool.subarray(randomOffset - n, randomOffset);
}

const COUNTER_BITS = 12;
const COUNTER_MAX = (1 << COUNTER_BITS) - 1;

let lastMs = -1;
let counter = 0;

/**
 * A new id for a row made at `at`. Within one process ids strictly increase: in the same
 * millisecond the counter goes up; when it runs out (4,096 ids in one millisecond) the id borrows
 * the next millisecond; a clock that steps back keeps the last millisecond.
 */
export function newId(prefix: IdPrefix, at: Date = new Date()): string {
  const random = freshRandom(9); // 68 bits used: the low nibble of byte 0 and bytes 1..8
  let ms = at.getTime();
  if (ms > lastMs) {
    lastMs = ms;
    counter = random[0] >> 6; // a small random start leaves room for thousands of ids
  } else {
    ms = lastMs;
    counter += 1;
    if (counter > COUNTER_MAX) {
      lastMs += 1;
      ms = lastMs;
      counter = 0;
    }
  }
  const bytes = new Uint8Array(16);
  for (let i = 5; i >= 0; i--) bytes[5 - i] = Math.floor(ms / 2 ** (8 * i)) & 0xff;
  bytes[6] = counter >> 4;
  bytes[7] = ((counter & 0x0f) << 4) | (random[0] & 0x0f);
  bytes.set(random.subarray(1, 9), 8);
  return `${prefix}_${base32(bytes)}`;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function base32Encode(bytes: Uint8Array): string {
  return base32(bytes);
}
