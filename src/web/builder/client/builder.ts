// The coordinate builder island (issue 11): loads the draft's PDF into the viewer, then wires the
// palette (drag onto a page, or arm a tool and draw; Enter places on the first page), the keyboard
// (nudge, resize, delete, copy, paste, undo, redo), zoom and snapping, "put on every page", copying
// fields from another template, "Find fields" (found.ts), replacing the PDF, and saving to the draft (the server checks the
// definition with the API's own rules and answers the problems, shown next to what they concern).
import { clampBox, defaultSize, differingPages } from '../../../templates/geometry.ts';
import { PdfViewer } from '../../../ui/client/pdf-viewer.ts';
import { ran } from '../../../ui/client/ran.ts';
import { signerOnly, takesOptions } from '../../templates/client/input-rules.ts';
import { type DocumentEntry, DocumentsPanel, type ShownDocument } from './documents.ts';
import { FoundFields } from './found.ts';
import { BuilderPages } from './pages.ts';
import { Panels } from './panels.ts';
import { BuilderState, type Definition, type Field, type FieldType, fieldName, toContract } from './state.ts';
import { Words, type WordsData } from './words.ts';

interface BuilderData extends WordsData {
  definition: Definition;
  pdfUrl: string;
  saveUrl: string;
  layoutUrl: string;
  /** "Find fields": the proposals for the draft's PDF. */
  detectUrl: string;
  workerUrl: string;
  problems: Array<{ at: string; text: string }>;
  /** The definition shown is not what the draft holds (a refused save's working copy). */
  unsaved?: boolean;
  types: Record<string, string>;
  /** The draft's documents (issue 32), where their changes go, and the words of their panel. */
  documents: ShownDocument[];
  documentsUrl: string;
  documentWords: WordsData;
}

