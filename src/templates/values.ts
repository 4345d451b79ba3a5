// Values against a template's inputs, shared by send, render and signing (CONTRACT §4
// `invalid_values`): which inputs a caller may fill, whether each value has the input's type and
// format, and the one detail per offending key that the 400 carries.
//
// Decisions, strict so that what a caller sends is what the document shows:
// - `values` absent means {}; anything but a plain JSON object is a body error (400 without code,
//   thrown as badRequest), like any other malformed body field.
// - A value of null or "" (or only whitespace) counts as not given: optional inputs stay blank,
//   required ones are reported `is required`. HTML forms send "" for an empty box.
// - `number` takes JSON numbers only: "1200" is refused rather than guessed at.
// - `checkbox` takes true or false. A sender's: `required` means an answer must be given, and false
//   is one (a flow's "Pets: No"). A signer's required check box must be ticked (issue 44 item 15: the
//   page says "(required)", so an unticked box cannot sign); a check box placed in the builder or
//   accepted from "Find fields" is optional until its author makes it required.
// - `date` is a real calendar date written YYYY-MM-DD; `select` and `radio` must equal one option exactly.
// - `multiple` takes an array of distinct options (an empty array counts as not given), as many as its
//   minSelected..maxSelected, stored in the options' order (choices.ts).
// - A `number` with `min`, `max` or `integer` is refused outside its rule, and the reason quotes the
//   whole rule ("must be a whole number between 1 and 10") so the fix needs no second round trip.
// - A signer's `date` with `editable: false` is the signing date: signingDateValues fills it when
//   blank, and a given one must be within a day of the signing date's UTC day (the signer's own
//   calendar may be a day ahead or behind UTC). Unset `editable` means true (API templates before it).
// - Issue 34's rules (rules.ts): a phone number is stored written internationally; a `pattern` is
//   checked against the stored form (text trimmed, a phone number international) and its
//   `patternMessage` is the reason; an input its condition hides is not required and takes no value
//   (one sent is refused, naming it); at send the sender may give starting values for the signers'
//   fields and must give the required read-only ones; a signer's field left out (key absent) starts
//   as the sender gave it, and a read-only one given differently is refused.
import { badRequest, type InvalidValueDetail, invalidValues } from '../platform/errors.ts';
import type { TenantWork } from '../platform/work/pool.ts';
import { checkFileValue, checkImageValue } from './attachment-values.ts';
import { checkChoice, normaliseChoice } from './choices.ts';
import { isPlainObject } from './definition.ts';
import { matchPatternsTask } from './pattern-task.ts';
import {
  hiddenKeys,
  INLINE_PATTERN_COST,
  internationalPhone,
  isBlank,
  matchesPattern,
  patternCost,
  regionOfLocale,
} from './rules.ts';
import type { Template, TemplateInput, Values } from './types.ts';

export interface ValuesScope {
  /**
   * Unset: the sender's values — their own inputs, and starting values for the signers' fields
   * (required for a read-only one). Set: that signer's own non-signature inputs.
   */
  role?: string;
  /** When the signer signs: their dates that are not editable must be this day (give it at signing). */
  signingDate?: Date;
  /** When a signer signs: the values given before (the sender's, earlier signers'), which conditions read. */
  known?: Values;
  /**
   * When a signer signs: the sender's values for their fields. A field the signer leaves out (the key
   * absent) starts as it; a read-only field must stay it.
   */
  starting?: Values;
  /** The language (BCP 47) of whoever gives the values: a phone number is read in its region. */
  locale?: string;
  /** At send: each signer's language, for the starting values of their phone fields. */
  roleLocales?: Record<string, string>;
}

type TemplateInputs = Pick<Template, 'inputs'>;

export const TEXT_VALUE_MAX_LENGTH = 10_000;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether an input is filled by signing rather than by a value. */
export function isSignatureInput(input: Pick<TemplateInput, 'type'>): boolean {
  return input.type === 'signature' || input.type === 'initials';
}

/** The inputs a caller in this scope fills in (the sender: their own; a signer: theirs but signatures). */
export function inputsInScope(template: TemplateInputs, scope: ValuesScope): TemplateInput[] {
  return template.inputs.filter((input) =>
    scope.role === undefined
      ? input.role === undefined
      : input.role === scope.role && !isSignatureInput(input),
  );
}

/** A signer's field the sender may give a value for at send: its starting (or read-only) value. */
export function isPresettable(input: TemplateInput): boolean {
  return input.role !== undefined && !isSignatureInput(input) && input.type !== 'file';
}

