// The signer's in-place view of a coordinate document (issues 11 and 23): the pages drawn with the
// builder's viewer (the document as filled so far), each of the signer's fields a box where it will
// be stamped, showing its label until it is filled and then its value — the drawn or typed signature
// and initials too. The guide (guide.ts) walks the fields in reading order ("Field 3 of 5", Back,
// Next, then the consent and Sign): its bar, and a sheet that opens for the current field with its
// label, the form's own control (sign.js still reads and checks it), and Done/Next. Errors sign.js finds are marked on the boxes, and the error summary's
// links open the field's sheet. A zoom control scales the pages. Without scripts the page keeps its
// frame and form.

import { formatCalendarDate } from '../../i18n/format.ts';
import { boxToScreen, type ScreenRect } from '../../templates/geometry.ts';
import { boxPad, FIT_LEADING, FIT_STEP, MIN_FONT_SIZE, startSize } from '../../templates/render/fit-rule.ts';
import { tapTargets } from '../../templates/tap-targets.ts';
import { PdfViewer } from '../../ui/client/pdf-viewer.ts';
import type { Placement } from '../pages.ts';
import { type DocumentEntry, type DocumentsMessages, DocumentsView } from './documents.ts';
import type { SigningFields } from './field-types.ts';
import { button, fill, Guide, type GuideMessages, type GuideStep, TARGET } from './guide.ts';
import { embeddedView } from './viewport.ts';

interface Messages extends GuideMessages {
  done: string;
  optional: string;
  empty: string;
  filled: string;
  checked: string;
  unchecked: string;
  zoom: string;
  zoomIn: string;
  zoomOut: string;
  zoomFit: string;
  page: string;
}

interface InPlaceData {
  documentUrl: string;
  workerUrl: string;
  fields: Placement[];
  /** The tag the page's dates are written for (PageContext.locale). */
  locale?: string;
  messages: Messages;
  /** Several documents in the one PDF (issue 32): each one's name and pages (documents.ts). */
  documents?: DocumentEntry[];
  documentMessages?: DocumentsMessages;
}

type Mark = { type: 'typed'; text: string } | { type: 'drawn'; image: string } | null;

/** What sign.js offers the view (src/signing/assets/sign.js): its own checks, used step by step. */
interface SigningApi {
  /** A date input's value as YYYY-MM-DD ('' when empty, null when not a date). */
  dateValue(input: HTMLInputElement): string | null;
  checkField(input: HTMLElement): string | null;
  checkMark(which: 'signature' | 'initials'): string | null;
}

interface Entry extends GuideStep {
  placement: Placement;
  box: HTMLButtonElement;
  mark: HTMLElement;
  /** The form's control (value fields), or the capture's fieldset (signature and initials). */
  control: HTMLElement;
  /** What the sheet shows: the control's `.field`, or the capture's fieldset. */
  part: HTMLElement;
  /** In the guide's steps (a date fixed to the signing date is not). */
  step: boolean;
  /** A choice with option boxes: each option's box on screen, relative to the mark (place()). */
  optionRects?: ScreenRect[];
}

// Boxes smaller on screen than TARGET (guide.ts, the WCAG 2.5.5 size) grow toward it with a larger
// invisible frame, as far as their neighbours leave room (issue 31 item 10); the zoom gives crowded
// boxes more.
const ZOOMS = [1, 1.5, 2, 3];
const isSignature = (p: Placement) => p.type === 'signature' || p.type === 'initials';

