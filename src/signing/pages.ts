// The signer's pages (CONTRACT §6), server-rendered: the signing page itself, and the pages for a
// signer who must wait for an earlier one, who has already signed, whose request has ended, and for a
// link that leads nowhere. Every value is interpolated through `html`, which escapes it; the pages
// carry no inline script or style (the CSP forbids both), only the asset files of assets.ts.

import { html, type SafeHtml } from '../platform/http/html.ts';
import type { TemplateInput } from '../templates/types.ts';
import { assetUrls } from './assets.ts';
import { TYPED_SIGNATURE_MAX } from './signature.ts';

export interface SignerIdentity {
  name: string;
  email: string;
  role: string;
}

export interface SignPageModel {
  token: string;
  templateName: string;
  workspaceName: string;
  signer: SignerIdentity;
  /** The signer's own fields (not their signature), in template order. */
  fields: TemplateInput[];
  /** The document as readable HTML (flow templates); null shows the PDF itself (coordinate). */
  documentHtml: SafeHtml | null;
}

export type ClosedReason = 'completed' | 'declined' | 'voided' | 'expired';

const INPUT_TYPES: Partial<Record<TemplateInput['type'], string>> = {
  number: 'number',
  date: 'date',
  email: 'email',
};
export const DECLINE_REASON_MAX = 1000;

function layout(title: string, body: SafeHtml, options: { scripts?: boolean } = {}): string {
  const assets = assetUrls();
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${title} · Countersign</title>
<link rel="stylesheet" href="${assets.css}">
<link rel="icon" href="${assets.icon}" type="image/svg+xml">
${
  options.scripts
    ? html`<script src="${assets.signaturePad}" defer></script>
<script src="${assets.script}" defer></script>`
    : ''
}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site"><span class="brand">Countersign</span></header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`.value;
}

const signUrl = (token: string, action = '') => `/sign/${encodeURIComponent(token)}${action}`;

export function signPage(model: SignPageModel): string {
  const { token, signer } = model;
  const documentUrl = signUrl(token, '/document');
  const body = html`
<div data-signing data-open-url="${signUrl(token, '/open')}" data-complete-url="${signUrl(token, '/complete')}"
  data-decline-url="${signUrl(token, '/decline')}">
<h1>${model.templateName}</h1>
<p class="lead">${model.workspaceName} asks you, <strong>${signer.name}</strong> (${signer.email}), to sign this
document as <strong>${signer.role}</strong>.</p>
<noscript><p class="notice">Signing needs JavaScript. Turn it on in your browser, or ask
${model.workspaceName} for a paper copy to sign by hand.</p></noscript>
<!-- Sign and Decline stay hidden until sign.js runs: without it they could not be sent. -->

<section aria-labelledby="document-heading">
<h2 id="document-heading">The document</h2>
<p><a href="${documentUrl}" download="document.pdf">Download the document as a PDF</a> to read or print it.</p>
${
  model.documentHtml
    ? html`<article class="document" aria-label="Document text" tabindex="0">${model.documentHtml}</article>`
    : html`<iframe class="document-pdf" title="The document (PDF)" src="${documentUrl}" loading="lazy"></iframe>`
}
</section>

<form id="sign-form" class="card" novalidate hidden>
<h2>Sign</h2>
<div id="form-problems" class="problems" role="alert" tabindex="-1" hidden></div>
${model.fields.length > 0 ? fieldsSection(model.fields) : ''}
<fieldset class="signature">
<legend>Your signature</legend>
<div class="choice">
<label><input type="radio" name="signature-type" value="typed" checked> Type my name</label>
<label><input type="radio" name="signature-type" value="drawn"> Draw my signature</label>
</div>
<div id="typed-panel">
<label for="typed-signature">Type your full name as your signature</label>
<input id="typed-signature" name="typed-signature" type="text" autocomplete="name" maxlength="${TYPED_SIGNATURE_MAX}"
  aria-describedby="signature-error" spellcheck="false">
<p class="typed-preview" aria-hidden="true" id="typed-preview"></p>
</div>
<div id="drawn-panel" hidden>
<p id="draw-help">Draw your signature in the box with a mouse, finger or stylus.</p>
<canvas id="signature-pad" class="pad" role="img" aria-label="Signature drawing area"
  aria-describedby="draw-help signature-error"></canvas>
<button type="button" id="clear-signature" class="secondary">Clear drawing</button>
</div>
<p class="field-error" id="signature-error" hidden></p>
</fieldset>

<fieldset class="consent">
<legend>Consent to sign electronically</legend>
${consentDisclosure(model)}
<div class="check">
<input type="checkbox" id="consent" name="consent" aria-describedby="consent-error">
<label for="consent">I have read the notice above, I agree to use electronic records and to sign this
document electronically, and I intend my electronic signature to bind me as my handwritten one would.</label>
</div>
<p class="field-error" id="consent-error" hidden></p>
</fieldset>

<button type="submit" id="sign-button" class="primary">Sign</button>
</form>

<details class="decline card" id="decline" hidden>
<summary>Decline to sign</summary>
<form id="decline-form" novalidate>
<p>If you decline, nobody can sign this request any more and ${model.workspaceName} is told.</p>
<label for="decline-reason">Reason (optional, shared with ${model.workspaceName})</label>
<textarea id="decline-reason" name="reason" rows="3" maxlength="${DECLINE_REASON_MAX}"></textarea>
<div id="decline-problems" class="problems" role="alert" hidden></div>
<button type="submit" id="decline-button" class="danger">Decline to sign</button>
</form>
</details>
</div>`;
  return layout(`Sign ${model.templateName}`, body, { scripts: true });
}

