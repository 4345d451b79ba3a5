// The signing page's behaviour: records that the page was shown, switches between a typed and a drawn
// signature (signature_pad), sends Sign and Decline as JSON and shows what went wrong next to the
// field concerned. After a successful action the page reloads and the server shows where things stand.
(() => {
  const root = document.querySelector('[data-signing]');
  if (!root) return;
  const urls = {
    open: root.getAttribute('data-open-url'),
    complete: root.getAttribute('data-complete-url'),
    decline: root.getAttribute('data-decline-url'),
  };

  // Opening is recorded by the page, never by the GET: mail scanners prefetch links.
  fetch(urls.open, { method: 'POST', headers: { accept: 'application/json' } }).catch(() => {});

  const form = document.getElementById('sign-form');
  form.hidden = false;
  document.getElementById('decline').hidden = false;
  const problems = document.getElementById('form-problems');
  const signButton = document.getElementById('sign-button');
  const typedInput = document.getElementById('typed-signature');
  const typedPreview = document.getElementById('typed-preview');
  const typedPanel = document.getElementById('typed-panel');
  const drawnPanel = document.getElementById('drawn-panel');
  const canvas = document.getElementById('signature-pad');
  const consent = document.getElementById('consent');

  let pad = null;
  const mode = () => form.querySelector('input[name="signature-type"]:checked').value;

  function fitCanvas() {
    // A canvas drawn at device pixels stays sharp; resizing clears it, so keep the strokes.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const strokes = pad ? pad.toData() : [];
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d').scale(ratio, ratio);
    if (pad) {
      pad.clear();
      pad.fromData(strokes);
    }
  }

  function showMode() {
    const drawn = mode() === 'drawn';
    drawnPanel.hidden = !drawn;
    typedPanel.hidden = drawn;
    if (drawn && !pad && window.SignaturePad) {
      fitCanvas();
      pad = new window.SignaturePad(canvas, { penColor: '#0b2a73', backgroundColor: 'rgba(0,0,0,0)' });
    }
  }
  for (const radio of form.querySelectorAll('input[name="signature-type"]')) {
    radio.addEventListener('change', showMode);
  }
  showMode();
  window.addEventListener('resize', () => {
    if (pad) fitCanvas();
  });
  document.getElementById('clear-signature').addEventListener('click', () => pad?.clear());
  typedInput.addEventListener('input', () => {
    typedPreview.textContent = typedInput.value;
  });

  function fieldError(element, message) {
    const error = document.getElementById(element.getAttribute('aria-describedby').split(' ').pop());
    error.textContent = message;
    error.hidden = false;
    element.setAttribute('aria-invalid', 'true');
  }

  function clearErrors(container, summary) {
    for (const element of container.querySelectorAll('[aria-invalid]'))
      element.removeAttribute('aria-invalid');
    for (const error of container.querySelectorAll('.field-error')) {
      error.textContent = '';
      error.hidden = true;
    }
    summary.hidden = true;
    summary.textContent = '';
  }

  function showSummary(summary, messages) {
    summary.textContent = '';
    const list = document.createElement('ul');
    for (const message of messages) {
      const item = document.createElement('li');
      item.textContent = message;
      list.appendChild(item);
    }
    summary.appendChild(list);
    summary.hidden = false;
    summary.focus();
  }

  function readValues() {
    const values = {};
    for (const input of form.querySelectorAll('[data-key]')) {
      const key = input.getAttribute('data-key');
      const type = input.getAttribute('data-type');
      if (type === 'checkbox') values[key] = input.checked;
      else if (input.value.trim() === '') continue;
      else if (type === 'number') values[key] = Number(input.value);
      else values[key] = input.value;
    }
    return values;
  }

  function readSignature() {
    if (mode() === 'typed') {
      const text = typedInput.value.trim();
      return text ? { type: 'typed', text } : null;
    }
    return pad && !pad.isEmpty() ? { type: 'drawn', image: pad.toDataURL('image/png') } : null;
  }

  async function post(url, body) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    return { ok: response.ok, status: response.status, answer };
  }

  const failure = 'Something went wrong and nothing was signed. Please try again.';

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form, problems);
    const messages = [];
    const signature = readSignature();
    if (!signature) {
      const message =
        mode() === 'typed' ? 'Type your name as your signature.' : 'Draw your signature in the box.';
      fieldError(mode() === 'typed' ? typedInput : canvas, message);
      messages.push(message);
    }
    if (!consent.checked) {
      const message = 'Tick the box to agree to sign electronically.';
      fieldError(consent, message);
      messages.push(message);
    }
    if (messages.length > 0) return showSummary(problems, messages);

    signButton.disabled = true;
    signButton.textContent = 'Signing…';
    try {
      const { ok, status, answer } = await post(urls.complete, {
        consent: true,
        signature,
        values: readValues(),
      });
      if (ok || status === 409) return window.location.reload();
      const details = answer.code === 'invalid_values' && Array.isArray(answer.details) ? answer.details : [];
      for (const detail of details) {
        const input = [...form.querySelectorAll('[data-key]')].find(
          (i) => i.getAttribute('data-key') === detail.key,
        );
        if (input) fieldError(input, `${detail.label} ${detail.reason}.`);
      }
      showSummary(
        problems,
        details.length ? details.map((d) => `${d.label} ${d.reason}.`) : [answer.message || failure],
      );
    } catch {
      showSummary(problems, [failure]);
    }
    signButton.disabled = false;
    signButton.textContent = 'Sign';
  });

  const declineForm = document.getElementById('decline-form');
  const declineProblems = document.getElementById('decline-problems');
  const declineButton = document.getElementById('decline-button');
  declineForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(declineForm, declineProblems);
    declineButton.disabled = true;
    try {
      const reason = document.getElementById('decline-reason').value.trim();
      const { ok, status, answer } = await post(urls.decline, reason ? { reason } : {});
      if (ok || status === 409) return window.location.reload();
      showSummary(declineProblems, [answer.message || 'Something went wrong. Please try again.']);
    } catch {
      showSummary(declineProblems, ['Something went wrong. Please try again.']);
    }
    declineButton.disabled = false;
  });
})();
