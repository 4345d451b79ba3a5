// The signing page (CONTRACT §6), server-rendered in the signer's language: who asks, by when and in
// which order, the document, the signer's fields, a signature typed (in the handwriting face the PDF
// stamps) or drawn, the consent notice, Sign, and Decline behind a confirmation. Every value is
// interpolated through `html`, which escapes it; every sentence comes from the catalogue. No inline
// script or style (the CSP forbids both): sign.js reads its messages from a data attribute.
import type { MessageKey } from '../i18n/catalogue.ts';
import { orderText } from '../i18n/format.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { ADDED_INPUT_TYPES } from '../templates/definition.ts';
import type { InputType } from '../templates/types.ts';
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
  ...SCRIPT_FIELD_MESSAGES,
} satisfies Record<string, MessageKey>;

export const signUrl = (token: string, action = '') => `/sign/${encodeURIComponent(token)}${action}`;

export function signPage(ctx: PageContext, model: SignPageModel): string {
  const { t } = ctx;
  const { token, signer } = model;
  const messages = Object.fromEntries(Object.entries(SCRIPT_MESSAGES).map(([name, key]) => [name, t.t(key)]));
  const body = html`
<div data-signing data-open-url="${signUrl(token, '/open')}" data-complete-url="${signUrl(token, '/complete')}"
  data-decline-url="${signUrl(token, '/decline')}" data-attachments-url="${signUrl(token, '/attachments')}" data-locale="${t.language}" data-messages="${JSON.stringify(messages)}">
<h1>${model.templateName}</h1>
<p class="lead">${t.tHtml('sign.lead', {
    sender: html`<strong>${model.sender}</strong>`,
    name: html`<strong>${signer.name}</strong>`,
    email: signer.email,
    role: html`<strong>${signer.role}</strong>`,
  })}</p>
<ul class="facts">
<li>${orderText(t, model.position, model.signerCount)}</li>
<li>${t.tHtml('sign.deadline', { deadline: timeElement(model.expiresAt, ctx.locale) })}</li>
${severalDocuments(model.documents) ? documentsFact(t, model.documents!) : ''}
</ul>
<noscript><p class="alert warning">${t.t('sign.noscript', { sender: model.sender })}</p></noscript>
${documentArea(ctx, model)}
${signForm(ctx, model)}
${declineSection(ctx, model)}
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
    ? html`<article class="document" aria-label="${t.t('sign.documentLabel')}" tabindex="0">${model.documentHtml}</article>`
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

/** Declining: an optional reason, then a confirmation before anything is sent. */
function declineSection(ctx: PageContext, model: SignPageModel): SafeHtml {
  const { t } = ctx;
  const sender = model.sender;
  return html`<details class="decline panel" id="decline" hidden>
<summary>${t.t('decline.summary')}</summary>
<form id="decline-form" novalidate>
<p>${t.t('decline.explain', { sender })}</p>
<label for="decline-reason">${t.t('decline.reason', { sender })}</label>
<textarea id="decline-reason" name="reason" rows="3" maxlength="${DECLINE_REASON_MAX}"></textarea>
<div id="decline-problems" class="error-summary" role="alert" hidden></div>
<button type="button" id="decline-button" class="danger">${t.t('decline.button')}</button>
<div id="decline-confirm" class="confirm" role="group" aria-labelledby="decline-question" hidden>
<p id="decline-question" tabindex="-1"><strong>${t.t('decline.confirmQuestion', { document: model.templateName })}</strong></p>
<div class="actions">
<button type="submit" id="decline-confirm-button" class="danger-strong">${t.t('decline.confirm')}</button>
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
