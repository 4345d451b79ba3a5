// Bulk send's pages (issue 24 item 5): the page of a template's sheet (its columns explained, the
// header to download, the upload form), the check of an uploaded file (its rows with problems, the
// rows to send, those sent before, and the form that sends them), and the result of each row with a
// link to its request. Plain forms: everything works without the script. Rows whose signers got the
// template a moment ago are listed apart and sent only by the button that says so (issue 31 item 7).
import type { Translator } from '../../../i18n/catalogue.ts';
import { LANGUAGES } from '../../../i18n/locales.ts';
import { html, type SafeHtml } from '../../../platform/http/html.ts';
import { ACCESS_CODE_MAX, ACCESS_CODE_MIN } from '../../../requests/access-code.ts';
import { MAX_CC } from '../../../requests/cc.ts';
import { MAX_MESSAGE_LENGTH } from '../../../requests/schemas.ts';
import type { Template, TemplateInput } from '../../../templates/types.ts';
import { address, dateTimeText } from '../../format.ts';
import { csrfField, errorSummary, type FieldErrors, textarea } from '../../forms.ts';
import { type Column, columnsOf, MAX_FILE_BYTES, MAX_ROWS } from './csv.ts';
import type { PlannedRow } from './rows.ts';
import type { RowOutcome } from './send-rows.ts';

export const bulkPath = (template: Template) => `/app/send/${template.id}/bulk`;

/** The most a file may hold, as the page and the refusal write it: "4 MiB". */
export const fileSizeText = (t: Translator) =>
  `${new Intl.NumberFormat(t.language).format(MAX_FILE_BYTES / 1024 / 1024)} MiB`;

/** What the upload form holds: the chosen options, kept when a file is refused. */
export interface UploadOptions {
  message: string;
  sendEmail: boolean;
}

function typeHint(input: TemplateInput, t: Translator): string {
  switch (input.type) {
    case 'number':
      return t.t('bulk.type.number');
    case 'date':
      return t.t('bulk.type.date');
    case 'email':
      return t.t('bulk.type.email');
    case 'checkbox':
      return t.t('bulk.type.checkbox');
    case 'select':
    case 'radio':
      return t.t('bulk.type.select', { options: (input.options ?? []).join(', ') });
    case 'multiple': {
      const options = input.options ?? [];
      return t.t('bulk.type.multiple', {
        options: options.join(', '),
        example: options.slice(0, 2).join('|'),
      });
    }
    default:
      return t.t('bulk.type.text');
  }
}

function meaning(column: Column, t: Translator): SafeHtml {
  switch (column.kind) {
    case 'name':
      return html`${t.t('bulk.signerName', { role: column.role.name })}`;
    case 'email':
      return html`${t.t('bulk.signerEmail', { role: column.role.name })}`;
    case 'locale':
      return html`${t.t('bulk.signerLanguage', { role: column.role.name, languages: LANGUAGES.join(', ') })}`;
    case 'accessCode':
      return html`${t.t('bulk.signerAccessCode', { role: column.role.name, min: ACCESS_CODE_MIN, max: ACCESS_CODE_MAX })}`;
    case 'emailCode':
      return html`${t.t('bulk.signerEmailCode', { role: column.role.name })}`;
    case 'cc':
      return html`${t.n('bulk.ccColumn', MAX_CC)}`;
    case 'expires':
      return html`${t.t('bulk.expiresColumn')}`;
    default:
      return html`<strong>${column.input.label}</strong> (${t.t(column.input.required ? 'bulk.required' : 'bulk.optional')}):
${typeHint(column.input, t)}`;
  }
}