/** How long the author pauses before the draft is saved on its own, in milliseconds. */
export const AUTOSAVE_DELAY = 1000;
/** The first and the longest wait before a save that could not reach the server is tried again. */
const RETRY_FIRST = 2000;
const RETRY_MOST = 30_000;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function csrf(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

async function start(root: HTMLElement) {
  const data = JSON.parse(root.dataset.builder ?? '{}') as BuilderData;
  const w = new Words(data);
  // What was done ("Put on 2 more pages.", "1 field copied."), in a polite live region of the
  // toolbar; the same words twice are announced twice (emptied first, then written).
  let sayLater: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string, error = false) => {
    const status = $('builder-status');
    clearTimeout(sayLater);
    status.classList.toggle('error', error);
    if (status.textContent !== text) {
      status.textContent = text;
      return;
    }
    status.textContent = '';
    sayLater = setTimeout(() => {
      status.textContent = text;
    }, 100);
  };
  const state = new BuilderState(data.definition);
  // The documents as last shown (the panel below keeps them); a field on several documents' pages
  // is named by its document and its page in it: "document 2, page 1", not "page 3" (issue 44 item 19).
  let shownDocuments: ShownDocument[] = data.documents;
  const describe = (f: Field) => {
    const where = pageInDocument(shownDocuments, f.page);
    const words = {
      type: data.types[f.type] ?? f.type,
      name: f.name,
      who: f.role ?? w.t('sender'),
      page: where.page,
    };
    return shownDocuments.length > 1
      ? w.t('fieldLabelIn', { ...words, document: where.document })
      : w.t('fieldLabel', words);
  };
  const pageLabel = (n: number, total: number) => w.t('pageLabel', { n, total });
  const pagesArea = $('builder-pages');
  let viewer = await PdfViewer.open(
    pagesArea,
    { url: data.pdfUrl },
    {
      workerUrl: data.workerUrl,
      scale: 'fit',
      pageLabel,
    },
  );
  let replacement: string | undefined;
  let armed: FieldType | null = null;
  const paletteButtons = [...document.querySelectorAll<HTMLButtonElement>('.palette-item')];
  const arm = (type: FieldType | null) => {
    armed = type;
    for (const b of paletteButtons) b.setAttribute('aria-pressed', String(b.dataset.type === type));
    pagesArea.classList.toggle('armed', type !== null);
  };
  const panels = new Panels(
    state,
    w,
    describe,
    (index) => pages.focusBox(index),
    (n) => viewer.pages[n - 1]?.geometry,
  );
  const newField = (
    type: FieldType,
    box: Field | Omit<Field, 'name' | 'label' | 'type' | 'required'>,
  ): Field => {
    let role = panels.newRole();
    if (signerOnly(type) && !role) role = state.doc.roles[0]?.name;
    const label = role ? w.t('newFieldLabel', { type: data.types[type], role }) : data.types[type];
    return {
      name: state.freeName(fieldName(role, type)),
      label,
      type,
      // A check box is optional until its author says it must be ticked (issue 44 item 15).
      required: type !== 'checkbox',
      ...(takesOptions(type) ? { options: ['A', 'B'] } : {}),
      ...(role ? { role } : {}),
      // A signer's date is the signing date unless the author lets the signer change it.
      ...(type === 'date' && role ? { editable: false } : {}),
      page: box.page,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
    };
  };
  const snap = () => ({
    grid: $<HTMLInputElement>('snap-grid').checked ? 5 : 0,
    edges: $<HTMLInputElement>('snap-edges').checked,
  });
  let pages = makePages();
  function makePages() {
    return new BuilderPages({
      state,
      viewer,
      snap,
      armed: () => armed,
      disarm: () => arm(null),
      newField,
      describe,
      resizeLabel: w.t('resizeLabel'),
      optionLabel: (field, k) =>
        w.t('optionBoxLabel', { option: field.options?.[k] ?? '', name: field.name }),
    });
  }

  // The palette: a drag drops a field where it is let go; a click arms the tool to draw one; a
  // keyboard press (a click without a pointer) places one on the first page.
  for (const item of paletteButtons) {
    const type = item.dataset.type as FieldType;
    item.addEventListener('pointerdown', (down) => {
      if (down.button !== 0) return;
      item.setPointerCapture(down.pointerId);
      let ghost: HTMLElement | undefined;
      const move = (event: PointerEvent) => {
        if (!ghost && Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < 6) return;
        if (!ghost) {
          ghost = document.createElement('div');
          ghost.className = 'palette-ghost';
          ghost.textContent = data.types[type];
          document.body.append(ghost);
        }
        ghost.style.left = `${event.clientX}px`;
        ghost.style.top = `${event.clientY}px`;
      };
      const up = (event: PointerEvent) => {
        item.removeEventListener('pointermove', move);
        item.removeEventListener('pointerup', up);
        item.removeEventListener('pointercancel', up);
        if (!ghost) return; // a click: handled below
        ghost.remove();
        item.dataset.dragged = '1';
        if (pages.dropAt(type, event.clientX, event.clientY)) arm(null);
      };
      item.addEventListener('pointermove', move);
      item.addEventListener('pointerup', up);
      item.addEventListener('pointercancel', up);
    });
    item.addEventListener('click', (event) => {
      if (item.dataset.dragged) {
        delete item.dataset.dragged;
        return;
      }
      if (event.detail === 0) {
        const page = viewer.pages[0];
        const size = defaultSize(type);
        state.addFields([newField(type, clampBox({ page: 1, x: 72, y: 72, ...size }, page.geometry))]);
        arm(null);
        pages.focusBox(state.doc.fields.length - 1);
      } else arm(armed === type ? null : type);
    });
  }

  // The keyboard on a selected field (its box or its entry in the list).
  const onField = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.classList.contains('field-box') || target.classList.contains('field-pick'));
  const typing = (target: EventTarget | null) =>
    target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
  let clipboard: Field[] = [];
  const copy = () => {
    clipboard = state.selectedFields().map((f) => ({ ...f }));
  };
  const paste = () => {
    if (clipboard.length === 0) return;
    state.addFields(
      clipboard.map((f) => {
        const page = viewer.pages[f.page - 1];
        return { ...f, ...clampBox({ ...f, x: f.x + 10, y: f.y + 10 }, page.geometry) };
      }),
    );
    clipboard = state.selectedFields().map((f) => ({ ...f }));
  };
  document.addEventListener('keydown', (event) => {
    const mod = event.ctrlKey || event.metaKey;
    if (!typing(event.target) && mod) {
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) state.undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) state.redo();
      else if (key === 'c' && state.selected.size) copy();
      else if (key === 'v') paste();
      else return;
      event.preventDefault();
      return;
    }
    if (!onField(event.target) || state.selected.size === 0) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      state.deleteSelected();
      event.preventDefault();
      return;
    }
    const step = event.shiftKey ? 10 : 1;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    state.change((doc) => {
      for (const i of state.selected) {
        const f = doc.fields[i];
        const page = viewer.pages[f.page - 1];
        const box = event.altKey
          ? { ...f, width: f.width + delta[0], height: f.height + delta[1] }
          : { ...f, x: f.x + delta[0], y: f.y + delta[1] };
        Object.assign(f, clampBox(box, page.geometry));
      }
    });
  });

  $('undo').addEventListener('click', () => state.undo());
  $('redo').addEventListener('click', () => state.redo());
  $('copy').addEventListener('click', copy);
  $('paste').addEventListener('click', paste);
  $('delete-field').addEventListener('click', () => state.deleteSelected());
  $('template-name').addEventListener('change', () =>
    state.change((doc) => {
      doc.name = $<HTMLInputElement>('template-name').value;
    }),
  );
  const zoom = (scale: number, fitting = false) => {
    viewer.fitting = fitting;
    viewer.setScale(Math.min(4, Math.max(0.3, scale)));
    pages.render();
  };
  $('zoom-in').addEventListener('click', () => zoom(viewer.scale * 1.25));
  $('zoom-out').addEventListener('click', () => zoom(viewer.scale / 1.25));
  $('zoom-fit').addEventListener('click', () => zoom(viewer.fitScale(), true));
  // The window narrowed or widened while the pages fit its width: they were re-fitted (pdf-viewer.ts).
  pagesArea.addEventListener('pdf:refit', () => pages.render());

  // Put on every page: a copy of the selected field on each other page it fits, named after its page.
  $('every-page').addEventListener('click', () => {
    const [field] = state.selectedFields();
    if (!field) return;
    const copies = viewer.pages
      .filter((p) => p.number !== field.page)
      .map((p) => ({
        ...field,
        name: `${field.name}_p${p.number}`,
        ...clampBox({ ...field, page: p.number }, p.geometry),
      }));
    state.addFields(copies);
    say(w.n('everyPageDone', copies.length));
  });

  new FoundFields({
    url: data.detectUrl,
    words: w,
    types: data.types,
    state,
    viewer: () => viewer,
    newField,
    say,
  });

  // Copy fields from another template, when the pages they sit on have the same sizes here.
  $('copy-fields')?.addEventListener('click', async () => {
    const id = $<HTMLSelectElement>('copy-source').value;
    const response = await fetch(data.layoutUrl.replace('{id}', encodeURIComponent(id)), {
      credentials: 'same-origin',
    });
    if (!response.ok) return say(w.t('failed'), true);
    const layout = (await response.json()) as {
      roles: Array<{ name: string }>;
      fields: Field[];
      pages: Array<{ width: number; height: number }>;
    };
    const used = [...new Set(layout.fields.map((f) => f.page))];
    const here = viewer.pages.map((p) => p.geometry);
    const differ = used.filter((n) => differingPages([layout.pages[n - 1]], [here[n - 1]]).length > 0);
    if (differ.length) return say(w.n('pagesDiffer', differ.length, { pages: w.list(differ) }), true);
    for (const role of layout.roles) {
      if (
        layout.fields.some((f) => f.role === role.name) &&
        !state.doc.roles.some((r) => r.name === role.name)
      ) {
        state.change((doc) => doc.roles.push({ name: role.name }));
      }
    }
    state.addFields(layout.fields);
    say(w.n('copied', layout.fields.length));
  });

  // Replace the PDF: kept only when its pages have the sizes of the present one, fields and all.
  $<HTMLInputElement>('replace-pdf').addEventListener('change', async (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const probe = document.createElement('div');
    const candidate = await PdfViewer.open(
      probe,
      { data: bytes.slice() },
      { workerUrl: data.workerUrl, scale: 1 },
    );
    const differ = differingPages(
      viewer.pages.map((p) => p.geometry),
      candidate.pages.map((p) => p.geometry),
    );
    await candidate.destroy();
    if (differ.length) return say(w.n('pagesDiffer', differ.length, { pages: w.list(differ) }), true);
    replacement = await toBase64(bytes);
    pages.dispose();
    await viewer.destroy();
    viewer = await PdfViewer.open(
      pagesArea,
      { data: bytes.slice() },
      { workerUrl: data.workerUrl, scale: 'fit', pageLabel },
    );
    pages = makePages();
    say(w.t('replaced'));
    later(AUTOSAVE_DELAY);
  });

  // The documents (issue 32): each change sends the definition with the new list; the server's
  // stored definition and PDF then replace what is shown (a save pending is sent first).
  const documentWords = new Words(data.documentWords);
  const reloadPdf = async () => {
    pages.dispose();
    await viewer.destroy();
    viewer = await PdfViewer.open(
      pagesArea,
      { url: `${data.pdfUrl}?v=${Date.now()}` },
      { workerUrl: data.workerUrl, scale: 'fit', pageLabel },
    );
    pages = makePages();
  };
  const documentsPanel = new DocumentsPanel(
    {
      url: data.documentsUrl,
      words: documentWords,
      fieldPages: () => state.doc.fields.map((f) => f.page),
      say,
      change: async (entries: DocumentEntry[], onUploaded?: () => void) => {
        if (timer !== undefined || inFlight || unsaved()) await save(false);
        const body = `{"definition":${current()},"documents":${JSON.stringify(entries)}}`;
        const answer = await postJson(data.documentsUrl, body, onUploaded);
        if (!answer.ok || !answer.data.definition || !answer.data.documents) {
          const problems = answer.data.problems ?? [];
          return { ok: false, text: problems.map((p) => p.text).join(' ') || documentWords.t('refused') };
        }
        state.replace(answer.data.definition);
        savedAs = current();
        seen = savedAs;
        clearTimeout(timer);
        timer = undefined;
        showProblems([], false);
        showState('saved');
        const documents = answer.data.documents;
        shownDocuments = documents;
        await reloadPdf().catch(() => undefined);
        return { ok: true, documents };
      },
    },
    data.documents,
  );
  documentsPanel.label(pagesArea);

  // Saving: the draft is saved on its own once the author pauses (AUTOSAVE_DELAY after the last
  // change), through the same request as the Save button; the save state is shown in the toolbar's
  // polite live region. A save that does not reach the server is tried again, waiting longer each
  // time; one the server refuses shows its problems and waits for the next change. Leaving the page
  // while a change is not saved yet asks first.
  const saveState = $('save-state');
  const showState = (key: 'saving' | 'saved' | 'retrying' | 'refused') => {
    saveState.textContent = w.t(key);
    saveState.dataset.state = key;
    saveState.classList.toggle('error', key === 'retrying' || key === 'refused');
  };
  const current = () => JSON.stringify(toContract(state.doc));
  /** The definition the draft holds, as sent; '' when that is not what is shown. */
  let savedAs = data.unsaved ? '' : current();
  let seen = current();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | undefined;
  let retryIn = RETRY_FIRST;
  const unsaved = () => replacement !== undefined || current() !== savedAs;
  const later = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void save(false);
    }, delay);
  };
  state.onChange(() => {
    const now = current();
    if (now === seen) return; // a selection, not a change
    seen = now;
    if (!unsaved()) return;
    later(AUTOSAVE_DELAY);
    // Not "All changes saved" while one waits; "Not saved — retrying" stays until a save gets through.
    if (saveState.dataset.state !== 'retrying') showState('saving');
  });

  /** Sends the definition (and a replacing PDF); `asked` is the Save button, which shows problems. */
  const send = async (asked: boolean): Promise<boolean> => {
    const sending = current();
    const pdf = replacement;
    showState('saving');
    try {
      const body = `{"definition":${sending}${pdf ? `,"pdf":${JSON.stringify(pdf)}` : ''}}`;
      const response = await fetch(data.saveUrl, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf(), accept: 'application/json' },
        body,
      });
      const answer = (await response.json().catch(() => ({}))) as {
        problems?: Array<{ at: string; text: string }>;
      };
      if (response.ok) {
        savedAs = sending;
        if (replacement === pdf) replacement = undefined;
        retryIn = RETRY_FIRST;
        showProblems([], false);
        if (unsaved()) {
          later(AUTOSAVE_DELAY); // changed while it was being saved
          showState('saving');
        } else showState('saved');
        return true;
      }
      if (answer.problems?.length) {
        showProblems(answer.problems, asked);
        showState('refused');
        return false;
      }
    } catch {
      // not reached: tried again below
    }
    showState('retrying');
    later(retryIn);
    retryIn = Math.min(retryIn * 2, RETRY_MOST);
    return false;
  };
  const save = async (asked: boolean): Promise<boolean> => {
    clearTimeout(timer);
    timer = undefined;
    // One save at a time: a second waits for the first, then sends what is new since.
    while (inFlight) {
      const ok = await inFlight;
      if (ok && !unsaved() && !asked) return true;
    }
    inFlight = send(asked);
    try {
      return await inFlight;
    } finally {
      inFlight = undefined;
    }
  };
  window.addEventListener('beforeunload', (event) => {
    if (timer === undefined && inFlight === undefined && !unsaved()) return;
    event.preventDefault();
    event.returnValue = '';
  });
  $('save').addEventListener('click', () => void save(true));
  $('publish').addEventListener('click', async () => {
    if (await save(true)) $<HTMLFormElement>('publish-form').submit();
  });

  // The problems of a refused save, next to what they concern. The Save button's refusal takes the
  // focus there; an automatic save's does not (the author is working), and the same problems found
  // again are not written again (the box is an alert: it would interrupt each time).
  let shown = '';
  function showProblems(problems: Array<{ at: string; text: string }>, focus = true) {
    const box = $('builder-problems');
    for (const el of document.querySelectorAll('.field-box.invalid')) el.classList.remove('invalid');
    for (const problem of problems) {
      const index = /^fields\[(\d+)\]/.exec(problem.at)?.[1];
      if (index !== undefined)
        document.querySelector(`.field-box[data-index="${index}"]`)?.classList.add('invalid');
    }
    const list = JSON.stringify(problems);
    if (list !== shown) {
      shown = list;
      box.hidden = problems.length === 0;
      box.replaceChildren();
      if (problems.length) {
        const items = document.createElement('ul');
        for (const problem of problems) {
          const item = document.createElement('li');
          const index = /^fields\[(\d+)\]/.exec(problem.at)?.[1];
          const field = index === undefined ? undefined : state.doc.fields[Number(index)];
          item.textContent = field
            ? w.t('problemAt', { field: describe(field), problem: problem.text })
            : problem.text;
          items.append(item);
        }
        box.append(items);
      }
    }
    if (focus && problems.length) box.focus();
  }
  showProblems(data.problems);
  if (data.unsaved) showState('refused');
  root.dataset.ready = '1';
  ran('builder');
}

