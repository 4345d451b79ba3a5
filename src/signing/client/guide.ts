// The guide through a signer's fields (issue 23, and issue 31 item 11 for flow templates): a bar that
// stays in view (at the foot of a phone's screen, at the top of a wide one) saying "Field 3 of 5 ·
// Label", with Back and Next. Each step is checked with sign.js's own rules before the next; an
// optional field left empty is skipped. After the last field the guide leads to the consent box and
// the form's Sign button, the one final action: the bar then has nothing further to offer. How a
// step is presented is the caller's: the in-place view opens a sheet over the document, the flow
// page moves the focus to the form's own control.

export interface GuideMessages {
  guide: string;
  fieldOf: string;
  back: string;
  next: string;
  ready: string;
}

export interface GuideStep {
  label: string;
  /** Whether the signer has left it empty (an optional empty step is skipped). */
  isEmpty(): boolean;
  required: boolean;
  /** sign.js's check of the step; true when the signer may move on. */
  check(): boolean;
  /** Hidden by its condition (issue 34): the guide passes it by. */
  off?(): boolean;
}

export interface GuideOptions<S extends GuideStep> {
  messages: GuideMessages;
  steps: S[];
  /** Shows step `index` to the signer (a sheet, or the focus on its control). */
  present(step: S, index: number): void;
  /** Keeps the signer on a step whose check failed (its error shown); unset: nothing more. */
  stay?(step: S): void;
  /** Puts away what `present` showed, before another step or the end. */
  leave(): void;
  /** Whether the step shown must be checked before the guide moves on. */
  presented(): S | null;
  /** Told whenever the current step or the bar changes (boxes mark the current step). */
  changed?(current: S | undefined): void;
}

/** The smallest tap target (WCAG 2.5.5). */
export const TARGET = 44;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function button(text: string, kind: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = kind;
  element.textContent = text;
  return element;
}

export class Guide<S extends GuideStep> {
  readonly dock: HTMLElement;
  readonly bar: HTMLElement;
  private readonly status: HTMLElement;
  private readonly backButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  /** The step shown; -1 before the first, steps.length once every field is done. */
  current = -1;

  constructor(private readonly options: GuideOptions<S>) {
    const m = options.messages;
    this.dock = document.createElement('div');
    this.dock.className = 'guide-dock';
    this.bar = document.createElement('nav');
    this.bar.className = 'guide-bar';
    this.bar.setAttribute('aria-label', m.guide);
    this.status = document.createElement('p');
    this.status.className = 'guide-status';
    this.status.setAttribute('role', 'status');
    this.backButton = button(m.back, 'secondary');
    this.nextButton = button(m.next, 'primary');
    this.bar.append(this.status, this.backButton, this.nextButton);
    this.dock.append(this.bar);
    this.backButton.addEventListener('click', () => this.backward());
    this.nextButton.addEventListener('click', () =>
      this.current < 0 && !options.presented() ? this.show(this.from(0, 1)) : this.forward(),
    );
    document.body.classList.add('has-guide');
    // While the signer is declining, the guide has nothing to offer and its bar would cover the
    // decline's own buttons on a phone (issue 31 item 16): it steps aside until the decline closes.
    const decline = document.querySelector<HTMLDetailsElement>('details#decline');
    decline?.addEventListener('toggle', () => {
      this.dock.hidden = decline.open;
    });
  }

  get steps(): S[] {
    return this.options.steps;
  }

  /** "Field n of m": where step `index` stands. */
  stepText(index: number): string {
    return fill(this.options.messages.fieldOf, { n: index + 1, total: this.steps.length });
  }

  /** Presents step `index` and makes it the current one. */
  show(index: number): void {
    const step = this.steps[index];
    if (!step) return;
    this.current = index;
    this.options.present(step, index);
    this.refresh();
  }

  /** Marks `step` current without presenting it (the signer went there on their own). */
  reached(step: S): void {
    const index = this.steps.indexOf(step);
    if (index < 0 || index === this.current) return;
    this.current = index;
    this.refresh();
  }

  forward(): void {
    const open = this.options.presented();
    if (open && !this.passes(open)) {
      this.options.stay?.(open);
      return;
    }
    const next = this.from(this.current + 1, 1);
    if (next >= this.steps.length) this.finish();
    else this.show(next);
  }

  backward(): void {
    const back = this.from(Math.min(this.current, this.steps.length) - 1, -1);
    if (back < 0) return;
    this.show(back);
  }

  /** The first step from `index` on in direction `step` that is not hidden (-1 or steps.length: none). */
  private from(index: number, step: 1 | -1): number {
    let at = index;
    while (at >= 0 && at < this.steps.length && this.steps[at].off?.()) at += step;
    return at;
  }

  /** Every field done: to the consent box, above the one Sign button. */
  finish(): void {
    this.options.leave();
    this.current = this.steps.length;
    this.refresh();
    const consent = document.getElementById('consent');
    consent?.scrollIntoView({ block: 'center' });
    consent?.focus({ preventScroll: true });
  }

  refresh(): void {
    const { steps, current } = this;
    const m = this.options.messages;
    const finished =
      current >= steps.length || (current < 0 && steps.every((step) => step.off?.() || !step.isEmpty()));
    // Before anything is selected the bar names the step Next leads to, as it will read once there.
    const named = current < 0 && !finished ? this.from(0, 1) : current;
    if (named >= 0 && named < steps.length) {
      this.status.textContent = `${this.stepText(named)} · ${steps[named].label}`;
    } else this.status.textContent = m.ready;
    this.backButton.disabled = this.from(current - 1, -1) < 0;
    // Past the last field the form's Sign is the only way on: the bar offers no second one.
    this.nextButton.hidden = current >= steps.length;
    this.options.changed?.(steps[current]);
  }

  private passes(step: S): boolean {
    const skippable = !step.required && step.isEmpty();
    return step.check() || skippable;
  }
}
