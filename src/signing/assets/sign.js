// The signing page's behaviour: records that the page was shown, switches between a typed and a drawn
// signature (signature_pad), checks the signer's fields in the page (the server checks them again),
// sends Sign and Decline as JSON — Decline only after a confirmation — and shows what went wrong
// next to the field concerned, with a summary. Every sentence comes from the page's catalogue
// (data-messages). After a successful action the page reloads and the server shows where things stand.
(() => {
  const root = document.querySelector('[data-signing]');
  if (!root) return;
  const urls = {
    open: root.getAttribute('data-open-url'),
    complete: root.getAttribute('data-complete-url'),
    decline: root.getAttribute('data-decline-url'),
  };
  const locale = root.getAttribute('data-locale');
  const messages = JSON.parse(root.getAttribute('data-messages') || '{}');
  const say = (key, label) => (messages[key] || key).replace('{label}', label || '');

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
      pad = new window.SignaturePad(canvas, { penColor: '#0d2973', backgroundColor: 'rgba(0,0,0,0)' });
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
  const preview = () => {
    typedPreview.textContent = typedInput.value;
  };
  typedInput.addEventListener('input', preview);
  preview();

  /** Shows `message` right under `element` (its last aria-describedby) and marks it invalid. */
  function fieldError(element, message) {
    const error = document.getElementById(element.getAttribute('aria-describedby').split(' ').pop());
    error.textContent = message;
    error.hidden = false;
    element.setAttribute('aria-invalid', 'true');
  }

  function clearErrors(container, summary) {
    for (const element of container.querySelectorAll('[aria-invalid]'))
      element.removeAttribute('aria-invalid');
    for (const error of container.querySelectorAll('p.error')) {
      error.textContent = '';
      error.hidden = true;
    }
    summary.hidden = true;
    summary.textContent = '';
  }

  function showSummary(summary, lines) {
    summary.textContent = '';
    const heading = document.createElement('p');
    heading.textContent = say('summary');
    const list = document.createElement('ul');
    for (const line of lines) {
      const item = document.createElement('li');
      item.textContent = line;
      list.appendChild(item);
    }
    summary.append(heading, list);
    summary.hidden = false;
    summary.focus();
  }

  // The signer's fields are in the form, or on the pages when the in-place view has moved them there.
  const fieldInputs = () => [...root.querySelectorAll('[data-key]')];
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const DATE = /^\d{4}-\d{2}-\d{2}$/;

  /** The rule the server applies, checked here first: required fields and the shape of each value. */
  function fieldProblem(input) {
    const type = input.getAttribute('data-type');
    const label = input.getAttribute('data-label');
    if (type === 'checkbox') return null;
    const value = input.value.trim();
    if (value === '') {
      if (input.validity?.badInput) return say(type === 'date' ? 'date' : 'number', label);
      return input.getAttribute('aria-required') === 'true' ? say('required', label) : null;
    }
    if (type === 'number' && !Number.isFinite(Number(value))) return say('number', label);
    if (type === 'email' && !EMAIL.test(value)) return say('email', label);
    if (type === 'date' && !DATE.test(value)) return say('date', label);
    return null;
  }

  function readValues() {
    const values = {};
    for (const input of fieldInputs()) {
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

  /** The server's reason for a field, in the page's language when it is one the page knows. */
  function serverReason(detail) {
    if (detail.reason === 'is required') return say('required', detail.label);
    if (detail.reason === 'must be a number') return say('number', detail.label);
    if (detail.reason === 'must be an e-mail address') return say('email', detail.label);
    if (/^must be a (real calendar )?date/.test(detail.reason)) return say('date', detail.label);
    return `${detail.label} ${detail.reason}.`;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(root, problems);
    const lines = [];
    for (const input of fieldInputs()) {
      const problem = fieldProblem(input);
      if (problem) {
        fieldError(input, problem);
        lines.push(problem);
      }
    }
    const signature = readSignature();
    if (!signature) {
      const message = say(mode() === 'typed' ? 'typed' : 'drawn');
      fieldError(mode() === 'typed' ? typedInput : canvas, message);
      lines.push(message);
    }
    if (!consent.checked) {
      const message = say('consent');
      fieldError(consent, message);
      lines.push(message);
    }
    if (lines.length > 0) return showSummary(problems, lines);

    signButton.disabled = true;
    signButton.textContent = say('signing');
    try {
      const { ok, status, answer } = await post(urls.complete, {
        consent: true,
        signature,
        values: readValues(),
        locale,
      });
      if (ok || status === 409) return window.location.reload();
      const details = answer.code === 'invalid_values' && Array.isArray(answer.details) ? answer.details : [];
      for (const detail of details) {
        const input = fieldInputs().find((i) => i.getAttribute('data-key') === detail.key);
        if (input) fieldError(input, serverReason(detail));
      }
      showSummary(
        problems,
        details.length ? details.map(serverReason) : [answer.message || say('signFailed')],
      );
    } catch {
      showSummary(problems, [say('signFailed')]);
    }
    signButton.disabled = false;
    signButton.textContent = say('sign');
  });

  // Declining asks first: the reason is optional, the confirmation is not.
  const declineForm = document.getElementById('decline-form');
  const declineProblems = document.getElementById('decline-problems');
  const declineButton = document.getElementById('decline-button');
  const confirmBox = document.getElementById('decline-confirm');
  const confirmButton = document.getElementById('decline-confirm-button');
  declineButton.addEventListener('click', () => {
    confirmBox.hidden = false;
    declineButton.hidden = true;
    document.getElementById('decline-question').focus();
  });
  document.getElementById('decline-cancel').addEventListener('click', () => {
    confirmBox.hidden = true;
    declineButton.hidden = false;
    declineButton.focus();
  });
  declineForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (confirmBox.hidden) return;
    clearErrors(declineForm, declineProblems);
    confirmButton.disabled = true;
    try {
      const reason = document.getElementById('decline-reason').value.trim();
      const { ok, status, answer } = await post(urls.decline, reason ? { reason } : {});
      if (ok || status === 409) return window.location.reload();
      showSummary(declineProblems, [answer.message || say('declineFailed')]);
    } catch {
      showSummary(declineProblems, [say('declineFailed')]);
    }
    confirmButton.disabled = false;
  });
})();
