// The builder's documents (issue 32 item 5): the list (each renamed in place, moved up or down by its
// buttons, removed after a confirmation that says how many fields go with it), files added several
// at once with each one's progress (uploading, converting, ready, or failed with the reason), and the
// pages shown under their documents' names. Every change is one request to the draft's documents
// address; the builder then loads the new PDF and the definition the server stored.

import { documentNameOf } from '../../../templates/document-name.ts';
import type { Words } from './words.ts';

export interface ShownDocument {
  name: string;
  pages: number;
}

/** A document the draft has (`from`, 1-based) or a new file, in the new order. */
export type DocumentEntry = { from: number; name: string } | { name: string; file: string; filename: string };

export interface DocumentsHost {
  url: string;
  words: Words;
  /** The fields' absolute pages, to count each document's fields. */
  fieldPages(): number[];
  /** Sends the change (with the builder's definition); the server's answer, or its problems. */
  change(
    entries: DocumentEntry[],
    onUploaded?: () => void,
  ): Promise<{ ok: true; documents: ShownDocument[] } | { ok: false; text: string }>;
  say(text: string, error?: boolean): void;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  Object.assign(made, props);
  return made;
}

export class DocumentsPanel {
  private docs: ShownDocument[];
  private busy = false;

  constructor(
    private readonly host: DocumentsHost,
    initial: ShownDocument[],
    private readonly list = document.getElementById('documents-list') as HTMLOListElement,
    private readonly uploads = document.getElementById('uploads') as HTMLUListElement,
    private readonly picker = document.getElementById('add-documents') as HTMLInputElement,
  ) {
    this.docs = initial;
    this.picker.addEventListener('change', () => {
      const files = [...(this.picker.files ?? [])];
      this.picker.value = '';
      void this.add(files);
    });
    this.render();
  }

  get documents(): ShownDocument[] {
    return this.docs;
  }

  /** The pages' area: each document's name before its first page, when there are several ("Replace the PDF": one only). */
  label(pagesArea = document.getElementById('builder-pages') as HTMLElement): void {
    document.getElementById('replace-pdf-field')?.toggleAttribute('hidden', this.docs.length !== 1);
    // "Reuse and replace" without anything in it (no other template, several documents): not shown.
    const more = document.getElementById('more-panel');
    if (more) more.hidden = !document.getElementById('copy-source') && this.docs.length !== 1;
    for (const old of pagesArea.querySelectorAll('.document-heading')) old.remove();
    // One document: its pages are the template's, under no heading of their own.
    if (this.docs.length < 2) return;
    let first = 1;
    for (const doc of this.docs) {
      const page = pagesArea.querySelector(`.pdf-page[data-page="${first}"]`);
      page?.before(el('h3', { className: 'document-heading', textContent: doc.name }));
      first += doc.pages;
    }
  }

  private fieldsOf(index: number): number {
    let first = 1;
    for (let i = 0; i < index; i++) first += this.docs[i].pages;
    const last = first + this.docs[index].pages - 1;
    return this.host.fieldPages().filter((p) => p >= first && p <= last).length;
  }

  private kept(): DocumentEntry[] {
    return this.docs.map((doc, i) => ({ from: i + 1, name: doc.name }));
  }

  /**
   * Sends one change after any in flight (issue 44 item 8: a second rename typed while the first was
   * saving was dropped, or garbled by the redraw). `entries` is read when it is this change's turn,
   * from the documents as the change before it left them.
   */
  private async run(entries: () => DocumentEntry[], done: (docs: ShownDocument[]) => string, focus?: string) {
    while (this.busy) await new Promise((r) => setTimeout(r, 50));
    this.busy = true;
    try {
      const answer = await this.host.change(entries());
      if (!answer.ok) return this.host.say(answer.text, true);
      // The list is drawn again: the focus goes back where it was (its ids follow the rows).
      const was = this.list.contains(document.activeElement) ? document.activeElement?.id : undefined;
      this.docs = answer.documents;
      this.render();
      this.label();
      this.host.say(done(answer.documents));
      const back = focus ?? was;
      if (back) document.getElementById(back)?.focus();
    } finally {
      this.busy = false;
    }
  }

