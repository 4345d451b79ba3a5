// The flow editor's conditions (issue 34), where the script runs: each row's "Show only when" list
// offers the other variables by their keys as they are typed, and the value it compares with is a
// list when the chosen variable has fixed values (a check box, a choice's options), else typed.
// Without the script the page offers what it had when it was shown; saving shows it again.
import { conditionChoices } from './input-rules.ts';

interface Row {
  key: string;
  type: string;
  options: string[];
  field: HTMLSelectElement;
  value: HTMLInputElement | HTMLSelectElement;
}

function rowsOf(form: HTMLFormElement): Row[] {
  return [...form.querySelectorAll<HTMLFieldSetElement>('fieldset.variable')].flatMap((row) => {
    const key = row.querySelector<HTMLInputElement>('[data-variable-key]');
    const type = row.querySelector<HTMLSelectElement>('[data-type-select]');
    const options = row.querySelector<HTMLTextAreaElement>('textarea[name$=".options"]');
    const field = row.querySelector<HTMLSelectElement>('[data-show-if-field]');
    const value = row.querySelector<HTMLInputElement | HTMLSelectElement>('[data-show-if-value]');
    if (!key || !type || !field || !value) return [];
    const lines = (options?.value ?? '')
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean);
    return [{ key: key.value.trim(), type: type.value, options: lines, field, value }];
  });
}

export function syncConditions(form: HTMLFormElement): void {
  const words = { ticked: form.dataset.ticked ?? 'true', notTicked: form.dataset.notTicked ?? 'false' };
  const rows = rowsOf(form);
  for (const row of rows) {
    // The list of the other variables, keeping the one chosen.
    const chosen = row.field.value;
    const keys = rows.map((r) => r.key).filter((key) => key && key !== row.key);
    if (chosen && !keys.includes(chosen)) keys.push(chosen);
    const now = [...row.field.options].slice(1).map((o) => o.value);
    if (now.join('\n') !== keys.join('\n')) {
      row.field.replaceChildren(row.field.options[0], ...keys.map((key) => new Option(key, key)));
      row.field.value = chosen;
    }
    // The value: a list of the chosen variable's fixed values, or a text to type.
    const target = rows.find((r) => r.key === chosen);
    const choices = conditionChoices(target, words);
    const current = row.value;
    if (current === document.activeElement) continue;
    const wanted = choices ? 'SELECT' : 'INPUT';
    const same =
      current.tagName === wanted &&
      (!choices ||
        [...(current as HTMLSelectElement).options].map((o) => `${o.value}\n${o.text}`).join('\n') ===
          choices.map((c) => `${c.value}\n${c.text}`).join('\n'));
    if (same) continue;
    const next = document.createElement(wanted.toLowerCase()) as HTMLInputElement | HTMLSelectElement;
    for (const name of ['id', 'name', 'aria-describedby', 'aria-invalid'])
      if (current.hasAttribute(name)) next.setAttribute(name, current.getAttribute(name) ?? '');
    next.dataset.showIfValue = '';
    if (next instanceof HTMLSelectElement && choices) {
      next.replaceChildren(...choices.map((c) => new Option(c.text, c.value)));
      if (choices.some((c) => c.value === current.value)) next.value = current.value;
    } else if (next instanceof HTMLInputElement) {
      next.type = 'text';
      next.value = current instanceof HTMLInputElement ? current.value : '';
    }
    current.replaceWith(next);
  }
}
