// The key derivation of the public link's proof of work (altcha-lib's SHA-256 scheme: the salt and
// the candidate hashed `cost` times, the last digest cut to `keyLength`), with Web Crypto where the
// page has it, and @noble/hashes where it has not: browsers give `crypto.subtle` only to secure
// contexts (https, localhost), and a service reached over plain http on a company network must
// still let its visitors through. Both give the same bytes (test/public-links-derive-key.test.ts).
import { sha256 } from '@noble/hashes/sha2';
import type { ChallengeParameters, DeriveKeyFunctionResult } from 'altcha-lib';

const joined = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

/** The derivation with @noble/hashes alone (no Web Crypto). */
export function deriveKeyPortable(
  parameters: ChallengeParameters,
  salt: Uint8Array,
  password: Uint8Array,
): DeriveKeyFunctionResult {
  let key: Uint8Array = joined(salt, password);
  for (let i = 0; i < Math.max(1, parameters.cost); i++) key = sha256(key);
  return { parameters: {}, derivedKey: key.slice(0, parameters.keyLength ?? 32) };
}

export async function deriveKey(
  parameters: ChallengeParameters,
  salt: Uint8Array,
  password: Uint8Array,
): Promise<DeriveKeyFunctionResult> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || parameters.algorithm !== 'SHA-256') return deriveKeyPortable(parameters, salt, password);
  let key: Uint8Array<ArrayBuffer> = joined(salt, password);
  for (let i = 0; i < Math.max(1, parameters.cost); i++)
    key = new Uint8Array(await subtle.digest('SHA-256', key));
  return { parameters: {}, derivedKey: key.slice(0, parameters.keyLength ?? 32) };
}