/** The inputs whose values a caller in this scope may give: those it fills, and at send the presets. */
export function valueInputs(template: TemplateInputs, scope: ValuesScope): TemplateInput[] {
  if (scope.role !== undefined) return inputsInScope(template, scope);
  return template.inputs.filter((input) => input.role === undefined || isPresettable(input));
}

/** Every problem with `values` for this scope, one detail per offending key; empty when valid. */
export function validateValues(
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope = {},
): InvalidValueDetail[] {
  return checkValues(template, values, scope).details;
}

/** The normalised values when valid; otherwise throws 400 `invalid_values` with every detail. */
export function assertValidValues(
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope = {},
): Values {
  const { details, values: valid } = checkValues(template, values, scope);
  if (details.length > 0) throw invalidValues(details);
  return valid;
}

/**
 * The values worth storing, from values that passed validation: only this scope's inputs that are
 * shown, blanks dropped, text trimmed and NFC-normalised (so "Zoë" typed either way is the same
 * string), phone numbers written internationally, a signer's left-out fields at their starting value.
 */
export function normaliseValues(template: TemplateInputs, values: unknown, scope: ValuesScope = {}): Values {
  return checkValues(template, values, scope).values;
}

/** Whether a pattern is found in a value: on this thread, or from the answers the pool gave. */
type PatternMatcher = (pattern: string, value: string) => boolean;

/**
 * The synchronous checks' matcher: a pattern too costly for this thread counts as found, so that
 * no synchronous caller (a form's early check, a bulk upload's plan) runs it here; the send, render
 * or signature that follows checks it in the pool (checkValuesIn).
 */
const inlineMatcher: PatternMatcher = (pattern, value) =>
  patternCost(pattern, value) > INLINE_PATTERN_COST || matchesPattern(pattern, value);

/**
 * Validation and normalisation with every pattern checked, the costly ones (rules.ts
 * INLINE_PATTERN_COST) in the pool (`work`) and the rest here: the values and the details a 400
 * `invalid_values` carries. What send, render and signing call with the service's pool.
 */
export async function checkValuesIn(
  work: TenantWork,
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope = {},
): Promise<{ details: InvalidValueDetail[]; values: Values }> {
  const answers = new Map<string, boolean>();
  const costly: Array<[string, string]> = [];
  const matcher: PatternMatcher = (pattern, value) => {
    if (patternCost(pattern, value) <= INLINE_PATTERN_COST) return matchesPattern(pattern, value);
    const answer = answers.get(`${pattern}\0${value}`);
    if (answer !== undefined) return answer;
    costly.push([pattern, value]);
    return true; // told below, after the pool has answered
  };
  const first = checkValues(template, values, scope, matcher);
  if (costly.length === 0) return first;
  const matched = await work.run(matchPatternsTask, { pairs: costly });
  costly.forEach(([pattern, value], index) => {
    answers.set(`${pattern}\0${value}`, matched[index]);
  });
  return checkValues(template, values, scope, matcher);
}

/** checkValuesIn's values when valid; otherwise throws 400 `invalid_values` with every detail. */
export async function assertValidValuesIn(
  work: TenantWork,
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope = {},
): Promise<Values> {
  const { details, values: valid } = await checkValuesIn(work, template, values, scope);
  if (details.length > 0) throw invalidValues(details);
  return valid;
}

