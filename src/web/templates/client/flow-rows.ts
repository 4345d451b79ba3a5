// The flow editor's rows, where the script runs: "Add a role" and "Add a variable" add the row in
// place (from the page's own <template> of a row) and put the focus in its first input, so the page
// neither reloads nor scrolls; without the script they post the form, which shows it again. The
// "Filled by" lists follow the roles as they are added and renamed.

import { syncConditions } from './flow-conditions.ts';

const ROLE_NAMES = 'input[name^="roles."][name$=".name"]';

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A row made from the page's template of one, numbered `i` (0-based) in the form. */
function rowFrom(template: HTMLTemplateElement, i: number): HTMLElement | null {
  const holder = document.createElement('template');
  holder.innerHTML = template.innerHTML.replaceAll('__i__', String(i)).replaceAll('__n__', String(i + 1));
  return holder.content.firstElementChild as HTMLElement | null;
}

export function startRows(form: HTMLFormElement, changed: () => void): void {
  const roleRows = form.querySelector<HTMLElement>('[data-role-rows]');
  const roleTemplate = form.querySelector<HTMLTemplateElement>('template[data-role-template]');
  const variableRows = form.querySelector<HTMLElement>('[data-variable-rows]');
  const variableTemplate = form.querySelector<HTMLTemplateElement>('template[data-variable-template]');
  const roleCount = form.querySelector<HTMLInputElement>('input[name="roles.count"]');
  const variableCount = form.querySelector<HTMLInputElement>('input[name="variables.count"]');
  if (!roleRows || !roleTemplate || !variableRows || !variableTemplate || !roleCount || !variableCount)
    return;

  const roleNames = () =>
    [...form.querySelectorAll<HTMLInputElement>(ROLE_NAMES)].map((i) => i.value.trim()).filter(Boolean);

  /** Each "Filled by" list offers the sender and the roles as they are now named. */
  const syncRoleSelects = (renamed?: { from: string; to: string }) => {
    const names = roleNames();
    for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-role-select]')) {
      let value = select.value;
      if (renamed?.from && value === renamed.from) value = renamed.to;
      const sender = select.options[0];
      const options = [...new Set([...names, ...(value ? [value] : [])])].map(
        (name) => new Option(name, name),
      );
      select.replaceChildren(sender, ...options);
      select.value = value;
    }
  };

  form.querySelector('[data-add-role]')?.addEventListener('click', (event) => {
    event.preventDefault();
    const i = Number(roleCount.value) || 0;
    const used = new Set(roleNames().map((n) => n.toLowerCase()));
    const words = form.dataset.newRole ?? '{n}';
    let n = i + 1;
    while (used.has(fill(words, { n }).toLowerCase())) n++;
    const name = fill(words, { n });
    const row = rowFrom(roleTemplate, i);
    const input = row?.querySelector<HTMLInputElement>('input');
    if (!row || !input) return;
    input.value = name;
    for (const labelled of row.querySelectorAll<HTMLElement>('[aria-label*="__name__"]'))
      labelled.setAttribute(
        'aria-label',
        (labelled.getAttribute('aria-label') ?? '').replace('__name__', name),
      );
    roleRows.append(row);
    roleCount.value = String(i + 1);
    for (const remove of form.querySelectorAll<HTMLButtonElement>('[data-remove-role]'))
      remove.disabled = false;
    syncRoleSelects();
    input.focus();
    input.select();
    changed();
  });

  form.querySelector('[data-add-variable]')?.addEventListener('click', (event) => {
    event.preventDefault();
    const i = Number(variableCount.value) || 0;
    const row = rowFrom(variableTemplate, i);
    if (!row) return;
    variableRows.append(row);
    variableCount.value = String(i + 1);
    syncRoleSelects();
    syncConditions(form);
    row.querySelector<HTMLInputElement>('input')?.focus();
    // Not saved nor previewed yet: an empty row is a problem until its key and label are typed.
  });

  // A renamed role stays chosen where it was.
  form.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement;
    if (target.matches(ROLE_NAMES)) target.dataset.was = (target as HTMLInputElement).value.trim();
  });
  // The conditions follow the keys, types and options as they are typed.
  form.addEventListener('change', () => syncConditions(form));
  form.addEventListener('focusout', () => syncConditions(form));
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLElement;
    if (!target.matches(ROLE_NAMES)) return;
    const to = (target as HTMLInputElement).value.trim();
    syncRoleSelects({ from: target.dataset.was ?? '', to });
    target.dataset.was = to;
  });
}
