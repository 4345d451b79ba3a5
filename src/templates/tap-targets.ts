// The tap targets of the fields drawn on one page of the signer's in-place view (issue 31 item 10).
// A field's box on screen may be smaller than a finger; its target grows toward `min` pixels a side
// (WCAG 2.5.5's 44), centred on the box, but only into room no other field claims: where two grown
// targets would meet, the gap between the two boxes is split at its midpoint, across the axis that
// separates them most, so no target ever overlaps another or covers another field's box, and a tap
// on a box always opens that box's field. Targets stay on their page. Each target contains its whole
// box. Pure: screen rectangles in, screen rectangles out (src/signing/client/in-place.ts draws them).
import type { ScreenRect, Size } from './geometry.ts';

interface Edges {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const edgesOf = (rect: ScreenRect): Edges => ({
  left: rect.left,
  top: rect.top,
  right: rect.left + rect.width,
  bottom: rect.top + rect.height,
});

/** The box grown to at least `min` a side about its centre, then held to the page. */
function grown(box: Edges, min: number, page?: Size): Edges {
  const x = Math.max(0, (min - (box.right - box.left)) / 2);
  const y = Math.max(0, (min - (box.bottom - box.top)) / 2);
  const target = { left: box.left - x, top: box.top - y, right: box.right + x, bottom: box.bottom + y };
  if (!page) return target;
  return {
    left: Math.max(target.left, Math.min(0, box.left)),
    top: Math.max(target.top, Math.min(0, box.top)),
    right: Math.min(target.right, Math.max(page.width, box.right)),
    bottom: Math.min(target.bottom, Math.max(page.height, box.bottom)),
  };
}

const overlap = (a: Edges, b: Edges) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The tap target of each box (same order), in the boxes' own screen pixels: at least `min` a side
 * where the room allows, never overlapping another target, never over another box. Boxes that
 * overlap each other (a template's own mistake) keep targets no larger than themselves.
 */
export function tapTargets(boxes: readonly ScreenRect[], min: number, page?: Size): ScreenRect[] {
  const own = boxes.map(edgesOf);
  const wanted = own.map((box) => grown(box, min, page));
  const targets = wanted.map((target) => ({ ...target }));
  for (let i = 0; i < own.length; i++) {
    for (let j = i + 1; j < own.length; j++) {
      if (!overlap(wanted[i], wanted[j])) continue;
      const [a, b] = [own[i], own[j]];
      // The room between the boxes across and down (negative: they share that span).
      const across = Math.max(b.left - a.right, a.left - b.right);
      const down = Math.max(b.top - a.bottom, a.top - b.bottom);
      if (across < 0 && down < 0) {
        Object.assign(targets[i], a);
        Object.assign(targets[j], b);
        continue;
      }
      const [start, end] = across >= down ? (['left', 'right'] as const) : (['top', 'bottom'] as const);
      const [first, second] = a[start] <= b[start] ? [i, j] : [j, i];
      const middle = (own[first][end] + own[second][start]) / 2;
      targets[first][end] = Math.min(targets[first][end], middle);
      targets[second][start] = Math.max(targets[second][start], middle);
    }
  }
  for (const [index, target] of targets.entries()) {
    // Growing only ever shrinks back toward the box, never inside it.
    const box = own[index];
    target.left = Math.min(target.left, box.left);
    target.top = Math.min(target.top, box.top);
    target.right = Math.max(target.right, box.right);
    target.bottom = Math.max(target.bottom, box.bottom);
  }
  return targets.map((t) => ({
    left: t.left,
    top: t.top,
    width: t.right - t.left,
    height: t.bottom - t.top,
  }));
}