/** Validation and normalisation in one pass, since conditions read the normalised values. */
function checkValues(
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope,
  matcher: PatternMatcher = inlineMatcher,
): { details: InvalidValueDetail[]; values: Values } {
  const given = asValuesObject(values);
  const inScope = valueInputs(template, scope);
  const starting = scope.role !== undefined ? (scope.starting ?? {}) : {};
  // A signer's field they leave out starts as the sender gave it.
  const candidate: Record<string, unknown> = { ...given };
  const filled = new Set<string>();
  // A read-only one keeps the sender's value whatever the signer sends: a blank (`""`, null) leaves
  // it as given (issue 44 item 4), another value is refused below.
  for (const input of inScope) {
    if (!Object.hasOwn(starting, input.key)) continue;
    const keep = input.readonly === true && isBlank(given[input.key]);
    if (Object.hasOwn(given, input.key) && !keep) continue;
    candidate[input.key] = starting[input.key];
    filled.add(input.key);
  }

  const reasons = new Map<string, string>();
  const normalised: Values = {};
  for (const input of inScope) {
    const value = Object.hasOwn(candidate, input.key) ? candidate[input.key] : undefined;
    if (isBlank(value)) continue;
    const region = input.region ?? regionOfLocale(localeFor(input, scope));
    const reason = checkValue(input, value, region, scope);
    if (reason) reasons.set(input.key, reason);
    else normalised[input.key] = normaliseValue(input, value as Values[string], region);
  }

  // Conditions read what this caller gives over what was given before (never their own old values).
  const known = { ...scope.known };
  for (const input of inScope) delete known[input.key];
  const hidden = hiddenKeys(
    template.inputs,
    { ...known, ...normalised },
    // At send a signer's value is not known yet: a condition reading one may still hold.
    scope.role === undefined ? (input) => input.role === undefined : undefined,
  );

  const details: InvalidValueDetail[] = [];
  const out: Values = {};
  const problem = (input: TemplateInput, reason: string) =>
    details.push({ key: input.key, label: input.label, reason });
  for (const input of inScope) {
    const value = Object.hasOwn(candidate, input.key) ? candidate[input.key] : undefined;
    if (hidden.has(input.key)) {
      // A starting value the signer did not send is dropped with the field; one sent is refused.
      if (!isBlank(value) && !filled.has(input.key))
        problem(input, 'is hidden by its condition, so it takes no value');
      continue;
    }
    if (isBlank(value)) {
      const reason = blankReason(input, scope);
      if (reason) problem(input, reason);
      continue;
    }
    const reason =
      reasons.get(input.key) ??
      patternReason(input, normalised[input.key], matcher) ??
      readonlyReason(input, normalised[input.key], scope, starting) ??
      tickReason(input, normalised[input.key], scope) ??
      checkSigningDate(input, value, scope.signingDate);
    if (reason) problem(input, reason);
    else out[input.key] = normalised[input.key];
  }

  const owned = new Set(inScope.map((input) => input.key));
  for (const key of Object.keys(given)) {
    if (owned.has(key)) continue;
    const input = template.inputs.find((candidate) => candidate.key === key);
    details.push({ key, label: input?.label ?? key, reason: outOfScopeReason(input) });
  }
  return { details, values: out };
}

/** The language a value of this input is given in: the signer's at send for their fields' presets. */
function localeFor(input: TemplateInput, scope: ValuesScope): string | undefined {
  if (scope.role === undefined && input.role !== undefined) return scope.roleLocales?.[input.role];
  return scope.locale;
}

/** Why a blank shown input is refused in this scope, or undefined when blank is fine. */
function blankReason(input: TemplateInput, scope: ValuesScope): string | undefined {
  if (!input.required) return undefined;
  if (scope.role !== undefined || input.role === undefined) return 'is required';
  // At send a signer's field needs no value, unless they may not change it.
  return input.readonly ? 'is read-only for the signer, so the sender must give it' : undefined;
}

function patternReason(
  input: TemplateInput,
  value: Values[string] | undefined,
  matches: PatternMatcher,
): string | undefined {
  if (!input.pattern || typeof value !== 'string' || matches(input.pattern, value)) return undefined;
  return input.patternMessage ?? `must match the pattern ${input.pattern}`;
}

/** A signer's required check box, at signing, must be ticked. */
function tickReason(
  input: TemplateInput,
  value: Values[string] | undefined,
  scope: ValuesScope,
): string | undefined {
  const signers = scope.role !== undefined && input.role !== undefined;
  return signers && input.type === 'checkbox' && input.required && value === false
    ? 'must be ticked'
    : undefined;
}

/** A signer's read-only field must be exactly what the sender gave. */
function readonlyReason(
  input: TemplateInput,
  value: Values[string] | undefined,
  scope: ValuesScope,
  starting: Values,
): string | undefined {
  if (scope.role === undefined || !input.readonly) return undefined;
  const fixed = Object.hasOwn(starting, input.key) ? starting[input.key] : undefined;
  return JSON.stringify(value) === JSON.stringify(fixed) ? undefined : 'is read-only';
}

/** A valid value as stored: text trimmed and NFC-normalised, a phone number written internationally, choices in the options' order. */
function normaliseValue(input: TemplateInput, value: Values[string], region: string): Values[string] {
  if (Array.isArray(value)) return input.type === 'multiple' ? normaliseChoice(input, value) : value;
  if (typeof value !== 'string') return value;
  if (input.type === 'text') return value.trim().normalize('NFC');
  if (input.type === 'phone') return internationalPhone(value, region) ?? value;
  return value;
}

function asValuesObject(values: unknown): Record<string, unknown> {
  if (values === undefined) return {};
  if (!isPlainObject(values))
    throw badRequest('values must be an object keyed by variable key or field name');
  return values;
}

