// Choice inputs (issue 34 item 1): `radio` (one of its options) and `multiple` (a list of its options,
// as many as minSelected..maxSelected), and on coordinate templates the boxes each option is marked in
// (`optionBoxes`). Owns their rules at template creation (parseChoices), the check of a value
// (checkChoice) and the value as stored (normaliseChoice: chosen options in the options' order).
// `select` (a dropdown) keeps its own rules in definition.ts.
import type { FieldBox, InputType, OptionBox, TemplateInput, TemplateKind } from './types.ts';

export const CHOICE_LIMITS = { minOptions: 2, maxOptions: 50, optionLength: 200 } as const;

/** The separator of a `multiple` value written as text (a CSV cell, a form's text): `a|b`. */
export const CHOICE_SEPARATOR = '|';

export function isChoiceType(type: InputType | undefined): type is 'radio' | 'multiple' {
  return type === 'radio' || type === 'multiple';
}

type ChoiceRules = Pick<TemplateInput, 'options' | 'minSelected' | 'maxSelected' | 'optionBoxes'>;

/**
 * `options`, `minSelected`, `maxSelected` and `optionBoxes` of a radio or multiple input, each problem
 * appended to `problems` naming `at`. Any of them on another type is a problem too (options excepted:
 * select checks its own).
 */
export function parseChoices(
  raw: Record<string, unknown>,
  at: string,
  type: InputType | undefined,
  kind: TemplateKind,
  problems: string[],
): ChoiceRules {
  const rules: ChoiceRules = {};
  if (!isChoiceType(type)) {
    if (type === undefined) return rules;
    for (const property of ['minSelected', 'maxSelected'] as const) {
      if (raw[property] !== undefined) problems.push(`${at}.${property} only applies to multiple fields`);
    }
    if (raw.optionBoxes !== undefined) {
      problems.push(`${at}.optionBoxes only apply to radio and multiple fields`);
    }
    return rules;
  }
  const options = parseChoiceOptions(raw.options, at, type, problems);
  if (options) rules.options = options;
  if (type === 'multiple') Object.assign(rules, parseSelectedRange(raw, at, options, problems));
  else {
    for (const property of ['minSelected', 'maxSelected'] as const) {
      if (raw[property] !== undefined) {
        problems.push(`${at}.${property} only applies to multiple fields (a radio is always one)`);
      }
    }
  }
  if (raw.optionBoxes !== undefined) {
    if (kind !== 'coordinate') {
      problems.push(`${at}.optionBoxes only apply to coordinate templates' fields`);
    } else {
      const boxes = parseOptionBoxes(raw.optionBoxes, at, options, problems);
      if (boxes) rules.optionBoxes = boxes;
    }
  }
  return rules;
}

function parseChoiceOptions(
  value: unknown,
  at: string,
  type: 'radio' | 'multiple',
  problems: string[],
): string[] | undefined {
  const { minOptions, maxOptions, optionLength } = CHOICE_LIMITS;
  if (!Array.isArray(value) || value.length < minOptions || value.length > maxOptions) {
    problems.push(
      `${at} is a ${type} field and needs options: an array of ${minOptions} to ${maxOptions} choices`,
    );
    return undefined;
  }
  const valid = value.every(
    (option) => typeof option === 'string' && option.trim() !== '' && option.length <= optionLength,
  );
  if (!valid) {
    problems.push(`${at}.options must be non-empty strings of at most ${optionLength} characters`);
    return undefined;
  }
  const options = value as string[];
  if (new Set(options).size !== options.length) problems.push(`${at}.options has duplicates`);
  if (type === 'multiple' && options.some((option) => option.includes(CHOICE_SEPARATOR))) {
    problems.push(
      `${at}.options of a multiple field may not contain "${CHOICE_SEPARATOR}" (it separates choices written as text)`,
    );
  }
  return options;
}

function parseSelectedRange(
  raw: Record<string, unknown>,
  at: string,
  options: string[] | undefined,
  problems: string[],
): Pick<TemplateInput, 'minSelected' | 'maxSelected'> {
  const range: Pick<TemplateInput, 'minSelected' | 'maxSelected'> = {};
  const count = options?.length;
  for (const property of ['minSelected', 'maxSelected'] as const) {
    const value = raw[property];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      problems.push(`${at}.${property} must be a whole number from 0`);
    } else if (count !== undefined && value > count) {
      problems.push(`${at}.${property} (${value}) must be at most the number of options (${count})`);
    } else range[property] = value;
  }
  const { minSelected, maxSelected } = range;
  if (minSelected !== undefined && maxSelected !== undefined && minSelected > maxSelected) {
    problems.push(`${at}.minSelected (${minSelected}) must not be greater than maxSelected (${maxSelected})`);
  }
  return range;
}