/** The page of a template's sheet: its columns, the header to download, and the upload form. */
export function bulkPage(input: {
  template: Template;
  csrf: string;
  t: Translator;
  options: UploadOptions;
  errors?: FieldErrors;
  general?: string[];
}): SafeHtml {
  const { template, t, options } = input;
  const count = new Intl.NumberFormat(t.language);
  return html`<p class="crumbs"><a href="/app/send/${template.id}"><span class="arrow" aria-hidden="true">←</span> ${t.t('bulk.back', { template: template.name })}</a></p>
<h1>${t.t('bulk.title', { template: template.name })}</h1>
${errorSummary(input.errors ?? {}, input.general ?? [], {}, t)}
<p class="lead">${t.t('bulk.intro')}</p>
<section class="panel" aria-labelledby="bulk-columns">
<h2 id="bulk-columns">${t.t('bulk.step1')}</h2>
<p>${t.t('bulk.columnsHint')}</p>
<table class="list bulk-columns">
<thead><tr><th scope="col">${t.t('bulk.columnHeading')}</th><th scope="col">${t.t('bulk.meaningHeading')}</th></tr></thead>
<tbody>
${columnsOf(template).map(
  (c) =>
    html`<tr><th scope="row"><code>${c.header}</code></th><td data-label="${t.t('bulk.meaningHeading')}">${meaning(c, t)}</td></tr>`,
)}
</tbody>
</table>
<p><a class="button-link secondary" href="${bulkPath(template)}/columns.csv" download>${t.t('bulk.download')}</a></p>
</section>
<form method="post" action="${bulkPath(template)}" enctype="multipart/form-data" class="panel send-form" novalidate data-once>
<h2>${t.t('bulk.step2')}</h2>
${csrfField(input.csrf)}
<div class="field${input.errors?.file ? ' invalid' : ''}">
<label for="file">${t.t('bulk.file')}</label>
<p class="hint" id="file-hint">${t.t('bulk.fileHint', { count: count.format(MAX_ROWS), size: fileSizeText(t) })}</p>
${input.errors?.file ? html`<p class="error" id="file-error">${input.errors.file}</p>` : ''}
<input id="file" name="file" type="file" accept=".csv,text/csv" aria-describedby="file-hint${input.errors?.file ? ' file-error' : ''}"${input.errors?.file ? html` aria-invalid="true"` : ''}>
</div>
${textarea({
  id: 'message',
  name: 'message',
  label: t.t('send.message'),
  hint: t.t('send.messageHint'),
  value: options.message,
  error: input.errors?.message,
  maxlength: MAX_MESSAGE_LENGTH,
  rows: 3,
  t,
})}
<div class="field check">
<input id="sendEmail" name="sendEmail" type="checkbox" value="1"${options.sendEmail ? html` checked` : ''} aria-describedby="sendEmail-hint">
<label for="sendEmail">${t.t('send.sendEmail')}</label>
<p class="hint" id="sendEmail-hint">${t.t('send.sendEmailHint')}</p>
</div>
<div class="actions">
<button type="submit" class="primary" aria-describedby="check-hint">${t.t('bulk.check')}</button>
</div>
<p class="hint" id="check-hint">${t.t('bulk.checkHint')}</p>
</form>`;
}

/** A row's signers: each name and address on a line. */
function signersOf(row: PlannedRow): SafeHtml {
  return html`${row.body.submitters.map(
    (s, i) =>
      html`${i > 0 ? html`<br>` : ''}<bdi>${s.name || '—'}</bdi> &lt;${s.email ? address(s.email) : '—'}&gt;`,
  )}`;
}

/** A row's number; on a phone, where the table is stacked cards without its headings, it says "Row" (bulk.css). */
const rowHeader = (row: PlannedRow, t: Translator) =>
  html`<th scope="row" data-label="${t.t('bulk.rowHeading')}">${String(row.number)}</th>`;

/** The earlier request a row's signers got, linked: "the request sent at 10:32". */
function earlierLink(earlier: { id: string; createdAt: Date }, t: Translator): SafeHtml {
  return html`<a href="/app/requests/${earlier.id}">${t.t('send.duplicateLink', { time: dateTimeText(earlier.createdAt, t) })}</a>`;
}

function requestLink(requestId: string, row: PlannedRow, t: Translator): SafeHtml {
  return html`<a href="/app/requests/${requestId}">${t.t('bulk.open')}<span class="visually-hidden"> ${t.t('bulk.requestOfRow', { row: row.number })}</span></a>`;
}

