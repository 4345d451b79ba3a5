// "Send a document" once (issue 32 item 5): the steps shown on each of its pages, and its first page,
// where the document is uploaded (by the page's script, as the new-template form does) and the
// member's unsent one-off documents are offered to continue.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { ACCEPTED_EXTENSIONS } from '../../templates/document-file.ts';
import { time } from '../format.ts';
import { csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';

export const SEND_ONCE_PATH = '/app/requests/send-document';

/** Every format a document may be added in (the API's accepted extensions, and their media types). */
export const DOCUMENT_ACCEPT = [
  ...ACCEPTED_EXTENSIONS,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'image/png',
  'image/jpeg',
].join(',');

/** The three steps, the current one marked for assistive technology and by its look. */
export function sendOnceSteps(current: 1 | 2 | 3, t: Translator): SafeHtml {
  const names = [t.t('sendOnce.stepUpload'), t.t('sendOnce.stepFields'), t.t('sendOnce.stepSend')];
  return html`<ol class="steps" aria-label="${t.t('sendOnce.steps')}">${names.map(
    (name, i) =>
      html`<li${i + 1 === current ? html` aria-current="step" class="current"` : i + 1 < current ? html` class="done"` : ''}><span class="step-n" aria-hidden="true">${i + 1}</span> ${name}</li>`,
  )}</ol>`;
}

export interface UnsentDocument {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
}

export function sendOncePage(input_: {
  csrf: string;
  form: { name?: string };
  errors?: FieldErrors;
  unsent: UnsentDocument[];
  t: Translator;
}): SafeHtml {
  const { t, form } = input_;
  const errors = input_.errors ?? {};
  const unsent = input_.unsent;
  return html`<p class="crumbs"><a href="/app/requests"><span class="arrow" aria-hidden="true">←</span> ${t.t('requests.title')}</a></p>
<h1>${t.t('sendOnce.title')}</h1>
${sendOnceSteps(1, t)}
<p class="lead">${t.t('sendOnce.lead')}</p>
${errorSummary(errors, [], {}, t)}
<form method="post" action="${SEND_ONCE_PATH}" class="panel narrow-form" data-new-template novalidate>
${csrfField(input_.csrf)}
<input type="hidden" name="kind" value="coordinate">
${input({ id: 'name', name: 'name', label: t.t('sendOnce.name'), hint: t.t('sendOnce.nameHint'), value: form.name, required: true, maxlength: 200, error: errors.name, t })}
<div class="field drop-zone${errors.pdf ? ' invalid' : ''}" data-drop-zone>
<label for="pdf">${t.t('sendOnce.file')}</label>
<p class="hint" id="pdf-hint">${t.t('sendOnce.fileHint')}</p>
${errors.pdf ? html`<p class="error" id="pdf-error">${errors.pdf}</p>` : ''}
<input id="pdf" name="pdf" type="file" multiple accept="${DOCUMENT_ACCEPT}" aria-describedby="pdf-hint${errors.pdf ? ' pdf-error' : ''}">
<noscript><p class="hint">${t.t('templates.create.pdfNeedsScript')}</p></noscript>
</div>
<p class="status-line" role="status" data-upload-status data-working="${t.t('templates.create.uploading')}" data-failed="${t.t('templates.create.failed')}"></p>
<div class="actions"><button type="submit" class="primary">${t.t('sendOnce.submit')}</button></div>
</form>
${
  unsent.length > 0
    ? html`<section aria-labelledby="unsent-heading" class="panel narrow-form">
<h2 id="unsent-heading">${t.t('sendOnce.unsent')}</h2>
<p class="hint">${t.t('sendOnce.unsentHint')}</p>
<ul class="choices">${unsent.map(
        (
          doc,
        ) => html`<li><a class="choice" href="${SEND_ONCE_PATH}/${doc.id}"><strong>${t.t('sendOnce.continue', { name: doc.name })}</strong>
<span class="sub">${time(doc.createdAt, 'dateTime', t)}</span></a></li>`,
      )}</ul>
</section>`
    : ''
}`;
}

/** The documents of a request or a send (issue 32): each one's name and page count, in order. */
export function documentsList(documents: Array<{ name: string; pages: number }>, t: Translator): SafeHtml {
  if (documents.length === 0) return html``;
  return html`<section aria-labelledby="documents-heading" class="panel documents-panel">
<h2 id="documents-heading">${t.t('sendOnce.documents')}</h2>
<p class="hint">${t.t('sendOnce.documentsHint')}</p>
<ol class="documents-list">${documents.map(
    (doc) =>
      html`<li><bdi>${doc.name}</bdi> <span class="sub">${t.n('documents.pages', doc.pages)}</span></li>`,
  )}</ol>
</section>`;
}
