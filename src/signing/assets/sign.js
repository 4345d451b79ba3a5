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
  // Issue 45: an approver approves and a viewer confirms reading; neither has a signature to capture.
  const kind = root.getAttribute('data-kind') || 'signer';
  const readBox = document.getElementById('read-confirm');
  const DATE = /^\d{4}-\d{2}-\d{2}$/;
  const messages = JSON.parse(root.getAttribute('data-messages') || '{}');
  const say = (key, label) => (messages[key] || key).replace('{label}', label || '');

  /** Announces a signature or a refusal on the document (embed/frame.js tells an embedding site). */
  const done = (detail) => document.dispatchEvent(new CustomEvent('countersign:done', { detail }));

  // Opening is recorded by the page, never by the GET: mail scanners prefetch links.
  fetch(urls.open, { method: 'POST', headers: { accept: 'application/json' } }).catch(() => {});

  const form = document.getElementById('sign-form');
  form.hidden = false;
  document.getElementById('decline').hidden = false;
  const problems = document.getElementById('form-problems');
  const signButton = document.getElementById('sign-button');
  const consent = document.getElementById('consent');
  const signs = Boolean(consent);

  // A signature and, when the signer has initials boxes, initials: each typed or drawn on its own pad.
  function capture(which) {
    const typed = document.getElementById(`typed-${which}`);
    if (!typed) return null;
    const part = {
      typed,
      preview: document.getElementById(`typed-${which}-preview`),
      typedPanel: document.getElementById(`typed-${which}-panel`),
      drawnPanel: document.getElementById(`drawn-${which}-panel`),
      canvas: document.getElementById(`${which}-pad`),
      pad: null,
      mode: () => root.querySelector(`input[name="${which}-type"]:checked`).value,
    };
    part.fit = () => {
      // A canvas drawn at device pixels stays sharp; resizing clears it, so keep the strokes.
      if (!part.pad || part.canvas.offsetWidth === 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = part.pad.toData();
      part.canvas.width = part.canvas.offsetWidth * ratio;
      part.canvas.height = part.canvas.offsetHeight * ratio;
      part.canvas.getContext('2d').scale(ratio, ratio);
      part.pad.clear();
      part.pad.fromData(strokes);
    };
    part.show = () => {
      const drawn = part.mode() === 'drawn';
      part.drawnPanel.hidden = !drawn;
      part.typedPanel.hidden = drawn;
      if (drawn && !part.pad && window.SignaturePad) {
        part.pad = new window.SignaturePad(part.canvas, {
          penColor: '#0d2973',
          backgroundColor: 'rgba(0,0,0,0)',
        });
        part.pad.addEventListener('endStroke', announce);
      }
      part.fit();
      announce();
    };
    /** What is captured: {type: 'typed', text} or {type: 'drawn', image}, or null. */
    part.read = () => {
      if (part.mode() === 'typed') {
        const text = part.typed.value.trim();
        return text ? { type: 'typed', text } : null;
      }
      return part.pad && !part.pad.isEmpty()
        ? { type: 'drawn', image: part.pad.toDataURL('image/png') }
        : null;
    };
    for (const radio of root.querySelectorAll(`input[name="${which}-type"]`))
      radio.addEventListener('change', part.show);
    const preview = () => {
      part.preview.textContent = part.typed.value;
      announce();
    };
    part.typed.addEventListener('input', preview);
    part.preview.textContent = part.typed.value;
    return part;
  }
  const signature = capture('signature');
  const initials = capture('initials');

  /** Tells the page (the in-place view) what the signature and initials now are. */
  function announce() {
    root.dispatchEvent(
      new CustomEvent('signing:marks', {
        detail: {
          signature: signature ? signature.read() : null,
          initials: initials ? initials.read() : undefined,
          // The pads themselves: the page's CSP loads no data: image, so boxes copy their pixels.
          canvases: { signature: signature?.canvas, initials: initials?.canvas },
        },
      }),
    );
  }

  // Initials proposed from the typed name, until the signer types their own.
  if (initials && signature) {
    let proposed = initials.typed.value;
    initials.typed.addEventListener('input', () => {
      proposed = null;
    });
    signature.typed.addEventListener('input', () => {
      if (proposed === null) return;
      proposed = signature.typed.value
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => Array.from(word)[0].toLocaleUpperCase())
        .join('');
      if (proposed) {
        initials.typed.value = proposed;
        initials.preview.textContent = proposed;
        announce();
      }
    });
  }
  signature?.show();
  initials?.show();
  const refit = () => {
    signature?.fit();
    initials?.fit();
  };
  window.addEventListener('resize', refit);
  // The in-place view moves the capture into its sheet: the pads are measured again there.
  root.addEventListener('signing:layout', () => {
    if (signature && signature.mode() === 'drawn' && !signature.pad) signature.show();
    if (initials && initials.mode() === 'drawn' && !initials.pad) initials.show();
    refit();
  });
  for (const part of [signature, initials]) {
    if (!part) continue;
    document
      .getElementById(`clear-${part === signature ? 'signature' : 'initials'}`)
      ?.addEventListener('click', () => {
        part?.pad?.clear();
        announce();
      });
  }

  // A date is typed as the signer's language writes it in digits ("27/11/2026", "27.11.2026"): the
  // order and separator come with the input (data-date-order, data-date-separator; pages.ts), and
  // the value sent is the calendar date, YYYY-MM-DD.
  const pad2 = (n) => String(n).padStart(2, '0');
  const dateOrder = (input) => (input.getAttribute('data-date-order') || 'day month year').split(' ');
  /** The date in `input` as YYYY-MM-DD; '' when empty, null when it is not a real date. */
  function isoDate(input) {
    const value = input.value.trim();
    if (value === '') return '';
    if (DATE.test(value)) return realDate(...value.split('-').map(Number));
    const numbers = value.split(/[^0-9]+/).filter(Boolean);
    if (numbers.length !== 3) return null;
    const parts = {};
    dateOrder(input).forEach((name, index) => {
      parts[name] = numbers[index];
    });
    if (parts.year?.length !== 4) return null;
    return realDate(Number(parts.year), Number(parts.month), Number(parts.day));
  }
  function realDate(year, month, day) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
      return null;
    return `${year}-${pad2(month)}-${pad2(day)}`;
  }
  /**
   * Why `input` holds no date, in words (issue 44 item 13): a day its month does not have ("February
   * 2026 has 28 days"), a month past 12, or not a date written as this page writes one ("like 27/11/2026").
   */
  function dateProblem(input, label) {
    const value = input.value.trim();
    const numbers = DATE.test(value) ? value.split('-') : value.split(/[^0-9]+/).filter(Boolean);
    const order = DATE.test(value) ? ['year', 'month', 'day'] : dateOrder(input);
    const parts = Object.fromEntries(order.map((name, index) => [name, numbers[index]]));
    const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
    const example = writtenDate(input, 2026, 11, 27);
    if (numbers.length !== 3 || parts.year?.length !== 4 || !(day >= 1))
      return say('date', label).replace('{example}', example);
    if (!(month >= 1 && month <= 12)) return say('dateMonth', label).replace('{month}', String(month));
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const monthName = new Intl.DateTimeFormat(locale || undefined, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, 1)));
    return say('dateDays', label).replace('{month}', monthName).replace('{days}', String(days));
  }
  /** A date written as `input` asks for it. */
  function writtenDate(input, year, month, day) {
    const parts = { year: String(year), month: pad2(month), day: pad2(day) };
    return dateOrder(input)
      .map((name) => parts[name])
      .join(input.getAttribute('data-date-separator') || '/');
  }
  // A signer's date starts as today, where they are.
  for (const input of root.querySelectorAll('input[data-signing-date]')) {
    const now = new Date();
    if (!input.value) input.value = writtenDate(input, now.getFullYear(), now.getMonth() + 1, now.getDate());
  }

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

  /** The summary of what to correct: each line a link to its field when it has one. */
  function showSummary(summary, lines) {
    summary.textContent = '';
    const heading = document.createElement('p');
    heading.textContent = say('summary');
    const list = document.createElement('ul');
    for (const line of lines) {
      const item = document.createElement('li');
      const text = typeof line === 'string' ? line : line.message;
      if (typeof line === 'string' || !line.element?.id) item.textContent = text;
      else {
        const link = document.createElement('a');
        link.href = `#${line.element.id}`;
        link.textContent = text;
        link.addEventListener('click', (event) => {
          event.preventDefault();
          goTo(line.element);
        });
        item.appendChild(link);
      }
      list.appendChild(item);
    }
    summary.append(heading, list);
    summary.hidden = false;
    summary.focus();
  }

  /** Takes the signer to a field: the in-place view opens its sheet, else the page scrolls to it. */
  function goTo(element) {
    const event = new CustomEvent('signing:goto', { detail: { element }, cancelable: true });
    if (!root.dispatchEvent(event)) return;
    element.scrollIntoView({ block: 'center' });
    (types()?.focusable(element) ?? element).focus();
  }

  // The signer's fields are in the form, or on the pages when the in-place view has moved them there;
  // the types and rules of issue 34 are client/field-types.ts's (root.signingFields), which also
  // knows the fields a condition hides: they are neither checked nor sent.
  const types = () => root.signingFields;
  const fieldInputs = () => [...root.querySelectorAll('[data-key]')].filter((el) => !types()?.isOff(el));
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  /** The rule the server applies, checked here first: required fields and the shape of each value. */
  function fieldProblem(input) {
    const type = input.getAttribute('data-type');
    const label = input.getAttribute('data-label');
    const own = types()?.problem(input);
    if (own !== undefined) return own;
    // A required check box must be ticked (the server's rule, values.ts).
    if (type === 'checkbox')
      return input.getAttribute('aria-required') === 'true' && !input.checked ? say('tick', label) : null;
    const value = input.value.trim();
    if (value === '') {
      if (input.validity?.badInput) return type === 'date' ? dateProblem(input, label) : say('number', label);
      return input.getAttribute('aria-required') === 'true' ? say('required', label) : null;
    }
    if (type === 'number') return numberProblem(input, label, Number(value));
    if (type === 'email' && !EMAIL.test(value)) return say('email', label);
    if (type === 'date' && !isoDate(input)) return dateProblem(input, label);
    return types()?.rules(input) ?? null;
  }

  /** A number against the field's own limits (the server's rule, values.ts), quoting them. */
  function numberProblem(input, label, number) {
    if (!Number.isFinite(number)) return say('number', label);
    const limit = (name) =>
      input.hasAttribute(`data-${name}`) ? Number(input.getAttribute(`data-${name}`)) : null;
    const min = limit('min');
    const max = limit('max');
    const fill = (key) =>
      say(key, label)
        .replace('{min}', min === null ? '' : min.toLocaleString(locale))
        .replace('{max}', max === null ? '' : max.toLocaleString(locale));
    if ((min !== null && number < min) || (max !== null && number > max)) {
      return fill(min !== null && max !== null ? 'range' : min !== null ? 'min' : 'max');
    }
    if (input.hasAttribute('data-integer') && !Number.isInteger(number)) return say('integer', label);
    return null;
  }

  function readValues() {
    const values = {};
    for (const input of fieldInputs()) {
      const key = input.getAttribute('data-key');
      const type = input.getAttribute('data-type');
      const own = types()?.value(input);
      if (own !== undefined) {
        if (own !== null) values[key] = own;
        continue;
      }
      if (type === 'checkbox') values[key] = input.checked;
      else if (input.value.trim() === '') continue;
      else if (type === 'number') values[key] = Number(input.value);
      else if (type === 'date') values[key] = isoDate(input) || input.value.trim();
      else values[key] = input.value;
    }
    return values;
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
    if (detail.reason === 'must be ticked') return say('tick', detail.label);
    if (detail.reason === 'must be a number') return say('number', detail.label);
    if (detail.reason === 'must be an e-mail address') return say('email', detail.label);
    if (/^must be a (real calendar )?date/.test(detail.reason)) {
      const input = fieldInputs().find((el) => el.getAttribute('data-key') === detail.key);
      if (input) return dateProblem(input, detail.label);
    }
    return `${detail.label} ${detail.reason}.`;
  }

  /** Clears what was said about `element`, then says what is wrong with it now. */
  function recheck(element, message) {
    element.removeAttribute('aria-invalid');
    const error = document.getElementById(element.getAttribute('aria-describedby').split(' ').pop());
    error.textContent = '';
    error.hidden = true;
    if (message) fieldError(element, message);
    return message;
  }
  // The in-place view checks one field at a time as the signer moves through them.
  root.signing = {
    dateValue: isoDate,
    checkField: (input) => recheck(input, fieldProblem(input)),
    checkMark: (which) => {
      const part = which === 'initials' ? initials : signature;
      if (!part) return null;
      const typed = part.mode() === 'typed';
      const message = part.read() ? null : say(which === 'initials' ? 'initials' : typed ? 'typed' : 'drawn');
      recheck(part.typed, typed ? message : null);
      recheck(part.canvas, typed ? null : message);
      return message;
    },
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(root, problems);
    const lines = [];
    const problem = (element, message) => {
      fieldError(element, message);
      lines.push({ message, element });
    };
    for (const input of fieldInputs()) {
      const message = fieldProblem(input);
      if (message) problem(input, message);
    }
    const mark = signature ? signature.read() : null;
    if (signature && !mark) {
      const typed = signature.mode() === 'typed';
      problem(typed ? signature.typed : signature.canvas, say(typed ? 'typed' : 'drawn'));
    }
    const initialsMark = initials ? initials.read() : undefined;
    if (initials && !initialsMark) {
      problem(initials.mode() === 'typed' ? initials.typed : initials.canvas, say('initials'));
    }
    if (consent && !consent.checked) problem(consent, say('consent'));
    if (readBox && !readBox.checked) problem(readBox, say('readNeeded'));
    root.dispatchEvent(new CustomEvent('signing:checked'));
    if (lines.length > 0) return showSummary(problems, lines);

    signButton.disabled = true;
    signButton.textContent = say('signing');
    try {
      const turn = signs
        ? { consent: true, signature: mark, ...(initialsMark ? { initials: initialsMark } : {}) }
        : kind === 'approver'
          ? { approve: true }
          : { read: true };
      const { ok, status, answer } = await post(urls.complete, {
        ...turn,
        values: readValues(),
        locale,
      });
      // An embedding site hears of it (embed/frame.js), before the reload shows where things stand.
      if (ok)
        done({
          action: signs ? 'signed' : kind === 'approver' ? 'approved' : 'read',
          requestStatus: answer.requestStatus,
        });
      if (ok || status === 409) return window.location.reload();
      const details = answer.code === 'invalid_values' && Array.isArray(answer.details) ? answer.details : [];
      const lines = details.map((detail) => {
        const element = fieldInputs().find((i) => i.getAttribute('data-key') === detail.key);
        if (element) fieldError(element, serverReason(detail));
        return { message: serverReason(detail), element };
      });
      root.dispatchEvent(new CustomEvent('signing:checked'));
      showSummary(problems, lines.length ? lines : [answer.message || say('signFailed')]);
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
    const reasonField = document.getElementById('decline-reason');
    const reason = reasonField.value.trim();
    // An approver's rejection says why (the server asks it too).
    if (!reason && declineForm.hasAttribute('data-reason-required')) {
      confirmBox.hidden = true;
      declineButton.hidden = false;
      reasonField.setAttribute('aria-invalid', 'true');
      showSummary(declineProblems, [say('reasonNeeded')]);
      reasonField.focus();
      return;
    }
    confirmButton.disabled = true;
    try {
      const { ok, status, answer } = await post(urls.decline, reason ? { reason } : {});
      if (ok) done({ action: 'declined' });
      if (ok || status === 409) return window.location.reload();
      showSummary(declineProblems, [answer.message || say('declineFailed')]);
    } catch {
      showSummary(declineProblems, [say('declineFailed')]);
    }
    confirmButton.disabled = false;
  });
})();