  private render(): void {
    const w = this.host.words;
    const n = this.docs.length;
    // A name being typed survives the redraw, with its caret: the rows are the same documents
    // unless a change moved them, and then nothing is being typed (a button had the focus).
    const typing = new Map<string, { value: string; start: number | null; end: number | null }>();
    for (const input of this.list.querySelectorAll<HTMLInputElement>('input[type="text"]')) {
      if (input.value !== input.defaultValue || input === document.activeElement) {
        typing.set(input.id, { value: input.value, start: input.selectionStart, end: input.selectionEnd });
      }
    }
    this.list.replaceChildren(
      ...this.docs.map((doc, i) => {
        const item = el('li', { className: 'builder-document' });
        const id = `document-${i}`;
        const label = el('label', { htmlFor: id, textContent: w.t('nameLabel', { n: i + 1 }) });
        const input = el('input', {
          id,
          type: 'text',
          maxLength: 200,
          defaultValue: doc.name,
          className: 'full',
        });
        input.setAttribute('aria-describedby', `${id}-pages`);
        input.addEventListener('change', () => {
          const name = input.value.trim();
          if (!name || name === doc.name) return;
          void this.run(
            () => this.kept().map((entry, j) => (j === i ? { from: i + 1, name } : entry)),
            () => w.t('saved'),
          );
        });
        const pages = el('span', {
          id: `${id}-pages`,
          className: 'hint',
          textContent: w.n('pages', doc.pages),
        });
        const buttons = el('div', { className: 'row-actions' });
        const button = (text: string, aria: string, onClick: () => void, disabled = false) => {
          const b = el('button', {
            type: 'button',
            className: 'secondary small',
            textContent: text,
            disabled,
          });
          b.setAttribute('aria-label', aria);
          b.addEventListener('click', onClick);
          buttons.append(b);
          return b;
        };
        const move = (to: number) => {
          const entries = () => {
            const kept = this.kept();
            const [moved] = kept.splice(i, 1);
            kept.splice(to, 0, moved);
            return kept;
          };
          // The focus stays with the moved document, on the same button while it can go further.
          const further = to < i ? to > 0 : to < n - 1;
          const focusId = `document-${to}-${(to < i) === further ? 'up' : 'down'}`;
          void this.run(entries, () => w.t('saved'), focusId);
        };
        button(w.t('moveUp'), w.t('moveUpLabel', { name: doc.name }), () => move(i - 1), i === 0).id =
          `${id}-up`;
        button(w.t('moveDown'), w.t('moveDownLabel', { name: doc.name }), () => move(i + 1), i === n - 1).id =
          `${id}-down`;
        const remove = button(
          w.t('remove'),
          w.t('removeLabel', { name: doc.name }),
          () => {
            const count = this.fieldsOf(i);
            const ask = el('div', { className: 'confirm-remove' });
            const question = el('p', {
              id: `${id}-confirm`,
              textContent:
                count === 0
                  ? w.t('confirmRemoveEmpty', { name: doc.name })
                  : w.n('confirmRemove', count, { name: doc.name }),
            });
            const yes = el('button', {
              type: 'button',
              className: 'danger small',
              textContent: w.t('confirm'),
            });
            const no = el('button', {
              type: 'button',
              className: 'secondary small',
              textContent: w.t('keep'),
            });
            yes.setAttribute('aria-describedby', question.id);
            yes.addEventListener('click', () => {
              const entries = () => this.kept().filter((_, j) => j !== i);
              void this.run(entries, () => w.n('removed', count, { name: doc.name }), 'add-documents');
            });
            no.addEventListener('click', () => {
              ask.remove();
              remove.focus();
            });
            ask.append(question, el('div', { className: 'row-actions' }));
            (ask.lastChild as HTMLElement).append(yes, no);
            item.querySelector('.confirm-remove')?.remove();
            item.append(ask);
            yes.focus();
          },
          n === 1,
        );
        remove.id = `${id}-remove`;
        item.append(label, input, pages, buttons);
        return item;
      }),
    );
    for (const [id, was] of typing) {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (!input) continue;
      // Compared as typed: "Annex " on its way to "Annex B" is kept with its space even when the
      // stored name is "Annex" (the caret after it would otherwise glue the next word on).
      if (was.value !== input.defaultValue) input.value = was.value;
      if (was.start !== null) input.setSelectionRange(was.start, was.end ?? was.start);
    }
  }

  /** New files, one after another, each with its own line of progress. */
  private async add(files: File[]): Promise<void> {
    const w = this.host.words;
    for (const file of files) {
      const line = el('li', { className: 'upload' });
      const name = el('strong', { textContent: file.name });
      const state = el('span', { className: 'upload-state', textContent: w.t('uploading') });
      line.append(name, ' ', state);
      line.dataset.state = 'uploading';
      this.uploads.append(line);
      const set = (key: 'converting' | 'ready' | 'failed', reason = '') => {
        line.dataset.state = key;
        state.textContent = w.t(key, { reason });
        state.classList.toggle('error', key === 'failed');
      };
      while (this.busy) await new Promise((r) => setTimeout(r, 50));
      this.busy = true;
      try {
        const file64 = await base64(file);
        const entry = {
          name: documentNameOf(file.name, file.name),
          file: file64,
          filename: file.name,
        };
        const answer = await this.host.change([...this.kept(), entry], () => set('converting'));
        if (!answer.ok) {
          set('failed', answer.text);
          continue;
        }
        this.docs = answer.documents;
        this.render();
        this.label();
        set('ready');
      } catch (error) {
        set('failed', error instanceof Error ? error.message : String(error));
      } finally {
        this.busy = false;
      }
    }
  }
}

function base64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
