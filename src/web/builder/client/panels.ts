// The builder's side panels: the roles (rename, reorder = signing order, add, remove; each with its
// colour), the role new fields are for, the list of placed fields (a keyboard's way to every field),
// and the properties of the selected field — name, label, type, required, options, a number's range,
// whether a signer may change their date, role, and the box typed in points.
import { round } from '../../../templates/geometry.ts';
import { colourOf } from './pages.ts';
import { type BuilderState, type Field, type FieldType, fitProperties, isSignerDate } from './state.ts';
import type { Words } from './words.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export class Panels {
  /**
   * The role new fields are for once the member has chosen one (`role` unset: the sender); until
   * then, the first signer role.
   */
  private newFieldsFor: { role?: string } | null = null;

  constructor(
    private readonly state: BuilderState,
    private readonly words: Words,
    private readonly describe: (field: Field) => string,
    private readonly onPick: (index: number) => void,
  ) {
    $('add-role').addEventListener('click', () => {
      const used = new Set(state.doc.roles.map((r) => r.name));
      let n = state.doc.roles.length + 1;
      while (used.has(words.t('roleN', { n }))) n++;
      state.change((doc) => doc.roles.push({ name: words.t('roleN', { n }) }));
      $<HTMLInputElement>(`role-${state.doc.roles.length - 1}`)?.focus();
    });
    $<HTMLSelectElement>('new-role').addEventListener('change', (event) => {
      const value = (event.target as HTMLSelectElement).value;
      this.newFieldsFor = value === '' ? {} : { role: value };
    });
    this.bindProperties();
    state.onChange(() => this.render());
    this.render();
  }

  newRole(): string | undefined {
    const value = $<HTMLSelectElement>('new-role').value;
    return value === '' ? undefined : value;
  }

  private roleOptions(select: HTMLSelectElement, value: string | undefined) {
    const options = [
      { value: '', text: this.words.t('sender') },
      ...this.state.doc.roles.map((r) => ({ value: r.name, text: r.name })),
    ];
    if (
      select.options.length !== options.length ||
      options.some((o, i) => select.options[i].value !== o.value)
    ) {
      select.replaceChildren(...options.map((o) => new Option(o.text, o.value)));
    }
    select.value = value ?? '';
  }

  render(): void {
    const { doc } = this.state;
    const first = doc.roles[0]?.name;
    let forRole = this.newFieldsFor === null ? first : this.newFieldsFor.role;
    if (forRole !== undefined && !doc.roles.some((r) => r.name === forRole)) forRole = first;
    this.roleOptions($<HTMLSelectElement>('new-role'), forRole);
    this.renderRoles();
    this.renderFieldList();
    this.renderProperties();
    ($('undo') as HTMLButtonElement).disabled = !this.state.canUndo;
    ($('redo') as HTMLButtonElement).disabled = !this.state.canRedo;
  }

  private renderRoles(): void {
    const list = $('roles-list');
    const { roles } = this.state.doc;
    const focused = document.activeElement?.id;
    list.replaceChildren(
      ...roles.map((role, index) => {
        const item = document.createElement('li');
        item.style.setProperty('--role', colourOf(this.state.doc, role.name));
        const input = document.createElement('input');
        input.type = 'text';
        input.id = `role-${index}`;
        input.className = 'role-name';
        input.value = role.name;
        input.maxLength = 100;
        input.setAttribute('aria-label', this.words.t('roleN', { n: index + 1 }));
        input.addEventListener('change', () => this.renameRole(index, input.value.trim()));
        const up = button(
          this.words.t('moveUp'),
          this.words.t('moveUpLabel', { name: role.name }),
          index === 0,
        );
        up.addEventListener('click', () =>
          this.state.change((doc) => doc.roles.splice(index - 1, 0, ...doc.roles.splice(index, 1))),
        );
        const remove = button(
          this.words.t('remove'),
          this.words.t('removeLabel', { name: role.name }),
          roles.length === 1,
        );
        remove.addEventListener('click', () => this.removeRole(index));
        item.append(input, up, remove);
        return item;
      }),
    );
    if (focused?.startsWith('role-')) $(focused)?.focus();
  }

  private renameRole(index: number, name: string): void {
    const old = this.state.doc.roles[index]?.name;
    if (!name || name === old) return;
    if (this.newFieldsFor?.role === old) this.newFieldsFor = { role: name };
    this.state.change((doc) => {
      doc.roles[index].name = name;
      for (const field of doc.fields) if (field.role === old) field.role = name;
    });
  }

  private removeRole(index: number): void {
    this.state.change((doc) => {
      const [gone] = doc.roles.splice(index, 1);
      const heir = doc.roles[0]?.name;
      // Fields of a removed role go to the first role when they must be signed, else to the sender.
      for (const field of doc.fields) {
        if (field.role !== gone.name) continue;
        if (field.type === 'signature' || field.type === 'initials') field.role = heir;
        else {
          delete field.role;
          delete field.editable;
        }
      }
    });
  }

  private renderFieldList(): void {
    const list = $('field-list');
    const { fields } = this.state.doc;
    const focusedIndex = (document.activeElement as HTMLElement | null)?.dataset?.listIndex;
    if (fields.length === 0) {
      const empty = document.createElement('li');
      empty.className = 'hint';
      empty.textContent = this.words.t('noFields');
      list.replaceChildren(empty);
      return;
    }
    list.replaceChildren(
      ...fields.map((field, index) => {
        const item = document.createElement('li');
        const pick = document.createElement('button');
        pick.type = 'button';
        pick.className = 'field-pick';
        pick.dataset.listIndex = String(index);
        pick.style.setProperty('--role', colourOf(this.state.doc, field.role));
        pick.setAttribute('aria-pressed', String(this.state.selected.has(index)));
        pick.textContent = this.describe(field);
        pick.addEventListener('click', (event) => {
          this.state.select([index], event.shiftKey);
          this.onPick(index);
        });
        item.append(pick);
        return item;
      }),
    );
    if (focusedIndex !== undefined)
      list.querySelector<HTMLElement>(`[data-list-index="${focusedIndex}"]`)?.focus();
  }

  private renderProperties(): void {
    const selected = this.state.selectedFields();
    $('props').hidden = selected.length !== 1;
    $('props-empty').hidden = selected.length !== 0;
    const many = $('props-many');
    many.hidden = selected.length < 2;
    many.textContent = this.words.n('manySelected', selected.length);
    const field = selected[0];
    if (selected.length !== 1 || !field) return;
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      '#props [data-prop]',
    )) {
      if (input === document.activeElement) continue;
      const prop = input.dataset.prop as keyof Field;
      if (prop === 'role') this.roleOptions(input as HTMLSelectElement, field.role);
      else if (prop === 'required') (input as HTMLInputElement).checked = field.required;
      else if (prop === 'integer') (input as HTMLInputElement).checked = field.integer === true;
      // Unset is true, as the API reads a date without `editable`.
      else if (prop === 'editable') (input as HTMLInputElement).checked = field.editable !== false;
      else if (prop === 'options') input.value = (field.options ?? []).join('\n');
      else input.value = String(field[prop] ?? '');
    }
    $('prop-options-field').hidden = field.type !== 'select';
    $('prop-range-field').hidden = field.type !== 'number';
    $('prop-editable-field').hidden = !isSignerDate(field);
  }

  private bindProperties(): void {
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      '#props [data-prop]',
    )) {
      input.addEventListener('change', () => {
        const [index] = [...this.state.selected];
        if (index === undefined || this.state.selected.size !== 1) return;
        const prop = input.dataset.prop as string;
        this.state.change((doc) => {
          const field = doc.fields[index];
          const wasSignerDate = isSignerDate(field);
          if (prop === 'required' || prop === 'integer' || prop === 'editable') {
            field[prop] = (input as HTMLInputElement).checked;
          } else if (prop === 'role') {
            if (input.value === '') delete field.role;
            else field.role = input.value;
            fitProperties(field, wasSignerDate);
          } else if (prop === 'min' || prop === 'max') {
            // Blank is no bound; what the author typed is kept as typed (the server checks min <= max).
            const value = input.value.trim() === '' ? Number.NaN : Number(input.value);
            if (Number.isFinite(value)) field[prop] = value;
            else delete field[prop];
          } else if (prop === 'options') {
            field.options = input.value
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean);
          } else if (prop === 'type') {
            field.type = input.value as FieldType;
            if ((field.type === 'signature' || field.type === 'initials') && !field.role)
              field.role = doc.roles[0]?.name;
            fitProperties(field, wasSignerDate);
          } else if (prop === 'name' || prop === 'label') field[prop] = input.value.trim();
          else {
            const value = Number(input.value);
            if (Number.isFinite(value))
              (field as unknown as Record<string, number>)[prop] =
                prop === 'page' ? Math.round(value) : round(value);
          }
        });
      });
    }
  }
}

function button(text: string, label: string, disabled: boolean): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'secondary small';
  b.textContent = text;
  b.setAttribute('aria-label', label);
  b.disabled = disabled;
  return b;
}
