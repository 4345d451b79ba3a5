// A walk of a PDF's object graph, which whoever made the file drew (issue 43 item 3): every node is
// visited once, however many times the graph lists it (a "diamond" of kids listing the same child
// twice, level after level, doubles the work per level without this), and the walk ends with a
// document_too_complex past a budget of nodes. Every feature that follows /Kids, /Next, /Parent or
// the like through a stranger's file walks with one of these.
import { coded } from './errors.ts';

export interface GraphWalk {
  /** True the first time `node` is met; false after. 400 document_too_complex past the budget. */
  first(node: object): boolean;
  readonly visited: number;
}

export function graphWalk(maxNodes: number, what: string): GraphWalk {
  const seen = new Set<object>();
  return {
    first(node) {
      if (seen.has(node)) return false;
      if (seen.size >= maxNodes) {
        throw coded(
          'document_too_complex',
          `The document could not be processed: its ${what} has more than ${maxNodes} entries. Nothing was stored; simplify the document and try again`,
        );
      }
      seen.add(node);
      return true;
    },
    get visited() {
      return seen.size;
    },
  };
}
