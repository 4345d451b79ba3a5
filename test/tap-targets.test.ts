// The in-place view's tap targets (issue 31 item 10, src/templates/tap-targets.ts): a small field's
// target grows toward 44 px, but only into room no other field claims — neighbours split the gap
// between their boxes — so no two targets overlap, none covers another field's box, and each holds
// its own box whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ScreenRect } from '../src/templates/geometry.ts';
import { tapTargets } from '../src/templates/tap-targets.ts';

const rect = (left: number, top: number, width: number, height: number): ScreenRect => ({
  left,
  top,
  width,
  height,
});
const overlaps = (a: ScreenRect, b: ScreenRect) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;
const holds = (outer: ScreenRect, inner: ScreenRect) =>
  outer.left <= inner.left &&
  outer.top <= inner.top &&
  outer.left + outer.width >= inner.left + inner.width &&
  outer.top + outer.height >= inner.top + inner.height;

function checkRules(boxes: ScreenRect[], targets: ScreenRect[]) {
  assert.equal(targets.length, boxes.length);
  for (const [i, target] of targets.entries()) {
    assert.ok(holds(target, boxes[i]), `target ${i} holds its box: ${JSON.stringify([target, boxes[i]])}`);
    for (const [j, other] of targets.entries()) {
      if (i === j) continue;
      assert.ok(
        !overlaps(target, other),
        `targets ${i} and ${j} overlap: ${JSON.stringify([target, other])}`,
      );
      assert.ok(!overlaps(target, boxes[j]), `target ${i} covers box ${j}`);
    }
  }
}

test('a lone small box gets a 44 px target centred on it', () => {
  const [target] = tapTargets([rect(100, 100, 20, 10)], 44);
  assert.deepEqual(target, rect(88, 83, 44, 44));
});

test('a box already larger than 44 px is its own target', () => {
  assert.deepEqual(tapTargets([rect(10, 10, 200, 60)], 44), [rect(10, 10, 200, 60)]);
});

test('stacked boxes closer than 44 px split the gap between them at its midpoint', () => {
  // Lines 12 px apart (20 pt at 0.6): Phone above Move-in date.
  const boxes = [rect(40, 100, 120, 8), rect(40, 120, 120, 8)];
  const targets = tapTargets(boxes, 44);
  checkRules(boxes, targets);
  assert.equal(targets[0].top + targets[0].height, 114, 'the upper target ends halfway down the gap');
  assert.equal(targets[1].top, 114, 'the lower one starts there');
  assert.equal(targets[0].top, 82, 'and each still grows away from its neighbour');
  assert.equal(targets[1].top + targets[1].height, 146);
});

test('side-by-side boxes split the gap across, and a dense grid of them never overlaps', () => {
  // Two check boxes 10 px apart on one line.
  const pair = [rect(40, 100, 20, 8), rect(70, 100, 20, 8)];
  const targets = tapTargets(pair, 44);
  checkRules(pair, targets);
  assert.equal(targets[0].left + targets[0].width, 65);
  assert.equal(targets[1].left, 65);
  assert.equal(targets[0].left, 28, 'growing the whole way on its free side');

  // Three columns and five rows, 20–30 pt apart at a phone's scale, in shuffled order.
  const grid: ScreenRect[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) grid.push(rect(20 + column * 110, 50 + row * 15, 95, 8));
  }
  grid.reverse();
  checkRules(grid, tapTargets(grid, 44));
});

test('targets stay on their page, and boxes that overlap keep targets no larger than themselves', () => {
  const [corner] = tapTargets([rect(2, 3, 10, 10)], 44, { width: 300, height: 400 });
  assert.deepEqual(corner, rect(0, 0, 29, 30));
  const crossing = [rect(10, 10, 30, 10), rect(30, 15, 30, 10)];
  assert.deepEqual(tapTargets(crossing, 44), crossing);
});