function problemList(problems: string[]): SafeHtml {
  return html`<ul class="bulk-problems">${problems.map((p) => html`<li>${p}</li>`)}</ul>`;
}

/** Why a row was not sent, in plain words. */
function failure(outcome: RowOutcome & { result: 'failed' }, t: Translator): string {
  const { error } = outcome;
  if (!error) return t.t('bulk.rowError');
  if (error.code === 'limit_reached') return t.t('bulk.limitRanOut');
  if (error.statusCode === 404) return t.t('send.templateGone');
  return error.message;
}

function resultCell(outcome: RowOutcome, t: Translator): SafeHtml {
  const label = t.t('bulk.resultHeading');
  switch (outcome.result) {
    case 'sent':
      return html`<td data-label="${label}"><span class="status status-completed">${t.t('bulk.resultSent')}</span> ${requestLink(outcome.requestId, outcome.row, t)}</td>`;
    case 'alreadySent':
      return html`<td data-label="${label}"><span class="status status-pending">${t.t('bulk.resultAlready')}</span> ${
        outcome.requestId ? requestLink(outcome.requestId, outcome.row, t) : t.t('bulk.erased')
      }</td>`;
    case 'failed':
      return html`<td data-label="${label}"><span class="status status-declined">${t.t('bulk.resultFailed')}</span> ${failure(outcome, t)}</td>`;
    case 'invalid':
      return html`<td data-label="${label}"><span class="status status-declined">${t.t('bulk.resultFailed')}</span>${problemList(outcome.row.problems)}</td>`;
    case 'recent':
      return html`<td data-label="${label}"><span class="status status-pending">${t.t('bulk.resultRecent')}</span> ${t.tHtml('bulk.recentOf', { link: earlierLink(outcome.earlier, t) })}</td>`;
    default:
      return html`<td data-label="${label}">${t.t('bulk.countReady')}</td>`;
  }
}

/** A table of rows: each row's number, its signers, and `cell` under `last` (the result, or the problems). */
function rowsTable(
  outcomes: RowOutcome[],
  t: Translator,
  cell: (o: RowOutcome) => SafeHtml,
  last = t.t('bulk.resultHeading'),
): SafeHtml {
  return html`<table class="list bulk-rows">
<thead><tr><th scope="col">${t.t('bulk.rowHeading')}</th><th scope="col">${t.t('bulk.signersHeading')}</th><th scope="col">${last}</th></tr></thead>
<tbody>
${outcomes.map(
  (o) =>
    html`<tr>${rowHeader(o.row, t)}<td data-label="${t.t('bulk.signersHeading')}">${signersOf(o.row)}</td>${cell(o)}</tr>`,
)}
</tbody>
</table>`;
}

/** The counts of a file's rows by what became (or will become) of them. */
function counts(
  outcomes: RowOutcome[],
  t: Translator,
  keys: Array<[RowOutcome['result'], string]>,
): SafeHtml {
  const format = new Intl.NumberFormat(t.language);
  // Rows sent to the same people a moment ago are counted only when there are some.
  const recent = outcomes.filter((o) => o.result === 'recent').length;
  if (recent > 0) keys = [...keys, ['recent', t.t('bulk.countRecent')]];
  return html`<dl class="bulk-counts">${keys.map(
    ([result, label]) =>
      html`<div><dt>${label}</dt><dd data-count="${result}">${format.format(outcomes.filter((o) => o.result === result).length)}</dd></div>`,
  )}</dl>`;
}

