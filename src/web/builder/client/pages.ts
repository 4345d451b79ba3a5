// The builder's pages: each field drawn as a box on its page (its role's colour), and what pointers
// do there — mouse, pen and touch alike, through pointer events: draw a new field with the armed
// tool, drop one dragged from the palette, move the selection, resize with the corner handle. Every
// position is turned into points at once (geometry.ts), snapped, and kept inside the page.
import {
  type Box,
  boxToScreen,
  clampBox,
  defaultSize,
  edgesOf,
  MIN_SIDE,
  screenToBox,
  snapMove,
  snapResize,
} from '../../../templates/geometry.ts';
import type { PdfViewer, ViewerPage } from '../../../ui/client/pdf-viewer.ts';
import type { BuilderState, Field, FieldType } from './state.ts';

export const ROLE_COLOURS = [
  '#0b62c4',
  '#b3261e',
  '#1b7a3a',
  '#8a3ab9',
  '#b85c00',
  '#00838f',
  '#ad1457',
  '#5d4037',
  '#3949ab',
  '#6d7c00',
];
export const SENDER_COLOUR = '#4f5663';

export function colourOf(doc: { roles: Array<{ name: string }> }, role: string | undefined): string {
  if (role === undefined) return SENDER_COLOUR;
  const index = doc.roles.findIndex((r) => r.name === role);
  return ROLE_COLOURS[(index < 0 ? 0 : index) % ROLE_COLOURS.length];
}

export interface PagesOptions {
  state: BuilderState;
  viewer: PdfViewer;
  snap: () => { grid: number; edges: boolean };
  /** The tool armed by a palette button (a pointer then draws that field), or null. */
  armed: () => FieldType | null;
  disarm: () => void;
  /** A new field of this type, for the role new fields are for, at this box. */
  newField: (type: FieldType, box: Box) => Field;
  describe: (field: Field) => string;
  resizeLabel: string;
  /** The name of a field's option box, for assistive technologies. */
  optionLabel: (field: Field, option: number) => string;
}

export class BuilderPages {
  private boxes: HTMLElement[] = [];
  /** The option boxes of radio and multiple fields, by "field:option". */
  private optionBoxes = new Map<string, HTMLElement>();
  /** Stops following the state (the viewer is being replaced with a new PDF's). */
  readonly dispose: () => void;

  constructor(private readonly o: PagesOptions) {
    for (const page of o.viewer.pages) this.listen(page);
    this.dispose = o.state.onChange(() => this.render());
    this.render();
  }

  pageAt(clientX: number, clientY: number): ViewerPage | undefined {
    return this.o.viewer.pages.find((p) => {
      const r = p.overlay.getBoundingClientRect();
      return clientX >= r.left && clientX <= r.right && clientY >= r.top && clientY <= r.bottom;
    });
  }

  private point(page: ViewerPage, clientX: number, clientY: number) {
    const r = page.overlay.getBoundingClientRect();
    return { left: clientX - r.left, top: clientY - r.top };
  }

  private snapOptions(page: number, except: Set<number>) {
    const { grid, edges } = this.o.snap();
    const others = this.o.state.doc.fields.filter((_, i) => !except.has(i));
    return { grid, edges: edges ? edgesOf(others, page) : undefined, tolerance: 4 };
  }

  /** Drops a field of `type` centred at a point of the window (the palette's drag ends here). */
  dropAt(type: FieldType, clientX: number, clientY: number): boolean {
    const page = this.pageAt(clientX, clientY);
    if (!page) return false;
    const { left, top } = this.point(page, clientX, clientY);
    const size = defaultSize(type);
    const scale = this.o.viewer.scale;
    const raw = {
      page: page.number,
      x: left / scale - size.width / 2,
      y: top / scale - size.height / 2,
      ...size,
    };
    const box = clampBox(snapMove(raw, this.snapOptions(page.number, new Set())), page.geometry);
    this.o.state.addFields([this.o.newField(type, box)]);
    return true;
  }

