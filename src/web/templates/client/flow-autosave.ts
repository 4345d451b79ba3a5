// The flow editor saves the draft as the author works: a moment (1.5 s) after the last change the
// form, read as the server reads it (flow-form.ts), is sent to the editors' save route as JSON, with
// the CSRF token in the x-csrf-token header. A polite status line says "Saving…", "Saved" or why it is
// not saved, and leaving the page warns while a change is waiting to be saved or its save failed. A
// save refused for problems keeps what was typed as the draft's working copy, so it is not lost.

import { flowDefinitionOf } from './flow-form.ts';

export const AUTOSAVE_DELAY = 1500;
const RETRY_DELAY = 10_000;

export interface Problems {
  problems?: Array<{ at: string; text: string; field?: string }>;
  title?: string;
}

const csrf = () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';

export function startAutosave(
  form: HTMLFormElement,
  onRefused: (answer: Problems) => void,
): { changed: () => void } {
  const url = form.dataset.saveUrl;
  const status = document.getElementById('flow-save-status');
  if (!url || !status) return { changed: () => {} };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  let failed = false;
  let leaving = false;

  const say = (word: 'saving' | 'saved' | 'failed' | 'refused') => {
    status.textContent = status.dataset[word] ?? '';
    status.classList.toggle('error', word === 'failed' || word === 'refused');
    form.dataset.autosave = word;
  };

  const save = async () => {
    timer = undefined;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    say('saving');
    const fields = new FormData(form);
    const definition = flowDefinitionOf((name) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrf() },
        body: JSON.stringify({ definition }),
      });
      if (response.ok) {
        failed = false;
        say('saved');
      } else if (response.status === 400) {
        const answer = (await response.json().catch(() => ({}))) as Problems;
        failed = false;
        say('refused');
        onRefused(answer);
      } else throw new Error(`status ${response.status}`);
    } catch {
      failed = true;
      say('failed');
      if (!timer) timer = setTimeout(save, RETRY_DELAY);
    } finally {
      inFlight = false;
    }
    if (again) {
      again = false;
      clearTimeout(timer);
      void save();
    }
  };

  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(save, AUTOSAVE_DELAY);
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);

  // The form's own buttons (Save, Publish, the rows' buttons) post everything typed: no warning then.
  // (The preview button opens a new window and leaves this page as it is.)
  form.addEventListener('submit', (event) => {
    if ((event as SubmitEvent).submitter?.getAttribute('formtarget') === '_blank') return;
    clearTimeout(timer);
    timer = undefined;
    leaving = true;
    setTimeout(() => {
      leaving = false;
    }, 1000);
  });
  window.addEventListener('beforeunload', (event) => {
    if (leaving || (!timer && !inFlight && !failed)) return;
    event.preventDefault();
    // Older browsers show the warning only when a value is given.
    event.returnValue = '';
  });

  // A row added or removed by posting the form is shown again unsaved: save it as soon as it is here.
  if (form.dataset.unsaved !== undefined) changed();
  return { changed };
}
