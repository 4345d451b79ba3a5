// The flow editor's island: a preview of the rendered PDF that follows the edits. The form (which
// works without this script: Save and Preview are plain submits) is posted to the preview route as
// it is typed, a moment after the last key; the PDF that comes back is drawn with the builder's
// viewer, and a definition with problems lists them instead, keeping the last good preview.
import { PdfViewer } from '../../../ui/client/pdf-viewer.ts';

function start(form: HTMLFormElement) {
  const area = document.getElementById('flow-preview-pages');
  const status = document.getElementById('flow-preview-status');
  const url = form.dataset.previewUrl;
  const workerUrl = form.dataset.pdfWorker;
  if (!area || !status || !url || !workerUrl) return;
  let viewer: PdfViewer | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

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
        const answer = (await response.json().catch(() => ({}))) as { problems?: Array<{ text: string }> };
        status.textContent = [status.dataset.failed, ...(answer.problems ?? []).map((p) => p.text)].join(' ');
        status.classList.add('error');
        return;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const next = await PdfViewer.open(area, { data: bytes }, { workerUrl, scale: 'fit' });
      if (mine !== generation) return void next.destroy();
      await viewer?.destroy();
      viewer = next;
      await viewer.settled();
      status.textContent = '';
      area.dataset.ready = String(mine);
    } catch {
      status.textContent = status.dataset.failed ?? '';
      status.classList.add('error');
    }
  };
  form.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 600);
  });
  document.getElementById('flow-preview')?.removeAttribute('hidden');
  void refresh();
}

const form = document.querySelector<HTMLFormElement>('form[data-flow-editor]');
if (form) start(form);
