// The code form's behaviour (issue 24, verification/page.ts): asks first whether this browser has
// passed the check already (a link opened from an e-mail arrives without the SameSite=Strict cookie,
// which a same-site request carries) and if so shows the document; sends "Send me a code" and the
// code as JSON; shows what went wrong at the field, and reloads on success so that the server shows
// the document. Every sentence comes from the page's catalogue (data-messages).
(() => {
  const root = document.querySelector('[data-verification]');
  if (!root) return;
  const messages = JSON.parse(root.getAttribute('data-messages') || '{}');
  const emailed = root.getAttribute('data-method') === 'email_code';
  const form = document.getElementById('verify-form');
  const input = document.getElementById('verification-code');
  const field = document.getElementById('code-field');
  const error = document.getElementById('verification-code-error');
  const button = document.getElementById('verify-button');
  const sendButton = document.getElementById('send-code');
  const sendStatus = document.getElementById('send-status');
  const say = (name, values) =>
    (messages[name] || name).replace(/\{(\w+)\}/g, (whole, key) =>
      values && Object.hasOwn(values, key) ? String(values[key]) : whole,
    );
  const minutes = (seconds) => String(Math.max(1, Math.ceil(Number(seconds || 60) / 60)));
  const reload = () => window.location.replace(window.location.pathname + window.location.search);

  form.hidden = false;
  if (sendButton) sendButton.hidden = false;

  fetch(root.getAttribute('data-status-url'), { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((status) => {
      // Should the page still ask right after such a reload, it stays (no loop).
      const tried = `verification-reload:${window.location.pathname}`;
      const last = Number(window.sessionStorage.getItem(tried) || 0);
      if (!status?.verified || Date.now() - last < 10_000) return;
      window.sessionStorage.setItem(tried, String(Date.now()));
      reload();
    })
    .catch(() => {});

  function showError(text) {
    error.textContent = text;
    error.hidden = !text;
    field.classList.toggle('invalid', Boolean(text));
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  function refusal(body, status) {
    if (body?.code === 'verification_failed') return say('wrong', { count: body.attemptsLeft });
    if (body?.code === 'verification_locked') {
      // A lock of hours (the third is 24) is said in hours, not in hundreds of minutes.
      const seconds = Number(body.retryAfterSeconds || 60);
      if (seconds > 90 * 60) return say('lockedHours', { wait: String(Math.ceil(seconds / 3600)) });
      return say('locked', { wait: minutes(seconds) });
    }
    if (body?.code === 'verification_link_locked') return say('linkLocked');
    if (body?.code === 'verification_code_limit')
      return say('sendLimit', { wait: minutes(body.retryAfterSeconds) });
    return status === 409 ? body?.message || say('failed') : say('failed');
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const code = input.value.trim();
    const problem = !code ? say('empty') : emailed && !/^\d{6}$/.test(code) ? say('digits') : '';
    showError(problem);
    if (problem) {
      input.focus();
      return;
    }
    button.disabled = true;
    const label = button.textContent;
    button.textContent = say('checking');
    try {
      const response = await fetch(root.getAttribute('data-verify-url'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ code }),
      });
      if (response.ok) return reload();
      showError(refusal(await response.json().catch(() => null), response.status));
      input.focus();
    } catch {
      showError(say('failed'));
    }
    button.disabled = false;
    button.textContent = label;
  });

  sendButton?.addEventListener('click', async () => {
    sendButton.disabled = true;
    sendStatus.textContent = say('sending');
    try {
      const response = await fetch(root.getAttribute('data-send-url'), {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      const body = await response.json().catch(() => null);
      sendStatus.textContent = response.ok ? say('sent') : refusal(body, response.status);
      if (response.ok) {
        // Sent: the sentence that promised it gives way to the one that says so, and the button
        // offers a new code (issue 31 item 16: the page read as if nothing had been sent).
        const help = document.getElementById('code-help');
        if (help) help.hidden = true;
        input.setAttribute('aria-describedby', 'send-status verification-code-error');
        sendButton.textContent = say('sendAgain');
        input.focus();
      }
    } catch {
      sendStatus.textContent = say('failed');
    }
    sendButton.disabled = false;
  });
})();
