// The public link's proof of work in a page without Web Crypto (plain http on a company network):
// the portable derivation gives the bytes the server's (altcha-lib, node:crypto) checks, and a
// challenge solved with it verifies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as serverDeriveKey } from 'altcha-lib/algorithms/sha';
import { deriveKey, deriveKeyPortable } from '../src/public-links/client/derive-key.ts';

const parameters = (cost: number, keyLength = 32) => ({
  algorithm: 'SHA-256',
  nonce: '00',
  salt: '00',
  cost,
  keyLength,
  keyPrefix: '00',
});

test('the portable and Web Crypto derivations give the server’s bytes', async () => {
  const salt = new Uint8Array([1, 2, 3, 250]);
  const password = new Uint8Array([9, 8, 7, 0, 0, 1]);
  for (const [cost, keyLength] of [
    [1, 32],
    [3, 16],
  ]) {
    const expected = (await serverDeriveKey(parameters(cost, keyLength), salt, password)).derivedKey;
    assert.deepEqual(
      deriveKeyPortable(parameters(cost, keyLength), salt, password).derivedKey,
      new Uint8Array(expected),
    );
    assert.deepEqual(
      (await deriveKey(parameters(cost, keyLength), salt, password)).derivedKey,
      new Uint8Array(expected),
    );
  }
});

test('a challenge solved without Web Crypto verifies on the server', async () => {
  const secrets = { hmacSignatureSecret: 'one', hmacKeySignatureSecret: 'two' };
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 300,
    deriveKey: serverDeriveKey,
    ...secrets,
  });
  const solution = await solveChallenge({ challenge, deriveKey: async (...a) => deriveKeyPortable(...a) });
  assert.ok(solution);
  const result = await verifySolution({ challenge, solution, deriveKey: serverDeriveKey, ...secrets });
  assert.equal(result.verified, true);
});
