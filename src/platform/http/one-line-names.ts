// One rule at the edge for names (platform/names.ts): a JSON body (at any depth) or a form whose
// name field holds a line break, tab or other control character is refused with a 400 naming the
// field, before any route sees it — the API, the operator API and the application's forms alike.
// Name fields are the keys `name` and `displayName`, and the forms' `….name` and `…-name` fields (the
// send form's `submitters.0.name`). Names inside a file or a multi-line field (bulk send's spreadsheet, the CC
// list) are checked where they are read, by the same isOneLineName. A `values` map is the template's
// own keys (a variable may well be called `name` and hold several lines): it is never walked, in a
// JSON body (`values`) or a form (`values.<key>`); its checks are the template's (`invalid_values`).
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';
import { isOneLineName, NAME_PROBLEM } from '../names.ts';

const isNameKey = (key: string) =>
  !key.startsWith('values.') && (key === 'name' || key === 'displayName' || /[.-]name$/.test(key));

/** The path (`body/submitters/0/name`) of the first name that is not one line, or null. Iterative. */
export function findMultiLineName(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${where}/${i}`]);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key === 'values') continue;
        if (typeof child === 'string') {
          if (isNameKey(key) && !isOneLineName(child)) return `${where}/${key}`;
        } else stack.push([child, `${where}/${key}`]);
      }
    }
  }
  return null;
}

/** Registers the rule for every route of the instance (call it on the root, before any route). */
export function refuseMultiLineNames(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = findMultiLineName(request.body, 'body');
    if (where !== null) throw badRequest(`${where} ${NAME_PROBLEM}`);
  });
}
