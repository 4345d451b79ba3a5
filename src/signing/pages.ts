// The signing page (CONTRACT §6), server-rendered in the signer's language: who asks, by when and in
// which order, the document, the signer's fields, a signature typed (in the handwriting face the PDF
// stamps) or drawn, the consent notice, Sign, and Decline behind a confirmation. Every value is
// interpolated through `html`, which escapes it; every sentence comes from the catalogue. No inline
// script or style (the CSP forbids both): sign.js reads its messages from a data attribute.
import type { MessageKey } from '../i18n/catalogue.ts';
import { orderText } from '../i18n/format.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { ADDED_INPUT_TYPES } from '../templates/definition.ts';
import type { InputType, RoleKind } from '../templates/types.ts';
import { inPlaceUrls } from './assets.ts';
import type { ConsentNotice } from './consent.ts';
import {
  documentEntries,
  documentsFact,
  documentsMessages,
  documentsNav,
  type SigningDocument,
  severalDocuments,
} from './documents-list.ts';
import { documentFilename } from './executed-filename.ts';
import { fieldsSection, SCRIPT_FIELD_MESSAGES } from './field-controls.ts';
import { layout, type PageContext, timeElement } from './page-layout.ts';
import { TYPED_SIGNATURE_MAX } from './signature.ts';
import type { SignerField } from './signer-fields.ts';

export interface SignerIdentity {
  name: string;
  email: string;
  role: string;
}

export interface SignPageModel {
  token: string;
  templateName: string;
  /** "Ops at Acme" (or the workspace alone). */
  sender: string;
  signer: SignerIdentity;
  expiresAt: Date;
  /** The signer's place in the signing order (0-based) and the number of signers. */
  position: number;
  signerCount: number;
  /** The signer's own fields (not their signature), in template order. */
  fields: SignerField[];
  /** The document as readable HTML (flow templates); null shows the PDF itself (coordinate). */
  documentHtml: SafeHtml | null;
  consent: ConsentNotice;
  /**
   * Coordinate templates: the signer's fields and signature boxes where they sit on the pages
   * (CONTRACT §4 points), for the in-place view that replaces the frame when scripts run.
   */
  placements?: Placement[];
  /** Set when the signer has initials fields: the initials proposed from their name. */
  initials?: { proposed: string };
  /** Coordinate templates: the documents in the combined PDF, in order (issue 32; one: shown as before). */
  documents?: SigningDocument[];
  /** Issue 45: what the turn is (unset: sign), and whose signature a witness witnesses. */
  kind?: RoleKind;
  witnessed?: { name: string; role: string };
}

