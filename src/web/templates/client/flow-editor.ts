// The flow editor's island: a preview of the rendered PDF that follows the edits. The form (which
// works without this script: Save and Preview are plain submits) is posted to the preview route as
// it is typed, a moment after the last key; the PDF that comes back is drawn with the builder's
// viewer. A definition with problems keeps the last good preview (or, when the page opens with
// problems, the last saved version) and shows each problem next to its input and in the summary
// above the form, linked to it. The rows are added in place (flow-rows.ts) and the draft is saved as
// the author works (flow-autosave.ts).
import { PdfViewer } from '../../../ui/client/pdf-viewer.ts';
import { ran } from '../../../ui/client/ran.ts';
import { type Problems, startAutosave } from './flow-autosave.ts';
import { startRows } from './flow-rows.ts';

/** Shows the problems the server found (none: clears them), as the page shows a refused save's. */
function showProblems(form: HTMLFormElement, { problems = [], title = '' }: Problems) {
  for (const old of form.querySelectorAll('[data-problem]')) old.remove();
  for (const input of form.querySelectorAll<HTMLElement>('[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
    const rest = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && !id.startsWith('problem-'));
    if (rest.length) input.setAttribute('aria-describedby', rest.join(' '));
    else input.removeAttribute('aria-describedby');
  }
  problems.forEach((problem, k) => {
    const input = problem.field ? document.getElementById(problem.field) : null;
    if (!input || !form.contains(input)) return;
    const sentence = document.createElement('p');
    sentence.className = 'error';
    sentence.id = `problem-${k}`;
    sentence.dataset.problem = '';
    sentence.textContent = problem.text;
    // Where the page puts it: at the top of a variable's row, above a role's row, or above the input.
    const row = input.closest('fieldset.variable');
    if (row) row.querySelector('legend')?.after(sentence);
    else (input.closest('.row') ?? input).before(sentence);
    if (input.matches('input, select, textarea')) {
      input.setAttribute('aria-invalid', 'true');
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      input.setAttribute('aria-describedby', [...ids, sentence.id].join(' '));
    }
  });
  const summary = document.querySelector<HTMLElement>('[data-flow-summary]');
  if (!summary) return;
  // Listed as the author types, without interrupting: the preview's status line says it politely.
  summary.removeAttribute('role');
  summary.hidden = problems.length === 0;
  const heading = summary.querySelector('h2');
  if (heading) heading.textContent = title;
  const list = summary.querySelector('ul') ?? summary.appendChild(document.createElement('ul'));
  list.replaceChildren(
    ...problems.map((problem) => {
      const item = document.createElement('li');
      if (problem.field && document.getElementById(problem.field)) {
        const link = document.createElement('a');
        link.href = `#${problem.field}`;
        link.textContent = problem.text;
        item.append(link);
      } else item.textContent = problem.text;
      return item;
    }),
  );
}

function start(form: HTMLFormElement) {
  const area = document.getElementById('flow-preview-pages');
  const status = document.getElementById('flow-preview-status');
  const url = form.dataset.previewUrl;
  const savedUrl = form.dataset.savedPreviewUrl;
  const workerUrl = form.dataset.pdfWorker;
  if (!area || !status || !url || !workerUrl) return;
  let viewer: PdfViewer | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const draw = async (bytes: Uint8Array, mine: number) => {
    const next = await PdfViewer.open(area, { data: bytes }, { workerUrl, scale: 'fit' });
    if (mine !== generation) return void next.destroy();
    await viewer?.destroy();
    viewer = next;
    await viewer.settled();
    area.dataset.ready = String(mine);
  };

  const refresh = async () => {
    const mine = ++generation;
    status.textContent = status.dataset.working ?? '';
    status.classList.remove('error');
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      if (mine !== generation) return;
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as Problems;
        showProblems(form, answer);
        // Nothing drawn yet (the page opened with problems): the last saved version, which has none.
        if (!viewer && savedUrl) {
          const saved = await fetch(savedUrl, { credentials: 'same-origin' });
          if (mine !== generation) return;
          if (saved.ok) await draw(new Uint8Array(await saved.arrayBuffer()), mine);
          if (mine !== generation) return;
          if (viewer) area.dataset.shows = 'saved';
        }
        const shown = area.dataset.shows === 'saved' ? status.dataset.saved : status.dataset.failed;
        status.textContent = [shown, answer.title].filter(Boolean).join(' ');
        status.classList.add('error');
        return;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      showProblems(form, {});
      await draw(bytes, mine);
      if (mine !== generation) return;
      area.dataset.shows = 'typed';
      status.textContent = '';
    } catch {
      if (mine !== generation) return;
      status.textContent = status.dataset.failed ?? '';
      status.classList.add('error');
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 600);
  };
  form.addEventListener('input', schedule);
  form.addEventListener('change', schedule);
  const autosave = startAutosave(form, (answer) => showProblems(form, answer));
  startRows(form, () => {
    schedule();
    autosave.changed();
  });
  document.getElementById('flow-preview')?.removeAttribute('hidden');
  void refresh();
  ran('flow-editor');
}

const form = document.querySelector<HTMLFormElement>('form[data-flow-editor]');
if (form) start(form);
