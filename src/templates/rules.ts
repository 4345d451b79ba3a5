// The rules an input may carry beyond its type (issue 34): phone numbers read and written the
// international way, patterns run by a linear-time engine, and conditions (`showIf`) that decide
// whether an input is shown at all. Shared by validation (values.ts), rendering and the signing page.
//
// - Patterns are RE2 syntax run by re2js: matching time grows with the input, never exponentially, so
//   a template cannot make the server backtrack forever (`(a+)+$` on 100,000 characters answers at
//   once). A pattern is searched for, like JavaScript's RegExp.test: anchor it with ^ and $ to match
//   the whole value. Linear is not free (issue 43): the time grows with the compiled program's size
//   times the value's length (`\p{L}{1000}` repeated 45 times compiles to 45,002 instructions and took
//   2.7 s on 10,000 characters). So a pattern compiles to at most PATTERN_MAX_INSTRUCTIONS, and a check
//   whose cost (instructions × characters) is above INLINE_PATTERN_COST runs in the pool
//   (values.ts checkValuesIn, pattern-task.ts).
// - A phone number without a country code is read in the input's `region`, else in the region of the
//   language of whoever gives it (de → DE, fr → FR, es → ES, en → US; a tag with a region such as
//   de-AT uses that region), and is kept as libphonenumber-js writes it internationally.
// - A hidden input's value counts as blank for the conditions that read it, so hiding cascades.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { RE2JS } from 're2js';
import type { InputType, ShowIf, TemplateInput, Values } from './types.ts';

/** The types a pattern is checked against. */
export const PATTERN_TYPES: readonly InputType[] = ['text', 'email', 'phone'];
export const PATTERN_MAX_LENGTH = 500;
export const PATTERN_MESSAGE_MAX_LENGTH = 200;
/** A new pattern's compiled program at most: about 0.1 s against the longest value, in the pool. */
export const PATTERN_MAX_INSTRUCTIONS = 2_000;
/** Instructions × characters a check may cost on the service's thread (about a millisecond at worst). */
export const INLINE_PATTERN_COST = 250_000;

const LANGUAGE_REGIONS: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', es: 'ES' };

/** Why a new pattern cannot be used, or undefined when it compiles within the size a template may use. */
export function patternProblem(pattern: string): string | undefined {
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (error) {
    return (error as Error).message.replace(/^error parsing regexp: /, '');
  }
  const size = instructions(re);
  if (size > PATTERN_MAX_INSTRUCTIONS) {
    return `it is too large: it compiles to ${size} instructions and at most ${PATTERN_MAX_INSTRUCTIONS} are allowed (repeat counts such as {1000} multiply the size)`;
  }
  return undefined;
}

const compiled = new Map<string, RE2JS>();

function compile(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = RE2JS.compile(pattern);
    if (compiled.size >= 500) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/** The size of the compiled program (re2js keeps it on the RE2 it wraps; not a typed property). */
function instructions(re: RE2JS): number {
  return (re as unknown as { re2Input: { prog: { numInst(): number } } }).re2Input.prog.numInst();
}

/** Whether the pattern is found in the value (RE2 semantics, linear time). */
export function matchesPattern(pattern: string, value: string): boolean {
  return compile(pattern).matcher(value).find();
}

/** What checking the pattern against the value costs at worst: instructions × characters. */
export function patternCost(pattern: string, value: string): number {
  return instructions(compile(pattern)) * Math.max(1, value.length);
}

/** Whether a region code is one libphonenumber-js knows (ISO 3166-1 alpha-2, upper case). */
export function isPhoneRegion(region: string): boolean {
  return /^[A-Z]{2}$/.test(region) && isSupportedCountry(region);
}

/** The region a phone number without a country code is read in, for a BCP 47 language tag. */
export function regionOfLocale(locale: string | undefined): string {
  const parts = (locale ?? 'en').split('-');
  const region = parts
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
  if (region && isPhoneRegion(region)) return region;
  return LANGUAGE_REGIONS[parts[0].toLowerCase()] ?? 'US';
}

/** The number written internationally ("+44 20 7946 0958"), or undefined when it is not a phone number. */
export function internationalPhone(value: string, region: string): string | undefined {
  const parsed = parsePhoneNumberFromString(
    value,
    region as Parameters<typeof parsePhoneNumberFromString>[1],
  );
  return parsed?.isValid() ? parsed.formatInternational() : undefined;
}

/** Whether a value counts as not given: absent, null, only whitespace, or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a condition holds for the value of the input it reads (blank when that one is hidden). */
export function conditionHolds(showIf: ShowIf, value: unknown): boolean {
  if ('notEmpty' in showIf) return !isBlank(value);
  const expected = 'equals' in showIf ? showIf.equals : showIf.notEquals;
  const equal = Array.isArray(value) ? value.includes(expected) : value === expected;
  return 'equals' in showIf ? equal : !equal;
}

type Rules = Pick<TemplateInput, 'key' | 'showIf'>;

/**
 * Whether an input is shown for these values. `decided` says whether an input's value is known yet
 * (at send, a signer's is not): a condition reading an undecided input counts as holding.
 */
export function isShown<T extends Rules>(
  inputs: readonly T[],
  input: T,
  values: Values,
  decided: (input: T) => boolean = () => true,
): boolean {
  // Definitions refuse cycles; the depth bound keeps a stored template that has one from looping.
  let current: T | undefined = input;
  const chain: T[] = [];
  while (current?.showIf && chain.length <= inputs.length) {
    chain.push(current);
    const field: string = current.showIf.field;
    current = inputs.find((candidate) => candidate.key === field);
  }
  // From the input whose visibility is plain, back to the one asked about.
  let shown = true;
  for (let index = chain.length - 1; index >= 0; index--) {
    const showIf = chain[index].showIf!;
    const source = inputs.find((candidate) => candidate.key === showIf.field);
    if (!source) continue; // a stale reference hides nothing
    if (!decided(source)) shown = true;
    else shown = conditionHolds(showIf, shown ? values[source.key] : undefined);
  }
  return shown;
}

/** The keys of the inputs hidden for these values. */
export function hiddenKeys<T extends Rules>(
  inputs: readonly T[],
  values: Values,
  decided?: (input: T) => boolean,
): Set<string> {
  return new Set(
    inputs.filter((input) => !isShown(inputs, input, values, decided)).map((input) => input.key),
  );
}
