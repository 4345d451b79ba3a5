// CONTRACT §1: identifiers are opaque, URL-safe, prefixed, unguessable and sort by creation time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newId } from '../src/platform/ids.ts';

test('ids carry their type prefix and only URL-safe characters', () => {
  assert.match(newId('sr'), /^sr_[0-9a-z]{26}$/);
});

test('ids made in one millisecond still sort in the order they were made', () => {
  const at = new Date('2026-11-21T10:00:00.000Z');
  const ids = Array.from({ length: 1000 }, () => newId('aud', at));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
});

test('a later time sorts after an earlier one', () => {
  const a = newId('sr', new Date('2026-11-21T10:00:00.000Z'));
  const b = newId('sr', new Date('2026-11-21T10:00:00.001Z'));
  assert.ok(a < b);
});

/** The 128 bits of an id, decoded from its base32 text. */
function bitsOf(id: string): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const text = id.split('_')[1];
  return [...text]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('')
    .slice(0, 128);
}

test('ids made in one millisecond cannot be guessed from a neighbour: 68 bits are fresh for each', () => {
  const at = new Date('2026-11-21T11:00:00.000Z');
  const ids = Array.from({ length: 1000 }, () => newId('sr', at));
  const tails = ids.map((id) => bitsOf(id).slice(60));
  assert.equal(new Set(tails).size, ids.length);
  let differing = 0;
  let successors = 0;
  for (let i = 1; i < tails.length; i++) {
    for (let b = 0; b < 68; b++) if (tails[i][b] !== tails[i - 1][b]) differing += 1;
    if (BigInt(`0b${tails[i]}`) - BigInt(`0b${tails[i - 1]}`) === 1n) successors += 1;
  }
  // Independent random tails differ in 34 of 68 bits on average; an incremented one in about 2.
  assert.ok(differing / (tails.length - 1) > 28, `mean differing bits ${differing / (tails.length - 1)}`);
  assert.equal(successors, 0);
});

test('the time and the counter lead the id, so ids sort by creation', () => {
  const at = new Date('2099-01-01T00:00:00.000Z'); // later than any id made before in this process
  const first = bitsOf(newId('sr', at));
  assert.equal(Number.parseInt(first.slice(0, 48), 2), at.getTime());
});
