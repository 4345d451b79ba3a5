// The signing page's field types and rules of issue 34, beside sign.js (which asks this script
// through `root.signingFields`): radio buttons and check boxes with their limits, uploads of files
// and pictures to the attachments endpoint (name, size, a progress bar, Remove, a preview of a
// picture), a phone number's and a pattern's first check (the server's is the one that counts), a
// readonly value sent back as given, and conditions: a field shown only while another field's value
// allows it, hidden (and not sent) otherwise, as the signer types.
import { fill } from './guide.ts';

type Value = string | number | boolean | string[];
type ShowIf = { field: string; equals?: Value; notEquals?: Value; notEmpty?: true };
interface Upload {
  id: string;
  filename: string;
  size: number;
}

export interface SigningFields {
  /** A problem with the field in the signer's words; null: none; undefined: sign.js's own type. */
  problem(element: HTMLElement): string | null | undefined;
  /** A text's further rules (phone, pattern), once sign.js found its value well formed. */
  rules(element: HTMLElement): string | null;
  /** What complete is sent: undefined for sign.js's own types, null for nothing. */
  value(element: HTMLElement): Value | null | undefined;
  isEmpty(element: HTMLElement): boolean;
  /** What the field's box on the document shows (undefined: sign.js's own types). */
  display(element: HTMLElement): string | undefined;
  /** Whether the field is hidden by its condition (then neither checked nor sent). */
  isOff(element: HTMLElement): boolean;
  /** What takes the focus for the field. */
  focusable(element: HTMLElement): HTMLElement;
}

