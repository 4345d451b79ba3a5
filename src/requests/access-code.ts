// Access codes (issue 24 item 2): a code the sender gives a signer out of band, which the signer
// must enter before their document opens. Only a slow hash is stored (scrypt, a salt per code), so a
// copy of the database does not give the codes away; the code itself is never returned, e-mailed
// or logged. Sending hashes (send.ts); the signing page's check compares (signing/verification).
// Capital and small letters are the same (issue 31 item 11: "blue-falcon-42" was refused for
// "BLUE-FALCON-42"): codes are hashed in small letters, marked `scrypt-nocase`; a hash stored before
// (`scrypt`) is still compared as it was made, letter for letter.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** What send accepts per submitter: an access code given by the sender, or a code e-mailed on demand. */
export type VerificationInput = { method: 'access_code'; code: string } | { method: 'email_code' };
export type VerificationMethod = VerificationInput['method'];

export const ACCESS_CODE_MIN = 4;
export const ACCESS_CODE_MAX = 64;

/** scrypt's cost: 2^14 × 8 × 128 bytes = 16 MiB and some tens of milliseconds per hash. */
const COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const CASE_BLIND = 'scrypt-nocase';
const CASE_EXACT = 'scrypt';

/** The code as it is hashed: NFC, and for a case-blind hash in small letters. */
const normalised = (code: string, scheme: string) =>
  scheme === CASE_BLIND ? code.normalize('NFC').toLowerCase() : code.normalize('NFC');

function derive(code: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt-nocase$N$r$p$salt$hash` (base64url), with a fresh salt. */
export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(normalised(code, CASE_BLIND), salt, COST);
  return [CASE_BLIND, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `code` is the one `stored` was made from (constant time); false for anything malformed. */
export async function accessCodeMatches(stored: string, code: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if ((scheme !== CASE_BLIND && scheme !== CASE_EXACT) || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(normalised(code, scheme), Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * What each submitter's row stores at send: the method, and for an access code its hash (hashed side
 * by side; each takes tens of milliseconds).
 */
export async function verificationColumns(
  inputs: Array<VerificationInput | undefined>,
): Promise<Array<{ method: VerificationMethod | null; secret: string | null }>> {
  return Promise.all(
    inputs.map(async (input) => {
      if (!input) return { method: null, secret: null };
      if (input.method === 'email_code') return { method: 'email_code' as const, secret: null };
      return { method: 'access_code' as const, secret: await hashAccessCode(input.code) };
    }),
  );
}