/** Which document (1-based) a page of the combined pages is in, and its page there. */
export function pageInDocument(documents: ShownDocument[], page: number): { document: number; page: number } {
  let first = 1;
  for (const [index, doc] of documents.entries()) {
    if (page < first + doc.pages) return { document: index + 1, page: page - first + 1 };
    first += doc.pages;
  }
  return { document: Math.max(documents.length, 1), page };
}

/** A JSON post whose upload is followed: `onUploaded` once the body is sent (the server works on). */
function postJson(
  url: string,
  body: string,
  onUploaded?: () => void,
): Promise<{
  ok: boolean;
  data: {
    definition?: Definition;
    documents?: ShownDocument[];
    problems?: Array<{ at: string; text: string }>;
  };
}> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-csrf-token', csrf());
    request.upload.addEventListener('load', () => onUploaded?.());
    request.addEventListener('load', () => {
      let data = {};
      try {
        data = JSON.parse(request.responseText || '{}');
      } catch {
        // not JSON: no problems to show
      }
      resolve({ ok: request.status >= 200 && request.status < 300, data });
    });
    request.addEventListener('error', () => reject(new Error(request.statusText || 'network')));
    request.send(body);
  });
}

function toBase64(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(new Blob([bytes as BlobPart]));
  });
}

const root = document.querySelector<HTMLElement>('[data-builder]');
if (root) void start(root);
