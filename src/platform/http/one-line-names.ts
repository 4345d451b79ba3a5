// One rule at the edge for the short texts a person reads (platform/names.ts): a JSON body (at any
// depth) or a form whose name, label, file name, subject or format message holds a line break, tab,
// text-direction or other control character is refused with a 400 naming the field, before any route
// sees it — the API, the operator API and the application's forms alike. The rule goes by what the
// text is, not where it sits (issue 44 item 5): ONE_LINE_KEYS are those texts wherever they appear
// (a template's, a role's, a field's, a flow variable's, a document's, a signer's), a field's
// `options` are each one, and a form's `….name` / `….label` fields (`submitters.0.name`,
// `variables.2.label`) too. test/one-line-text.test.ts walks the OpenAPI documents' request bodies and
// fails on a string property that is neither one of these nor listed as free text or a code.
// Names inside a file or a multi-line field (bulk send's spreadsheet, the CC list) are checked where
// they are read, by the same isOneLineName. A `values` map is the template's own keys (a variable may
// well be called `name` and hold several lines): it is never walked, in a JSON body (`values`) or a
// form (`values.<key>`); its checks are the template's (`invalid_values`). A form's one-line fields
// are trimmed here first, as every form stores them: a tab or line break pasted at the end of a name
// is whitespace, not a reason to refuse it; one inside the name is refused.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';
import { isOneLineName, NAME_PROBLEM } from '../names.ts';

/** The keys whose text is one line wherever they appear in a body. */
export const ONE_LINE_KEYS: ReadonlySet<string> = new Set([
  'name',
  'displayName',
  'label',
  'filename',
  'subject',
  'patternMessage',
  'role',
  'witnessFor',
]);
/** The keys holding a list of one-line texts (a choice field's options). */
export const ONE_LINE_LIST_KEYS: ReadonlySet<string> = new Set(['options']);

const isNameKey = (key: string) =>
  !key.startsWith('values.') && (ONE_LINE_KEYS.has(key) || /[.-](name|label|patternMessage)$/.test(key));

/** The path (`body/submitters/0/name`) of the first one-line text that is not, or null. Iterative. */
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
        } else if (ONE_LINE_LIST_KEYS.has(key) && Array.isArray(child)) {
          const at = child.findIndex((item) => typeof item === 'string' && !isOneLineName(item));
          if (at >= 0) return `${where}/${key}/${at}`;
          stack.push([child, `${where}/${key}`]);
        } else stack.push([child, `${where}/${key}`]);
      }
    }
  }
  return null;
}

/** Trims the one-line fields of a form's body (flat: field name → text), in place. */
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