async function start(section: HTMLElement) {
  const root = section.closest<HTMLElement>('[data-signing]') ?? document.body;
  const data = JSON.parse(section.dataset.inPlace ?? '{}') as InPlaceData;
  const m = data.messages;
  const locale = document.documentElement.lang || 'en';
  const api = () => (root as HTMLElement & { signing?: SigningApi }).signing;
  const types = () => (root as HTMLElement & { signingFields?: SigningFields }).signingFields;

  // The page's frame of the PDF is inside <noscript> (pages.ts): with scripts on, it is not loaded,
  // and it is put back only if the pages cannot be drawn.
  const fallback = section.querySelector('noscript');
  const tools = zoomTools(m);
  const area = document.createElement('div');
  area.className = 'pdf-pages in-place-pages';
  (fallback ?? section).after(tools.element, area);
  let viewer: PdfViewer;
  try {
    viewer = await PdfViewer.open(
      area,
      { url: data.documentUrl },
      {
        workerUrl: data.workerUrl,
        scale: 'fit',
        fitEachPage: true,
        pageLabel: (n, total) => fill(m.page, { n, total }),
      },
    );
  } catch (error) {
    tools.element.remove();
    area.remove();
    if (fallback) fallback.insertAdjacentHTML('afterend', fallback.textContent ?? '');
    throw error;
  }

  const marks: { signature: Mark; initials: Mark } = { signature: null, initials: null };
  let canvases: { signature?: HTMLCanvasElement; initials?: HTMLCanvasElement } = {};
  const hasInitials = () => document.querySelector('fieldset.initials') !== null;
  const order = [...data.fields].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const entries: Entry[] = [];
  for (const placement of order) {
    const page = viewer.pages[placement.page - 1];
    const control = isSignature(placement)
      ? document.querySelector<HTMLElement>(
          placement.type === 'initials' && document.querySelector('fieldset.initials')
            ? '#sign-form fieldset.initials'
            : '#sign-form fieldset.signature',
        )
      : document.querySelector<HTMLElement>(`#sign-form [data-key="${CSS.escape(placement.key)}"]`);
    if (!page || !control) continue;
    const part = isSignature(placement) ? control : ((control.closest('.field') as HTMLElement) ?? control);
    const box = document.createElement('button');
    box.type = 'button';
    box.className = `in-place-box type-${placement.type}`;
    box.id = `box-${placement.key}`;
    const mark = document.createElement('span');
    mark.className = 'box-mark';
    box.append(mark);
    page.overlay.append(box);
    const locked = (placement.type === 'date' && placement.editable === false) || placement.readonly === true;
    const entry: Entry = {
      placement,
      box,
      mark,
      control,
      part,
      step: !locked,
      label: placement.label,
      required: placement.required,
      isEmpty: () => isEmpty(entry),
      check: () => check(entry),
      off: () => types()?.isOff(control) ?? false,
    };
    entries.push(entry);
  }
  const steps = entries.filter((entry) => entry.step);

  // The form keeps every control (sign.js reads them there); the sheet borrows one at a time.
  const held = new Set(entries.map((entry) => entry.part));
  for (const part of held) part.hidden = true;
  const fieldset = document.querySelector<HTMLElement>('#sign-form fieldset.fields');
  if (fieldset && !fieldset.querySelector('.field:not([hidden])')) fieldset.hidden = true;

  // The sheet for the current field, docked above (phone) or under (wide) the guide's bar.
  const sheet = document.createElement('div');
  sheet.className = 'field-sheet';
  sheet.id = 'field-sheet';
  sheet.setAttribute('role', 'dialog');
  sheet.setAttribute('aria-labelledby', 'sheet-title');
  sheet.hidden = true;
  const sheetStep = document.createElement('p');
  sheetStep.className = 'sheet-step';
  const sheetTitle = document.createElement('h2');
  sheetTitle.id = 'sheet-title';
  sheetTitle.tabIndex = -1;
  const sheetBody = document.createElement('div');
  sheetBody.className = 'sheet-body';
  const sheetBack = button(m.back, 'secondary');
  const doneButton = button(m.done, 'secondary');
  const sheetNext = button(m.next, 'primary');
  const sheetActions = document.createElement('div');
  sheetActions.className = 'sheet-actions';
  sheetActions.append(sheetBack, doneButton, sheetNext);
  sheet.append(sheetStep, sheetTitle, sheetBody, sheetActions);

  let open: { entry: Entry; home: Comment } | null = null;
  const guide: Guide<Entry> = new Guide<Entry>({
    messages: m,
    steps,
    present: (entry) => show(entry),
    leave: () => close(),
    presented: () => open?.entry ?? null,
    changed: (currentEntry) => {
      sheetBack.disabled = guide.current <= 0;
      for (const entry of entries) entry.box.classList.toggle('current', currentEntry === entry);
    },
  });
  const dock = guide.dock;
  dock.prepend(sheet);
  section.prepend(dock);
  const nav = section.querySelector<HTMLElement>('#document-nav');
  const documents =
    data.documents && data.documentMessages && nav
      ? new DocumentsView(data.documents, data.documentMessages, viewer.pages, nav, dock, guide.bar)
      : null;

  const isEmpty = (entry: Entry) => {
    if (isSignature(entry.placement)) return markOf(entry) === null;
    if (types()?.display(entry.control) !== undefined) return types()!.isEmpty(entry.control);
    const input = entry.control as HTMLInputElement;
    return input.type === 'checkbox' ? !input.checked : input.value.trim() === '';
  };
  const markOf = (entry: Entry): Mark =>
    entry.placement.type === 'initials' && document.querySelector('fieldset.initials')
      ? marks.initials
      : marks.signature;

  /** What a box shows: its label until filled, then the value as the document will carry it. */
  const paint = (entry: Entry) => {
    const { placement, box, mark } = entry;
    mark.replaceChildren();
    mark.classList.remove('placeholder', 'signed');
    let spoken: string;
    if (isSignature(placement)) {
      const captured = markOf(entry);
      const pad = canvases[placement.type === 'initials' && hasInitials() ? 'initials' : 'signature'];
      if (captured?.type === 'drawn' && pad) mark.append(inkOf(pad, box));
      else if (captured?.type === 'typed') mark.textContent = captured.text;
      mark.classList.toggle('signed', captured !== null);
      spoken = captured
        ? fill(m.filled, { label: placement.label, value: captured.type === 'typed' ? captured.text : '✔' })
        : '';
    } else if (placement.optionBoxes?.length && entry.optionRects) {
      // Previewed as stamped (issue 44 item 11): a mark in each chosen option's own box, as the
      // executed PDF has it, not the options' words across the field.
      const chosen = [...entry.control.querySelectorAll<HTMLInputElement>('input:checked')].map(
        (i) => i.value,
      );
      for (const [n, option] of (placement.options ?? []).entries()) {
        const at = entry.optionRects[n];
        if (!at || !chosen.includes(option)) continue;
        const dot = document.createElement('span');
        dot.className = 'option-mark';
        dot.textContent = placement.type === 'radio' ? '●' : '✓';
        Object.assign(dot.style, {
          left: `${at.left}px`,
          top: `${at.top}px`,
          width: `${at.width}px`,
          height: `${at.height}px`,
          fontSize: `${Math.max(8, at.height * 0.8)}px`,
        });
        mark.append(dot);
      }
      // The document's own boxes and words show through; only the marks are ours.
      mark.classList.add('options');
      spoken = chosen.length ? fill(m.filled, { label: placement.label, value: chosen.join(', ') }) : '';
    } else {
      const input = entry.control as HTMLInputElement;
      const own = types()?.display(entry.control);
      const value =
        own !== undefined
          ? own
          : input.type === 'checkbox'
            ? input.checked
              ? '✔'
              : ''
            : shown(placement, input);
      mark.textContent = value;
      spoken = value
        ? fill(m.filled, { label: placement.label, value: input.type === 'checkbox' ? m.checked : value })
        : '';
    }
    if (mark.textContent === '' && !mark.querySelector('canvas, .option-mark')) {
      // A checkbox's box is too small for words: it stays empty until ticked.
      mark.textContent = placement.type === 'checkbox' ? '' : placement.label;
      mark.classList.add('placeholder');
      spoken = fill(m.empty, { label: placement.label });
    }
    fitText(mark);
    // A field its condition hides has no box on the page either.
    box.hidden = types()?.isOff(entry.control) ?? false;
    const invalid = entry.control.querySelector?.('[aria-invalid="true"]') ?? null;
    const wrong = entry.control.getAttribute('aria-invalid') === 'true' || invalid !== null;
    box.classList.toggle('invalid', wrong);
    box.setAttribute('aria-label', spoken + (placement.required ? '' : ` ${m.optional}`));
    const error = entry.part.querySelector<HTMLElement>('p.error:not([hidden])');
    if (error?.id) box.setAttribute('aria-describedby', error.id);
    else box.removeAttribute('aria-describedby');
  };
  const paintAll = () => {
    for (const entry of entries) paint(entry);
    guide.refresh();
  };

  /** A date as the rest of the page and the PDF write it (i18n/format.ts); other values as typed. */
  const shown = (placement: Placement, input: HTMLInputElement) => {
    const iso = placement.type === 'date' ? api()?.dateValue(input) : undefined;
    return iso ? formatCalendarDate(iso, data.locale ?? locale) : input.value;
  };

  const close = () => {
    if (!open) return;
    open.home.replaceWith(open.entry.part);
    open.entry.part.hidden = true;
    open = null;
    sheet.hidden = true;
    dock.classList.remove('open');
    paintAll();
  };

  const show = (entry: Entry) => {
    close();
    const home = document.createComment('in-place');
    entry.part.replaceWith(home);
    entry.part.hidden = false;
    sheetBody.replaceChildren(entry.part);
    open = { entry, home };
    const index = steps.indexOf(entry);
    if (index >= 0) guide.current = index;
    // Across documents the step says which one the field is in ("Field 4 of 6 · Annex A").
    const inDocument = documents?.documentOf(entry.placement.page);
    sheetStep.textContent = [
      index >= 0 ? guide.stepText(index) : '',
      inDocument === undefined ? '' : data.documents![inDocument].name,
    ]
      .filter(Boolean)
      .join(' · ');
    sheetTitle.textContent = entry.placement.label;
    sheet.hidden = false;
    dock.classList.add('open');
    root.dispatchEvent(new CustomEvent('signing:layout'));
    guide.refresh();
    reveal(entry.box);
    if (inDocument !== undefined) documents?.show(inDocument);
    const focusable = entry.control.matches('fieldset[data-key]')
      ? (types()?.focusable(entry.control) ?? null)
      : entry.part.querySelector<HTMLElement>(
          'input:not([type="radio"]):not([hidden]), select, textarea, canvas',
        );
    (isSignature(entry.placement) ? sheetTitle : (focusable ?? sheetTitle)).focus({ preventScroll: true });
  };

  /** Scrolls `box` to the middle of what the sheet leaves free: above it on a phone, below it on a wide screen. */
  const reveal = (box: HTMLElement) => {
    const edge = sheet.getBoundingClientRect();
    const docked = getComputedStyle(dock).position === 'fixed';
    const view = embeddedView();
    const [viewTop, viewBottom] = view ? [view.top, view.bottom] : [0, window.innerHeight];
    const [top, bottom] = docked ? [viewTop, edge.top] : [edge.bottom, viewBottom];
    const rect = box.getBoundingClientRect();
    if (view) {
      // A frame as tall as the page does not scroll: the embedding page does, as far as needed.
      if (rect.top < top || rect.bottom > bottom) {
        box.scrollIntoView({ block: docked ? 'start' : 'end', behavior: 'instant' });
      }
      return;
    }
    window.scrollBy({ top: rect.top + rect.height / 2 - (top + bottom) / 2, behavior: 'instant' });
  };

  /** The step's own check (sign.js's rules); a problem keeps the signer on it. */
  const check = (entry: Entry): boolean => {
    const signing = api();
    if (!signing) return true;
    const problem = isSignature(entry.placement)
      ? signing.checkMark(
          entry.placement.type === 'initials' && document.querySelector('fieldset.initials')
            ? 'initials'
            : 'signature',
        )
      : signing.checkField(entry.control);
    paint(entry);
    return problem === null;
  };

  sheetNext.addEventListener('click', () => guide.forward());
  sheetBack.addEventListener('click', () => guide.backward());
  doneButton.addEventListener('click', () => {
    const entry = open?.entry;
    close();
    entry?.box.focus();
  });
  sheet.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const entry = open?.entry;
    close();
    entry?.box.focus();
  });
  for (const entry of entries) entry.box.addEventListener('click', () => show(entry));

  // What sign.js reports: the marks as they change, and the fields it found wrong.
  root.addEventListener('signing:marks', (event) => {
    const detail = (event as CustomEvent<{ signature: Mark; initials?: Mark; canvases: typeof canvases }>)
      .detail;
    canvases = detail.canvases;
    marks.signature = detail.signature;
    marks.initials = detail.initials ?? null;
    paintAll();
  });
  root.addEventListener('signing:checked', paintAll);
  root.addEventListener('signing:conditions', paintAll);
  root.addEventListener('signing:uploads', paintAll);
  root.addEventListener('signing:goto', (event) => {
    const element = (event as CustomEvent<{ element: HTMLElement }>).detail.element;
    const entry = entries.find((e) => e.control === element || e.part.contains(element));
    if (!entry) return;
    event.preventDefault();
    show(entry);
  });
  root.addEventListener('input', () => {
    if (open) paint(open.entry);
  });
  root.addEventListener('change', () => {
    if (open) paint(open.entry);
  });

  const place = () => {
    // Each page's targets together: a target grows only into room its neighbours leave (tap-targets.ts).
    const rects = entries.map(({ placement }) =>
      boxToScreen(placement, viewer.pages[placement.page - 1].scale),
    );
    const targets: ScreenRect[] = [];
    for (const [index, page] of viewer.pages.entries()) {
      const on = entries.flatMap((entry, i) => (entry.placement.page === index + 1 ? [i] : []));
      const size = { width: page.geometry.width * page.scale, height: page.geometry.height * page.scale };
      const found = tapTargets(
        on.map((i) => rects[i]),
        TARGET,
        size,
      );
      for (const [k, i] of on.entries()) targets[i] = found[k];
    }
    for (const [i, { placement, box, mark }] of entries.entries()) {
      const rect = rects[i];
      const target = targets[i];
      box.style.left = `${target.left}px`;
      box.style.top = `${target.top}px`;
      box.style.width = `${target.width}px`;
      box.style.height = `${target.height}px`;
      mark.style.left = `${rect.left - target.left}px`;
      mark.style.top = `${rect.top - target.top}px`;
      mark.style.width = `${rect.width}px`;
      mark.style.height = `${rect.height}px`;
      const scale = viewer.pages[placement.page - 1].scale;
      entries[i].optionRects = placement.optionBoxes?.map((option) => {
        const on = boxToScreen(option, scale);
        return { left: on.left - rect.left, top: on.top - rect.top, width: on.width, height: on.height };
      });
      if (entries[i].optionRects) paint(entries[i]);
      // A signature is read at a glance, like ink; its label, until signed, is words like any other.
      const sized = (largest: number) => `${Math.max(9, Math.min(largest, rect.height * 0.6))}px`;
      mark.dataset.size = sized(isSignature(placement) ? 40 : 18);
      mark.dataset.labelSize = sized(18);
      // A value is fitted as the stamp fits it (fit-rule.ts), at this page's scale.
      if (!isSignature(placement) && placement.type !== 'checkbox') {
        mark.dataset.scale = String(rect.width / placement.width);
        mark.dataset.box = `${placement.width} ${placement.height}`;
      }
      fitText(mark);
    }
  };
  const rescale = () => {
    viewer.setScale(viewer.fitScale());
    place();
  };
  tools.onZoom((zoom) => {
    viewer.zoom = zoom;
    rescale();
  });
  window.addEventListener('resize', rescale);
  place();
  paintAll();
  await viewer.settled();
  section.dataset.ready = '1';
}

