// What the signing page knows of each of the signer's fields (issue 34): the template's input with
// every property the page's controls need (options, minSelected/maxSelected, region, maxFiles,
// pattern and patternMessage, showIf, readonly) and the value it starts with — the sender's value
// for a signer's field at send: fixed when the field is readonly, a starting value the signer may
// change otherwise. A condition on a field that is not the signer's (the sender's, or an earlier
// signer's) is settled here, from the values already known; the page evaluates the rest live.
import type { ShowIf, TemplateInput, Values } from '../templates/types.ts';

export type FieldValue = Values[string];

export interface SignerField extends TemplateInput {
  /** The value the field starts with (readonly: the one it keeps). */
  value?: FieldValue;
}

/**
 * The page's data for each of `own` (the signer's inputs) the signer sees, given the values already
 * known: the sender's (`senderValues`) and the earlier signers' (`signed`). Left out: a field whose
 * condition on another's field does not hold, and a readonly field the sender left empty.
 */
export function signerFields<T extends TemplateInput>(
  own: T[],
  senderValues: Values,
  signed: Values[] = [],
): Array<T & SignerField> {
  const keys = new Set(own.map((input) => input.key));
  const known: Values = Object.assign({}, ...signed, senderValues);
  return own.flatMap((input) => {
    const given = Object.hasOwn(senderValues, input.key) ? senderValues[input.key] : undefined;
    // A picture from the sender (a data URL of up to 5 MiB) stays off the page: it says one was given.
    const value = input.type === 'image' && given !== undefined ? true : given;
    const condition = input.showIf;
    if (condition && !keys.has(condition.field) && !conditionHolds(condition, known[condition.field]))
      return [];
    if (input.readonly && value === undefined) return [];
    // A condition on another's field holds (above): the page has nothing more to check.
    const { showIf: _settled, ...rest } = input;
    return [
      {
        ...(condition && !keys.has(condition.field) ? rest : input),
        ...(value === undefined ? {} : { value }),
      } as T & SignerField,
    ];
  });
}

/** Whether `showIf` holds for the value of the field it names (the contract's rule, issue 34). */
export function conditionHolds(condition: ShowIf, value: FieldValue | undefined): boolean {
  const empty =
    value === undefined || value === '' || value === false || (Array.isArray(value) && !value.length);
  if ('notEmpty' in condition) return !empty;
  const target = 'equals' in condition ? condition.equals : condition.notEquals;
  const equal = Array.isArray(value)
    ? value.includes(String(target))
    : value !== undefined && String(value) === String(target);
  return 'equals' in condition ? equal : !equal;
}