const MIB = 1024 * 1024;
const KINDS = {
  file: { types: ['application/pdf', 'image/png', 'image/jpeg'], size: 10 * MIB, wrong: 'fileType' },
  image: { types: ['image/png', 'image/jpeg'], size: 5 * MIB, wrong: 'imageType' },
} as const;
const EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function start(root: HTMLElement) {
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Record<string, string>;
  const locale = root.dataset.locale || document.documentElement.lang || 'en';
  const say = (key: string, values: Record<string, string | number> = {}) =>
    fill(messages[key] ?? key, values);
  const uploads = new Map<HTMLElement, Upload[]>();
  const running = new Map<HTMLElement, number>();

  const type = (element: HTMLElement) => element.dataset.type ?? '';
  const label = (element: HTMLElement) => element.dataset.label ?? '';
  const options = (element: HTMLElement) => [...element.querySelectorAll<HTMLInputElement>('.options input')];
  const wrapper = (element: HTMLElement) => element.closest<HTMLElement>('.field') ?? element;

  /** The field's value as complete would carry it, '' or [] when empty. */
  const current = (element: HTMLElement): Value => {
    if (element.dataset.readonly !== undefined) {
      return element.dataset.value === undefined ? '' : (JSON.parse(element.dataset.value) as Value);
    }
    const kind = type(element);
    if (kind === 'radio') return options(element).find((o) => o.checked)?.value ?? '';
    if (kind === 'multiple') return options(element).flatMap((o) => (o.checked ? [o.value] : []));
    if (kind === 'file') return (uploads.get(element) ?? []).map((u) => u.id);
    if (kind === 'image') return uploads.get(element)?.[0]?.id ?? '';
    if (kind === 'checkbox') return (element as HTMLInputElement).checked;
    return (element as HTMLInputElement).value.trim();
  };
  const empty = (value: Value) =>
    value === '' || value === false || (Array.isArray(value) && value.length === 0);

  const fields: SigningFields = {
    problem(element) {
      if (element.dataset.readonly !== undefined) return null;
      const kind = type(element);
      if (!['radio', 'multiple', 'file', 'image'].includes(kind)) return undefined;
      const value = current(element);
      const required =
        element.dataset.required !== undefined || element.getAttribute('aria-required') === 'true';
      const name = label(element);
      if (kind === 'multiple') {
        const count = (value as string[]).length;
        const min = Number(element.dataset.minSelected ?? 0);
        const max =
          element.dataset.maxSelected === undefined ? Infinity : Number(element.dataset.maxSelected);
        if (count === 0 && !required) return null;
        if (count === 0 && min <= 1) return say('required', { label: name });
        if (count < min) return say('chooseMin', { label: name, min });
        if (count > max) return say('chooseMax', { label: name, max });
        return null;
      }
      return empty(value) && required ? say('required', { label: name }) : null;
    },
    rules(element) {
      const input = element as HTMLInputElement;
      const value = input.value.trim();
      if (value === '') return null;
      if (type(element) === 'phone') {
        // The server's check when client/phone.ts is here, naming the country code a number
        // without one is read in (issue 44 item 12); else the shape alone.
        const check = window.countersignPhone;
        const region = element.dataset.region;
        if (check && region && !check.valid(value, region)) {
          const code = check.callingCode(region);
          return code
            ? say('phoneRegion', { label: label(element), code })
            : say('phone', { label: label(element) });
        }
        if (!phoneLike(value)) return say('phone', { label: label(element) });
      }
      const pattern = element.dataset.pattern;
      // The server checks a phone number's pattern against its international form: it judges alone.
      if (!pattern || type(element) === 'phone') return null;
      let rule: RegExp;
      try {
        // As the server does (templates/rules.ts): the value must contain a match; ^ and $ anchor it.
        rule = new RegExp(pattern, 'u');
      } catch {
        return null; // RE2 the browser does not read: the server judges alone
      }
      if (rule.test(value)) return null;
      const reason = element.dataset.patternMessage;
      return reason
        ? say('patternReason', { label: label(element), reason })
        : say('pattern', { label: label(element) });
    },
    value(element) {
      const kind = type(element);
      if (element.dataset.readonly === undefined && !['radio', 'multiple', 'file', 'image'].includes(kind)) {
        return undefined;
      }
      const value = current(element);
      return kind !== 'multiple' && kind !== 'file' && empty(value) ? null : value;
    },
    isEmpty: (element) => empty(current(element)),
    display(element) {
      if (element.dataset.readonly !== undefined) return element.textContent?.trim() ?? '';
      const kind = type(element);
      if (kind === 'radio' || kind === 'multiple')
        return ([] as string[]).concat(current(element) as string).join(', ');
      if (kind === 'file' || kind === 'image')
        return (uploads.get(element) ?? []).map((u) => u.filename).join(', ');
      return undefined;
    },
    isOff: (element) => wrapper(element).hasAttribute('data-off'),
    focusable(element) {
      if (element.dataset.readonly !== undefined) return element;
      const choices = options(element);
      if (choices.length > 0) return choices.find((o) => o.checked) ?? choices[0];
      return element;
    },
  };
  (root as HTMLElement & { signingFields?: SigningFields }).signingFields = fields;

  // Conditions, in page order: a field hidden by its own condition counts as empty for the next.
  const conditional = [...root.querySelectorAll<HTMLElement>('[data-show-if]')];
  const evaluate = () => {
    let changed = false;
    for (const part of conditional) {
      const condition = JSON.parse(part.dataset.showIf ?? '{}') as ShowIf;
      const source = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(condition.field)}"]`);
      const value = source && !fields.isOff(source) ? current(source) : '';
      const off = !holds(condition, value);
      if (off !== part.hasAttribute('data-off')) {
        changed = true;
        part.toggleAttribute('data-off', off);
      }
    }
    if (changed) root.dispatchEvent(new CustomEvent('signing:conditions'));
  };
  if (conditional.length > 0) {
    evaluate();
    root.addEventListener('input', evaluate);
    root.addEventListener('change', evaluate);
    root.addEventListener('signing:uploads', evaluate);
  }

  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"][data-key]')) {
    input.addEventListener('change', () => {
      const files = [...(input.files ?? [])];
      input.value = '';
      clearError(input);
      for (const file of files) {
        const problem = uploadProblem(input, file);
        if (problem) {
          showError(input, problem);
          break;
        }
        void upload(input, file);
      }
    });
  }

  function uploadProblem(input: HTMLInputElement, file: File): string | null {
    const kind = KINDS[type(input) as 'file' | 'image'];
    const max = Number(input.dataset.maxFiles ?? 1);
    const held = (uploads.get(input)?.length ?? 0) + (running.get(input) ?? 0);
    // One picture: a new one replaces it.
    if (type(input) === 'image' && held > 0 && !running.get(input)) forget(input, uploads.get(input)![0]);
    else if (held >= max) return say('tooManyFiles', { label: label(input), max });
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const mime = file.type || EXTENSIONS[extension] || '';
    if (!(kind.types as readonly string[]).includes(mime)) return say(kind.wrong, { name: file.name });
    if (file.size > kind.size) return say('fileSize', { name: file.name, size: size(kind.size) });
    return null;
  }

  async function upload(input: HTMLInputElement, file: File) {
    const list = document.getElementById(`${input.id}-uploads`);
    const item = document.createElement('li');
    const name = document.createElement('span');
    name.className = 'upload-name';
    name.textContent = file.name;
    const progress = document.createElement('progress');
    progress.max = 100;
    progress.value = 0;
    progress.setAttribute('aria-label', say('uploading', { name: file.name }));
    item.append(name, progress);
    list?.append(item);
    running.set(input, (running.get(input) ?? 0) + 1);
    try {
      const answer = await send(input, file, (share) => {
        progress.value = Math.round(share * 100);
      });
      const done: Upload = {
        id: answer.id,
        filename: answer.filename ?? file.name,
        size: answer.size ?? file.size,
      };
      uploads.set(input, [...(uploads.get(input) ?? []), done]);
      progress.remove();
      const facts = document.createElement('span');
      facts.className = 'upload-size';
      facts.textContent = size(done.size);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'secondary';
      remove.textContent = say('remove');
      remove.setAttribute('aria-label', say('removeFile', { name: done.filename }));
      remove.addEventListener('click', () => {
        forget(input, done);
        input.focus();
      });
      name.textContent = done.filename;
      item.append(facts, remove);
      item.dataset.upload = done.id;
      if (type(input) === 'image') void preview(input, file, done.filename);
    } catch (error) {
      item.remove();
      const reason = error instanceof Error && error.message ? error.message : '';
      showError(
        input,
        reason ? say('upload', { name: file.name, reason }) : say('uploadFailed', { name: file.name }),
      );
    } finally {
      running.set(input, (running.get(input) ?? 1) - 1);
      changed(input);
    }
  }

  function forget(input: HTMLInputElement, gone: Upload) {
    uploads.set(
      input,
      (uploads.get(input) ?? []).filter((u) => u !== gone),
    );
    document
      .getElementById(`${input.id}-uploads`)
      ?.querySelector(`[data-upload="${CSS.escape(gone.id)}"]`)
      ?.remove();
    const canvas = document.getElementById(`${input.id}-preview`) as HTMLCanvasElement | null;
    if (canvas) canvas.hidden = true;
    changed(input);
  }

  /** Tells the page (the guide, the box on the document, the conditions) that the uploads changed. */
  function changed(input: HTMLInputElement) {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    root.dispatchEvent(new CustomEvent('signing:uploads'));
  }

  /** The upload, as multipart with its part `file`; resolves with the endpoint's 201 answer. */
  function send(input: HTMLInputElement, file: File, progress: (share: number) => void): Promise<Upload> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', root.dataset.attachmentsUrl ?? '');
      request.setRequestHeader('accept', 'application/json');
      request.responseType = 'json';
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) progress(event.loaded / event.total);
      });
      request.addEventListener('load', () => {
        const answer = (request.response ?? {}) as Upload & { message?: string };
        if (request.status === 201 && answer.id) resolve(answer);
        else reject(new Error(answer.message ?? ''));
      });
      request.addEventListener('error', () => reject(new Error('')));
      const body = new FormData();
      body.append('file', file, file.name);
      request.send(body);
      input.setAttribute('aria-busy', 'true');
      request.addEventListener('loadend', () => input.removeAttribute('aria-busy'));
    });
  }

  /** The picture drawn on the page's canvas (the CSP loads no data: or blob: image). */
  async function preview(input: HTMLInputElement, file: File, filename: string) {
    const canvas = document.getElementById(`${input.id}-preview`) as HTMLCanvasElement | null;
    if (!canvas || typeof createImageBitmap !== 'function') return;
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, 480 / bitmap.width, 320 / bitmap.height);
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      canvas.setAttribute('aria-label', say('preview', { name: filename }));
      canvas.hidden = false;
    } catch {
      canvas.hidden = true;
    }
  }

  function showError(input: HTMLElement, message: string) {
    const error = errorOf(input);
    if (!error) return;
    error.textContent = message;
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
  }
  function clearError(input: HTMLElement) {
    const error = errorOf(input);
    if (error) {
      error.textContent = '';
      error.hidden = true;
    }
    input.removeAttribute('aria-invalid');
  }
  const errorOf = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
  const size = (bytes: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: bytes >= MIB ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= MIB ? bytes / MIB : Math.max(0.1, bytes / 1024));
}

/** A phone number as a person writes one: digits, spaces and + ( ) - . /, with 4 to 17 digits. */
function phoneLike(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().\-/]+$/.test(value) && digits >= 4 && digits <= 17;
}

/** Whether `condition` holds for `value` (the contract's rule; signer-fields.ts has the server's copy). */
function holds(condition: ShowIf, value: Value): boolean {
  const isEmpty = value === '' || value === false || (Array.isArray(value) && value.length === 0);
  if (condition.notEmpty) return !isEmpty;
  const has = 'equals' in condition;
  const target = String(has ? condition.equals : condition.notEquals);
  const equal = Array.isArray(value) ? value.includes(target) : value !== '' && String(value) === target;
  return has ? equal : !equal;
}

const root = document.querySelector<HTMLElement>('[data-signing]');
if (root) start(root);