/**
 * Shrinks a box's text (down to 7 px) until it fits the box's width, from the size its height gives
 * (a label's while it shows the placeholder, else the value's). A value is fitted by the stamp's rule.
 */
function fitText(mark: HTMLElement) {
  const placeholder = mark.classList.contains('placeholder');
  if (!placeholder && mark.dataset.box) return fitValue(mark);
  mark.style.removeProperty('padding');
  mark.style.removeProperty('line-height');
  mark.style.whiteSpace = 'nowrap';
  const start = placeholder ? mark.dataset.labelSize : mark.dataset.size;
  if (start) mark.style.fontSize = start;
  let size = Number.parseFloat(mark.style.fontSize) || 12;
  while (mark.scrollWidth > mark.clientWidth + 1 && size > 7) {
    size -= 0.5;
    mark.style.fontSize = `${size}px`;
  }
}

/**
 * A value as the PDF will stamp it (fit-rule.ts, the rule of templates/render/fit.ts), at the page's
 * scale: its size from the box's height (12 pt at most), shrunk until it fits the box's width, on
 * several lines when the box is tall enough for them, down to the stamp's 4 pt.
 */
function fitValue(mark: HTMLElement) {
  const scale = Number(mark.dataset.scale) || 1;
  const [width, height] = (mark.dataset.box ?? '').split(' ').map(Number);
  const pad = boxPad(width, height);
  mark.style.padding = `${pad * scale}px`;
  mark.style.lineHeight = String(FIT_LEADING);
  const floor = MIN_FONT_SIZE * scale;
  const step = FIT_STEP * scale;
  const room = { width: (width - 2 * pad) * scale + 0.5, height: (height - 2 * pad) * scale + 0.5 };
  // The text's own extent: a centred overflow above the box is not in scrollHeight.
  const range = document.createRange();
  range.selectNodeContents(mark);
  const fits = () => {
    const text = range.getBoundingClientRect();
    return text.width <= room.width && text.height <= room.height;
  };
  for (let size = startSize(height - 2 * pad) * scale; ; size -= step) {
    mark.style.fontSize = `${size}px`;
    mark.style.whiteSpace = 'nowrap';
    if (fits()) return;
    mark.style.whiteSpace = 'normal';
    if (fits()) return;
    if (size - step < floor) {
      mark.style.whiteSpace = 'nowrap'; // the stamp cuts what its floor cannot hold
      return;
    }
  }
}

