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
