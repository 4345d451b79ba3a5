// The signer's in-place view of a coordinate document (issue 11): the pages drawn with the builder's
// viewer (the document as filled so far, so the sender's values are already on it), each of the
// signer's fields as a box where it will be stamped — the form's own control moved into it, so
// sign.js reads and checks it as before — and the signature and initials boxes showing the typed
// signature, a tap on them going to the signature. A "Next field" button walks the empty ones in
// order. Without scripts the page keeps its frame and form.

import { boxToScreen } from '../../templates/geometry.ts';
import { PdfViewer } from '../../ui/client/pdf-viewer.ts';
import type { Placement } from '../pages.ts';

interface InPlaceData {
  documentUrl: string;
  workerUrl: string;
  fields: Placement[];
  messages: { next: string; allFilled: string; signHere: string; page: string };
}

const isSignature = (p: Placement) => p.type === 'signature' || p.type === 'initials';

function initialsOf(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0].toLocaleUpperCase())
    .join('');
}

async function start(section: HTMLElement) {
  const data = JSON.parse(section.dataset.inPlace ?? '{}') as InPlaceData;
  const frame = section.querySelector('iframe');
  const area = document.createElement('div');
  area.className = 'pdf-pages in-place-pages';
  (frame ?? section).after(area);
  const viewer = await PdfViewer.open(
    area,
    { url: data.documentUrl },
    {
      workerUrl: data.workerUrl,
      scale: 'fit',
      fitEachPage: true,
      pageLabel: (n, total) => data.messages.page.replace('{n}', String(n)).replace('{total}', String(total)),
    },
  );
  frame?.remove();
  const typed = document.getElementById('typed-signature') as HTMLInputElement | null;
  const order = [...data.fields].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const boxes: Array<{ placement: Placement; box: HTMLElement; control: HTMLElement }> = [];

  for (const placement of order) {
    const page = viewer.pages[placement.page - 1];
    if (!page) continue;
    const box = document.createElement('div');
    box.className = `in-place-box type-${placement.type}`;
    let control: HTMLElement;
    if (isSignature(placement)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sign-here';
      button.setAttribute('aria-label', data.messages.signHere.replace('{label}', placement.label));
      button.addEventListener('click', () => {
        typed?.scrollIntoView({ block: 'center' });
        typed?.focus();
      });
      control = button;
    } else {
      const original = document.querySelector<HTMLElement>(
        `#sign-form [data-key="${CSS.escape(placement.key)}"]`,
      );
      if (!original) continue;
      const wrapper = original.closest('.field') as HTMLElement | null;
      original.setAttribute('aria-label', placement.label);
      control = original;
      if (wrapper) wrapper.hidden = true;
    }
    box.append(control);
    page.overlay.append(box);
    boxes.push({ placement, box, control });
  }
  // A fieldset left with only hidden fields is hidden too.
  const fieldset = document.querySelector<HTMLElement>('#sign-form fieldset.fields');
  if (fieldset && !fieldset.querySelector('.field:not([hidden])')) fieldset.hidden = true;

  const place = () => {
    for (const { placement, box } of boxes) {
      const rect = boxToScreen(placement, viewer.pages[placement.page - 1].scale);
      box.style.left = `${rect.left}px`;
      box.style.top = `${rect.top}px`;
      box.style.width = `${rect.width}px`;
      box.style.height = `${rect.height}px`;
      box.style.fontSize = `${Math.max(10, Math.min(16, rect.height * 0.6))}px`;
    }
  };
  const showSignature = () => {
    for (const { placement, control } of boxes) {
      if (!isSignature(placement)) continue;
      const text = typed?.value.trim() ?? '';
      control.textContent = text
        ? placement.type === 'initials'
          ? initialsOf(text)
          : text
        : placement.label;
      control.classList.toggle('filled', text !== '');
    }
  };
  typed?.addEventListener('input', showSignature);
  showSignature();
  place();
  window.addEventListener('resize', () => {
    viewer.setScale(viewer.fitScale());
    place();
  });

  // The guide: the next empty field in reading order, then the signature, then consent.
  const guide = document.createElement('button');
  guide.type = 'button';
  guide.className = 'next-field secondary';
  guide.textContent = data.messages.next;
  const status = document.createElement('p');
  status.className = 'guide-status';
  status.setAttribute('role', 'status');
  section.append(guide, status);
  const empty = (entry: (typeof boxes)[number]) => {
    if (isSignature(entry.placement)) return (typed?.value.trim() ?? '') === '';
    const input = entry.control as HTMLInputElement;
    return input.type === 'checkbox' ? entry.placement.required && !input.checked : input.value.trim() === '';
  };
  guide.addEventListener('click', () => {
    const next = boxes.find(empty);
    if (!next) {
      status.textContent = data.messages.allFilled;
      document.getElementById('consent')?.focus();
      return;
    }
    next.box.scrollIntoView({ block: 'center' });
    next.control.focus();
  });
  await viewer.settled();
  section.dataset.ready = '1';
}

const section = document.querySelector<HTMLElement>('[data-in-place]');
if (section) void start(section);