/** The drawn strokes of `pad`, cropped to their ink, as a canvas sized to the box's mark. */
function inkOf(pad: HTMLCanvasElement, box: HTMLElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const source = pad.getContext('2d');
  if (!source || pad.width === 0 || pad.height === 0) return canvas;
  const { data, width, height } = source.getImageData(0, 0, pad.width, pad.height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < left) return canvas;
  const mark = box.querySelector<HTMLElement>('.box-mark');
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const room = { width: (mark?.clientWidth || 100) * ratio, height: (mark?.clientHeight || 40) * ratio };
  const inked = { width: right - left + 1, height: bottom - top + 1 };
  const scale = Math.min(room.width / inked.width, room.height / inked.height);
  canvas.width = Math.max(1, Math.round(inked.width * scale));
  canvas.height = Math.max(1, Math.round(inked.height * scale));
  canvas
    .getContext('2d')
    ?.drawImage(pad, left, top, inked.width, inked.height, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** −, + and "fit": the pages at 1×, 1.5×, 2× or 3× the width of the screen. */
function zoomTools(m: Messages) {
  const element = document.createElement('div');
  element.className = 'zoom-tools';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', m.zoom);
  const out = button('−', 'secondary');
  out.setAttribute('aria-label', m.zoomOut);
  const level = document.createElement('output');
  // "100 %" in German and French, "100%" in English: the reader's own way of writing it.
  const percent = new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'percent' });
  level.setAttribute('aria-live', 'polite');
  const into = button('+', 'secondary');
  into.setAttribute('aria-label', m.zoomIn);
  const fit = button(m.zoomFit, 'secondary');
  element.append(out, level, into, fit);
  let index = 0;
  let listener: (zoom: number) => void = () => {};
  const set = (next: number) => {
    index = Math.max(0, Math.min(ZOOMS.length - 1, next));
    level.textContent = percent.format(ZOOMS[index]);
    out.disabled = index === 0;
    into.disabled = index === ZOOMS.length - 1;
    listener(ZOOMS[index]);
  };
  out.addEventListener('click', () => set(index - 1));
  into.addEventListener('click', () => set(index + 1));
  fit.addEventListener('click', () => set(0));
  set(0);
  return {
    element,
    onZoom(callback: (zoom: number) => void) {
      listener = callback;
    },
  };
}

const section = document.querySelector<HTMLElement>('[data-in-place]');
if (section) void start(section);
