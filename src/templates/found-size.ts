// The size a found field (a text tag, "Find fields") is made with (issue 44 items 10, 20 and 21): at
// least its type's minimum — a signature 36 pt tall, a check box a square — grown into free room only,
// never over the page's text, its rules or another field, and kept on the page. Height is found above
// the box first (a value is written, a signature signed, on its line), then below; width to the right,
// then to the left. Where the room runs out the box stays as large as the room allows, never smaller
// than it came. Boxes are displayed points from the page's top-left corner (y grows downward).

export interface Edges {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The least a found field of each type is made, where the page has the room. */
export function foundMinimum(type: string): { width: number; height: number } {
  switch (type) {
    case 'signature':
      return { width: 120, height: 36 };
    case 'initials':
      return { width: 48, height: 26 };
    case 'checkbox':
      return { width: 12, height: 12 };
    default:
      return { width: 60, height: 16 };
  }
}

const clear = (box: Edges, obstacles: readonly Edges[]) =>
  !obstacles.some((o) => box.x0 < o.x1 && o.x0 < box.x1 && box.y0 < o.y1 && o.y0 < box.y1);

/** How far an edge may move (0 to `want`) before the box meets an obstacle or leaves the page. */
function room(
  box: Edges,
  edge: keyof Edges,
  want: number,
  obstacles: readonly Edges[],
  page: { width: number; height: number },
): number {
  const sign = edge === 'x0' || edge === 'y0' ? -1 : 1;
  const limit = edge === 'x0' || edge === 'y0' ? 0 : edge === 'x1' ? page.width : page.height;
  let allowed = Math.max(0, Math.min(want, sign * (limit - box[edge])));
  // The strip the edge sweeps: every obstacle in it stops the edge short of it.
  const strip = { ...box, [edge]: box[edge] + sign * allowed };
  if (sign < 0) strip[edge === 'x0' ? 'x1' : 'y1'] = box[edge];
  else strip[edge === 'x1' ? 'x0' : 'y0'] = box[edge];
  for (const o of obstacles) {
    if (clear(strip, [o])) continue;
    const gap =
      sign < 0 ? box[edge] - o[edge === 'x0' ? 'x1' : 'y1'] : o[edge === 'x1' ? 'x0' : 'y0'] - box[edge];
    allowed = Math.min(allowed, Math.max(0, gap));
  }
  return allowed;
}

/**
 * The box grown toward the type's minimum (`foundMinimum`; a check box becomes a square) into room
 * the obstacles leave.
 */
export function settleFoundBox(
  box: Edges,
  type: string,
  obstacles: readonly Edges[],
  page: { width: number; height: number },
): Edges {
  const min = foundMinimum(type);
  const out = { ...box };
  const square = type === 'checkbox';
  // A check box is a square at its box's start: never as wide as the sentence its tag was.
  if (square) out.x1 = Math.min(out.x1, out.x0 + Math.max(min.width, out.y1 - out.y0));
  // Toward `want` more along one axis: all on `first`'s side, then the rest on `second`'s; a
  // square (a check box, centred on its mark) takes half on each side first.
  const grow = (want: number, first: keyof Edges, second: keyof Edges) => {
    let left = want;
    const turns: Array<[keyof Edges, number]> = square
      ? [
          [first, want / 2],
          [second, want],
          [first, want],
        ]
      : [
          [first, want],
          [second, want],
        ];
    for (const [edge, share] of turns) {
      if (left <= 0) break;
      const moved = room(out, edge, Math.min(share, left), obstacles, page);
      out[edge] += edge === 'x0' || edge === 'y0' ? -moved : moved;
      left -= moved;
    }
  };
  grow(min.height - (out.y1 - out.y0), 'y0', 'y1');
  grow((square ? out.y1 - out.y0 : min.width) - (out.x1 - out.x0), 'x1', 'x0');
  return out;
}
