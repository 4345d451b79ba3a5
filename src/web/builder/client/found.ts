// "Find fields" (issue 33 item 4): the fields detection proposes for the draft's PDF, drawn on the
// pages as dashed outlines and listed beside them, each to accept or dismiss, or all at once. An
// accepted proposal becomes a field like one placed from the palette (for the role new fields are
// for; a signature or initials for the first role when that is the sender), with the label read
// from the page; its role is then changed like any field's. Nothing is added until accepted, and a
// blank that already has a field on it is not proposed again.
import type { Box } from '../../../templates/geometry.ts';
import type { PdfViewer } from '../../../ui/client/pdf-viewer.ts';
import type { BuilderState, Field, FieldType } from './state.ts';
import type { Words } from './words.ts';

export interface Proposal extends Box {
  type: FieldType;
  label: string;
  confidence: number;
  /** A form's field: the key form import gives it, kept as the field's name when it is free. */
  name?: string;
  /** A form's choice: its options and, for a group of buttons, each option's box. */
  options?: string[];
  optionBoxes?: Array<Omit<Box, 'page'>>;
}

export interface FoundOptions {
  url: string;
  words: Words;
  types: Record<string, string>;
  state: BuilderState;
  viewer: () => PdfViewer;
  newField: (type: FieldType, box: Box) => Field;
  say: (text: string, error?: boolean) => void;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export class FoundFields {
  private proposals: Proposal[] = [];
  private outlines: HTMLElement[] = [];

  constructor(private readonly o: FoundOptions) {
    $('find-fields').addEventListener('click', () => void this.find());
    $('accept-all').addEventListener('click', () => this.accept([...this.proposals]));
    $('dismiss-all').addEventListener('click', () => this.dismiss([...this.proposals]));
  }

  async find(): Promise<void> {
    const { words: w } = this.o;
    const status = $('found-status');
    const button = $<HTMLButtonElement>('find-fields');
    button.disabled = true;
    status.textContent = w.t('finding');
    try {
      const response = await fetch(this.o.url, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(String(response.status));
      // A blank that already has a field on it is not proposed again.
      const placed = this.o.state.doc.fields;
      this.proposals = ((await response.json()) as { fields: Proposal[] }).fields.filter((p) => {
        const [cx, cy] = [p.x + p.width / 2, p.y + p.height / 2];
        return !placed.some(
          (f) => f.page === p.page && cx >= f.x && cx <= f.x + f.width && cy >= f.y && cy <= f.y + f.height,
        );
      });
      status.textContent = this.proposals.length
        ? w.n('foundCount', this.proposals.length)
        : w.t('foundNone');
    } catch {
      this.proposals = [];
      status.textContent = '';
      this.o.say(w.t('failed'), true);
    } finally {
      button.disabled = false;
    }
    this.render();
  }

  /** The label a proposal is read out by: its type, the words found by it, its page. */
  private describe(p: Proposal): string {
    return this.o.words.t('proposal', {
      type: this.o.types[p.type] ?? p.type,
      label: p.label || '—',
      page: p.page,
    });
  }

  private accept(chosen: Proposal[]): void {
    if (chosen.length === 0) return;
    const fields = chosen.map((p) => {
      const field = this.o.newField(p.type, {
        page: p.page,
        x: p.x,
        y: p.y,
        width: p.width,
        height: p.height,
      });
      // A form's field is named as form import names it; a choice keeps its options, and a group
      // of buttons each option's own box.
      if (p.name) field.name = p.name;
      if (p.options?.length) field.options = p.options;
      if (p.optionBoxes?.length) field.optionBoxes = p.optionBoxes;
      return p.label ? { ...field, label: p.label } : field;
    });
    this.o.state.addFields(fields);
    this.o.say(this.o.words.n('accepted', fields.length));
    this.dismiss(chosen);
  }

  private dismiss(chosen: Proposal[]): void {
    this.proposals = this.proposals.filter((p) => !chosen.includes(p));
    if (this.proposals.length === 0) $('found-status').textContent = '';
    this.render();
    if (this.proposals.length === 0) $<HTMLButtonElement>('find-fields').focus();
  }

  private render(): void {
    const { words: w } = this.o;
    const list = $('found-list');
    list.replaceChildren();
    for (const outline of this.outlines) outline.remove();
    this.outlines = [];
    $('found-actions').hidden = this.proposals.length === 0;
    const pages = this.o.viewer().pages;
    for (const proposal of this.proposals) {
      const name = this.describe(proposal);
      const item = document.createElement('li');
      const text = document.createElement('span');
      text.textContent = name;
      const accept = button(w.t('accept'), w.t('acceptLabel', { field: name }), 'primary');
      accept.addEventListener('click', () => this.accept([proposal]));
      const dismiss = button(w.t('dismiss'), w.t('dismissLabel', { field: name }), 'secondary');
      dismiss.addEventListener('click', () => {
        const next = this.proposals[this.proposals.indexOf(proposal) + 1];
        this.dismiss([proposal]);
        if (next)
          list.querySelectorAll<HTMLButtonElement>('button')[2 * this.proposals.indexOf(next)]?.focus();
      });
      const buttons = document.createElement('div');
      buttons.className = 'found-buttons';
      buttons.append(accept, dismiss);
      item.append(text, buttons);
      list.append(item);
      const page = pages[proposal.page - 1];
      if (!page) continue;
      // In fractions of the page, so that zooming leaves it in place.
      const outline = document.createElement('div');
      outline.className = 'found-box';
      outline.setAttribute('aria-hidden', 'true');
      Object.assign(outline.style, {
        left: `${(proposal.x / page.geometry.width) * 100}%`,
        top: `${(proposal.y / page.geometry.height) * 100}%`,
        width: `${(proposal.width / page.geometry.width) * 100}%`,
        height: `${(proposal.height / page.geometry.height) * 100}%`,
      });
      page.overlay.append(outline);
      this.outlines.push(outline);
    }
  }
}

function button(text: string, label: string, kind: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `${kind} small`;
  b.textContent = text;
  b.setAttribute('aria-label', label);
  return b;
}