/** A field of the signer's with its box (and what signer-fields.ts adds: its value, options, rules). */
export interface Placement extends Omit<SignerField, 'role'> {
  /** A date the signer may change (else it is the signing date, shown). */
  editable?: boolean;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DECLINE_REASON_MAX = 1000;

/** The catalogue entries sign.js shows, handed over in a data attribute. */
const SCRIPT_MESSAGES = {
  typed: 'error.typed',
  drawn: 'error.drawn',
  consent: 'error.consent',
  required: 'error.required',
  tick: 'error.tick',
  initials: 'error.initials',
  number: 'error.number',
  range: 'error.range',
  min: 'error.min',
  max: 'error.max',
  integer: 'error.integer',
  goTo: 'sign.fieldProblem',
  email: 'error.email',
  date: 'error.date',
  dateMonth: 'error.dateMonth',
  dateDays: 'error.dateDays',
  signFailed: 'error.signFailed',
  declineFailed: 'error.declineFailed',
  summary: 'error.summary',
  signing: 'sign.signing',
  sign: 'sign.button',
  readNeeded: 'turn.readNeeded',
  reasonNeeded: 'reject.reasonNeeded',
  ...SCRIPT_FIELD_MESSAGES,
} satisfies Record<string, MessageKey>;

/** What each kind's page asks of them in its lead sentence. */
const LEADS = {
  signer: 'sign.lead',
  approver: 'turn.lead.approver',
  viewer: 'turn.lead.viewer',
  witness: 'turn.lead.witness',
} as const satisfies Record<RoleKind, MessageKey>;

/** sign.js's words for the button while it works, by kind; a signer's and a witness's are SCRIPT_MESSAGES'. */
const TURN_SCRIPT_MESSAGES: Record<RoleKind, Partial<Record<keyof typeof SCRIPT_MESSAGES, MessageKey>>> = {
  signer: {},
  witness: {},
  approver: { signing: 'turn.approving', sign: 'turn.approve' },
  viewer: { signing: 'turn.confirming', sign: 'turn.confirm' },
};

export const signUrl = (token: string, action = '') => `/sign/${encodeURIComponent(token)}${action}`;

/** "Please sign by …", or what an approver or a viewer does by then (issue 45). */
const DEADLINES = {
  signer: 'sign.deadline',
  witness: 'sign.deadline',
  approver: 'turn.deadline.approver',
  viewer: 'turn.deadline.viewer',
} as const;

export function signPage(ctx: PageContext, model: SignPageModel): string {
  const { t } = ctx;
  const { token, signer } = model;
  const kind = model.kind ?? 'signer';
  const words = { ...SCRIPT_MESSAGES, ...TURN_SCRIPT_MESSAGES[kind] };
  const messages = Object.fromEntries(Object.entries(words).map(([name, key]) => [name, t.t(key)]));
  const body = html`
<div data-signing data-kind="${kind}" data-open-url="${signUrl(token, '/open')}" data-complete-url="${signUrl(token, '/complete')}"
  data-decline-url="${signUrl(token, '/decline')}" data-attachments-url="${signUrl(token, '/attachments')}" data-locale="${t.language}" data-messages="${JSON.stringify(messages)}">
<h1>${model.templateName}</h1>
<p class="lead">${t.tHtml(LEADS[kind], {
    sender: html`<strong>${model.sender}</strong>`,
    name: html`<strong>${signer.name}</strong>`,
    email: signer.email,
    role: html`<strong>${signer.role}</strong>`,
    witnessed: html`<strong>${model.witnessed?.name ?? '—'}</strong>`,
    witnessedRole: model.witnessed?.role ?? '—',
  })}</p>
<ul class="facts">
<li>${
    kind === 'approver' || kind === 'viewer'
      ? t.t('turn.position', { position: model.position + 1, count: model.signerCount })
      : orderText(t, model.position, model.signerCount)
  }</li>
<li>${t.tHtml(DEADLINES[kind], { deadline: timeElement(model.expiresAt, ctx.locale) })}</li>
${severalDocuments(model.documents) ? documentsFact(t, model.documents!) : ''}
</ul>
<noscript><p class="alert warning">${t.t('sign.noscript', { sender: model.sender })}</p></noscript>
${documentArea(ctx, model)}
${kind === 'approver' || kind === 'viewer' ? turnForm(ctx, model, kind) : signForm(ctx, model)}
${declineSection(ctx, model, kind === 'approver' ? REJECT_WORDS : DECLINE_WORDS)}
</div>`;
  return layout(ctx, t.t('sign.title', { document: model.templateName }), body, {
    scripts: true,
    fieldTypes: [...model.fields, ...(model.placements ?? [])].some(needsFieldTypes),
    phone: model.fields.some((field) => field.type === 'phone'),
    inPlace: Boolean(model.placements),
    guide: !model.placements && Boolean(model.documentHtml),
  });
}

/**
 * The document: a download link, then its text (flow templates) or the PDF in a frame (coordinate
 * templates; a later issue replaces the frame with the fields in place).
 */
export function documentArea(
  ctx: PageContext,
  model: Pick<SignPageModel, 'token' | 'templateName' | 'documentHtml' | 'placements' | 'documents'>,
): SafeHtml {
  const { t } = ctx;
  const documentUrl = signUrl(model.token, '/document');
  // Several documents (issue 32): one PDF of them all, each shown under its name, with a list.
  const several = severalDocuments(model.documents) ? model.documents! : null;
  const inPlace = model.placements
    ? html` data-in-place="${JSON.stringify({
        documentUrl,
        workerUrl: inPlaceUrls().worker,
        fields: model.placements,
        locale: ctx.locale,
        ...(several
          ? { documents: documentEntries(t, several), documentMessages: documentsMessages(t) }
          : {}),
        messages: {
          ...guideMessages(ctx),
          done: t.t('sign.done'),
          optional: t.t('sign.optional'),
          empty: t.t('sign.emptyBox'),
          filled: t.t('sign.filledBox'),
          checked: t.t('sign.checked'),
          unchecked: t.t('sign.unchecked'),
          zoom: t.t('sign.zoomLabel'),
          zoomIn: t.t('sign.zoomIn'),
          zoomOut: t.t('sign.zoomOut'),
          zoomFit: t.t('sign.zoomFit'),
          page: t.t('sign.pageOf'),
        },
      })}"`
    : model.documentHtml
      ? html` data-guide="${JSON.stringify(guideMessages(ctx))}"`
      : '';
  const download = html`<a href="${documentUrl}" download="${documentFilename(model.templateName)}">${
    several ? t.t('signDocuments.downloadLink', { count: several.length }) : t.t('sign.downloadLink')
  }</a>`;
  return html`<section aria-labelledby="document-heading"${inPlace}>
<h2 id="document-heading">${t.t(several ? 'signDocuments.heading' : 'sign.documentHeading')}</h2>
<p>${t.tHtml(several ? 'signDocuments.download' : 'sign.download', { link: download })}</p>
${several ? documentsNav(t, several) : ''}
${
  model.documentHtml
    ? html`<article class="document" dir="auto" aria-label="${t.t('sign.documentLabel')}" tabindex="0">${model.documentHtml}</article>`
    : inPlace
      ? // Drawn in place by in-place.js: a frame would have Chromium load the PDF a second time in
        // its own viewer before the script removed it, so it is there only without scripts.
        html`<noscript>${pdfFrame(ctx, documentUrl)}</noscript>`
      : pdfFrame(ctx, documentUrl)
}
</section>`;
}

/** The guide's words (client/guide.ts), the same on both kinds of document. */
function guideMessages({ t }: PageContext) {
  return {
    guide: t.t('sign.guideLabel'),
    fieldOf: t.t('sign.fieldOf'),
    back: t.t('sign.back'),
    next: t.t('sign.next'),
    ready: t.t('sign.ready'),
  };
}

function pdfFrame(ctx: PageContext, documentUrl: string): SafeHtml {
  return html`<iframe class="document-pdf" title="${ctx.t.t('sign.pdfTitle')}" src="${documentUrl}" loading="lazy"></iframe>`;
}

// Sign and Decline stay hidden until sign.js runs: without it they could not be sent.
function signForm(ctx: PageContext, model: SignPageModel): SafeHtml {
  const { t } = ctx;
  return html`<form id="sign-form" class="panel" novalidate hidden>
<h2>${t.t('sign.heading')}</h2>
<div id="form-problems" class="error-summary" role="alert" tabindex="-1" hidden></div>
${model.fields.length > 0 ? fieldsSection(ctx, model.fields) : ''}
${markCapture(ctx, 'signature')}
${model.initials ? markCapture(ctx, 'initials', model.initials.proposed) : ''}
<fieldset class="consent">
<legend>${t.t('sign.consentLegend')}</legend>
<div class="disclosure" id="consent-disclosure">
<p>${model.consent.intro}</p>
<ul>${model.consent.items.map((item) => html`<li>${item}</li>`)}</ul>
</div>
<div class="check">
<input type="checkbox" id="consent" name="consent" aria-describedby="consent-error">
<label for="consent">${model.consent.agree}</label>
</div>
<p class="error" id="consent-error" hidden></p>
</fieldset>
<button type="submit" id="sign-button" class="primary">${t.t('sign.button')}</button>
</form>`;
}

const CAPTURE_WORDS = {
  signature: {
    legend: 'sign.signatureLegend',
    typed: 'sign.modeTyped',
    drawn: 'sign.modeDrawn',
    label: 'sign.typedLabel',
    help: 'sign.drawHelp',
    area: 'sign.drawArea',
  },
  initials: {
    legend: 'sign.initialsLegend',
    typed: 'sign.initialsTyped',
    drawn: 'sign.initialsDrawn',
    label: 'sign.initialsLabel',
    help: 'sign.initialsHelp',
    area: 'sign.initialsArea',
  },
} satisfies Record<string, Record<string, MessageKey>>;

/**
 * A signature, or initials apart from it (proposed from the name): typed in the handwriting face, or
 * drawn on a pad. sign.js finds each part by its id: typed-<which>, <which>-pad, clear-<which>, ….
 */
function markCapture(ctx: PageContext, which: 'signature' | 'initials', proposed?: string): SafeHtml {
  const { t } = ctx;
  const words = CAPTURE_WORDS[which];
  const typed = `typed-${which}`;
  const extra =
    which === 'signature'
      ? html` autocomplete="name" maxlength="${TYPED_SIGNATURE_MAX}"`
      : html` autocomplete="off" maxlength="20" autocapitalize="characters" value="${proposed ?? ''}"`;
  return html`<fieldset class="${which}">
<legend>${t.t(words.legend)}</legend>
<div class="radios">
<label><input type="radio" name="${which}-type" value="typed" checked> ${t.t(words.typed)}</label>
<label><input type="radio" name="${which}-type" value="drawn"> ${t.t(words.drawn)}</label>
</div>
<div id="${typed}-panel">
<label for="${typed}">${t.t(words.label)}</label>
<input id="${typed}" name="${typed}" type="text"${extra} aria-describedby="${typed}-error" spellcheck="false">
<p class="error" id="${typed}-error" hidden></p>
<p class="typed-preview" aria-hidden="true" id="${typed}-preview"></p>
</div>
<div id="drawn-${which}-panel" hidden>
<p id="${which}-help">${t.t(words.help)}</p>
<canvas id="${which}-pad" class="pad" role="img" aria-label="${t.t(words.area)}"
  aria-describedby="${which}-help drawn-${which}-error"></canvas>
<p class="error" id="drawn-${which}-error" hidden></p>
<button type="button" id="clear-${which}" class="secondary">${t.t('sign.clear')}</button>
</div>
</fieldset>`;
}

/**
 * An approver's or a viewer's turn (issue 45): their fields if an approver has any, then Approve, or
 * "I have read this document" and Confirm. Nothing is signed, so there is no consent to sign.
 */
function turnForm(ctx: PageContext, model: SignPageModel, kind: 'approver' | 'viewer'): SafeHtml {
  const { t } = ctx;
  const read =
    kind === 'viewer'
      ? html`<div class="check">
<input type="checkbox" id="read-confirm" name="read" aria-describedby="read-confirm-error">
<label for="read-confirm">${t.t('turn.read')}</label>
</div>
<p class="error" id="read-confirm-error" hidden></p>`
      : '';
  return html`<form id="sign-form" class="panel" novalidate hidden>
<h2>${t.t(kind === 'approver' ? 'turn.heading.approver' : 'turn.heading.viewer')}</h2>
<div id="form-problems" class="error-summary" role="alert" tabindex="-1" hidden></div>
${model.fields.length > 0 ? fieldsSection(ctx, model.fields) : ''}
<p>${t.t(kind === 'approver' ? 'turn.approveExplain' : 'turn.readExplain')}</p>
${read}
<button type="submit" id="sign-button" class="primary">${t.t(kind === 'approver' ? 'turn.approve' : 'turn.confirm')}</button>
</form>`;
}

/** The words of the section that ends the request: a decline, or an approver's rejection. */
type EndingWords = Record<'summary' | 'explain' | 'reason' | 'button' | 'question' | 'confirm', MessageKey>;
const DECLINE_WORDS: EndingWords = {
  summary: 'decline.summary',
  explain: 'decline.explain',
  reason: 'decline.reason',
  button: 'decline.button',
  question: 'decline.confirmQuestion',
  confirm: 'decline.confirm',
};
const REJECT_WORDS: EndingWords = {
  summary: 'reject.summary',
  explain: 'reject.explain',
  reason: 'reject.reason',
  button: 'reject.button',
  question: 'reject.confirmQuestion',
  confirm: 'reject.confirm',
};

/**
 * Declining: a reason (optional; an approver's rejection needs one), then a confirmation before
 * anything is sent.
 */
function declineSection(ctx: PageContext, model: SignPageModel, words: EndingWords): SafeHtml {
  const { t } = ctx;
  const sender = model.sender;
  const required = words === REJECT_WORDS;
  return html`<details class="decline panel" id="decline" hidden>
<summary>${t.t(words.summary)}</summary>
<form id="decline-form" novalidate${required ? html` data-reason-required` : ''}>
<p>${t.t(words.explain, { sender })}</p>
<label for="decline-reason">${t.t(words.reason, { sender })}</label>
<textarea id="decline-reason" name="reason" rows="3" maxlength="${DECLINE_REASON_MAX}"${required ? html` required aria-required="true"` : ''}></textarea>
<div id="decline-problems" class="error-summary" role="alert" hidden></div>
<button type="button" id="decline-button" class="danger">${t.t(words.button)}</button>
<div id="decline-confirm" class="confirm" role="group" aria-labelledby="decline-question" hidden>
<p id="decline-question" tabindex="-1"><strong>${t.t(words.question, { document: model.templateName })}</strong></p>
<div class="actions">
<button type="submit" id="decline-confirm-button" class="danger-strong">${t.t(words.confirm)}</button>
<button type="button" id="decline-cancel" class="secondary">${t.t('decline.cancel')}</button>
</div>
</div>
</form>
</details>`;
}

/** Whether a field takes issue 34's controls or rules (client/field-types.ts): a new type or any rule. */
function needsFieldTypes(input: object): boolean {
  const field = input as Record<string, unknown>;
  if (ADDED_INPUT_TYPES.has(field.type as InputType)) return true;
  return [
    'pattern',
    'showIf',
    'readonly',
    'minSelected',
    'maxSelected',
    'optionBoxes',
    'region',
    'maxFiles',
  ].some((rule) => field[rule] !== undefined && field[rule] !== false);
}
