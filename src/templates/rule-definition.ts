// The rule properties of a template input as a create body gives them (issue 34): `region`,
// `pattern` + `patternMessage`, `showIf`, `readonly`; each checked on its own by parseInputRules,
// then across the template by checkConditions (what a condition reads must exist, be another input,
// be known by the time this one is filled, and make no cycle). Problems are pushed in the wording of
// definition.ts: one sentence each, never containing "; ".
import {
  isPhoneRegion,
  PATTERN_MAX_LENGTH,
  PATTERN_MESSAGE_MAX_LENGTH,
  PATTERN_TYPES,
  patternProblem,
} from './rules.ts';
import type { InputType, ShowIf, TemplateInput } from './types.ts';

export const RULE_PROPERTIES = ['region', 'pattern', 'patternMessage', 'showIf', 'readonly'];

const CONDITIONS = ['equals', 'notEquals', 'notEmpty'] as const;

type Rules = Pick<TemplateInput, 'region' | 'pattern' | 'patternMessage' | 'showIf' | 'readonly'>;

/** The rules of one input, each checked against its type and role. */
export function parseInputRules(
  raw: Record<string, unknown>,
  at: string,
  type: InputType | undefined,
  problems: string[],
): Rules {
  const rules: Rules = {};
  if (raw.region !== undefined) {
    if (type !== undefined && type !== 'phone') problems.push(`${at}.region only applies to phone fields`);
    else if (typeof raw.region !== 'string' || !isPhoneRegion(raw.region)) {
      problems.push(`${at}.region must be a country code such as "GB" (ISO 3166-1 alpha-2, upper case)`);
    } else rules.region = raw.region;
  }

  if (raw.pattern !== undefined) {
    if (type !== undefined && !PATTERN_TYPES.includes(type)) {
      problems.push(`${at}.pattern only applies to ${PATTERN_TYPES.join(', ')} fields`);
    } else if (typeof raw.pattern !== 'string' || raw.pattern === '') {
      problems.push(`${at}.pattern must be a non-empty regular expression (RE2 syntax)`);
    } else if (raw.pattern.length > PATTERN_MAX_LENGTH) {
      problems.push(`${at}.pattern must be at most ${PATTERN_MAX_LENGTH} characters`);
    } else {
      const problem = patternProblem(raw.pattern);
      if (problem) {
        problems.push(
          `${at}.pattern is not a regular expression RE2 accepts: ${problem.replaceAll('; ', ', ')}`,
        );
      } else rules.pattern = raw.pattern;
    }
  }
  if (raw.patternMessage !== undefined) {
    const message = raw.patternMessage;
    if (raw.pattern === undefined) problems.push(`${at}.patternMessage only applies with a pattern`);
    else if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${at}.patternMessage must be a non-empty string`);
    } else if (message.length > PATTERN_MESSAGE_MAX_LENGTH) {
      problems.push(`${at}.patternMessage must be at most ${PATTERN_MESSAGE_MAX_LENGTH} characters`);
    } else rules.patternMessage = message.trim();
  }

  if (raw.showIf !== undefined) {
    const showIf = parseShowIf(raw.showIf, `${at}.showIf`, problems);
    if (showIf) rules.showIf = showIf;
  }

  if (raw.readonly !== undefined) {
    if (typeof raw.readonly !== 'boolean') problems.push(`${at}.readonly must be true or false`);
    else if (raw.readonly && raw.role === undefined) {
      problems.push(
        `${at}.readonly only applies to a signer's field (with a role): the sender gives its value`,
      );
    } else if (raw.readonly && (type === 'signature' || type === 'initials' || type === 'file')) {
      problems.push(`${at}.readonly does not apply to ${type} fields: the signer provides them`);
    } else if (raw.readonly && type === 'date' && raw.editable === false) {
      problems.push(`${at} is read-only and the signing date at once: give one or the other`);
    } else if (raw.readonly) rules.readonly = true;
  }
  return rules;
}

