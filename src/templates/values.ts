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
// - `checkbox` takes true or false; `required` means an answer must be given, and false is one
//   (with `required` defaulting to true, "must be ticked" would make every checkbox mandatory).
// - `date` is a real calendar date written YYYY-MM-DD; `select` must equal one option exactly.
// - A `number` with `min`, `max` or `integer` is refused outside its rule, and the reason quotes the
//   whole rule ("must be a whole number between 1 and 10") so the fix needs no second round trip.
// - A signer's `date` with `editable: false` is the signing date: signingDateValues fills it when
//   blank, and a given one must be within a day of the signing date's UTC day (the signer's own
//   calendar may be a day ahead or behind UTC). Unset `editable` means true (API templates before it).
import { badRequest, type InvalidValueDetail, invalidValues } from '../platform/errors.ts';
import { checkFileValue, checkImageValue } from './attachment-values.ts';
import { isPlainObject } from './definition.ts';
import type { Template, TemplateInput, Values } from './types.ts';

export interface ValuesScope {
  /** Unset: the sender's inputs (those without a role). Set: that signer's own non-signature inputs. */
  role?: string;
  /** When the signer signs: their dates that are not editable must be this day (give it at signing). */
  signingDate?: Date;
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

/** The inputs a caller in this scope supplies in `values`. */
export function inputsInScope(template: TemplateInputs, scope: ValuesScope): TemplateInput[] {
  return template.inputs.filter((input) =>
    scope.role === undefined
      ? input.role === undefined
      : input.role === scope.role && !isSignatureInput(input),
  );
}

/** Every problem with `values` for this scope, one detail per offending key; empty when valid. */
export function validateValues(
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope = {},
): InvalidValueDetail[] {
  const given = asValuesObject(values);
  const details: InvalidValueDetail[] = [];
  const inScope = inputsInScope(template, scope);

  for (const input of inScope) {
    const value = Object.hasOwn(given, input.key) ? given[input.key] : undefined;
    const reason = isBlank(value)
      ? input.required
        ? 'is required'
        : undefined
      : (checkValue(input, value, scope) ?? checkSigningDate(input, value, scope.signingDate));
    if (reason) details.push({ key: input.key, label: input.label, reason });
  }

  const owned = new Set(inScope.map((input) => input.key));
  for (const key of Object.keys(given)) {
    if (owned.has(key)) continue;
    const input = template.inputs.find((candidate) => candidate.key === key);
    details.push({ key, label: input?.label ?? key, reason: outOfScopeReason(input) });
  }
  return details;
}

/** The normalised values when valid; otherwise throws 400 `invalid_values` with every detail. */
export function assertValidValues(
  template: TemplateInputs,
  values: unknown,
  scope: ValuesScope = {},
): Values {
  const details = validateValues(template, values, scope);
  if (details.length > 0) throw invalidValues(details);
  return normaliseValues(template, values, scope);
}

/**
 * The values worth storing, from values that passed validation: only this scope's inputs, blanks
 * dropped, text trimmed and NFC-normalised (so "Zoë" typed either way is the same string).
 */
export function normaliseValues(template: TemplateInputs, values: unknown, scope: ValuesScope = {}): Values {
  const given = asValuesObject(values);
  const out: Values = {};
  for (const input of inputsInScope(template, scope)) {
    const value = Object.hasOwn(given, input.key) ? given[input.key] : undefined;
    if (isBlank(value)) continue;
    if (typeof value === 'string')
      out[input.key] = input.type === 'text' ? value.trim().normalize('NFC') : value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[input.key] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) out[input.key] = value;
  }
  return out;
}

function asValuesObject(values: unknown): Record<string, unknown> {
  if (values === undefined) return {};
  if (!isPlainObject(values))
    throw badRequest('values must be an object keyed by variable key or field name');
  return values;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Why a present value does not suit its input, or undefined when it does. */
function checkValue(input: TemplateInput, value: unknown, scope: ValuesScope): string | undefined {
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
    case 'select': {
      const options = input.options ?? [];
      return typeof value === 'string' && options.includes(value)
        ? undefined
        : `must be one of: ${options.join(', ')}`;
    }
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
