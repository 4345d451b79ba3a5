// The flow editor's form read into a CONTRACT §4 definition (roles, body, variables), by the server
// when the form is posted and by the page's script when it saves the draft as the author works: one
// reading, so both send the same definition. `text(name)` gives a field's value ('' when absent).

const MAX_ROWS = 200;

export interface FlowVariable {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options?: string[];
  role?: string;
}

export interface FlowDefinition {
  name: string;
  kind: 'flow';
  roles: Array<{ name: string }>;
  body: string;
  variables: FlowVariable[];
}

export function flowDefinitionOf(text: (name: string) => string): FlowDefinition {
  const count = (name: string) => Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text(name), 10) || 0));
  const roles = Array.from({ length: count('roles.count') }, (_, i) => ({
    name: text(`roles.${i}.name`).trim(),
  }));
  const variables: FlowVariable[] = Array.from({ length: count('variables.count') }, (_, i) => {
    const at = (p: string) => text(`variables.${i}.${p}`);
    const type = at('type') || 'text';
    return {
      key: at('key').trim(),
      label: at('label').trim(),
      type,
      required: at('required') !== '',
      ...(type === 'select'
        ? {
            options: at('options')
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
      ...(at('role') ? { role: at('role') } : {}),
    };
  });
  return { name: text('name').trim(), kind: 'flow', roles, body: text('body'), variables };
}
