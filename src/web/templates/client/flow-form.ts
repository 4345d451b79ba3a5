// The flow editor's form read into a CONTRACT §4 definition (roles, body, variables), by the server
// when the form is posted and by the page's script when it saves the draft as the author works: one
// reading, so both send the same definition. `text(name)` gives a field's value ('' when absent).
// Each variable's rules (issue 34) are kept only where its type takes them (input-rules.ts).
import type { TemplateInput } from '../../../templates/types.ts';
import { anyNumber, type InputRules, optionLines, rulesOf, showIfOf } from './input-rules.ts';

const MAX_ROWS = 200;

export type FlowVariable = Omit<TemplateInput, 'type'> & { type: string };

export interface FlowDefinition {
  name: string;
  kind: 'flow';
  roles: Array<{ name: string; kind?: string; witnessFor?: string }>;
  body: string;
  variables: FlowVariable[];
}

export function flowDefinitionOf(text: (name: string) => string): FlowDefinition {
  const count = (name: string) => Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text(name), 10) || 0));
  // A role's kind (issue 45) is sent only when it is not a signer's; a witness's with whom they witness.
  const roles = Array.from({ length: count('roles.count') }, (_, i) => {
    const kind = text(`roles.${i}.kind`);
    const witnessFor = text(`roles.${i}.witnessFor`).trim();
    return {
      name: text(`roles.${i}.name`).trim(),
      ...(kind && kind !== 'signer' ? { kind } : {}),
      ...(kind === 'witness' && witnessFor ? { witnessFor } : {}),
    };
  });
  const rows = Array.from({ length: count('variables.count') }, (_, i) => {
    const at = (p: string) => text(`variables.${i}.${p}`);
    return { at, key: at('key').trim(), type: at('type') || 'text' };
  });
  const typeOf = new Map(rows.map((row) => [row.key, row.type]));
  const variables: FlowVariable[] = rows.map(({ at, key, type }) => {
    const role = at('role');
    const source: InputRules = {
      type,
      ...(role ? { role } : {}),
      options: optionLines(at('options')),
      min: anyNumber(at('min')),
      max: anyNumber(at('max')),
      integer: at('integer') !== '' ? true : undefined,
      // The box says the signer may change the date; unticked, the date is the signing date.
      editable: at('editable') !== '',
      minSelected: anyNumber(at('minSelected')),
      maxSelected: anyNumber(at('maxSelected')),
      region: at('region').trim().toUpperCase(),
      maxFiles: anyNumber(at('maxFiles')),
      pattern: at('pattern'),
      patternMessage: at('patternMessage').trim(),
      showIf: showIfOf(
        at('showIf.field'),
        at('showIf.condition'),
        at('showIf.value'),
        typeOf.get(at('showIf.field')),
      ),
      readonly: at('readonly') !== '',
    };
    return {
      key,
      label: at('label').trim(),
      type,
      required: at('required') !== '',
      ...(role ? { role } : {}),
      ...rulesOf(source),
    };
  });
  return { name: text('name').trim(), kind: 'flow', roles, body: text('body'), variables };
}