/** Why a present value does not suit its input, or undefined when it does. */
function checkValue(
  input: TemplateInput,
  value: unknown,
  region: string,
  scope: ValuesScope,
): string | undefined {
  switch (input.type) {
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      return value.length > TEXT_VALUE_MAX_LENGTH
        ? `must be at most ${TEXT_VALUE_MAX_LENGTH} characters`
        : undefined;
    case 'number':
      return checkNumber(input, value);
    case 'date':
      return checkDate(value);
    case 'email':
      return typeof value === 'string' && value.length <= 254 && EMAIL.test(value)
        ? undefined
        : 'must be an e-mail address';
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'phone':
      return typeof value === 'string' && value.length <= 100 && internationalPhone(value, region)
        ? undefined
        : 'is not a phone number';
    case 'select': {
      const options = input.options ?? [];
      return typeof value === 'string' && options.includes(value)
        ? undefined
        : `must be one of: ${options.join(', ')}`;
    }
    case 'radio':
    case 'multiple':
      return checkChoice(input, value);
    case 'file':
      return checkFileValue(input, value);
    case 'image':
      // The sender's image comes as a data URL; a signer's is an upload of theirs, by id.
      return checkImageValue(value, scope.role === undefined);
    default:
      // Signature inputs are never in scope; reaching here means a caller bypassed inputsInScope.
      return 'is signed, not given as a value';
  }
}

function checkDate(value: unknown): string | undefined {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return 'must be a date in YYYY-MM-DD format';
  const [year, month, day] = match.slice(1).map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days
    ? undefined
    : 'must be a real calendar date';
}

/** Why a value breaks a number input's type or rule, quoting the whole rule; undefined when it fits. */
function checkNumber({ min, max, integer }: TemplateInput, value: unknown): string | undefined {
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  const fits =
    isNumber &&
    (!integer || Number.isInteger(value)) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max);
  if (fits) return undefined;
  const range =
    min !== undefined && max !== undefined
      ? `between ${min} and ${max}`
      : min !== undefined
        ? `at least ${min}`
        : max !== undefined
          ? `at most ${max}`
          : undefined;
  // A number merely out of range is told its range; anything else is told what kind of number too.
  if (isNumber && !integer) return `must be ${range}`;
  const kind = integer ? 'a whole number' : 'a number';
  if (range === undefined) return `must be ${kind}`;
  return `must be ${kind} ${range.startsWith('between') ? range : `of ${range}`}`;
}

/** A signer's date input that starts as the signing date and may not be changed by them. */
export function isFixedSigningDate(input: Pick<TemplateInput, 'type' | 'role' | 'editable'>): boolean {
  return input.type === 'date' && input.role !== undefined && input.editable === false;
}

/** The signing date's day as a value: YYYY-MM-DD of its UTC calendar day. */
export function signingDay(signingDate: Date): string {
  return signingDate.toISOString().slice(0, 10);
}

/**
 * A signer's values with each of their dates that are not editable filled with the signing date where
 * left blank (YYYY-MM-DD, UTC). A date they did give is kept: validation (with `signingDate` in the
 * scope) checks it is within a day. Anything else is returned as given; not an object: 400, as in
 * validation.
 */
export function signingDateValues(
  template: TemplateInputs,
  role: string,
  values: unknown,
  signingDate: Date,
): Record<string, unknown> {
  const given = asValuesObject(values);
  const filled: Record<string, unknown> = { ...given };
  for (const input of inputsInScope(template, { role })) {
    const value = Object.hasOwn(given, input.key) ? given[input.key] : undefined;
    if (isFixedSigningDate(input) && isBlank(value)) filled[input.key] = signingDay(signingDate);
  }
  return filled;
}

/** A valid date of a fixed signing-date input, against the signing date (unchecked without one). */
function checkSigningDate(input: TemplateInput, value: unknown, signingDate: Date | undefined) {
  if (!signingDate || !isFixedSigningDate(input) || typeof value !== 'string') return undefined;
  const day = Date.parse(`${value}T00:00:00Z`);
  const signedOn = Date.parse(`${signingDay(signingDate)}T00:00:00Z`);
  return Math.abs(day - signedOn) <= DAY_MS ? undefined : 'must be the signing date';
}

function outOfScopeReason(input: TemplateInput | undefined): string {
  if (!input) return 'is not a field of this template';
  if (isSignatureInput(input)) return 'is filled by signing, not given as a value';
  if (input.role === undefined) return 'is set by the sender, not by a signer';
  // Only another role's input gets here: this role's own non-signature inputs are in scope.
  return `is filled in by the ${input.role} signer`;
}
