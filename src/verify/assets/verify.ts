// The verification page's island: drag and drop on top of the plain form. Without it the page works
// as a file input and a Verify button; with it, dropping a PDF on the zone (or choosing one) sends
// the form at once.
const zone = document.querySelector<HTMLElement>('[data-dropzone]');
const input = zone?.querySelector<HTMLInputElement>('input[type="file"]');
const form = zone?.closest('form');
const status = document.querySelector<HTMLElement>('[data-verify-status]');

if (zone && input && form) {
  zone.classList.add('enhanced');
  const send = () => {
    if (status) status.textContent = status.dataset.checking ?? '';
    form.requestSubmit();
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    zone.classList.add('dragging');
  };
  zone.addEventListener('dragenter', over);
  zone.addEventListener('dragover', over);
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    const files = event.dataTransfer?.files;
    if (!files || files.length === 0) return;
    input.files = files;
    send();
  });
  input.addEventListener('change', () => {
    if (input.files && input.files.length > 0) send();
  });
}
