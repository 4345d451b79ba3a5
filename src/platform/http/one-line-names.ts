// One rule at the edge for names (platform/names.ts): a JSON body (at any depth) or a form whose
// name field holds a line break, tab, text-direction or other control character is refused with a
// 400 naming the field, before any route sees it — the API, the operator API and the application's forms alike.
// Name fields are the keys `name` and `displayName`, and the forms' `….name` and `…-name` fields (the
// send form's `submitters.0.name`). Names inside a file or a multi-line field (bulk send's spreadsheet, the CC
// list) are checked where they are read, by the same isOneLineName. A `values` map is the template's
// own keys (a variable may well be called `name` and hold several lines): it is never walked, in a
// JSON body (`values`) or a form (`values.<key>`); its checks are the template's (`invalid_values`).
// A form's name fields are trimmed here first, as every form stores them: a tab or line break pasted
// at the end of a name is whitespace, not a reason to refuse it; one inside the name is refused.
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

/** Trims the name fields of a form's body (flat: field name → text), in place. */
export function trimFormNames(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && isNameKey(key)) fields[key] = value.trim();
  }
}

/** Registers the rule for every route of the instance (call it on the root, before any route). */
export function refuseMultiLineNames(app: FastifyInstance): void {
  // A callback hook (a throw is the refusal), for the reason storable-text.ts gives.
  app.addHook('preValidation', (request, _reply, done) => {
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
      request.headers['content-type'] ?? '',
    );
    if (form) trimFormNames(request.body);
    const where = findMultiLineName(request.body, 'body');
    if (where !== null) throw badRequest(`${where} ${NAME_PROBLEM}`);
    done();
  });
}