function parseShowIf(value: unknown, at: string, problems: string[]): ShowIf | undefined {
  const shape = `${at} must be {"field": key, and one of "equals": value, "notEquals": value, "notEmpty": true}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(shape);
    return undefined;
  }
  const raw = value as Record<string, unknown>;
  const unknown = Object.keys(raw).filter(
    (p) => p !== 'field' && !(CONDITIONS as readonly string[]).includes(p),
  );
  for (const property of unknown) problems.push(`${at} has unknown property "${property}"`);
  const given = CONDITIONS.filter((condition) => raw[condition] !== undefined);
  if (typeof raw.field !== 'string' || raw.field === '' || given.length !== 1) {
    problems.push(shape);
    return undefined;
  }
  const [condition] = given;
  const expected = raw[condition];
  if (condition === 'notEmpty') {
    if (expected !== true) {
      problems.push(`${at}.notEmpty must be true`);
      return undefined;
    }
    return { field: raw.field, notEmpty: true };
  }
  if (typeof expected !== 'string' && typeof expected !== 'number' && typeof expected !== 'boolean') {
    problems.push(`${at}.${condition} must be a string, a number or true/false`);
    return undefined;
  }
  return condition === 'equals'
    ? { field: raw.field, equals: expected }
    : { field: raw.field, notEquals: expected };
}

/**
 * Every condition against the whole template: it reads another input that exists and is no
 * signature, whose value is known when this input is filled (the sender's inputs read only the
 * sender's; a signer's read the sender's, their own, or an earlier signer's), with a value of that
 * input's kind, and no chain of conditions comes back to where it started.
 */
export function checkConditions(
  inputs: readonly TemplateInput[],
  roleNames: readonly string[],
  list: 'variables' | 'fields',
  problems: string[],
): void {
  const byKey = new Map(inputs.map((input) => [input.key, input]));
  const order = (role: string | undefined) => (role === undefined ? -1 : roleNames.indexOf(role));
  inputs.forEach((input, index) => {
    const showIf = input.showIf;
    if (!showIf) return;
    const at = `${list}[${index}].showIf.field "${showIf.field}"`;
    const source = byKey.get(showIf.field);
    if (!source) {
      problems.push(`${at} is not one of the template's ${list}`);
      return;
    }
    if (source === input) problems.push(`${at} is the ${list === 'fields' ? 'field' : 'variable'} itself`);
    else if (source.type === 'signature' || source.type === 'initials') {
      problems.push(`${at} is a ${source.type}, which has no value a condition can read`);
    } else if (input.role === undefined && source.role !== undefined) {
      problems.push(`${at} is filled by the ${source.role} signer, after the sender gives this one`);
    } else if (order(source.role) > order(input.role)) {
      problems.push(`${at} is filled by the ${source.role} signer, who signs after the ${input.role} signer`);
    } else {
      const mismatch = valueMismatch(showIf, source);
      if (mismatch) problems.push(`${list}[${index}].showIf ${mismatch}`);
    }
  });
  const cycle = findCycle(inputs, byKey);
  if (cycle) problems.push(`${list} have conditions that go round in a circle: ${cycle.join(' → ')}`);
}

/** Why the condition's value can never be the source's, or undefined when it can. */
function valueMismatch(showIf: ShowIf, source: TemplateInput): string | undefined {
  if ('notEmpty' in showIf) return undefined;
  const expected = 'equals' in showIf ? showIf.equals : showIf.notEquals;
  const options = source.options;
  if (options && (source.type === 'select' || source.type === 'radio' || source.type === 'multiple')) {
    return options.includes(expected as string)
      ? undefined
      : `compares with ${JSON.stringify(expected)}, which is not one of ${source.key}'s options`;
  }
  const kind = source.type === 'checkbox' ? 'boolean' : source.type === 'number' ? 'number' : 'string';
  return typeof expected === kind
    ? undefined
    : `compares ${source.key} with ${JSON.stringify(expected)}, but its value is ${kind === 'boolean' ? 'true or false' : `a ${kind}`}`;
}

function findCycle(
  inputs: readonly TemplateInput[],
  byKey: Map<string, TemplateInput>,
): string[] | undefined {
  const done = new Set<string>();
  for (const start of inputs) {
    const path: string[] = [];
    let current: TemplateInput | undefined = start;
    while (current?.showIf && !done.has(current.key)) {
      const seenAt = path.indexOf(current.key);
      if (seenAt >= 0) return [...path.slice(seenAt), current.key];
      path.push(current.key);
      if (current.showIf.field === current.key) break; // told apart above
      current = byKey.get(current.showIf.field);
    }
    for (const key of path) done.add(key);
  }
  return undefined;
}