/** The check of an uploaded file, and the form that sends its rows (the file travels with it). */
export function previewPage(input: {
  template: Template;
  outcomes: RowOutcome[];
  fileName: string;
  fileBase64: string;
  options: UploadOptions;
  csrf: string;
  t: Translator;
}): SafeHtml {
  const { template, outcomes, t } = input;
  const invalid = outcomes.filter((o) => o.result === 'invalid');
  const ready = outcomes.filter((o) => o.result === 'ready');
  const before = outcomes.filter((o) => o.result === 'alreadySent');
  const recent = outcomes.filter((o) => o.result === 'recent');
  return html`<p class="crumbs"><a href="${bulkPath(template)}"><span class="arrow" aria-hidden="true">←</span> ${t.t('bulk.otherFile')}</a></p>
<h1>${t.t('bulk.previewTitle', { template: template.name })}</h1>
<p class="lead">${t.n('bulk.fileRows', outcomes.length, { file: input.fileName })}</p>
${counts(outcomes, t, [
  ['ready', t.t('bulk.countReady')],
  ['invalid', t.t('bulk.countInvalid')],
  ['alreadySent', t.t('bulk.countAlready')],
])}
${
  invalid.length > 0
    ? html`<section aria-labelledby="bulk-invalid">
<h2 id="bulk-invalid">${t.t('bulk.problemsTitle')}</h2>
<p class="hint">${t.t('bulk.problemsHint')}</p>
${rowsTable(invalid, t, (o) => html`<td data-label="${t.t('bulk.problemsHeading')}">${problemList(o.row.problems)}</td>`, t.t('bulk.problemsHeading'))}
</section>`
    : ''
}
${
  recent.length > 0
    ? html`<section class="alert warning bulk-recent" aria-labelledby="bulk-recent">
<h2 id="bulk-recent">${t.t('bulk.recentTitle')}</h2>
<p>${t.t('bulk.recentHint')}</p>
</section>`
    : ''
}
${
  ready.length + recent.length > 0
    ? html`<form method="post" action="${bulkPath(template)}/send" enctype="multipart/form-data" class="panel" data-once>
<p>${t.t('bulk.sendHint')}</p>
${csrfField(input.csrf)}
<input type="hidden" name="content" value="${input.fileBase64}">
<input type="hidden" name="message" value="${input.options.message}">
${input.options.sendEmail ? html`<input type="hidden" name="sendEmail" value="1">` : ''}
<div class="actions">${
        ready.length > 0
          ? html`<button type="submit" class="primary">${t.n('bulk.send', ready.length)}</button>`
          : ''
      }${
        recent.length > 0
          ? html`<button type="submit" name="sendAnyway" value="1" class="${ready.length > 0 ? 'secondary' : 'primary'}">${t.n('bulk.sendAnyway', ready.length + recent.length)}</button>`
          : ''
      }</div>
</form>`
    : html`<p class="panel">${t.t('bulk.nothingToSend')}</p>`
}
${
  recent.length > 0
    ? html`<details class="bulk-details" open><summary>${t.t('bulk.recentTitle')} (${String(recent.length)})</summary>
${rowsTable(recent, t, (o) => resultCell(o, t))}</details>`
    : ''
}
${
  ready.length > 0
    ? html`<details class="bulk-details"><summary>${t.t('bulk.readyTitle')} (${String(ready.length)})</summary>
${rowsTable(ready, t, (o) => resultCell(o, t))}</details>`
    : ''
}
${
  before.length > 0
    ? html`<details class="bulk-details"><summary>${t.t('bulk.alreadyTitle')} (${String(before.length)})</summary>
${rowsTable(before, t, (o) => resultCell(o, t))}</details>`
    : ''
}`;
}

/** What became of every row, each sent one linked to its request. */
export function resultPage(input: { template: Template; outcomes: RowOutcome[]; t: Translator }): SafeHtml {
  const { template, outcomes, t } = input;
  return html`<p class="crumbs"><a href="${bulkPath(template)}"><span class="arrow" aria-hidden="true">←</span> ${t.t('bulk.otherFile')}</a></p>
<h1>${t.t('bulk.resultTitle', { template: template.name })}</h1>
${counts(outcomes, t, [
  ['sent', t.t('bulk.resultSent')],
  ['alreadySent', t.t('bulk.resultAlready')],
  ['failed', t.t('bulk.countFailed')],
  ['invalid', t.t('bulk.countInvalid')],
])}
<p><a href="/app/requests">${t.t('bulk.toRequests')}</a></p>
${rowsTable(outcomes, t, (o) => resultCell(o, t))}`;
}