function parseOptionBoxes(
  value: unknown,
  at: string,
  options: string[] | undefined,
  problems: string[],
): OptionBox[] | undefined {
  if (!Array.isArray(value)) {
    problems.push(`${at}.optionBoxes must be an array of boxes {x, y, width, height}, one per option`);
    return undefined;
  }
  if (options && value.length !== options.length) {
    problems.push(
      `${at}.optionBoxes has ${value.length} box${value.length === 1 ? '' : 'es'}: give exactly one per option (${options.length}), in the options' order`,
    );
  }
  const boxes: OptionBox[] = [];
  value.forEach((raw, index) => {
    const where = `${at}.optionBoxes[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push(`${where} must be a box {x, y, width, height}`);
      return;
    }
    const entry = raw as Record<string, unknown>;
    for (const property of Object.keys(entry)) {
      if (!['x', 'y', 'width', 'height'].includes(property)) {
        problems.push(`${where} has unknown property "${property}"`);
      }
    }
    const box: Partial<OptionBox> = {};
    for (const property of ['x', 'y', 'width', 'height'] as const) {
      const n = entry[property];
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        problems.push(`${where}.${property} is required (a number of PDF points)`);
      } else if ((property === 'width' || property === 'height') && n <= 0) {
        problems.push(`${where}.${property} must be greater than 0`);
      } else if ((property === 'x' || property === 'y') && n < 0) {
        problems.push(`${where}.${property} must be 0 or more (the origin is the page's top-left corner)`);
      } else box[property] = n;
    }
    if (Object.keys(box).length === 4) boxes.push(box as OptionBox);
  });
  return boxes.length === value.length ? boxes : undefined;
}

/** Each option box that overflows the field's page, as problems naming `at` (field-pages.ts calls it). */
export function optionBoxesOutside(
  boxes: OptionBox[],
  size: { width: number; height: number },
  at: string,
  where: string,
): string[] {
  const problems: string[] = [];
  boxes.forEach((box, index) => {
    const overflow: string[] = [];
    if (box.x + box.width > size.width) overflow.push(`x + width = ${round(box.x + box.width)}`);
    if (box.y + box.height > size.height) overflow.push(`y + height = ${round(box.y + box.height)}`);
    if (overflow.length > 0) {
      problems.push(
        `${at}.optionBoxes[${index}] does not fit ${where} (${round(size.width)} x ${round(size.height)} pt): ${overflow.join(', ')}`,
      );
    }
  });
  return problems;
}

/** Why a given (non-blank) value does not suit a radio or multiple input; undefined when it does. */
export function checkChoice(input: TemplateInput, value: unknown): string | undefined {
  const options = input.options ?? [];
  const list = options.join(', ');
  if (input.type === 'radio') {
    return typeof value === 'string' && options.includes(value) ? undefined : `must be one of: ${list}`;
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return `must be a list of options from: ${list}`;
  }
  const unknown = value.find((item) => !options.includes(item));
  if (unknown !== undefined) return `has "${unknown}", which is not one of: ${list}`;
  const twice = value.find((item, index) => value.indexOf(item) !== index);
  if (twice !== undefined) return `has "${twice}" twice`;
  const { minSelected: min, maxSelected: max } = input;
  const count = value.length;
  if ((min === undefined || count >= min) && (max === undefined || count <= max)) return undefined;
  const chosen = (n: number) => `${n} option${n === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) {
    return min === max
      ? `must have exactly ${chosen(min)} chosen`
      : `must have between ${min} and ${chosen(max)} chosen`;
  }
  return min !== undefined
    ? `must have at least ${chosen(min)} chosen`
    : `must have at most ${chosen(max!)} chosen`;
}

/** A valid multiple value as stored: the chosen options in the options' order. */
export function normaliseChoice(input: TemplateInput, value: string[]): string[] {
  const options = input.options ?? [];
  return options.filter((option) => value.includes(option));
}

/** A multiple value written as text (a CSV cell): `a|b`, each part trimmed, empty parts dropped. */
export function choicesFromText(text: string): string[] {
  return text
    .split(CHOICE_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The chosen options of a stored radio or multiple value (a radio's one option as a list of one). */
export function chosenOptions(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The box of option `index` of a field: its option box, on the field's page. */
export function optionBoxOf(field: FieldBox, box: OptionBox): FieldBox {
  return { page: field.page, ...box };
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}
