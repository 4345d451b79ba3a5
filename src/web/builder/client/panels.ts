// The builder's side panels: the roles (rename, reorder = signing order, add, remove; each with its
// colour), the role new fields are for, the list of placed fields (a keyboard's way to every field),
// and the properties of the selected field — name, label, type, required, options, a number's range,
// whether a signer may change their date, role, and the box typed in points.
import { round } from '../../../templates/geometry.ts';
import {
  anyNumber,
  conditionChoices,
  optionLines,
  showIfOf,
  showIfParts,
  signerOnly,
  takesOptionBoxes,
  takesOptions,
  takesPattern,
  takesReadonly,
} from '../../templates/client/input-rules.ts';
import { colourOf } from './pages.ts';
import {
  type BuilderRole,
  type BuilderState,
  type Field,
  type FieldType,
  fitOptionBoxes,
  fitProperties,
  isSignerDate,
} from './state.ts';
import type { Words } from './words.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const ROLE_KINDS = ['signer', 'approver', 'viewer', 'witness'] as const;

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
    /** The size of a page in points (option boxes are kept on it). */
    private readonly pageSize: (page: number) => { width: number; height: number } | undefined,
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
        item.append(input, up, remove, ...this.kindControls(role, index));
        return item;
      }),
    );
    if (focused?.startsWith('role-')) $(focused)?.focus();
  }

  /**
   * How the role takes part (issue 45): a signer, an approver, a viewer, or a witness of a role
   * before it, chosen beside the witness (the first role has nobody before it to witness).
   */
  private kindControls(role: BuilderRole, index: number): HTMLSelectElement[] {
    const kind = role.kind ?? 'signer';
    const select = document.createElement('select');
    select.id = `role-${index}-kind`;
    select.className = 'role-kind';
    select.setAttribute('aria-label', this.words.t('kindLabel', { name: role.name }));
    for (const k of ROLE_KINDS) {
      const option = new Option(this.words.t(`kind.${k}`), k);
      option.disabled = k === 'witness' && index === 0;
      select.append(option);
    }
    select.value = kind;
    select.addEventListener('change', () =>
      this.state.change((doc) => {
        const changed = doc.roles[index];
        const next = select.value as (typeof ROLE_KINDS)[number];
        if (next === 'signer') delete changed.kind;
        else changed.kind = next;
        if (next === 'witness') changed.witnessFor ??= doc.roles[index - 1]?.name;
        else delete changed.witnessFor;
      }),
    );
    if (kind !== 'witness') return [select];
    const whom = document.createElement('select');
    whom.id = `role-${index}-witness-for`;
    whom.className = 'role-kind';
    whom.setAttribute('aria-label', this.words.t('witnessForLabel', { name: role.name }));
    for (const earlier of this.state.doc.roles.slice(0, index))
      whom.append(new Option(earlier.name, earlier.name));
    whom.value = role.witnessFor ?? '';
    whom.addEventListener('change', () =>
      this.state.change((doc) => {
        doc.roles[index].witnessFor = whom.value;
      }),
    );
    return [select, whom];
  }

  private renameRole(index: number, name: string): void {
    const old = this.state.doc.roles[index]?.name;
    if (!name || name === old) return;
    if (this.newFieldsFor?.role === old) this.newFieldsFor = { role: name };
    this.state.change((doc) => {
      doc.roles[index].name = name;
      for (const field of doc.fields) if (field.role === old) field.role = name;
      for (const role of doc.roles) if (role.witnessFor === old) role.witnessFor = name;
    });
  }

  private removeRole(index: number): void {
    this.state.change((doc) => {
      const [gone] = doc.roles.splice(index, 1);
      const heir = doc.roles[0]?.name;
      // A witness of the removed role has nobody to witness: they become a signer.
      for (const role of doc.roles) {
        if (role.witnessFor !== gone.name) continue;
        delete role.kind;
        delete role.witnessFor;
      }
      // Fields of a removed role go to the first role when they must be signed, else to the sender.
      for (const field of doc.fields) {
        if (field.role !== gone.name) continue;
        if (signerOnly(field.type)) field.role = heir;
        else {
          delete field.role;
          fitProperties(field, true);
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
    this.renderCondition(field);
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      '#props [data-prop]',
    )) {
      if (input === document.activeElement) continue;
      const prop = input.dataset.prop as keyof Field;
      if (prop.startsWith('showIf')) continue;
      if (prop === 'role') this.roleOptions(input as HTMLSelectElement, field.role);
      else if (prop === 'required') (input as HTMLInputElement).checked = field.required;
      else if (prop === 'integer') (input as HTMLInputElement).checked = field.integer === true;
      else if (prop === 'readonly') (input as HTMLInputElement).checked = field.readonly === true;
      else if (prop === 'optionBoxes')
        (input as HTMLInputElement).checked = (field.optionBoxes?.length ?? 0) > 0;
      // Unset is true, as the API reads a date without `editable`.
      else if (prop === 'editable') (input as HTMLInputElement).checked = field.editable !== false;
      else if (prop === 'options') input.value = (field.options ?? []).join('\n');
      else if (prop === 'maxFiles') input.value = String(field.maxFiles ?? 1);
      else input.value = String(field[prop] ?? '');
    }
    $('prop-options-field').hidden = !takesOptions(field.type);
    $('prop-count-field').hidden = field.type !== 'multiple';
    $('prop-option-boxes-field').hidden = !takesOptionBoxes(field.type);
    $('prop-region-field').hidden = field.type !== 'phone';
    $('prop-files-field').hidden = field.type !== 'file';
    $('prop-pattern-field').hidden = !takesPattern(field.type);
    $('prop-readonly-field').hidden = !takesReadonly(field);
    $('prop-range-field').hidden = field.type !== 'number';
    $('prop-editable-field').hidden = !isSignerDate(field);
  }

  /** "Show only when": the other fields, the condition, and the value as a list or typed. */
  private renderCondition(field: Field): void {
    const { field: on, condition, value } = showIfParts(field.showIf);
    const select = $<HTMLSelectElement>('prop-showIf');
    const names = this.state.doc.fields.map((f) => f.name).filter((name) => name && name !== field.name);
    if (on && !names.includes(on)) names.push(on);
    const wanted = ['', ...names];
    if ([...select.options].map((o) => o.value).join('\n') !== wanted.join('\n')) {
      select.replaceChildren(
        new Option(this.words.t('showAlways'), ''),
        ...names.map((name) => new Option(name, name)),
      );
    }
    if (select !== document.activeElement) select.value = on;
    $('prop-show-if-rule').hidden = on === '';
    const conditionSelect = $<HTMLSelectElement>('prop-showIf-condition');
    if (conditionSelect !== document.activeElement) conditionSelect.value = condition;
    $('prop-show-if-value-field').hidden = condition === 'notEmpty';
    const target = this.state.doc.fields.find((f) => f.name === on);
    const choices = conditionChoices(target, {
      ticked: this.words.t('ticked'),
      notTicked: this.words.t('notTicked'),
    });
    const text = $<HTMLInputElement>('prop-showIf-value');
    const list = $<HTMLSelectElement>('prop-showIf-choice');
    text.hidden = choices !== undefined;
    list.hidden = choices === undefined;
    if (choices) {
      const now = [...list.options].map((o) => `${o.value}\n${o.text}`).join('\n');
      if (now !== choices.map((c) => `${c.value}\n${c.text}`).join('\n'))
        list.replaceChildren(...choices.map((c) => new Option(c.text, c.value)));
      if (list !== document.activeElement) list.value = value;
    } else if (text !== document.activeElement) text.value = value;
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
          } else if (prop === 'readonly') {
            if ((input as HTMLInputElement).checked) field.readonly = true;
            else delete field.readonly;
          } else if (prop === 'optionBoxes') {
            // Each option in its own box, placed under the field to be dragged onto the page's boxes.
            if ((input as HTMLInputElement).checked) {
              field.optionBoxes = [];
              fitOptionBoxes(field, this.pageSize(field.page));
            } else delete field.optionBoxes;
          } else if (prop.startsWith('showIf.')) {
            const parts = showIfParts(field.showIf);
            const part = prop.slice('showIf.'.length) as 'field' | 'condition' | 'value';
            parts[part] = input.value as never;
            const target = doc.fields.find((f) => f.name === parts.field);
            // A new target's first fixed value, when it has a list of them.
            if (part === 'field' && target) {
              const first = conditionChoices(target, { ticked: '', notTicked: '' })?.[0]?.value;
              parts.value = first ?? '';
            }
            const showIf = showIfOf(parts.field, parts.condition, parts.value, target?.type);
            if (showIf) field.showIf = showIf;
            else delete field.showIf;
          } else if (prop === 'minSelected' || prop === 'maxSelected' || prop === 'maxFiles') {
            const value = anyNumber(input.value);
            if (value === undefined) delete field[prop];
            else field[prop] = value;
          } else if (prop === 'region' || prop === 'pattern' || prop === 'patternMessage') {
            const value = prop === 'region' ? input.value.trim().toUpperCase() : input.value;
            if (value.trim() === '') delete field[prop];
            else field[prop] = prop === 'patternMessage' ? value.trim() : value;
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
            field.options = optionLines(input.value);
            fitOptionBoxes(field, this.pageSize(field.page));
          } else if (prop === 'type') {
            field.type = input.value as FieldType;
            if (signerOnly(field.type) && !field.role) field.role = doc.roles[0]?.name;
            fitProperties(field, wasSignerDate);
          } else if (prop === 'name') {
            const old = field.name;
            field.name = input.value.trim();
            // The conditions that looked at it follow its new name.
            for (const other of doc.fields) if (other.showIf?.field === old) other.showIf.field = field.name;
          } else if (prop === 'label') field.label = input.value.trim();
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