function fieldsSection(fields: TemplateInput[]): SafeHtml {
  return html`<fieldset class="fields">
<legend>Your details</legend>
${fields.map((field, index) => fieldControl(field, `field-${index}`))}
</fieldset>`;
}

function fieldControl(field: TemplateInput, id: string): SafeHtml {
  const errorId = `${id}-error`;
  const requiredMark = field.required ? html` <span class="required">(required)</span>` : '';
  const common = html`id="${id}" name="${field.key}" data-key="${field.key}" data-type="${field.type}"
    aria-describedby="${errorId}"${field.required ? html` aria-required="true"` : ''}`;
  const error = html`<p class="field-error" id="${errorId}" hidden></p>`;
  if (field.type === 'checkbox') {
    return html`<div class="check field">
<input type="checkbox" ${common}>
<label for="${id}">${field.label}${requiredMark}</label>
${error}
</div>`;
  }
  let control: SafeHtml;
  if (field.type === 'select') {
    control = html`<select ${common}>
<option value="">Choose…</option>
${(field.options ?? []).map((option) => html`<option value="${option}">${option}</option>`)}
</select>`;
  } else {
    const type = INPUT_TYPES[field.type] ?? 'text';
    const extra = field.type === 'number' ? html` inputmode="decimal" step="any"` : '';
    control = html`<input type="${type}" ${common}${extra}>`;
  }
  return html`<div class="field">
<label for="${id}">${field.label}${requiredMark}</label>
${control}
${error}
</div>`;
}

/** The notice consent is given to: electronic records and signatures, paper copies, withdrawal. */
function consentDisclosure(model: SignPageModel): SafeHtml {
  const sender = model.workspaceName;
  return html`<div class="disclosure" id="consent-disclosure">
<p>${sender} uses Countersign to collect signatures electronically. Before you sign, please note:</p>
<ul>
<li>By ticking the box you agree to receive this document and the notices about it electronically, and
to sign it electronically. Your electronic signature has the same effect as signing on paper.</li>
<li>You can have a paper copy at any time, free of charge: download the PDF above and print it, or ask
${sender} to send you one. When everyone has signed, the executed PDF is e-mailed to
${model.signer.email}.</li>
<li>You do not have to sign electronically. You can decline below, or contact ${sender} to sign on paper
instead. Withdrawing your consent later does not undo a signature already given.</li>
<li>You need a current web browser, a PDF reader to view or print the document, and access to the
e-mail address above. If it changes, tell ${sender}.</li>
</ul>
</div>`;
}

export function waitingPage(model: {
  templateName: string;
  waitingFor: string;
  signer: SignerIdentity;
}): string {
  const body = html`<h1>Not your turn yet</h1>
<p class="lead">${model.templateName} is signed in order. We are waiting for <strong>${model.waitingFor}</strong>
to sign first.</p>
<p>You will receive an e-mail at ${model.signer.email} when it is your turn, ${model.signer.name}. You can
close this page.</p>`;
  return layout(`Waiting for ${model.waitingFor}`, body);
}

export function signedPage(model: {
  templateName: string;
  signer: SignerIdentity;
  signedAt: Date | null;
}): string {
  const body = html`<h1>Thank you, you have signed</h1>
<p class="lead">You signed ${model.templateName} as ${model.signer.role}${
    model.signedAt
      ? html` on <time datetime="${model.signedAt.toISOString()}">${formatTime(model.signedAt)}</time>`
      : ''
  }.</p>
<p>Other people still have to sign. When everyone has, the executed document is e-mailed to
${model.signer.email}. You can close this page.</p>`;
  return layout('Signed', body);
}

const CLOSED_TEXT: Record<ClosedReason, { title: string; text: string }> = {
  completed: {
    title: 'This request is completed',
    text: 'Everyone has signed. The executed document, with its audit certificate, has been e-mailed to every signer.',
  },
  declined: {
    title: 'This request was declined',
    text: 'A signer declined to sign, so this document can no longer be signed.',
  },
  voided: {
    title: 'This request was withdrawn',
    text: 'The sender withdrew this request, so this document can no longer be signed.',
  },
  expired: {
    title: 'This request has expired',
    text: 'The time for signing this document has run out. Ask the sender for a new request if it still needs your signature.',
  },
};

export function closedPage(model: {
  templateName: string;
  reason: ClosedReason;
  declinedByYou?: boolean;
}): string {
  const { title, text } = CLOSED_TEXT[model.reason];
  const body = html`<h1>${title}</h1>
<p class="lead">${model.templateName}</p>
<p>${model.declinedByYou ? 'You declined to sign this document. The sender has been told.' : text}</p>`;
  return layout(title, body);
}

export function notFoundPage(): string {
  const body = html`<h1>This signing link does not work</h1>
<p class="lead">The link is not valid. Check that you opened the whole link from the e-mail, or ask the sender
to share it again.</p>`;
  return layout('Link not found', body);
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
