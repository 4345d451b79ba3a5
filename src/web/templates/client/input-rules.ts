// What each field type takes besides its key, label, type and role (issue 34), for both editors: the
// builder's state and the flow editor's form are read into the same contract properties here, so an
// input never carries a rule its type does not take (a text's options left from when it was a choice,
// a sender's `readonly`). The definition parser (templates/definition.ts) checks the values; the
// editors only decide which properties are sent. Runs in the browser and on the server.
import type { InputType, ShowIf, TemplateInput } from '../../../templates/types.ts';

/** Every type the editors offer: the parser's, in the contract's order (a set: none twice). */
export function editorTypes(known: readonly InputType[]): InputType[] {
  return [...new Set<InputType>(known)];
}

/** Types whose value is one (or, for `multiple`, several) of a list of options. */
export const takesOptions = (type: string) => type === 'select' || type === 'radio' || type === 'multiple';
/** Types that may mark each option in its own box on the page (coordinate templates). */
export const takesOptionBoxes = (type: string) => type === 'radio' || type === 'multiple';
/** Types a `pattern` is checked against. */
export const takesPattern = (type: string) => type === 'text' || type === 'email' || type === 'phone';
/** Types only a signer can fill: they need a role. */
export const signerOnly = (type: string) => type === 'signature' || type === 'initials' || type === 'file';
/** A signer's input the sender may fill and lock: any but what only the signer can make. */
export const takesReadonly = (input: { type: string; role?: string }) =>
  input.role !== undefined && input.role !== '' && !signerOnly(input.type);
/** A signer's date, which starts as the signing date. */
export const takesEditable = (input: { type: string; role?: string }) =>
  input.type === 'date' && input.role !== undefined && input.role !== '';

export const SHOW_IF_CONDITIONS = ['equals', 'notEquals', 'notEmpty'] as const;
export type ShowIfCondition = (typeof SHOW_IF_CONDITIONS)[number];

/** The most files a `file` input may take (the contract's 1..5). */
export const MAX_FILES = 5;

/** The rules of an input as an editor holds them, already typed (numbers, booleans). */
/** The rule properties of the contract (types.ts), as the editors hold them. */
export type RuleProperties = Pick<
  TemplateInput,
  | 'options'
  | 'min'
  | 'max'
  | 'integer'
  | 'editable'
  | 'minSelected'
  | 'maxSelected'
  | 'optionBoxes'
  | 'region'
  | 'maxFiles'
  | 'pattern'
  | 'patternMessage'
  | 'showIf'
  | 'readonly'
>;

export interface InputRules extends RuleProperties {
  type: string;
  role?: string;
}

type Rules = Omit<TemplateInput, 'key' | 'label' | 'type' | 'required' | 'role'>;

/** The contract properties of `input`'s rules that its type (and role) take, in a fixed order. */
export function rulesOf(input: InputRules): Rules {
  const { type } = input;
  const rules: Rules = {};
  if (takesOptions(type)) rules.options = input.options ?? [];
  if (type === 'number') {
    if (input.min !== undefined) rules.min = input.min;
    if (input.max !== undefined) rules.max = input.max;
    if (input.integer !== undefined) rules.integer = input.integer;
  }
  if (takesEditable(input) && input.editable !== undefined) rules.editable = input.editable;
  if (type === 'multiple') {
    if (input.minSelected !== undefined) rules.minSelected = input.minSelected;
    if (input.maxSelected !== undefined) rules.maxSelected = input.maxSelected;
  }
  if (takesOptionBoxes(type) && input.optionBoxes?.length) rules.optionBoxes = input.optionBoxes;
  if (type === 'phone' && input.region) rules.region = input.region;
  if (type === 'file' && input.maxFiles !== undefined) rules.maxFiles = input.maxFiles;
  if (takesPattern(type) && input.pattern) {
    rules.pattern = input.pattern;
    if (input.patternMessage) rules.patternMessage = input.patternMessage;
  }
  if (input.showIf?.field) rules.showIf = input.showIf;
  if (takesReadonly(input) && input.readonly) rules.readonly = true;
  return rules;
}

/**
 * The value a condition compares with, typed as the input it looks at holds its values: a check
 * box's "true"/"false" as true/false, a number's digits as a number, anything else as typed.
 */
export function conditionValue(text: string, targetType: string | undefined): string | number | boolean {
  if (targetType === 'checkbox') return text === 'true';
  if (targetType === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/** A condition from its three controls, or undefined when no input is chosen. */
export function showIfOf(
  field: string,
  condition: string,
  value: string,
  targetType: string | undefined,
): ShowIf | undefined {
  if (!field) return undefined;
  if (condition === 'notEmpty') return { field, notEmpty: true };
  const typed = conditionValue(value, targetType);
  return condition === 'notEquals' ? { field, notEquals: typed } : { field, equals: typed };
}

/** The three controls of a condition: the input, the condition, the value as text. */
export function showIfParts(showIf: ShowIf | undefined): {
  field: string;
  condition: ShowIfCondition;
  value: string;
} {
  if (!showIf) return { field: '', condition: 'equals', value: '' };
  if ('notEmpty' in showIf) return { field: showIf.field, condition: 'notEmpty', value: '' };
  if ('notEquals' in showIf)
    return { field: showIf.field, condition: 'notEquals', value: String(showIf.notEquals) };
  return { field: showIf.field, condition: 'equals', value: String(showIf.equals) };
}

/**
 * The values a condition on `target` may compare with, when there is a fixed list (a check box's
 * ticked or not, a choice's options); undefined: the author types the value.
 */
export function conditionChoices(
  target: { type: string; options?: string[] } | undefined,
  words: { ticked: string; notTicked: string },
): Array<{ value: string; text: string }> | undefined {
  if (!target) return undefined;
  if (target.type === 'checkbox')
    return [
      { value: 'true', text: words.ticked },
      { value: 'false', text: words.notTicked },
    ];
  if (takesOptions(target.type)) return (target.options ?? []).map((o) => ({ value: o, text: o }));
  return undefined;
}

/** Any number typed in a form, or undefined when blank or not one. */
export function anyNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** The options typed one per line, trimmed, blanks left out. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
}
