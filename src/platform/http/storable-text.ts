// One rule at the edge for text PostgreSQL cannot store: a NUL character (U+0000) or an unpaired
// UTF-16 surrogate anywhere in a path parameter, a query value, or a JSON body (values and keys, at
// any depth) is refused before any route sees it. A body or query is a 400 naming the field; a path
// parameter is a 404, since such a path cannot name anything that exists.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors.ts';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The path (`body/a/0/b`) of the first string or key that cannot be stored, or null. Iterative. */
export function findUnstorable(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return where;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${where}/${i}`]);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return `${where} (a key)`;
        stack.push([child, `${where}/${key}`]);
      }
    }
  }
  return null;
}

const problem = (where: string) =>
  `${where} contains a character that cannot be stored (a NUL character or an unpaired surrogate)`;

/** Registers the rule for every route of the instance (call it on the root, before any route). */
export function refuseUnstorableText(app: FastifyInstance): void {
  // A callback hook (a throw is the refusal): every call with a body passes through it, and an async
  // hook costs each a promise and a turn of the microtask queue.
  app.addHook('preValidation', (request, _reply, done) => {
    if (findUnstorable(request.params, 'params') !== null) throw notFound();
    const inQuery = findUnstorable(request.query, 'querystring');
    if (inQuery !== null) throw badRequest(problem(inQuery));
    const inBody = findUnstorable(request.body, 'body');
    if (inBody !== null) throw badRequest(problem(inBody));
    done();
  });
}
