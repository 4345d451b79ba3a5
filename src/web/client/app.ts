// The application's one script, a progressive enhancement: every page works without it except
// adding and using passkeys. It reveals copy buttons, keeps a form from being sent twice by a double
// click, moves focus to the summary of a refused form, changes the language as soon as one is chosen,
// folds the header behind a Menu button in a narrow window, and runs the WebAuthn ceremonies.

import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { documentNameOf } from '../../templates/document-name.ts';
import { ran } from '../../ui/client/ran.ts';

function csrf(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, data };
}

function copyButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const target = document.getElementById(button.dataset.copy ?? '') as HTMLInputElement | null;
    if (!target) continue;
    const label = button.textContent ?? '';
    const status = document.createElement('span');
    status.className = 'copy-status';
    status.setAttribute('role', 'status');
    button.after(status);
    button.hidden = false;
    button.addEventListener('click', async () => {
      target.select();
      try {
        await navigator.clipboard.writeText(target.value);
        status.textContent = button.dataset.copied ?? 'Copied';
      } catch {
        status.textContent = button.dataset.copyFailed ?? 'Select the text and copy it';
      }
      button.textContent = label;
    });
  }
}

/** A form marked data-once is sent once; back/forward navigation makes it sendable again. */
function sendOnce() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-once]')) {
    form.addEventListener('submit', (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.formTarget === '_blank') return; // a preview in another tab
      if (form.dataset.sending === '1') {
        event.preventDefault();
        return;
      }
      form.dataset.sending = '1';
      submitter?.setAttribute('aria-busy', 'true');
    });
  }
  window.addEventListener('pageshow', () => {
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-once]'))
      delete form.dataset.sending;
  });
}

function focusProblems() {
  document.querySelector<HTMLElement>('[data-error-summary]')?.focus();
}

function say(status: HTMLElement | null, key: 'working' | 'failed' | 'cancelled', detail?: string) {
  if (!status) return;
  status.textContent = detail ?? status.dataset[key] ?? '';
  status.classList.toggle('error', key !== 'working');
}

function cancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

function passkeySignIn() {
  const box = document.querySelector<HTMLElement>('[data-passkey-sign-in]');
  if (!box || !browserSupportsWebAuthn()) return;
  const button = box.querySelector<HTMLButtonElement>('[data-passkey-start]');
  const status = box.querySelector<HTMLElement>('[data-passkey-status]');
  box.hidden = false;
  button?.addEventListener('click', async () => {
    say(status, 'working');
    try {
      const options = await postJson('/app/sign-in/passkey/options', {});
      if (!options.ok) throw new Error('options');
      const response = await startAuthentication({ optionsJSON: options.data as never });
      const result = await postJson('/app/sign-in/passkey', {
        response,
        next: box.dataset.next || undefined,
      });
      if (!result.ok) {
        // The server's own words when it says why (a workspace that requires single sign-on).
        say(status, 'failed', typeof result.data.message === 'string' ? result.data.message : undefined);
        return;
      }
      window.location.assign(String(result.data.redirect ?? '/app/requests'));
    } catch (error) {
      say(status, cancelled(error) ? 'cancelled' : 'failed');
    }
  });
}

function passkeyRegistration() {
  const form = document.querySelector<HTMLFormElement>('form[data-passkey-register]');
  if (!form || !browserSupportsWebAuthn()) return;
  const status = form.querySelector<HTMLElement>('[data-passkey-status]');
  form.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = (form.elements.namedItem('name') as HTMLInputElement | null)?.value ?? '';
    say(status, 'working');
    try {
      const options = await postJson('/app/passkeys/options', {});
      if (!options.ok) throw new Error('options');
      const response = await startRegistration({ optionsJSON: options.data as never });
      const result = await postJson('/app/passkeys', { name, response });
      if (!result.ok) throw new Error('verify');
      window.location.assign(String(result.data.redirect ?? '/app/passkeys'));
    } catch (error) {
      say(status, cancelled(error) ? 'cancelled' : 'failed');
    }
  });
}

/** The new-template form: a PDF is read here and sent as JSON with the rest (file picker or drop). */
function templateUpload() {
  const form = document.querySelector<HTMLFormElement>('form[data-new-template]');
  if (!form) return;
  const file = form.querySelector<HTMLInputElement>('input[type="file"]');
  const zone = form.querySelector<HTMLElement>('[data-drop-zone]');
  const status = form.querySelector<HTMLElement>('[data-upload-status]');
  zone?.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('dragging');
  });
  zone?.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone?.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    if (file && event.dataTransfer?.files.length) file.files = event.dataTransfer.files;
  });
  form.addEventListener('submit', async (event) => {
    const kind = (form.elements.namedItem('kind') as RadioNodeList | null)?.value;
    if (kind !== 'coordinate') return;
    event.preventDefault();
    say(status, 'working');
    const read = (chosen: File) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.readAsDataURL(chosen);
      });
    const chosen = [...(file?.files ?? [])];
    const name = (form.elements.namedItem('name') as HTMLInputElement).value;
    // Every document is named after its file, one file or several (issue 44 item 19: as Add
    // documents names them), whatever format the server converts.
    const files = file?.multiple
      ? {
          documents: await Promise.all(
            chosen.map(async (f) => ({
              name: documentNameOf(f.name, name),
              file: await read(f),
              filename: f.name,
            })),
          ),
        }
      : chosen[0]
        ? { pdf: await read(chosen[0]), pdfName: chosen[0].name }
        : { pdf: '' };
    const result = await postJson(form.action, { name, kind, ...files });
    if (result.ok) return window.location.assign(String(result.data.redirect));
    const errors = (result.data.errors ?? {}) as Record<string, string>;
    say(status, 'failed', Object.values(errors).join(' ') || undefined);
  });
}

/** The language menu changes the language as soon as another is chosen; its button is for no-script. */
function languageMenu() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-language-menu]')) {
    const select = form.querySelector('select');
    const button = form.querySelector('button');
    if (!select || !button) continue;
    button.hidden = true;
    select.addEventListener('change', () => form.requestSubmit());
  }
}

/**
 * In a narrow window the header folds its tools and navigation behind the Menu button (the sheet
 * hides them while the header is closed); Escape closes it again and gives the button the focus.
 */
function siteMenu() {
  const button = document.querySelector<HTMLButtonElement>('button[data-menu-button]');
  const header = button?.closest<HTMLElement>('header');
  if (!button || !header) return;
  const show = (open: boolean) => {
    header.dataset.menu = open ? 'open' : 'closed';
    button.setAttribute('aria-expanded', String(open));
  };
  show(false);
  button.hidden = false;
  button.addEventListener('click', () => show(header.dataset.menu !== 'open'));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || header.dataset.menu !== 'open') return;
    const inside = header.contains(document.activeElement);
    show(false);
    if (inside) button.focus();
  });
}

function start() {
  siteMenu();
  languageMenu();
  templateUpload();
  copyButtons();
  sendOnce();
  focusProblems();
  passkeySignIn();
  passkeyRegistration();
  ran('app');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
