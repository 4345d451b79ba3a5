// The guide on a flow template's signing page (issue 31 item 11): the same guide as a coordinate
// document's (guide.ts), through the form's own controls: the signer's fields, then the signature
// and the initials. Next checks the field with sign.js's rules and moves the focus to the next one,
// scrolled into view; after the last, to the consent box above Sign. A signer who goes to a field
// on their own is followed. Without scripts the form is the same form, unguided.
import type { SigningFields } from './field-types.ts';
import { Guide, type GuideMessages, type GuideStep } from './guide.ts';

/** What sign.js offers (src/signing/assets/sign.js). */
interface SigningApi {
  checkField(input: HTMLElement): string | null;
  checkMark(which: 'signature' | 'initials'): string | null;
}

interface FormStep extends GuideStep {
  /** The field's part of the form: its `.field`, or the capture's fieldset. */
  part: HTMLElement;
  /** What takes the focus when the step is shown. */
  focusable(): HTMLElement | null;
}

function start(anchor: HTMLElement) {
  const root = anchor.closest<HTMLElement>('[data-signing]') ?? document.body;
  const form = document.getElementById('sign-form');
  if (!form) return;
  const messages = JSON.parse(anchor.dataset.guide ?? '{}') as GuideMessages;
  const api = () => (root as HTMLElement & { signing?: SigningApi }).signing;
  const types = () => (root as HTMLElement & { signingFields?: SigningFields }).signingFields;

  const steps: FormStep[] = [];
  for (const input of form.querySelectorAll<HTMLInputElement>('fieldset.fields [data-key]')) {
    // The signing date and a readonly value are not the signer's to change.
    if (input.readOnly || input.dataset.readonly !== undefined) continue;
    const part = (input.closest('.field') as HTMLElement | null) ?? input;
    steps.push({
      part,
      label: input.dataset.label ?? '',
      required: input.getAttribute('aria-required') === 'true' || input.dataset.required !== undefined,
      isEmpty: () =>
        types()?.display(input) !== undefined
          ? types()!.isEmpty(input)
          : input.type === 'checkbox'
            ? !input.checked
            : input.value.trim() === '',
      check: () => (api()?.checkField(input) ?? null) === null,
      off: () => types()?.isOff(input) ?? false,
      focusable: () => types()?.focusable(input) ?? input,
    });
  }
  // The marks as sign.js last told them (a drawn signature is not in any input).
  let marks: Record<string, unknown> | null = null;
  root.addEventListener('signing:marks', (event) => {
    marks = (event as CustomEvent<Record<string, unknown>>).detail;
    guide.refresh();
  });
  for (const part of form.querySelectorAll<HTMLElement>('fieldset.signature, fieldset.initials')) {
    const which = part.classList.contains('initials') ? 'initials' : 'signature';
    const typed = () => part.querySelector<HTMLInputElement>('input[value="typed"]')?.checked !== false;
    const text = part.querySelector<HTMLInputElement>(`#typed-${which}`);
    steps.push({
      part,
      label: part.querySelector('legend')?.textContent?.trim() ?? '',
      required: true,
      isEmpty: () => (marks ? !marks[which] : typed() && (text?.value.trim() ?? '') === ''),
      check: () => (api()?.checkMark(which) ?? null) === null,
      focusable: () => (typed() ? text : part.querySelector<HTMLElement>('input[type="radio"]:checked')),
    });
  }
  if (steps.length === 0) return;

  let shown: FormStep | null = null;
  const present = (step: FormStep) => {
    shown = step;
    const target = step.focusable() ?? step.part;
    step.part.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };
  const guide: Guide<FormStep> = new Guide<FormStep>({
    messages,
    steps,
    present,
    // Back to the field, whose error (described by it) is read with it.
    stay: present,
    leave: () => {
      shown = null;
    },
    presented: () => shown,
  });
  anchor.before(guide.dock);
  guide.refresh();
  form.addEventListener('focusin', (event) => {
    const step = steps.find((candidate) => candidate.part.contains(event.target as Node));
    if (!step) return;
    shown = step;
    guide.reached(step);
  });
  form.addEventListener('input', () => guide.refresh());
  form.addEventListener('change', () => guide.refresh());
  root.addEventListener('signing:conditions', () => guide.refresh());
}

const anchor = document.querySelector<HTMLElement>('[data-guide]');
if (anchor) start(anchor);