  private listen(page: ViewerPage): void {
    page.overlay.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || event.target !== page.overlay) return;
      const type = this.o.armed();
      if (!type) {
        this.o.state.select([]);
        return;
      }
      event.preventDefault();
      this.draw(page, type, event);
    });
  }

  /** Draws a new field from where the pointer went down to where it is let go. */
  private draw(page: ViewerPage, type: FieldType, down: PointerEvent): void {
    const overlay = page.overlay;
    overlay.setPointerCapture(down.pointerId);
    const start = this.point(page, down.clientX, down.clientY);
    const ghost = document.createElement('div');
    ghost.className = 'field-box drawing';
    overlay.append(ghost);
    let rect = { left: start.left, top: start.top, width: 0, height: 0 };
    const move = (event: PointerEvent) => {
      const at = this.point(page, event.clientX, event.clientY);
      rect = {
        left: Math.min(start.left, at.left),
        top: Math.min(start.top, at.top),
        width: Math.abs(at.left - start.left),
        height: Math.abs(at.top - start.top),
      };
      Object.assign(ghost.style, px(rect));
    };
    const up = (event: PointerEvent) => {
      move(event);
      overlay.removeEventListener('pointermove', move);
      overlay.removeEventListener('pointerup', up);
      overlay.removeEventListener('pointercancel', up);
      ghost.remove();
      const scale = this.o.viewer.scale;
      let box: Box;
      if (rect.width < MIN_SIDE * scale && rect.height < MIN_SIDE * scale) {
        box = { page: page.number, x: start.left / scale, y: start.top / scale, ...defaultSize(type) };
      } else {
        box = screenToBox(rect, scale, page.number, page.geometry);
      }
      const options = this.snapOptions(page.number, new Set());
      box = clampBox(snapResize(snapMove(box, options), options), page.geometry);
      this.o.state.addFields([this.o.newField(type, box)]);
      this.o.disarm();
    };
    overlay.addEventListener('pointermove', move);
    overlay.addEventListener('pointerup', up);
    overlay.addEventListener('pointercancel', up);
  }

  /** Moves (or, from the handle, resizes) the selection with the pointer. */
  private drag(index: number, down: PointerEvent, resize: boolean): void {
    const { state, viewer } = this.o;
    if (!state.selected.has(index)) state.select([index], down.shiftKey);
    else if (down.shiftKey) {
      state.select([index], true);
      return;
    }
    const element = down.currentTarget as HTMLElement;
    element.setPointerCapture(down.pointerId);
    const moving = resize ? [index] : [...state.selected];
    const starts = moving.map((i) => ({ ...state.doc.fields[i] }));
    state.beginGesture();
    const move = (event: PointerEvent) => {
      const scale = viewer.scale;
      const dx = (event.clientX - down.clientX) / scale;
      const dy = (event.clientY - down.clientY) / scale;
      moving.forEach((i, n) => {
        const from = starts[n];
        const page = viewer.pages[from.page - 1];
        if (!page) return;
        const options = this.snapOptions(from.page, new Set(moving));
        const field = state.doc.fields[i];
        const box = resize
          ? snapResize({ ...from, width: from.width + dx, height: from.height + dy }, options)
          : snapMove({ ...from, x: from.x + dx, y: from.y + dy }, options);
        Object.assign(field, clampBox(box, page.geometry));
      });
      state.notify();
    };
    const up = () => {
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      state.commitGesture();
    };
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
  }

  private boxFor(index: number): HTMLElement {
    let box = this.boxes[index];
    if (box) return box;
    box = document.createElement('div');
    box.className = 'field-box';
    box.tabIndex = 0;
    box.setAttribute('role', 'button');
    box.dataset.index = String(index);
    const name = document.createElement('span');
    name.className = 'field-name';
    const handle = document.createElement('span');
    handle.className = 'handle';
    handle.setAttribute('aria-hidden', 'true');
    handle.title = this.o.resizeLabel;
    box.append(name, handle);
    box.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      this.drag(index, event, event.target === handle);
      box.focus({ preventScroll: true });
    });
    box.addEventListener('focus', () => {
      if (!this.o.state.selected.has(index)) this.o.state.select([index]);
    });
    this.boxes[index] = box;
    return box;
  }

  render(): void {
    const { state, viewer } = this.o;
    const fields = state.doc.fields;
    fields.forEach((field, index) => {
      const page = viewer.pages[field.page - 1];
      const box = this.boxFor(index);
      if (!page) {
        box.remove();
        return;
      }
      if (box.parentElement !== page.overlay) page.overlay.append(box);
      Object.assign(box.style, px(boxToScreen(field, viewer.scale)));
      box.style.setProperty('--role', colourOf(state.doc, field.role));
      box.classList.toggle('selected', state.selected.has(index));
      box.setAttribute('aria-pressed', String(state.selected.has(index)));
      box.setAttribute('aria-label', this.o.describe(field));
      box.dataset.name = field.name;
      // The tag shows what fits the box; the whole name is the box's tooltip.
      (box.firstChild as HTMLElement).textContent = field.label || field.name;
      box.title = field.label || field.name;
    });
    for (const extra of this.boxes.splice(fields.length)) extra.remove();
    this.renderOptionBoxes();
  }

  /** Each option box of a choice on its field's page, in its role's colour, with its option. */
  private renderOptionBoxes(): void {
    const { state, viewer } = this.o;
    const shown = new Set<string>();
    state.doc.fields.forEach((field, index) => {
      const page = viewer.pages[field.page - 1];
      if (!page) return;
      (field.optionBoxes ?? []).forEach((box, k) => {
        const id = `${index}:${k}`;
        shown.add(id);
        const element = this.optionBoxes.get(id) ?? this.optionBoxFor(index, k);
        if (element.parentElement !== page.overlay) page.overlay.append(element);
        Object.assign(element.style, px(boxToScreen(box, viewer.scale)));
        element.style.setProperty('--role', colourOf(state.doc, field.role));
        element.classList.toggle('selected', state.selected.has(index));
        element.setAttribute('aria-label', this.o.optionLabel(field, k));
        const tag = element.firstElementChild ?? element.appendChild(document.createElement('span'));
        tag.textContent = field.options?.[k] ?? '';
        element.title = field.options?.[k] ?? '';
      });
    });
    for (const [id, element] of this.optionBoxes) {
      if (shown.has(id)) continue;
      element.remove();
      this.optionBoxes.delete(id);
    }
  }

  /** An option box: dragged by a pointer, moved by the arrow keys (10 pt with Shift). */
  private optionBoxFor(index: number, k: number): HTMLElement {
    const element = document.createElement('div');
    element.className = 'option-box';
    element.tabIndex = 0;
    element.setAttribute('role', 'button');
    element.dataset.index = String(index);
    element.dataset.option = String(k);
    const { state, viewer } = this.o;
    const moveTo = (dx: number, dy: number, from: { x: number; y: number }) => {
      const field = state.doc.fields[index];
      const box = field?.optionBoxes?.[k];
      const page = viewer.pages[(field?.page ?? 1) - 1];
      if (!box || !page) return;
      const moved = clampBox(
        { page: field.page, x: from.x + dx, y: from.y + dy, width: box.width, height: box.height },
        page.geometry,
      );
      box.x = moved.x;
      box.y = moved.y;
    };
    element.addEventListener('pointerdown', (down) => {
      if (down.button !== 0) return;
      down.preventDefault();
      down.stopPropagation();
      if (!state.selected.has(index)) state.select([index]);
      const start = state.doc.fields[index]?.optionBoxes?.[k];
      if (!start) return;
      const from = { x: start.x, y: start.y };
      element.setPointerCapture(down.pointerId);
      state.beginGesture();
      const move = (event: PointerEvent) => {
        const scale = viewer.scale;
        moveTo((event.clientX - down.clientX) / scale, (event.clientY - down.clientY) / scale, from);
        state.notify();
      };
      const up = () => {
        element.removeEventListener('pointermove', move);
        element.removeEventListener('pointerup', up);
        element.removeEventListener('pointercancel', up);
        state.commitGesture();
      };
      element.addEventListener('pointermove', move);
      element.addEventListener('pointerup', up);
      element.addEventListener('pointercancel', up);
      element.focus({ preventScroll: true });
    });
    element.addEventListener('keydown', (event) => {
      const step = event.shiftKey ? 10 : 1;
      const delta = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      }[event.key];
      if (!delta) return;
      event.preventDefault();
      event.stopPropagation();
      state.change(() => {
        const box = state.doc.fields[index]?.optionBoxes?.[k];
        if (box) moveTo(delta[0], delta[1], { x: box.x, y: box.y });
      });
    });
    this.optionBoxes.set(`${index}:${k}`, element);
    return element;
  }

  focusBox(index: number): void {
    this.boxes[index]?.focus();
  }
}

function px(rect: { left: number; top: number; width: number; height: number }) {
  return {
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
  };
}
